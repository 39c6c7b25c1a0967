// Page data in the browser (SPEC §7): a listing page's HTML carries the visitor's page data, so opening it does not
// ask the listing call again; on Explore, pointing at a card fetches that listing's page data once, and opening it
// then asks nothing more. A sign-in forgets what was fetched for the signed-out visitor.
import { expect, type Page, test } from '@playwright/test'
import { watchForErrors } from './pages/app-page'
import { allListings, type FullListing, showcaseListing, signInByApi, viewer } from './pages/listing-viewer'
import { ONE_SCREEN } from './pages/screens'
import { OWNER, signInThroughDialog } from './pages/site-nav'

const LISTING_CALL = '/api/v1/listing/get'

/** Every listing call and page-data fetch the page makes, by path. */
function watchAsks(page: Page) {
  const asks = { listing: 0, pageData: [] as string[] }
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === LISTING_CALL) asks.listing++
    if (pathname.startsWith('/page-data/')) asks.pageData.push(pathname)
  })
  return asks
}

let listing: FullListing
test.beforeAll(async ({ request, baseURL }) => {
  listing = await showcaseListing(request, baseURL as string)
})

test('a listing opened from its address shows without asking for the listing again', ONE_SCREEN, async ({ page }) => {
  const errors = watchForErrors(page)
  const asks = watchAsks(page)
  await page.goto(`/${listing.tourName}`)
  await expect(viewer(page).heading).toContainText(listing.address.street)
  // Going to another section and back does not ask either: the listing is the chart's.
  await page.getByRole('link', { name: 'Photos', exact: true }).first().click()
  await expect(viewer(page).photosRegion).toBeVisible()
  expect(asks).toEqual({ listing: 0, pageData: [] })
  expect(errors).toEqual([])
})

test(
  'pointing at a card on Explore fetches its page data once, and opening it asks nothing more',
  ONE_SCREEN,
  async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/explore')
    const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: listing.address.street }) })
    await expect(card).toBeVisible()
    const asks = watchAsks(page)
    const fetched = page.waitForResponse((response) => response.url().includes(`/page-data/${listing.tourName}/`))
    await card.hover()
    expect((await fetched).status()).toBe(200)
    await page.mouse.move(0, 0)
    await card.hover()
    await card.click()
    await expect(viewer(page).heading).toContainText(listing.address.street)
    expect(asks).toEqual({ listing: 0, pageData: [`/page-data/${listing.tourName}/page-data.json`] })
    expect(errors).toEqual([])
  },
)

test('a sign-in forgets the page data fetched for the signed-out visitor', ONE_SCREEN, async ({ page }) => {
  await page.goto('/explore')
  const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: listing.address.street }) })
  const pageDataOf = (response: { url: () => string }) => response.url().includes(`/page-data/${listing.tourName}/`)
  const fetched = page.waitForResponse(pageDataOf)
  await card.hover()
  await fetched
  await signInThroughDialog(page, OWNER)
  // What was fetched for the signed-out visitor is gone: opening the card asks once, for the owner now, either
  // through a new prefetch (a pointer resting on the card) or through the listing call (a quick click).
  const asks = watchAsks(page)
  await card.click()
  await expect(viewer(page).heading).toContainText(listing.address.street)
  expect(asks.listing + asks.pageData.length).toBe(1)
})

test(
  'a page kept from before a sign-out does not show the owner’s listing to the next visitor',
  ONE_SCREEN,
  async ({ page, playwright, baseURL }) => {
    // The owner's page of their offline listing, as the server made it for them (it carries their page data).
    const owner = await playwright.request.newContext({ baseURL })
    await signInByApi(owner, baseURL as string, OWNER.email)
    const offline = (await allListings(owner, baseURL as string, 'my')).find((l) => l.offline)
    expect(offline, 'an offline listing of the owner').toBeDefined()
    const path = `/${offline?.tourName}`
    const ownersPage = await (await owner.get(path)).text()
    expect(ownersPage).toContain('id="page-data"')
    await owner.dispose()

    // Shown again to someone signed out (as Back or a restored session would): the data is not theirs, so the app
    // asks, and the server says what it says to anyone.
    await page.route(`**${path}`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ contentType: 'text/html', body: ownersPage })
        : route.continue(),
    )
    const asks = watchAsks(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
    await expect(page.getByText(offline?.address.street ?? '—')).toHaveCount(0)
    expect(asks.listing).toBeGreaterThan(0)
  },
)
