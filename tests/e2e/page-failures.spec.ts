// What a visitor sees when part of a page fails to load (SPEC §8): a chunk that cannot be fetched (as after a
// deploy replaced it) reloads the page once, and when it still fails the 500 page says so and offers Try again,
// without reloading in a loop. The server's own 500 page: tests/server/page-errors.test.ts.
import { expect, type Page, test } from '@playwright/test'
import { type FullListing, showcaseListing, viewer } from './pages/listing-viewer'
import { ONE_SCREEN } from './pages/screens'

let listing: FullListing
test.beforeAll(async ({ request, baseURL }) => {
  listing = await showcaseListing(request, baseURL as string)
})

/** The photos section's code is a chunk of its own, fetched when the section opens. */
const PHOTOS_CHUNK = /\/assets\/PhotosSection-[\w-]+\.js$/

/** Counts the page's document loads (the first one and every reload). */
function countDocuments(page: Page) {
  const count = { documents: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count.documents++
  })
  return count
}

test.describe('a chunk that fails to load', () => {
  test('reloads the page once, and the page then works', ONE_SCREEN, async ({ page }) => {
    // Every fetch of the chunk by the first document fails (its modulepreload and its import); the reloaded
    // document's succeed.
    const count = countDocuments(page)
    await page.route(PHOTOS_CHUNK, (route) => (count.documents === 1 ? route.abort('failed') : route.continue()))
    await page.goto(`/${listing.tourName}/photos`)
    await expect(viewer(page).photosRegion).toBeVisible()
    expect(count.documents).toBe(2)
    await expect(page).toHaveURL(`/${listing.tourName}/photos`)
  })

  test(
    'shows the 500 page when it fails again after the reload, and does not reload again',
    ONE_SCREEN,
    async ({ page }) => {
      await page.route(PHOTOS_CHUNK, (route) => route.abort('failed'))
      const count = countDocuments(page)
      await page.goto(`/${listing.tourName}/photos`)
      const heading = page.getByRole('heading', { name: 'Something went wrong on our side.' })
      await expect(heading).toBeVisible()
      expect(count.documents).toBe(2)
      // The navigation bar stays, so the visitor can go elsewhere; Try again asks once more, and fails the same way.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(heading).toBeVisible()
      await expect.poll(() => count.documents).toBe(3)
      // Once the chunk can be fetched again, Try again brings the page back.
      await page.unroute(PHOTOS_CHUNK)
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(viewer(page).photosRegion).toBeVisible()
    },
  )
})

test.describe('the listing loader', () => {
  const LISTING_CALL = '**/api/v1/listing/get'

  /** Answers the listing call with a 503 for its first `failures` asks; counts every ask. */
  async function failListingCall(page: Page, failures: number) {
    const count = { asks: 0 }
    await page.route(LISTING_CALL, (route) => {
      count.asks++
      return count.asks <= failures ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()
    })
    return count
  }

  /**
   * Serves the listing's page without the page data its HTML carries (tests/e2e/page-data.spec.ts), so its loader
   * asks the listing call, as it does for a listing opened inside the app without a prefetch.
   */
  async function withoutPageData(page: Page) {
    await page.route(`**/${listing.tourName}`, async (route) => {
      // The update notice's HEAD polls have no body to change.
      if (route.request().method() !== 'GET') return route.continue()
      const response = await route.fetch()
      const html = await response.text()
      const body = html.replace(/<script type="application\/json" id="page-data">[^<]*<\/script>/, '')
      expect(body.length, 'the page carried its page data').toBeLessThan(html.length)
      await route.fulfill({ response, body })
    })
  }

  test('retries 3 times and opens the listing when the fourth try answers', ONE_SCREEN, async ({ page }) => {
    const count = await failListingCall(page, 3)
    await withoutPageData(page)
    await page.goto(`/${listing.tourName}`)
    await expect(viewer(page).heading).toContainText(listing.address.street)
    expect(count.asks).toBe(4)
  })

  test('falls back to the 500 page after 3 retries, and Try again asks once more', ONE_SCREEN, async ({ page }) => {
    const count = await failListingCall(page, 4)
    await withoutPageData(page)
    await page.goto(`/${listing.tourName}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong on our side.' })).toBeVisible()
    expect(count.asks).toBe(4)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    // The server answers again: Try again asks without reloading the page.
    const documents = countDocuments(page)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(viewer(page).heading).toContainText(listing.address.street)
    expect(count.asks).toBe(5)
    expect(documents.documents).toBe(0)
  })
})

test('a video whose player cannot load shows its placeholder image and a link to watch it elsewhere', async ({
  page,
}) => {
  const video = listing.photos.find((p) => !p.hidden && p.externalLink !== null)
  expect(video, 'a video in the showcase listing').toBeDefined()
  // The provider's player never answers (as when it is blocked or down).
  await page.route(/youtube(-nocookie)?\.com|vimeo\.com|ytimg\.com/, (route) => route.abort('failed'))
  await page.goto(`/${listing.tourName}/photos/${video!.code}`)
  const carousel = viewer(page).carousel
  await expect(carousel.locator('iframe')).toHaveCount(1)
  // The player has PLAYER_READY_TIMEOUT_MS (8 s) to say it is ready; the placeholder follows that timer.
  await expect(carousel.getByText('This video cannot be played here.')).toBeVisible({ timeout: 30_000 })
  await expect(carousel.locator('iframe')).toHaveCount(0)
  const placeholder = carousel.getByRole('img')
  await expect(placeholder).toHaveJSProperty('complete', true)
  await expect(placeholder).not.toHaveJSProperty('naturalWidth', 0)
  await expect(carousel.getByRole('link', { name: 'Watch it on its own site' })).toHaveAttribute(
    'href',
    video!.externalLink as string,
  )
})

test(
  'the account dialog’s code failing to load says so, and Try again opens the dialog',
  ONE_SCREEN,
  async ({ page }) => {
    // The dialog's chart is not part of the first load (issue 22): the first opening fetches it. The page itself
    // loaded whole; only that fetch fails, and the page stays as it was.
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    let failing = true
    await page.route(/\/assets\/account-dialog\.machine-[\w-]+\.js$/, (route) =>
      failing ? route.abort('failed') : route.continue(),
    )
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Your account could not be opened' })
    await expect(alert).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(heading).toBeVisible()
    failing = false
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(alert).toHaveCount(0)
  },
)
