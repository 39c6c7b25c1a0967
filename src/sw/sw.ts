// The service worker at /sw.js (SPEC §7; what it keeps: src/domain/offline-cache.ts). A listing opened once opens
// again at once and offline: its page, its code, its data, its photos and the tour faces the visitor saw.
//
// It keeps nothing tied to one build (no precache list): build files are kept by their hashed names as pages ask for
// them, so a page of an older build still finds its own files, and a new worker has nothing to swap. It therefore
// takes over at once (skipWaiting, clients.claim): there is never a waiting worker to offer, and the page's own
// update notice (Last-Modified, which moves with each build) offers the reload.
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  isKeepPageMessage,
  type KeepPageMessage,
  type OfflineCache,
  offlineCacheFor,
  pageListingRequest,
  postCacheKey,
} from '../domain/offline-cache'
import { defaultServiceConfig } from '../services/config'

/** What this file uses of the worker's global scope (the project's types are the page's, not a worker's). */
interface WorkerScope {
  readonly location: Location
  readonly clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void
  addEventListener(
    type: 'message',
    listener: (event: { readonly data: unknown; waitUntil(p: Promise<unknown>): void }) => void,
  ): void
}

const worker = self as unknown as WorkerScope
const apiBasePath = defaultServiceConfig.baseUrls.api

const cacheFor = (request: Request, url: URL) =>
  offlineCacheFor({ method: request.method, mode: request.mode, url, origin: worker.location.origin, apiBasePath })

/** Only complete answers are kept (no errors, no partial ranges, nothing opaque). */
const completeOnly = new CacheableResponsePlugin({ statuses: [200] })
const bounded = (cache: OfflineCache, maxAgeSeconds?: number) =>
  new ExpirationPlugin({
    maxEntries: CACHE_LIMITS[cache],
    purgeOnQuotaError: true,
    ...(maxAgeSeconds ? { maxAgeSeconds } : {}),
  })

const DAY = 24 * 60 * 60
const route =
  (cache: OfflineCache) =>
  ({ request, url }: { request: Request; url: URL }) =>
    cacheFor(request, url) === cache

registerRoute(
  route('assets'),
  new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [completeOnly, bounded('assets', 60 * DAY)] }),
)
registerRoute(
  route('media'),
  new CacheFirst({ cacheName: CACHE_NAMES.media, plugins: [completeOnly, bounded('media', 30 * DAY)] }),
)
// A page: the network's answer when there is one (a 404 page is a page too), the kept copy when offline.
registerRoute(
  route('pages'),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: 8,
    plugins: [completeOnly, bounded('pages')],
  }),
)
registerRoute(
  ({ request, url }) => request.method === 'GET' && route('listingData')({ request, url }),
  new NetworkFirst({ cacheName: CACHE_NAMES.listingData, plugins: [completeOnly, bounded('listingData')] }),
)
registerRoute(route('listingData'), ({ request }) => networkFirstPost(request), 'POST')

/**
 * A POST answer kept under a GET key (the Cache API keeps GET requests only); Workbox's strategies cache GET only,
 * so this one is written out: the network first, the kept answer when it cannot be reached.
 */
async function networkFirstPost(request: Request): Promise<Response> {
  const key = postCacheKey(request.url, await request.clone().text())
  const cache = await caches.open(CACHE_NAMES.listingData)
  try {
    const response = await fetch(request)
    if (response.status === 200 && key) {
      await cache.put(key, response.clone())
      await trim(cache, CACHE_LIMITS.listingData)
    }
    return response
  } catch (error) {
    const kept = key ? await cache.match(key) : undefined
    if (kept) return kept
    throw error
  }
}

/** Drops the oldest entries beyond `limit` (keys come back in the order they were put). */
async function trim(cache: Cache, limit: number) {
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)))
}

/**
 * Keeps what a page loaded before this worker took it over (its first visit): the page, its files, its photos and
 * faces, and the listing it shows, each where a later request would have put it. Already kept files are left.
 */
async function keepPage(message: KeepPageMessage) {
  const page = new URL(message.page)
  const own = (url: URL, mode: string, method = 'GET') =>
    offlineCacheFor({ method, mode, url, origin: worker.location.origin, apiBasePath })
  const keep = async (cache: OfflineCache, url: string, init?: RequestInit, key: string = url) => {
    const kept = await caches.open(CACHE_NAMES[cache])
    if (!init && (await kept.match(key))) return
    const response = await fetch(url, { credentials: 'same-origin', ...init })
    if (response.status === 200) await kept.put(key, response)
  }
  const jobs: Array<Promise<unknown>> = []
  if (own(page, 'navigate') === 'pages') jobs.push(keep('pages', page.href, { cache: 'default' }))
  for (const resource of message.resources) {
    const url = new URL(resource, page)
    const cache = own(url, 'cors')
    if (cache) jobs.push(keep(cache, url.href))
  }
  const listing = pageListingRequest(page)
  const listingUrl = new URL(`${apiBasePath}/listing/get`, page)
  const body = JSON.stringify(listing)
  const key = listing && postCacheKey(listingUrl.href, body)
  if (listing && key && own(listingUrl, 'cors', 'POST') === 'listingData') {
    jobs.push(
      keep(
        'listingData',
        listingUrl.href,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        key,
      ),
    )
  }
  // One file that cannot be fetched does not stop the others.
  await Promise.allSettled(jobs)
}

worker.addEventListener('message', (event) => {
  if (isKeepPageMessage(event.data)) event.waitUntil(keepPage(event.data))
})
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()))
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()))
