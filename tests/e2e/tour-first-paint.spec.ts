// The tour page's first paint (issue 21): /{tourName}/tour arrives with the tour's place rendered and a few KB of
// script in its head that draws the opening view from the preview strip and the full faces in view, before any of
// the app's code runs; the three.js engine then takes over without a gap. Checked against the engine itself: the
// painter's picture, with the app's scripts blocked, is the engine's own picture of the same view; so is its preview
// (the strip on a CSS cube), with the full faces blocked too.
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { watchForErrors } from './pages/app-page'
import { showcaseListing } from './pages/listing-viewer'
import { ONE_SCREEN } from './pages/screens'
import { TOUR_TIMEOUT, tourStage, waitForTour } from './pages/tour'

let tourName: string
test.beforeAll(async ({ request, baseURL }) => {
  tourName = (await showcaseListing(request, baseURL as string)).tourName
})

const painter = (page: Page) => page.locator('#tour-first-paint')

/** The top half of the stage (the controls, tips and floor circles sit lower), as raw RGB in CSS pixels. */
async function upperStage(page: Page, stage: { x: number; y: number; width: number; height: number }) {
  const clip = { x: stage.x, y: stage.y, width: stage.width, height: Math.round(stage.height / 2) }
  return sharp(await page.screenshot({ clip, scale: 'css' }))
    .removeAlpha()
    .raw()
    .toBuffer()
}

const meanDifference = (a: Buffer, b: Buffer) => {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
  return sum / a.length
}

// On both screens: the phone's header settles after the app mounts (a web font), and the app's stage follows it to
// the same size as the server-rendered one.
test('the first paint draws the opening view as the engine does, before any of the app runs', async ({
  browser,
}, info) => {
  // This screen's size and kind, as the project gives its own pages.
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = info.project.use
  const screen = { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent }
  // The painter alone: every script of the app is refused, so nothing but the inline first paint can draw.
  const bare = await browser.newContext(screen)
  const alone = await bare.newPage()
  await alone.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await alone.goto(`/${tourName}/tour`)
  const pending = alone.locator('[data-tour-pending]')
  await expect(pending).toBeVisible()
  await alone.waitForFunction(() => window.__showhomeFirstPaint?.sharpAt !== undefined, undefined, {
    timeout: TOUR_TIMEOUT,
  })
  // Laid exactly over the stage the server rendered.
  const stage = await pending.boundingBox()
  expect(await painter(alone).boundingBox()).toEqual(stage)
  if (!stage) throw new Error('the stage has no box')
  const painted = await upperStage(alone, stage)
  await alone.screenshot({ path: info.outputPath('first-paint-alone.png') })
  await bare.close()

  // The preview alone: the full faces refused too, so the strip on the painter's CSS cube is all there is.
  const stripOnly = await browser.newContext(screen)
  const previewPage = await stripOnly.newPage()
  await previewPage.route(/\/assets\/.*\.js$|\/c\d\.jpg/, (route) => route.abort())
  await previewPage.goto(`/${tourName}/tour`)
  await previewPage.waitForFunction(() => window.__showhomeFirstPaint?.cubeAt !== undefined, undefined, {
    timeout: TOUR_TIMEOUT,
  })
  expect(await painter(previewPage).boundingBox()).toEqual(stage)
  // The frame that brought the cube in is on the screen once the next has begun.
  await previewPage.evaluate(() => new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown))))
  const preview = await upperStage(previewPage, stage)
  await previewPage.screenshot({ path: info.outputPath('first-paint-preview.png') })
  await stripOnly.close()

  // The server's picture alone: the strip refused too, so the painter gives up and only the page's markup shows the
  // view, as it does in the page's first frame.
  const markupOnly = await browser.newContext(screen)
  const posterPage = await markupOnly.newPage()
  await posterPage.route(/\/assets\/.*\.js$|\/c\d\.jpg|\/d\.jpg/, (route) => route.abort())
  await posterPage.goto(`/${tourName}/tour`)
  await posterPage.waitForFunction(() => window.__showhomeFirstPaint?.failed !== undefined, undefined, {
    timeout: TOUR_TIMEOUT,
  })
  await expect(painter(posterPage)).toHaveCount(0)
  const picture = posterPage.locator('[data-tour-pending] img[data-tour-poster]')
  // Covering the stage (a few pixels taller than the painter leaves it: with no painter, nothing sets --tour-top).
  expect(await picture.boundingBox()).toEqual(await posterPage.locator('[data-tour-pending]').boundingBox())
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const poster = await upperStage(posterPage, stage)
  await posterPage.screenshot({ path: info.outputPath('first-paint-poster.png') })
  await markupOnly.close()

  // The engine alone: an address with a query is left to the app, where no first paint runs.
  const app = await browser.newContext(screen)
  const page = await app.newPage()
  // Its web fonts held until its stage is in the page, as a slow network may deliver them: the header's lines then
  // change under a stage already laid out, which must follow them down to the screen's bottom.
  await page.route(/\.woff2?$/, async (route) => {
    await page.locator('[data-tour-phase]').waitFor({ state: 'attached', timeout: TOUR_TIMEOUT })
    await route.continue()
  })
  await page.goto(`/${tourName}/tour?from=test`)
  await expect(page.locator('#tour-first-paint-data')).toHaveCount(0)
  await waitForTour(page)
  await expect(painter(page)).toHaveCount(0)
  expect(await tourStage(page).boundingBox()).toEqual(stage)
  // The engine's picture alone: what floats over it (the phone's floor plan window, the controls) hidden.
  await page.addStyleTag({ content: '[data-tour-phase] > :not(:first-child) { visibility: hidden !important }' })
  const engine = await upperStage(page, stage)
  await page.screenshot({ path: info.outputPath('engine.png') })
  await app.close()

  // A room, not a blank: the brightness varies across the picture.
  const { channels } = await sharp(painted, {
    raw: { width: stage.width, height: painted.length / 3 / stage.width, channels: 3 },
  }).stats()
  expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20)
  // The same picture: per channel, the two differ by a few levels on average (filtering), not by a turned view.
  expect(meanDifference(painted, engine)).toBeLessThan(6)
  // The preview too, blurrier (2–4 levels here; a 10% zoom error gives 9–15); and the server's picture of it.
  expect(meanDifference(preview, engine)).toBeLessThan(6)
  expect(meanDifference(poster, engine)).toBeLessThan(6)
})

