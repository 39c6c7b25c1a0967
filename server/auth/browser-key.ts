// A random key a browser holds in an httpOnly cookie, of which the server keeps only a SHA-256: booking drafts and
// analytics visits belong to the browser that started them, and a leaked table names no browser.
import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Config } from '../config'

export interface BrowserKey {
  /** The cookie holding the key. */
  readonly cookie: string
  /** Mixed into the hash, so one key's hash means nothing for another purpose. */
  readonly purpose: string
  readonly lifetimeMs: number
}

const hashOf = (of: BrowserKey, key: string) => createHash('sha256').update(`${of.purpose}:${key}`).digest('hex')

/** The hash of the key the browser sends, if it sends one; never creates one. */
export function heldBrowserKeyHash(c: Context, of: BrowserKey): string | undefined {
  const key = getCookie(c, of.cookie)
  return key === undefined ? undefined : hashOf(of, key)
}

/** The browser's key hash for this purpose, creating the key (and setting its cookie) when the browser has none. */
export function browserKeyHashOf(c: Context, config: Config, of: BrowserKey): string {
  let key = getCookie(c, of.cookie)
  if (!key || !/^[A-Za-z0-9_-]{43}$/.test(key)) {
    key = randomBytes(32).toString('base64url')
    setCookie(c, of.cookie, key, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: config.publicUrl.startsWith('https:'),
      expires: new Date(Date.now() + of.lifetimeMs),
    })
  }
  return hashOf(of, key)
}
