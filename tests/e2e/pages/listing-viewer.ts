// Helpers for the listing viewer's journeys (SPEC §2 Listing viewer): concrete listings of the demo world found
// through the real API, sign-in through the API, the viewer's landmarks, and the console errors a page may not have.
import {
  type APIRequest,
  type APIRequestContext,
  expect,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test'
import { DEMO_PASSWORD } from './site-nav'

/** The demo world's passcode for its three protected listings (docs/demo-world.md). */
export const DEMO_PASSCODE = '2468'

export const ADMIN = { email: 'admin@showhome.example', firstName: 'Ada', lastName: 'Admin' } as const

/** The fields of a listing summary (POST /listing/explore, /listing/my) the tests read. */
export interface Summary {
  readonly tourName: string
  readonly tourReady: boolean
  readonly offline: boolean
  readonly passcode: boolean
  readonly fullyDelivered: boolean
  readonly address: { readonly street: string; readonly unit: string | null; readonly neighborhood: string | null }
  readonly stats: { readonly price: number | null } | null
  readonly coverPhoto: { readonly url: string } | null
}

/** The fields of a full listing (POST /listing/get) the tests read. */
export interface FullListing extends Summary {
  readonly tourReady: boolean
  readonly description: string
  readonly agents: ReadonlyArray<{ readonly name: string }>
  readonly photos: ReadonlyArray<{
    readonly code: string
    readonly url: string
    readonly hidden: boolean
    readonly externalLink: string | null
    readonly sceneCode: string | null
  }>
  readonly floorplan: { readonly floors: ReadonlyArray<unknown> } | null
}

/** The API refuses calls without a trusted Origin (server/http/middleware.ts), as a browser would send it. */
const apiHeaders = (baseURL: string) => ({ Origin: baseURL })

async function listingPage(
  request: APIRequestContext,
  baseURL: string,
  scope: 'explore' | 'my',
  page: number,
): Promise<{ listings: Summary[]; totalCount: number; pageSize: number }> {
  const response = await request.post(`${baseURL}/api/v1/listing/${scope}`, {
    data: page === 1 ? {} : { page },
    headers: apiHeaders(baseURL),
  })
  expect(response.status(), `POST /listing/${scope}`).toBe(200)
  return response.json()
}

/** Every listing of the list (all pages), in the list's order. */
export async function allListings(request: APIRequestContext, baseURL: string, scope: 'explore' | 'my') {
  const first = await listingPage(request, baseURL, scope, 1)
  const pages = Math.ceil(first.totalCount / first.pageSize)
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => listingPage(request, baseURL, scope, i + 2)),
  )
  return [first, ...rest].flatMap((p) => p.listings)
}

export async function getListing(request: APIRequestContext, baseURL: string, tourName: string): Promise<FullListing> {
  const response = await request.post(`${baseURL}/api/v1/listing/get`, {
    data: { tourName, debugMode: false },
    headers: apiHeaders(baseURL),
  })
  expect(response.status(), `POST /listing/get ${tourName}`).toBe(200)
  return response.json()
}

/** The first public listing (explore order) that has every part of the page: a price, photos, agents, a plan. */
export async function showcaseListing(request: APIRequestContext, baseURL: string): Promise<FullListing> {
  const candidates = (await allListings(request, baseURL, 'explore')).filter(
    (l) => l.fullyDelivered && (l.stats?.price ?? 0) > 0 && l.coverPhoto !== null,
  )
  for (const candidate of candidates) {
    const listing = await getListing(request, baseURL, candidate.tourName)
    const visiblePhotos = listing.photos.filter((p) => !p.hidden && p.externalLink === null)
    if (
      listing.tourReady &&
      listing.agents.length > 0 &&
      listing.description.trim() !== '' &&
      (listing.floorplan?.floors.length ?? 0) > 0 &&
      visiblePhotos.length >= 6
    ) {
      return listing
    }
  }
  throw new Error('no public listing with a price, photos, agents, a tour and a floor plan in the demo world')
}

