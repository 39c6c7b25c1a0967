// How the listing page looks and reads (DESIGN.md, SPEC §2): axe finds no serious or critical violation on the
// overview, the photos, the open carousel and the share modal, and each state is saved as a screenshot at the
// project's size (1440×900 desktop, 390×844 phone) in .tmp/screens/listing-{state}-{project}.png for review.
import { expect, type Page, test } from '@playwright/test'
import { seriousA11yViolations } from './pages/a11y'
import {
  ADMIN,
  type FullListing,
  listingsSeenBy,
  showcaseListing,
  viewer,
  waitForListing,
} from './pages/listing-viewer'
import { lookShot, screenshotsWanted } from './pages/screenshots'

let listing: FullListing
test.beforeAll(async ({ request, baseURL }) => {
  listing = await showcaseListing(request, baseURL as string)
})

/** Resolves once every image on screen has loaded (lazy ones below the fold are not waited for). */
async function imagesOnScreenLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect()
      const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
      return !onScreen || !img.currentSrc || (img.complete && img.naturalWidth > 0)
    }),
  )
}

async function screenshot(page: Page, state: string, project: string) {
  if (!screenshotsWanted) return
  await imagesOnScreenLoaded(page)
  await lookShot(page, { path: `.tmp/screens/listing-${state}-${project}.png`, animations: 'disabled' })
}

/** The whole page, after scrolling through it once so its lazy images (teasers, maps) have loaded. */
async function fullPageScreenshot(page: Page, state: string, project: string) {
  if (!screenshotsWanted) return
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()?.height ?? 800
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await imagesOnScreenLoaded(page)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await lookShot(page, {
    path: `.tmp/screens/listing-${state}-full-${project}.png`,
    fullPage: true,
    animations: 'disabled',
  })
}

const STATES: ReadonlyArray<{
  readonly state: string
  readonly path: (tourName: string, firstPhoto: string) => string
  readonly ready: (page: Page) => Promise<void>
}> = [
  {
    state: 'info',
    path: (t) => `/${t}`,
    ready: async (page) => {
      await waitForListing(page)
      await expect(viewer(page).hero.getByRole('img')).not.toHaveJSProperty('naturalWidth', 0)
    },
  },
  {
    state: 'photos',
    path: (t) => `/${t}/photos`,
    ready: async (page) => {
      await waitForListing(page)
      await expect(viewer(page).photosRegion.getByRole('img').first()).not.toHaveJSProperty('naturalWidth', 0)
    },
  },
  {
    // Opened straight from its address, as a shared link to one photo would be.
    state: 'carousel',
    path: (t, photo) => `/${t}/photos/${photo}`,
    ready: async (page) => {
      await expect(viewer(page).carousel).toBeVisible()
      await expect(viewer(page).carousel.getByRole('img')).not.toHaveJSProperty('naturalWidth', 0)
    },
  },
  {
    state: 'share',
    path: (t) => `/${t}?modal=share_link`,
    ready: async (page) => {
      await expect(viewer(page).shareDialog).toBeVisible()
    },
  },
]

for (const { state, path, ready } of STATES) {
  test(`${state}: no serious accessibility violations; screenshot`, async ({ page }, info) => {
    const firstPhoto = listing.photos.find((p) => !p.hidden && p.externalLink === null)?.code as string
    await page.goto(path(listing.tourName, firstPhoto))
    await ready(page)
    await screenshot(page, state, info.project.name)
    if (state === 'info') await fullPageScreenshot(page, state, info.project.name)
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}

test('floor plan: screenshot', async ({ page }, info) => {
  await page.goto(`/${listing.tourName}/floorplan`)
  await waitForListing(page)
  await expect(page.getByRole('heading', { name: 'Floor plan', level: 2 })).toBeVisible()
  await screenshot(page, 'floorplan', info.project.name)
})

test('passcode prompt: screenshot', async ({ page, playwright, baseURL }, info) => {
  const everything = await listingsSeenBy(playwright.request, baseURL as string, ADMIN.email)
  const protectedListing = everything.find((l) => l.passcode && !l.offline)
  expect(protectedListing).toBeDefined()
  await page.goto(`/${protectedListing?.tourName}`)
  await expect(page.getByRole('heading', { name: 'This listing is private' })).toBeVisible()
  await screenshot(page, 'passcode', info.project.name)
})

test('not found: screenshot', async ({ page }, info) => {
  await page.goto('/no-such-listing-xyz')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await screenshot(page, 'notfound', info.project.name)
})
