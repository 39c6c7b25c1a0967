// Whose visit an analytics event belongs to (SPEC §7 POST /event): the browser that started it. Each browser holds a
// random key in an httpOnly cookie; a visit keeps only its SHA-256, so knowing a visit id is not enough to add
// events to someone else's visit, and a leaked table names no browser.
import type { Context } from 'hono'
import type { Config } from '../config'
import { browserKeyHashOf } from './browser-key'

export const VISITOR_COOKIE = 'showhome_visitor'
/** A browser keeps its visitor key for 30 days; a visit is one page load, so this only needs to outlive a tab. */
const KEY_LIFETIME_MS = 30 * 24 * 3_600_000

/** The browser's visitor key hash, creating the key (and setting its cookie) when the browser has none. */
export const visitorKeyHash = (c: Context, config: Config): string =>
  browserKeyHashOf(c, config, { cookie: VISITOR_COOKIE, purpose: 'visitor', lifetimeMs: KEY_LIFETIME_MS })
