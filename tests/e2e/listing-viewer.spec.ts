// The listing page at /{tourName} (SPEC §2 Listing viewer, §4 Viewer sections, §6 modes) on the demo world through
// the real server: the plain page, unbranded, tour-only and embedded, lists with previous and next, the analytics
// events and the update notice. Passcode, offline and missing listings: listing-access.spec.ts; photos, share and
// downloads: listing-photos.spec.ts; axe and screenshots: listing-viewer-looks.spec.ts.
import { expect, type Page, test } from '@playwright/test'
import {
  expectLoadedImage,
  type FullListing,
  getListing,
  showcaseListing,
  viewer,
  waitForListing,
  watchViewerErrors,
} from './pages/listing-viewer'
import { waitForClientRender } from './pages/public-page'
import { ONE_SCREEN } from './pages/screens'

/** SPEC §9: prices in dollars from cents, with thousands separators (the demo prices are whole dollars). */
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`

/** The description's first paragraph as text (the demo descriptions are plain paragraphs and lists). */
const firstParagraph = (html: string) =>
  (/<p>(.*?)<\/p>/s.exec(html)?.[1] ?? html)
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .trim()

let listing: FullListing
test.beforeAll(async ({ request, baseURL }) => {
  listing = await showcaseListing(request, baseURL as string)
})

const streetLine = (l: FullListing) => [l.address.street, l.address.neighborhood].filter(Boolean).join(', ')

async function openListing(page: Page, query = '') {
  await page.goto(`/${listing.tourName}${query}`)
  await waitForClientRender(page)
  await waitForListing(page)
}

test('the plain page: address, price, sections, hero, description, agents and the map, without errors', async ({
  page,
}) => {
  const errors = watchViewerErrors(page)
  await openListing(page)
  const v = viewer(page)
  await expect(page).toHaveTitle(`${listing.address.street} · Showhome`)
  await expect(v.heading).toHaveText(listing.address.street)
  await expect(v.main.getByRole('definition').first()).toHaveText(dollars(listing.stats?.price ?? 0))
  // Minimal navigation on a listing page: the bar with the logo, no links (SPEC §2 Navigation).
  await expect(v.siteNav).toBeVisible()
  await expect(v.siteNav.getByRole('link', { name: 'Explore', exact: true })).toHaveCount(0)

  for (const label of ['Overview', '3D tour', 'Photos', 'Floor plan']) await expect(v.section(label)).toBeVisible()
  await expect(v.section('Overview')).toHaveAttribute('aria-current', 'page')
  await expect(v.share).toBeVisible()

  await expectLoadedImage(v.hero.getByRole('img'))
  await expect(page.getByRole('region', { name: 'About this home' })).toContainText(firstParagraph(listing.description))
  for (const agent of listing.agents) await expect(v.agents).toContainText(agent.name)

  // The map sits last: scrolled into view, the Location block shows the static map at once, then the interactive
  // map. The street view card falls back to the neighbourhood map (the demo has no street view provider).
  await v.location.scrollIntoViewIfNeeded()
  await expect(v.location).toBeVisible()
  const location = page.getByRole('region', { name: 'Location' })
  await expectLoadedImage(location.getByRole('img', { name: `Map of the neighbourhood around ${streetLine(listing)}` }))
  await expect(location.getByRole('region', { name: new RegExp(`^Map of ${streetLine(listing)}\\.`) })).toBeVisible()
  await expect(location.getByRole('img', { name: `Map of ${streetLine(listing)}` })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('unbranded (?o=u): no navigation bar, agents, map, share or downloads', async ({ page }) => {
  const errors = watchViewerErrors(page)
  await openListing(page, '?o=u')
  const v = viewer(page)
  await expect(v.heading).toHaveText(listing.address.street)
  await expect(v.siteNav).toHaveCount(0)
  await expect(v.agents).toHaveCount(0)
  await expect(v.main.getByText(listing.agents[0]?.name ?? '—')).toHaveCount(0)
  await expect(v.share).toHaveCount(0)
  // The footer is the last thing on the page; once it would be there, the map would be too.
  await expect(page.getByRole('region', { name: 'About this home' })).toBeVisible()
  await page.mouse.wheel(0, 20_000)
  await expect(v.location).toHaveCount(0)

  // Every internal link keeps the mode: the teaser's photos and its "See all" link too.
  const teaser = page.getByRole('region', { name: 'Photos', exact: true })
  await teaser.getByRole('listitem').first().getByRole('link').click()
  await expect(v.carousel).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`^[^?]*/${listing.tourName}/photos/[^/?]+\\?o=u$`))
  await page.goBack()
  await teaser.getByRole('link', { name: /^See all \d+ photos/ }).click()
  await expect(page).toHaveURL(`/${listing.tourName}/photos?o=u`)
  await v.section('Overview').click()
  await expect(page).toHaveURL(`/${listing.tourName}?o=u`)
  await v.section('Photos').click()
  await expect(page).toHaveURL(`/${listing.tourName}/photos?o=u`)
  await expect(v.photosRegion).toBeVisible()
  await expect(v.webZip).toHaveCount(0)
  await expect(v.printZip).toHaveCount(0)
  await v.photosRegion.getByRole('list').first().getByRole('link').first().click()
  await expect(v.carousel).toBeVisible()
  await expect(v.carousel.getByRole('link', { name: /^Download/ })).toHaveCount(0)
  await expect(v.carousel.getByRole('link', { name: 'Full size' })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('tour-only (?touronly=1): no header and no Overview; opens on the first enabled section, the tour, by name', async ({
  page,
}) => {
  // Tour-only hides the header and the toolbar (SPEC §6); the product reads the toolbar as the section selector
  // (docs/charts.md), so Overview is asserted absent from the page, whether or not a selector shows.
  const errors = watchViewerErrors(page)
  // No header means no <h1>, so the page counts as rendered once the chart has chosen the section.
  await page.goto(`/${listing.tourName}?touronly=1`)
  const v = viewer(page)
  await expect(v.main).toHaveAttribute('data-section', 'tour')
  // The address says what the page shows: the tour, not the overview's bare address.
  await expect(page).toHaveURL(`/${listing.tourName}/tour?touronly=1`)
  await expect(page.getByRole('heading', { name: listing.address.street })).toHaveCount(0)
  await expect(v.siteNav).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Overview', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Floor plan', exact: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: '3D tour' })).toBeVisible()
  await expect(page.getByRole('application', { name: /3D tour/ })).toBeVisible()
  expect(errors).toEqual([])
})

test.describe('embedded in another site', () => {
  // Chromium's Local Network Access checks block a public page's iframe from loading the loopback server unless the
  // page is a secure context and the permission is granted; a real embedding site is https and the server public.
  const HOST = 'https://host.example'
  test.use({ permissions: ['local-network-access'] })

  /** Serves a host page on another origin whose iframe shows `src`. */
  async function hostPage(page: Page, src: string) {
    await page.route(`${HOST}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>A broker's site</title><h1>Our listings</h1>
          <iframe title="Listing" src="${src}" width="100%" height="720" style="border:0"></iframe>`,
      }),
    )
    await page.goto(`${HOST}/listings`)
    return page.frameLocator('iframe[title="Listing"]')
  }

  test('the full navigation instead of the minimal one, and no downloads', ONE_SCREEN, async ({ page, baseURL }) => {
    const errors = watchViewerErrors(page)
    const frame = await hostPage(page, `${baseURL}/${listing.tourName}`)
    const v = viewer(frame)
    await expect(v.heading).toHaveText(listing.address.street)
    // Embedded disables minimal navigation (SPEC §6): the app's links are there.
    for (const label of ['Explore', 'My listings', 'Create listing']) {
      await expect(v.siteNav.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(v.section('Overview')).toHaveAttribute('aria-current', 'page')

    await v.section('Photos').click()
    await expect(v.photosRegion).toBeVisible()
    await expect(v.webZip).toHaveCount(0)
    await expect(v.printZip).toHaveCount(0)
    await v.photosRegion.getByRole('list').first().getByRole('link').first().click()
    await expect(v.carousel).toBeVisible()
    await expect(v.carousel.getByRole('link', { name: /^Download/ })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test(
    'enablejsapi stays in the frame’s address, and is removed at top level',
    ONE_SCREEN,
    async ({ page, baseURL }) => {
      const errors = watchViewerErrors(page)
      await openListing(page, '?enablejsapi=1')
      await expect(page).toHaveURL(`/${listing.tourName}`)

      const frameLocator = await hostPage(page, `${baseURL}/${listing.tourName}?enablejsapi=1`)
      await expect(viewer(frameLocator).heading).toHaveText(listing.address.street)
      const frame = page.frames().find((f) => f.url().startsWith(baseURL as string))
      expect(frame).toBeDefined()
      const href = new URL(await (frame as NonNullable<typeof frame>).evaluate(() => window.location.href))
      expect(href.pathname).toBe(`/${listing.tourName}`)
      expect(href.searchParams.get('enablejsapi')).toBe('1')
      expect(errors).toEqual([])
    },
  )
})

test('from Explore: a card opens /explore/{tourName} with Back to Explore and Next', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = watchViewerErrors(page)
  await page.goto('/explore')
  await waitForClientRender(page)
  const cards = page
    .getByRole('region', { name: 'Listings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .getByRole('link')
  await expect(cards).toHaveCount(60)
  const [first, second] = await Promise.all(
    [0, 1].map(async (i) => (await cards.nth(i).getAttribute('href'))?.replace(/^\/explore\//, '') ?? ''),
  )
  const secondListing = await getListing(request, baseURL as string, second as string)

  await cards.first().click()
  await expect(page).toHaveURL(`/explore/${first}`)
  const list = page.getByRole('navigation', { name: 'Explore navigation' })
  await expect(list.getByRole('link', { name: 'Back to Explore' })).toBeVisible()
  await expect(list.getByText('1 of 60')).toBeVisible()
  await expect(list.getByRole('link', { name: /Previous/ })).toHaveCount(0)

  await list.getByRole('link', { name: /Next/ }).click()
  await expect(page).toHaveURL(`/explore/${second}`)
  await expect(viewer(page).heading).toHaveText(secondListing.address.street)
  await expect(list.getByText('2 of 60')).toBeVisible()
  await expect(list.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', `/explore/${first}`)

  await list.getByRole('link', { name: 'Back to Explore' }).click()
  await expect(page).toHaveURL('/explore')
  await expect(page.getByRole('heading', { name: 'Get inspired!' })).toBeVisible()
  expect(errors).toEqual([])
})

test(
  'analytics: load with index 0 and clientDate, then navigate with the visit the server named',
  ONE_SCREEN,
  async ({ page }) => {
    const errors = watchViewerErrors(page)
    const events: Array<Record<string, unknown>> = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/event') events.push(r.postDataJSON())
    })
    const firstAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/event')
    await openListing(page)
    const { visitId } = (await (await firstAnswer).json()) as { visitId: string }
    expect(visitId).toEqual(expect.any(String))
    expect(events[0]).toEqual({ type: 'load', index: 0, time: expect.any(Number), clientDate: expect.any(String) })
    expect(Number.isNaN(Date.parse(events[0]?.clientDate as string))).toBe(false)

    await viewer(page).section('Photos').click()
    await expect(page).toHaveURL(`/${listing.tourName}/photos`)
    await expect.poll(() => events.find((e) => e.type === 'navigate')).toBeDefined()
    const navigate = events.find((e) => e.type === 'navigate')
    expect(navigate).toEqual({ type: 'navigate', index: expect.any(Number), time: expect.any(Number), visitId })
    expect(navigate?.index).toBeGreaterThan(0)
    expect(errors).toEqual([])
  },
)

test(
  'update notice: a new Last-Modified on the 60 s check offers Later and Refresh; Later hides it',
  ONE_SCREEN,
  async ({ page }) => {
    const errors = watchViewerErrors(page)
    await page.clock.install()
    // No test-side way exists to change a listing on the server, so the second HEAD answers a later Last-Modified.
    let heads = 0
    let answered = 0
    await page.route(
      (url) => url.pathname === `/${listing.tourName}`,
      async (route) => {
        if (route.request().method() !== 'HEAD') return route.fallback()
        heads++
        const response = await route.fetch()
        const lastModified = response.headers()['last-modified']
        expect(lastModified, 'the listing page carries Last-Modified').toBeTruthy()
        const later = new Date(Date.parse(lastModified as string) + 60_000).toUTCString()
        await route.fulfill(
          heads === 1 ? { response } : { response, headers: { ...response.headers(), 'last-modified': later } },
        )
        answered++
      },
    )
    await openListing(page)
    const notice = page.getByRole('status').filter({ hasText: 'This listing has been updated.' })
    // The clock moves only once the page has taken the first answer as its baseline and waits for the next check
    // (the notice's data-update-check): moving it while that request runs would time the request out (the HTTP
    // client's limit is a timer too), and the chart would take the second answer as its baseline.
    await expect.poll(() => answered).toBe(1)
    await expect(page.locator('[data-update-check]')).toHaveAttribute('data-update-check', 'waiting')
    await expect(notice).toHaveCount(0)

    await page.clock.fastForward('01:05')
    await expect.poll(() => heads).toBe(2)
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('button', { name: 'Refresh' })).toBeVisible()
    await notice.getByRole('button', { name: 'Later' }).click()
    await expect(notice).toHaveCount(0)
    expect(errors).toEqual([])
  },
)
