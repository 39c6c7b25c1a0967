// Who may see a listing page (SPEC §2 Listing viewer, §6, §8): the passcode prompt of a protected listing and the
// access cookie it earns (the media honour it), an offline listing for strangers and for its owner and the admin,
// and a listing that does not exist. The protected and offline listings are found as the admin sees them.
import { expect, type Page, test } from '@playwright/test'
import {
  ADMIN,
  DEMO_PASSCODE,
  expectLoadedImage,
  listingsSeenBy,
  type Summary,
  signInByApi,
  viewer,
  waitForListing,
  watchViewerErrors,
} from './pages/listing-viewer'
import { waitForClientRender } from './pages/public-page'
import { OWNER } from './pages/site-nav'

const WRONG_PASSCODE = '1357'

test('a protected listing asks for its passcode, refuses a wrong one, and opens with 2468', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const everything = await listingsSeenBy(playwright.request, baseURL as string, ADMIN.email)
  const listing = everything.find((l) => l.passcode && !l.offline && l.coverPhoto !== null) as Summary
  expect(listing, 'a protected listing with photos in the demo world').toBeDefined()
  // The wrong passcode's answer is a 403 (SPEC §8 'incorrect passcode'), which Chromium logs.
  const errors = watchViewerErrors(page, [{ status: 403, path: '/api/v1/listing/get' }])

  await page.goto(`/${listing.tourName}`)
  await waitForClientRender(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This listing is private')
  const field = page.getByLabel('Passcode', { exact: true })
  await expect(field).toBeFocused()
  // Nothing of the listing shows before the passcode.
  await expect(page.getByText(listing.address.street)).toHaveCount(0)

  await field.fill(WRONG_PASSCODE)
  await page.getByRole('button', { name: 'Open listing' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect passcode. Please try again.')
  await expect(field).toHaveValue(WRONG_PASSCODE)
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await field.fill(DEMO_PASSCODE)
  await page.getByRole('button', { name: 'Open listing' }).click()
  await waitForListing(page)
  const v = viewer(page)
  await expect(v.heading).toHaveText(listing.address.street)
  const hero = v.hero.getByRole('img')
  await expectLoadedImage(hero)

  // The accepted passcode left an access cookie: the listing's media answer this browser, and nobody else.
  const photo = new URL((await hero.getAttribute('src')) as string, baseURL).href
  expect((await page.request.get(photo)).status()).toBe(200)
  expect((await request.get(photo)).status()).toBe(404)
  // The cookie also opens the page again without the prompt.
  await page.reload()
  await waitForListing(page)
  await expect(v.heading).toHaveText(listing.address.street)
  expect(errors).toEqual([])
})

test.describe('an offline listing', () => {
  test('is not found for a visitor: Oops!, and a way to explore', async ({ page, playwright, baseURL }) => {
    const owned = await listingsSeenBy(playwright.request, baseURL as string, OWNER.email)
    const listing = owned.find((l) => l.offline) as Summary
    expect(listing, 'an offline listing of the demo owner').toBeDefined()
    // The page and POST /listing/get both answer 404 for a listing the caller may not see, as for an unknown name
    // (docs/server-behaviour.md); Chromium logs each failed request.
    const errors = watchViewerErrors(page, notFoundAnswers(listing.tourName))
    const response = await page.goto(`/${listing.tourName}`)
    expect(response?.status()).toBe(404)
    await expectListingNotFound(page, listing.tourName)
    await expect(page.getByText(listing.address.street)).toHaveCount(0)
    expect(errors).toEqual([])
  })

  for (const who of [OWNER, ADMIN]) {
    test(`shows with the Offline badge to ${who.email}`, async ({ page, playwright, baseURL }) => {
      const owned = await listingsSeenBy(playwright.request, baseURL as string, OWNER.email)
      const listing = owned.find((l) => l.offline) as Summary
      const errors = watchViewerErrors(page)
      await signInByApi(page.request, baseURL as string, who.email)
      const response = await page.goto(`/${listing.tourName}`)
      expect(response?.status()).toBe(200)
      await waitForListing(page)
      const v = viewer(page)
      await expect(v.heading).toHaveText(listing.address.street)
      await expect(v.main.getByText('Offline', { exact: true })).toBeVisible()
      // 'Offline' takes the share button's place (SPEC §2 header).
      await expect(v.share).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }
})

test('a listing that does not exist shows the not-found view', async ({ page }) => {
  const errors = watchViewerErrors(page, notFoundAnswers('no-such-listing-xyz'))
  const response = await page.goto('/no-such-listing-xyz')
  expect(response?.status()).toBe(404)
  await expectListingNotFound(page, 'no-such-listing-xyz')
  expect(errors).toEqual([])
})

/** The 404s a not-found listing answers with: its page, and the viewer's POST /listing/get. */
const notFoundAnswers = (tourName: string) => [
  { status: 404, path: `/${tourName}` },
  { status: 404, path: '/api/v1/listing/get' },
]

/** SPEC §2 error view and §8: 'Oops!', '{tourName} could not be loaded.', and the way to /explore. */
async function expectListingNotFound(page: Page, tourName: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!')
  await expect(page.getByText(`${tourName} could not be loaded.`, { exact: true })).toBeVisible()
  await expect(page.getByText('Please double check your URL, or explore some nearby listings')).toBeVisible()
  await expect(page.getByRole('link', { name: 'explore some nearby listings' })).toHaveAttribute('href', '/explore')
}
