// The service worker (SPEC §7 /sw.js, issue 22): a listing opened once opens again offline, with its photos and the
// tour faces the visitor saw, and a notice says the page is the saved copy. What the worker keeps and how:
// src/domain/offline-cache.ts. Every other journey runs with service workers blocked (playwright.config.ts), so
// their failed-request checks see the page's own requests.
import { expect, type Page, test } from '@playwright/test'
import { signOut } from './pages/accounts'
import {
  ADMIN,
  expectLoadedImage,
  type FullListing,
  showcaseListing,
  viewer,
  waitForListing,
} from './pages/listing-viewer'
import { waitForClientRender } from './pages/public-page'
import { ONE_SCREEN } from './pages/screens'
import { signInThroughDialog } from './pages/site-nav'
import { waitForTour } from './pages/tour'

test.use({ serviceWorkers: 'allow' })

let listing: FullListing
test.beforeAll(async ({ request, baseURL }) => {
  listing = await showcaseListing(request, baseURL as string)
})

/** How many answers a cache of the worker holds whose address contains `part`. */
const keptCount = (page: Page, cache: string, part: string) =>
  page.evaluate(
    async ([name, text]) => (await (await caches.open(name)).keys()).filter((r) => r.url.includes(text)).length,
    [cache, part] as const,
  )

test(
  'a listing opened once opens again offline, its tour and photos too, saying it is the saved copy',
  ONE_SCREEN,
  async ({ page, context }) => {
    test.slow()
    await page.goto(`/${listing.tourName}`)
    await waitForClientRender(page)
    await waitForListing(page)
    // The worker takes the page over and keeps what the page loaded before it ran, the listing's data included.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true)
    await expect.poll(() => keptCount(page, 'showhome-pages-v1', `/${listing.tourName}`)).toBe(1)
    await expect.poll(() => keptCount(page, 'showhome-listing-data-v1', listing.tourName)).toBe(1)
    // Online, the visitor looks at the tour and the photos: the worker keeps their files as they come.
    const v = viewer(page)
    await v.section('3D tour').click()
    await waitForTour(page)
    await v.section('Photos').click()
    await expectLoadedImage(v.photosRegion.getByRole('img').first())
    await expect.poll(() => keptCount(page, 'showhome-media-v1', '/scenes/')).toBeGreaterThan(0)

    await context.setOffline(true)
    await page.goto(`/${listing.tourName}`)
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${listing.address.street}`) })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible()
    await v.section('3D tour').click()
    await waitForTour(page)
    await v.section('Photos').click()
    await expectLoadedImage(v.photosRegion.getByRole('img').first())

    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0)
  },
)

test(
  'a sign-out forgets the pages, listing data and photos kept while signed in, and keeps the code',
  ONE_SCREEN,
  async ({ page }) => {
    test.slow()
    await page.goto(`/${listing.tourName}`)
    await waitForListing(page)
    await signInThroughDialog(page, ADMIN)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true)
    // Signed in, the page is opened again: what the admin is shown (any listing, private ones too) is kept.
    await page.reload()
    await waitForListing(page)
    await expect.poll(() => keptCount(page, 'showhome-pages-v1', `/${listing.tourName}`)).toBeGreaterThan(0)
    await expect.poll(() => keptCount(page, 'showhome-listing-data-v1', listing.tourName)).toBeGreaterThan(0)
    await expect.poll(() => keptCount(page, 'showhome-assets-v1', '/assets/')).toBeGreaterThan(0)

    // A mark in every cache, so what the page asks for again after the sign-out (its listing, now as a visitor,
    // through a cache made anew) is not mistaken for what was kept before it.
    const CACHES = ['showhome-pages-v1', 'showhome-listing-data-v1', 'showhome-media-v1', 'showhome-assets-v1']
    const marked = () =>
      page.evaluate(
        async (names) =>
          Promise.all(names.map(async (name) => (await caches.open(name)).match('/kept-while-signed-in'))).then(
            (found) => names.filter((_, k) => found[k] !== undefined),
          ),
        CACHES,
      )
    await page.evaluate(
      (names) =>
        Promise.all(
          names.map(async (name) => (await caches.open(name)).put('/kept-while-signed-in', new Response('x'))),
        ),
      CACHES,
    )
    expect(await marked()).toEqual(CACHES)

    await signOut(page, ADMIN)
    await expect.poll(marked).toEqual(['showhome-assets-v1'])
    expect(await keptCount(page, 'showhome-pages-v1', `/${listing.tourName}`)).toBe(0)
  },
)

test('the worker is served fresh on every visit', ONE_SCREEN, async ({ request }) => {
  const res = await request.get('/sw.js')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/javascript/)
  expect(res.headers()['cache-control']).toBe('no-cache')
})
