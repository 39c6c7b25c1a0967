// Whose visit an analytics event belongs to (SPEC §7 POST /event): the browser that started it. Each browser holds a
// random key in an httpOnly cookie; a visit keeps only its SHA-256, so knowing a visit id is not enough to add
// events to someone else's visit, and a leaked table names no browser.
import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Config } from '../config'

export const VISITOR_COOKIE = 'showhome_visitor'
/** A browser keeps its visitor key for 30 days; a visit is one page load, so this only needs to outlive a tab. */
const KEY_LIFETIME_MS = 30 * 24 * 3_600_000

const hashKey = (key: string) => createHash('sha256').update(`visitor:${key}`).digest('hex')

/** The browser's visitor key hash, creating the key (and setting its cookie) when the browser has none. */
export function visitorKeyHash(c: Context, config: Config): string {
  let key = getCookie(c, VISITOR_COOKIE)
  if (!key || !/^[A-Za-z0-9_-]{43}$/.test(key)) {
    key = randomBytes(32).toString('base64url')
    setCookie(c, VISITOR_COOKIE, key, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: config.publicUrl.startsWith('https:'),
      expires: new Date(Date.now() + KEY_LIFETIME_MS),
    })
  }
  return hashKey(key)
}