/**
 * Signs in through the auth API. With `page.request` the session cookie lands in the page's browser context; with
 * a request context of its own (`playwright.request.newContext()`) the browser stays anonymous.
 */
export async function signInByApi(request: APIRequestContext, baseURL: string, email: string) {
  const response = await request.post(`${baseURL}/auth/user/sign-in`, {
    data: { email, password: DEMO_PASSWORD },
    headers: apiHeaders(baseURL),
  })
  expect(response.status(), `sign in as ${email}`).toBe(200)
}

/**
 * The listings a demo account sees in My listings, with their flags (offline, passcode); the admin sees every
 * listing. Asked from a request context of its own (pass `playwright.request`), so no browser context signs in.
 */
export async function listingsSeenBy(apiRequest: APIRequest, baseURL: string, email: string): Promise<Summary[]> {
  const api = await apiRequest.newContext()
  try {
    await signInByApi(api, baseURL, email)
    return await allListings(api, baseURL, 'my')
  } finally {
    await api.dispose()
  }
}

/** A request made to fail on purpose, which Chromium logs as a console error: its status and exact path. */
export interface ExpectedFailure {
  readonly status: number
  readonly path: string
}

/**
 * Console errors and uncaught exceptions of the page and its frames. One kind of line is expected and dropped, and
 * only that one: the demo server has no street view provider, so /media/map/streetview.jpg answers 404 and the
 * Location block falls back to the static map, as SPEC §8 wants ("Street view lookup not OK falls back to the
 * static map"). Chromium logs that fallback's 404 as a console error; it is matched by its URL, nothing else is.
 * A test may expect more failed requests (a wrong passcode's 403, say): each by its status and exact path.
 */
export function watchViewerErrors(page: Page, expected: ReadonlyArray<ExpectedFailure> = []) {
  const errors: string[] = []
  const allowed = [{ status: 404, path: '/media/map/streetview.jpg' }, ...expected]
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const path = new URL(message.location().url || 'about:blank', 'http://x').pathname
    const isExpected = allowed.some(
      (a) =>
        a.path === path &&
        message.text().startsWith(`Failed to load resource: the server responded with a status of ${a.status} `),
    )
    if (!isExpected) errors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return errors
}

/** The viewer's landmarks and controls, by role and name. */
export const viewer = (scope: Page | FrameLocator) => ({
  main: scope.getByRole('main'),
  heading: scope.getByRole('heading', { level: 1 }),
  siteNav: scope.getByRole('navigation', { name: 'Main' }),
  sections: scope.getByRole('navigation', { name: 'Listing sections' }),
  section: (label: string) =>
    scope.getByRole('navigation', { name: 'Listing sections' }).getByRole('link', { name: label, exact: true }),
  share: scope.getByRole('link', { name: 'Share', exact: true }),
  hero: scope.getByRole('region', { name: 'Photos of the home' }),
  agents: scope.getByRole('complementary', { name: 'Listing agents' }),
  location: scope.getByRole('heading', { name: 'Location', level: 2 }),
  photosRegion: scope.getByRole('region', { name: /^\d+ photos?( · \d+ videos?)?$/ }),
  webZip: scope.getByRole('button', { name: 'Web size' }),
  printZip: scope.getByRole('button', { name: 'Print size' }),
  carousel: scope.getByRole('dialog', { name: /^Photo \d+ of \d+$/ }),
  shareDialog: scope.getByRole('dialog', { name: 'Share this listing' }),
})

/** Resolves once the listing itself (not the skeleton) is on screen. */
export async function waitForListing(page: Page) {
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('main')).toHaveAttribute('data-section', /.+/)
}

/** An image that finished loading with real pixels. */
export async function expectLoadedImage(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true)
  await expect(image).not.toHaveJSProperty('naturalWidth', 0)
}
