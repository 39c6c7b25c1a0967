// A browser the account has signed in on before: a signed, httpOnly cookie set on every successful sign-in. The
// per-account sign-in limit (server/auth/throttle.ts) only stops password sign-ins from devices WITHOUT it, so a
// stranger guessing from many addresses slows an account down but cannot lock its owner out of their own browser.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Config } from '../config'

export const KNOWN_DEVICE_COOKIE = 'showhome_device'
/** How long a browser stays known after its last sign-in. */
export const KNOWN_DEVICE_DAYS = 180

const sign = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`known-device:${userId}`).digest('base64url')

export function rememberDevice(c: Context, config: Config, userId: string, now = Date.now()) {
  setCookie(c, KNOWN_DEVICE_COOKIE, `${userId}.${sign(config.sessionSecret, userId)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.publicUrl.startsWith('https:'),
    expires: new Date(now + KNOWN_DEVICE_DAYS * 86_400_000),
  })
}

/** This browser has signed in to the account before (its cookie names the user and carries our signature). */
export function isKnownDevice(c: Context, config: Config, userId: string): boolean {
  return verifyKnownDevice(getCookie(c, KNOWN_DEVICE_COOKIE), config.sessionSecret, userId)
}

export function verifyKnownDevice(value: string | undefined, secret: string, userId: string): boolean {
  if (!value || value.length > 200) return false
  const dot = value.lastIndexOf('.')
  if (dot < 0 || value.slice(0, dot) !== userId) return false
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(sign(secret, userId))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
