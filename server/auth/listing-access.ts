// Proof that a visitor gave a protected listing's passcode (ARCHITECTURE §4: passcode-protected listings reveal
// nothing without it). /listing/get grants it after checking the passcode; the media and tour endpoints require it.
// A signed, httpOnly cookie per listing: `listing_access_{tourName}` = `{expiry}.{hmac}`; no database row needed.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Config } from '../config'

/** How long a passcode, once given, keeps the listing open in that browser. */
export const LISTING_ACCESS_DAYS = 30

const cookieName = (tourName: string) => `listing_access_${tourName}`
const sign = (secret: string, tourName: string, expiry: number) =>
  createHmac('sha256', secret).update(`listing-access:${tourName}:${expiry}`).digest('base64url')

export function grantListingAccess(c: Context, config: Config, tourName: string, now = Date.now()) {
  const expiry = now + LISTING_ACCESS_DAYS * 86_400_000
  setCookie(c, cookieName(tourName), `${expiry}.${sign(config.sessionSecret, tourName, expiry)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.publicUrl.startsWith('https:'),
    expires: new Date(expiry),
  })
}

export function hasListingAccess(c: Context, config: Config, tourName: string, now = Date.now()): boolean {
  return verifyListingAccess(getCookie(c, cookieName(tourName)), config.sessionSecret, tourName, now)
}

/** The cookie's value is valid for this listing, unexpired, and signed with our secret. */
export function verifyListingAccess(value: string | undefined, secret: string, tourName: string, now: number): boolean {
  if (!value) return false
  const dot = value.indexOf('.')
  const expiry = Number(value.slice(0, dot))
  if (dot < 0 || !Number.isSafeInteger(expiry) || expiry < now) return false
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(sign(secret, tourName, expiry))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
