// What the service worker (src/sw/sw.ts) keeps, and how (issue 22): hashed build files cache-first (their names
// change with their content); pages network-first, with the saved copy when offline; the listing's data (POST
// /listing/get, the tour config) network-first too; tour faces and photos of listings the visitor has opened
// cache-first (their addresses carry a version) in a bounded cache. Nothing else is kept: calls that change things,
// accounts, orders, maps. A sign-out forgets all but the build files (src/services/offline-copies.ts).

import { classifyPagePath } from './app-path'
import { parseViewFlags } from './view-flags'

export type OfflineCache = 'assets' | 'pages' | 'listingData' | 'media'

/** Cache names, versioned so a worker that stores differently starts clean. */
export const CACHE_NAMES: Record<OfflineCache, string> = {
  assets: 'showhome-assets-v1',
  pages: 'showhome-pages-v1',
  listingData: 'showhome-listing-data-v1',
  media: 'showhome-media-v1',
}

/** At most this many entries per cache; the oldest go first. Tour faces are ~6 per scene, photos a few dozen. */
export const CACHE_LIMITS: Record<OfflineCache, number> = {
  assets: 300,
  pages: 40,
  listingData: 40,
  media: 600,
}

export interface OfflineRequest {
  readonly method: string
  /** The request's mode: 'navigate' for a page the browser opens. */
  readonly mode: string
  readonly url: URL
  /** The site's own origin: nothing from other sites is kept. */
  readonly origin: string
  readonly apiBasePath: string
}

/** Tour scenes (faces, previews) and photos of a listing: /media/{tourName}/scenes/… and /media/{tourName}/photos/…. */
const isListingMedia = (segments: ReadonlyArray<string>) =>
  segments[0] === 'media' && segments.length >= 4 && (segments[2] === 'scenes' || segments[2] === 'photos')

/** Which cache a request goes through, or undefined when the worker leaves it to the network. */
export function offlineCacheFor(request: OfflineRequest): OfflineCache | undefined {
  const { url } = request
  if (url.origin !== request.origin) return undefined
  const segments = url.pathname.split('/').slice(1)
  if (request.method === 'GET' && request.mode === 'navigate') {
    // The developer pages and the finance and auth backends are never pages to keep.
    return ['dev', 'api', 'auth', 'finance', 'media'].includes(segments[0] ?? '') ? undefined : 'pages'
  }
  if (request.method === 'GET' && segments[0] === 'assets' && segments.length === 2) return 'assets'
  if (request.method === 'GET' && isListingMedia(segments)) return 'media'
  if (request.method === 'GET' && url.pathname.startsWith(`${request.apiBasePath}/tour/`)) return 'listingData'
  if (request.method === 'POST' && url.pathname === `${request.apiBasePath}/listing/get`) return 'listingData'
  return undefined
}

/**
 * The key a POST's answer is kept under: the Cache API keeps GET requests only, so the body (the listing's name,
 * debug mode and passcode, a few dozen characters) becomes part of a GET address, its fields in a fixed order so the
 * page's request and the worker's own (when it keeps a page it did not see load) meet. Longer bodies are not kept.
 */
export const MAX_KEPT_BODY = 2048

export function postCacheKey(url: string, body: string): string | undefined {
  if (body.length > MAX_KEPT_BODY) return undefined
  const key = new URL(url)
  key.searchParams.set('sw-post-body', canonicalJson(body))
  return key.href
}

/** A JSON object's text with its fields sorted; any other text as it is. */
function canonicalJson(body: string): string {
  try {
    const value: unknown = JSON.parse(body)
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return body
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return JSON.stringify(Object.fromEntries(entries))
  } catch {
    return body
  }
}

/** The message a page sends the worker that took it over, so what loaded before the worker ran is kept too. */
export interface KeepPageMessage {
  readonly type: 'keep-page'
  /** The page's address. */
  readonly page: string
  /** What the page loaded (the browser's resource timing entries). */
  readonly resources: ReadonlyArray<string>
}

export const isKeepPageMessage = (data: unknown): data is KeepPageMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'keep-page' &&
  typeof (data as { page?: unknown }).page === 'string' &&
  Array.isArray((data as { resources?: unknown }).resources)

/**
 * The listing request a page makes when it shows a listing (/{tourName}…, /explore/{tourName}…, /my/{tourName}…),
 * for the worker to keep it along with a page it did not see load; undefined for other pages.
 */
export function pageListingRequest(page: URL): { readonly tourName: string; readonly debugMode: boolean } | undefined {
  const path = classifyPagePath(page.pathname)
  const tourName =
    path.kind === 'listing'
      ? path.tourName
      : path.kind === 'app' && (path.controller === 'explore' || path.controller === 'my')
        ? path.tourName
        : undefined
  if (tourName === undefined) return undefined
  return { tourName, debugMode: parseViewFlags(page.searchParams.get('o') ?? undefined).debug }
}
