// Photo Sphere Viewer's runs: the harness served at the demo server's origin, opened at top level (load) and framed
// (rotation and scene switch), as Marzipano's are.
import type { Browser, BrowserContext } from '@playwright/test'
import { fieldOfView } from '../../src/domain/tour-geometry'
import { framedInteraction, framingPage, freshTurnInFrame, loadFigures, waitForStats } from './page-probes'
import type { PsvBundle } from './psv-bundle'
import { psvHarness } from './psv-page'
import { DENSE_SCALE, SETTLE_MS, VIEWPORT } from './settings'
import type { Size, TourSetup } from './types'

export const PSV_STATS = '__psvStats'

/**
 * Serves the harness page and PSV's script and stylesheet at the demo server's origin (nothing else is
 * intercepted). PSV's container is `size` (our canvas's), its vertical field of view ours for that shape unless given.
 */
export async function routePsv(
  context: BrowserContext,
  baseUrl: string,
  bundle: PsvBundle,
  size: Size,
  fovDeg = fieldOfView(size.width / size.height),
) {
  const html = psvHarness(fovDeg, size)
  await context.route(`${baseUrl}/__bench/psv.html*`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  )
  await context.route(`${baseUrl}/__bench/psv.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: bundle.js }),
  )
  await context.route(`${baseUrl}/__bench/psv.css`, (route) =>
    route.fulfill({ contentType: 'text/css; charset=utf-8', body: bundle.css }),
  )
}

export const psvUrl = (baseUrl: string, tourName: string) => `${baseUrl}/__bench/psv.html?tour=${tourName}`

interface PsvBench {
  prepare(code: string): Promise<void>
  pinFull(): Promise<void>
}

/** Opens the harness at top level, as our tour page is opened: the load figures. */
export async function psvLoadRun(browser: Browser, baseUrl: string, setup: TourSetup, bundle: PsvBundle, size: Size) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    await routePsv(context, baseUrl, bundle, size)
    const page = await context.newPage()
    await page.goto(psvUrl(baseUrl, setup.tourName))
    return await loadFigures(page, PSV_STATS, setup)
  } finally {
    await context.close()
  }
}

/**
 * Frames the harness in a same-origin host page at the bench's viewport, as Marzipano's is, and waits until its
 * full faces are in: the frame to turn and move in.
 */
async function openFramed(
  context: BrowserContext,
  baseUrl: string,
  setup: TourSetup,
  bundle: PsvBundle,
  size: Size,
  target?: string,
) {
  await routePsv(context, baseUrl, bundle, size)
  await context.route(`${baseUrl}/__bench/psv-host.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: framingPage(psvUrl(baseUrl, setup.tourName).slice(baseUrl.length)),
    }),
  )
  const page = await context.newPage()
  await page.goto(`${baseUrl}/__bench/psv-host.html`)
  const frame = page.frame({ url: /psv\.html/ })
  if (!frame) throw new Error('the PSV frame did not load')
  await waitForStats(frame, PSV_STATS)
  if (target) await frame.evaluate((code) => (window as unknown as { __bench: PsvBench }).__bench.prepare(code), target)
  await frame.evaluate(() => (window as unknown as { __bench: PsvBench }).__bench.pinFull())
  await page.waitForTimeout(SETTLE_MS)
  return { page, frame }
}

/** Drives the framed harness from inside the frame: the rotation, its GPU time, and the scene switch. */
export async function psvInteractionRun(
  browser: Browser,
  baseUrl: string,
  setup: TourSetup,
  bundle: PsvBundle,
  size: Size,
  target: string,
  transitionMs: number,
) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    const { page, frame } = await openFramed(context, baseUrl, setup, bundle, size, target)
    return await framedInteraction(browser, page, frame, target, transitionMs)
  } finally {
    await context.close()
  }
}

/**
 * The same turn in a fresh framed page: frames per second. On a high-density display (DENSE_SCALE) by default; at
 * `scale` 1 in a browser without the 60 Hz limit, the uncapped turn.
 */
export function psvFreshTurnRun(
  browser: Browser,
  baseUrl: string,
  setup: TourSetup,
  bundle: PsvBundle,
  size: Size,
  scale: number = DENSE_SCALE,
) {
  return freshTurnInFrame(browser, scale, (context) => openFramed(context, baseUrl, setup, bundle, size))
}
