// The Content-Security-Policy does not break the app (issue 13): the home page (its prerendered markup and inline
// script), a listing with its map, the photos, the walkable tour (WebGL, workers, blob: and data: images) and the
// order flow's address step run without a single CSP violation, and each page carries the policy.
import { expect, type Page, test } from '@playwright/test'
import { waitForListing, watchViewerErrors } from './pages/listing-viewer'
import { addressInput, chooseAddress, openOrder } from './pages/order'
import { showcaseTour, waitForTour } from './pages/tour'

/** Every CSP violation the page or its frames report, as 'directive blocked-uri'. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`))
  })
  const fromConsole: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) fromConsole.push(m.text())
  })
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ]
}

test('home, a listing, its photos, its tour and the order flow run under the policy', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const violations = await watchViolations(page)
  const errors = watchViewerErrors(page)
  const { listing } = await showcaseTour(request, baseURL ?? '')

  const home = await page.goto('/')
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  expect(home?.headers()['x-frame-options']).toBe('SAMEORIGIN')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await violations()).toEqual([])

  const info = await page.goto(`/${listing.tourName}`)
  expect(info?.headers()['content-security-policy']).not.toContain('frame-ancestors')
  expect(info?.headers()['x-frame-options']).toBeUndefined()
  await waitForListing(page)
  // The Location block at the end: the static map, then the interactive map's canvas (tiles, the marker's data: URL).
  await page.getByRole('heading', { name: 'Location', level: 2 }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('region', { name: 'Location' }).locator('canvas').first()).toBeVisible({
    timeout: 15_000,
  })
  expect(await violations()).toEqual([])

  await page.goto(`/${listing.tourName}/photos`)
  await waitForListing(page)
  await expect(
    page
      .getByRole('region', { name: /^\d+ photos?( · \d+ videos?)?$/ })
      .getByRole('img')
      .first(),
  ).toBeVisible()
  expect(await violations()).toEqual([])

  await page.goto(`/${listing.tourName}/tour`)
  await waitForTour(page)
  expect(await violations()).toEqual([])

  await openOrder(page)
  await expect(addressInput(page)).toBeVisible()
  await chooseAddress(page)
  expect(await violations()).toEqual([])
  expect(errors).toEqual([])
})