test('the engine takes over from the first paint, and the page shows no error', ONE_SCREEN, async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto(`/${tourName}/tour`)
  await waitForTour(page)
  // Handed over: the painter's picture goes once the engine's frame shows the view at least as sharp.
  await expect(painter(page)).toHaveCount(0, { timeout: TOUR_TIMEOUT })
  await expect(tourStage(page).locator('canvas')).toBeVisible()
  expect(await page.evaluate(() => window.__showhomeFirstPaint?.handedOver)).toBe(true)
  expect(errors).toEqual([])
})

test(
  'the page names only what its first frame needs; the app links its inlined styles dormant when it starts',
  ONE_SCREEN,
  async ({ page }) => {
    const response = await page.goto(`/${tourName}/tour`)
    const head = ((await response?.text()) ?? '').split('</head>')[0] ?? ''
    // The stylesheets whose rules are inline, and the next chunks' styles, are the app's: not downloaded meanwhile.
    expect(head).toContain('<style>')
    expect(head).not.toContain('media="not all"')
    expect(head).not.toContain('as="style"')
    await waitForTour(page)
    await expect(painter(page)).toHaveCount(0, { timeout: TOUR_TIMEOUT })
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
        file: new URL(link.href).pathname,
        dormant: link.media === 'not all',
      })),
    )
    // Found by the app's style loader, which adds no live copy of a stylesheet whose rules are already inline.
    const dormant = links.filter((link) => link.dormant).map((link) => link.file)
    expect(dormant.length).toBeGreaterThan(0)
    const live = links.filter((link) => !link.dormant).map((link) => link.file)
    expect(live.filter((file) => dormant.includes(file))).toEqual([])
  },
)

// On both screens (a phone's narrow header wraps first): a page whose web font comes later than its first frame (a
// slow network) draws its header in Inter's metric-matched stand-in (global.css); laid out in it, the stage under
// the header is where Inter puts it, so nothing on the screen moves when the font swaps in.
test('the web font’s stand-in keeps the stage where Inter puts it', async ({ browser }, info) => {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = info.project.use
  const screen = { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, serviceWorkers: 'block' as const }
  const stageWith = async (fonts: boolean) => {
    const context = await browser.newContext(screen)
    try {
      const page = await context.newPage()
      // The app's scripts refused: the server's page alone, as it is laid out before the app takes over.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
      // Inter refused (both its files) for the stand-in's layout; else let through.
      await page.route(/\.woff2?$/, (route) => (fonts ? route.continue() : route.fulfill({ status: 404, body: '' })))
      await page.goto(`/${tourName}/tour`)
      await page.evaluate(() => document.fonts.ready)
      const inter = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.family === 'Inter').map((face) => face.status),
      )
      expect(inter.length).toBeGreaterThan(0)
      expect(inter.every((status) => status === (fonts ? 'loaded' : 'error'))).toBe(true)
      return await page.locator('[data-tour-pending]').boundingBox()
    } finally {
      await context.close()
    }
  }
  const standIn = await stageWith(false)
  expect(standIn).not.toBeNull()
  expect(standIn).toEqual(await stageWith(true))
})

test('a signed-out visitor’s tour page only: other sections and queries get no first paint', async ({ request }) => {
  const tour = await (await request.get(`/${tourName}/tour`)).text()
  expect(tour).toContain('id="tour-first-paint-data"')
  expect(tour).toContain('data-tour-pending')
  for (const address of [`/${tourName}`, `/${tourName}/photos`, `/${tourName}/tour?d1=0`]) {
    const html = await (await request.get(address)).text()
    expect(html, address).not.toContain('tour-first-paint-data')
  }
})
