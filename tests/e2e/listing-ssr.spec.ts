// Server-rendered listing pages (issue 22): /{tourName} arrives with its header, hero and info section as real HTML,
// so it paints, for people and crawlers, before any JavaScript; the app then takes over without a flash (the page's
// root is never seen empty) and without a second fetch of the listing.
import { expect, test } from '@playwright/test'
import { watchForErrors } from './pages/app-page'
import { type FullListing, showcaseListing, viewer } from './pages/listing-viewer'
import { ONE_SCREEN } from './pages/screens'

let listing: FullListing
test.beforeAll(async ({ request, baseURL }) => {
  listing = await showcaseListing(request, baseURL as string)
})

/** The description's first paragraph as text (the server renders the words; the browser the formatting). */
const firstWords = (html: string) =>
  (/<p>([^<]+)/.exec(html)?.[1] ?? html).replaceAll('&amp;', '&').replaceAll('&#39;', "'").trim().slice(0, 40)

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the overview shows its header, sections, hero photo and words', ONE_SCREEN, async ({ page }, info) => {
    await page.goto(`/${listing.tourName}`)
    const v = viewer(page)
    await expect(v.heading).toHaveText(listing.address.street)
    for (const label of ['Overview', '3D tour', 'Photos', 'Floor plan']) await expect(v.section(label)).toBeVisible()
    const hero = v.hero.getByRole('img').first()
    await expect(hero).toBeVisible()
    await expect(hero).not.toHaveJSProperty('naturalWidth', 0)
    await expect(page.getByRole('region', { name: 'About this home' })).toContainText(firstWords(listing.description))
    for (const agent of listing.agents) await expect(v.agents).toContainText(agent.name)
    await page.screenshot({ path: info.outputPath('listing-without-javascript.png') })
  })

  test('other sections and addresses with a query are left to the app', async ({ request }) => {
    for (const address of [`/${listing.tourName}/photos`, `/${listing.tourName}?o=u`]) {
      const html = await (await request.get(address)).text()
      expect(html, address).toContain('<div id="root"></div>')
    }
  })
})

test('the app takes the rendered page over without a flash or a second fetch', ONE_SCREEN, async ({ page }) => {
  const errors = watchForErrors(page)
  await page.addInitScript(() => {
    const seen = { changes: 0, empty: 0 }
    Object.assign(window, { __root: seen })
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root') as HTMLElement
      new MutationObserver(() => {
        seen.changes++
        if (root.childElementCount === 0) seen.empty++
      }).observe(root, { childList: true })
    })
  })
  let listingCalls = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/listing/get') listingCalls++
  })
  await page.goto(`/${listing.tourName}`)
  const seen = () => page.evaluate(() => (window as unknown as { __root: { changes: number; empty: number } }).__root)
  // React's markup replaced the server's.
  await expect.poll(async () => (await seen()).changes).toBeGreaterThan(0)
  await expect(viewer(page).heading).toHaveText(listing.address.street)
  // The app works: the share dialog opens.
  await viewer(page).share.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect((await seen()).empty).toBe(0)
  expect(listingCalls).toBe(0)
  expect(errors).toEqual([])
})
