// A listing's page data (SPEC §7; shape in src/schemas/api/page-data.ts) for the caller, under the same rule as its
// page and POST /listing/get: the listing when the caller may see it, only the fact that a passcode is needed when
// it is protected, and nothing otherwise. Served at /page-data/{tourName}/page-data.json (server/http/page-data.ts)
// and carried inside the listing page's own HTML (server/http/pages.ts), so the browser's loader does not ask again.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Context } from 'hono'
import { APP_DATA_PATH, INLINE_PAGE_DATA_ID } from '../../src/domain/page-data'
import type { PageData } from '../../src/schemas/api/page-data'
import type { Listing } from '../../src/schemas/Listing'
import { fullListing } from '../listings/listing'
import { rowVersion, VersionedCache } from '../listings/lookup-cache'
import type { AppDeps, AppEnv } from './context'
import type { ListingForCaller } from './listing-for-caller'

/** The build's hash (dist/page-data/app-data.json), or 'unbuilt' when the app has not been built. */
export function buildHashOf(clientDir: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(clientDir, APP_DATA_PATH), 'utf8')) as { buildHash: string }).buildHash
  } catch {
    return 'unbuilt'
  }
}

// What a visitor without a session or permission receives depends only on the listing's rows (no timeline, no
// feedback, no clock), so it is kept per listing version; a minute at most, for the agents' own details, which do
// not move the listing's version (server/listings/lookup-cache.ts). One cache per database, shared by the listing
// call, the page data and the listing page.
const visitorCaches = new WeakMap<AppDeps['db'], VersionedCache<Listing>>()

/** The listing as this caller may see it (POST /listing/get's answer), from the visitors' cache when it applies. */
export function listingAsSeenBy(
  c: Context<AppEnv>,
  deps: AppDeps,
  found: Pick<ListingForCaller, 'row' | 'permissions'>,
  debugMode: boolean,
): Promise<Listing> {
  const { row, permissions } = found
  const user = c.get('user')
  const viewer = { userId: user?.id, permissions, debugMode }
  if (user !== undefined || permissions.length > 0) return fullListing(deps.db.kysely, row, viewer)
  let cache = visitorCaches.get(deps.db)
  if (!cache) {
    cache = new VersionedCache<Listing>(2000, 60 * 1000)
    visitorCaches.set(deps.db, cache)
  }
  return cache.getOrLoad(`${row.id}|${debugMode}`, rowVersion(row), () => fullListing(deps.db.kysely, row, viewer))
}

/** Undefined when the caller may not know the listing exists (unknown, offline to them). */
export async function listingPageData(
  c: Context<AppEnv>,
  deps: AppDeps,
  found: ListingForCaller | undefined,
  pagePath: string,
): Promise<PageData | undefined> {
  if (!found || found.visibility === 'notFound') return undefined
  const base = {
    path: pagePath,
    buildHash: buildHashOf(deps.config.clientDir),
    staticQueryHashes: [],
    viewerEmail: c.get('user')?.email ?? null,
    madeAt: Date.now(),
  }
  if (found.visibility === 'passcodeRequired')
    return { ...base, result: { kind: 'passcodeRequired', tourName: found.row.tour_name } }
  return { ...base, result: { kind: 'listing', listing: await listingAsSeenBy(c, deps, found, false) } }
}

/**
 * The page data as a data block for the page's <head>: never run, so no Content-Security-Policy hash is needed,
 * and with every `<` escaped, so no text of the listing can close the element.
 */
export const inlinePageDataTag = (data: PageData): string =>
  `<script type="application/json" id="${INLINE_PAGE_DATA_ID}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`
