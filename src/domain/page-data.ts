// Where a page's data lives (SPEC §7 Site infrastructure): /page-data/{path}/page-data.json, with the home page's
// path named `index` (as the convention these files come from names it). Both ways, so the build writing the files,
// the server answering for listings and a client asking all agree, and a crafted name cannot step outside
// /page-data (no empty, dot or escaped segment is a page path).
import { trimEnd } from './trim'

export const PAGE_DATA_PREFIX = '/page-data'
export const APP_DATA_PATH = `${PAGE_DATA_PREFIX}/app-data.json`
const PAGE_DATA_FILE = 'page-data.json'
/** Longer than any page path the app has (a tour name and two segments); checked before any pattern. */
const MAX_PAGE_DATA_PATH = 300
const SEGMENT = /^[A-Za-z0-9_-]+$/

/** /page-data/pricing/page-data.json for /pricing; /page-data/index/page-data.json for /. */
export function pageDataPath(pagePath: string): string {
  const trimmed = trimEnd(pagePath, '/')
  return `${PAGE_DATA_PREFIX}/${trimmed === '' ? 'index' : trimmed.slice(1)}/${PAGE_DATA_FILE}`
}

/** The page a page-data address is for, or null when it names none (a bad segment, another file). */
export function pagePathOfPageData(requestPath: string): string | null {
  if (requestPath.length > MAX_PAGE_DATA_PATH) return null
  const prefix = `${PAGE_DATA_PREFIX}/`
  const suffix = `/${PAGE_DATA_FILE}`
  if (!requestPath.startsWith(prefix) || !requestPath.endsWith(suffix)) return null
  const inner = requestPath.slice(prefix.length, requestPath.length - suffix.length)
  const segments = inner.split('/')
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) return null
  if (inner === 'index') return '/'
  return `/${inner}`
}

/** /page-data/sq/d/{hash}.json: a static query's result, named by the hash of its content. */
export const staticQueryPath = (hash: string) => `${PAGE_DATA_PREFIX}/sq/d/${hash}.json`

/**
 * How long a listing's page data, carried by the HTML or fetched ahead of a visit, stands in for the listing call:
 * long enough for a pointer to rest on a card and click, short enough that a change made meanwhile is seen.
 */
export const PAGE_DATA_FRESH_MS = 60_000

/** The id of the data block in which the server puts a listing page's page data (the client reads it at start). */
export const INLINE_PAGE_DATA_ID = 'page-data'

/**
 * How long the data a listing page's own HTML carries counts as current, from when the server made it: an old copy
 * that a service worker or Back brings back is not shown as the listing; wide enough for a clock a few minutes off.
 */
export const CARRIED_PAGE_DATA_MS = 10 * 60_000
