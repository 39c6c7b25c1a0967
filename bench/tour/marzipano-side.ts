// Marzipano's runs: the harness served at the demo server's origin, opened at top level (load) and framed
// (rotation and scene switch).
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext } from '@playwright/test'
import { fieldOfView } from '../../src/domain/tour-geometry'
import { marzipanoHarness } from './marzipano-page'
import { framedInteraction, framingPage, freshTurnInFrame, loadFigures, waitForStats } from './page-probes'
import { DENSE_SCALE, marzipanoPath, SETTLE_MS, VIEWPORT } from './settings'
import type { Size, TourSetup } from './types'

/**
 * Serves the harness page and Marzipano's script at the demo server's origin (nothing else is intercepted).
 * Marzipano's container is `size` (our canvas's), its vertical field of view ours for that shape unless given (the
 * orientation check uses 90°).
 */
export async function routeHarness(
  context: BrowserContext,
  baseUrl: string,
  size: Size,
  fovRad = (fieldOfView(size.width / size.height) * Math.PI) / 180,
) {
  const html = marzipanoHarness(fovRad, size)
  await context.route(`${baseUrl}/__bench/marzipano.html*`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  )
  await context.route(`${baseUrl}/__bench/marzipano.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: readFileSync(marzipanoPath()) }),
  )
}

export const marzipanoUrl = (baseUrl: string, tourName: string) => `${baseUrl}/__bench/marzipano.html?tour=${tourName}`

interface MarzipanoBench {
  prepare(code: string): void
  pinFull(): Promise<void>
}

/** Opens the harness at top level, as our tour page is opened: the load figures. */
export async function marzipanoLoadRun(browser: Browser, baseUrl: string, setup: TourSetup, size: Size) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    await routeHarness(context, baseUrl, size)
    const page = await context.newPage()
    await page.goto(marzipanoUrl(baseUrl, setup.tourName))
    return await loadFigures(page, '__marzipanoStats', setup)
  } finally {
    await context.close()
  }
}

/**
 * Frames the harness in a same-origin host page at the bench's viewport, as ours is framed for the embed API, and
 * waits until its full level is in for all six faces: the frame to turn and move in.
 */
async function openFramed(context: BrowserContext, baseUrl: string, setup: TourSetup, size: Size, target?: string) {
  await routeHarness(context, baseUrl, size)
  await context.route(`${baseUrl}/__bench/marzipano-host.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: framingPage(marzipanoUrl(baseUrl, setup.tourName).slice(baseUrl.length)),
    }),
  )
  const page = await context.newPage()
  await page.goto(`${baseUrl}/__bench/marzipano-host.html`)
  const frame = page.frame({ url: /marzipano\.html/ })
  if (!frame) throw new Error('the Marzipano frame did not load')
  await waitForStats(frame, '__marzipanoStats')
  if (target)
    await frame.evaluate((code) => (window as unknown as { __bench: MarzipanoBench }).__bench.prepare(code), target)
  await frame.evaluate(() => (window as unknown as { __bench: MarzipanoBench }).__bench.pinFull())
  await page.waitForTimeout(SETTLE_MS)
  return { page, frame }
}

/** Drives the framed harness from inside the frame: the rotation, its GPU time, and the scene switch. */
export async function marzipanoInteractionRun(
  browser: Browser,
  baseUrl: string,
  setup: TourSetup,
  size: Size,
  target: string,
  transitionMs: number,
) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    const { page, frame } = await openFramed(context, baseUrl, setup, size, target)
    return await framedInteraction(browser, page, frame, target, transitionMs)
  } finally {
    await context.close()
  }
}

/**
 * The same turn in a fresh framed page: frames per second. On a high-density display (DENSE_SCALE) by default; at
 * `scale` 1 in a browser without the 60 Hz limit, the uncapped turn.
 */
export function marzipanoFreshTurnRun(
  browser: Browser,
  baseUrl: string,
  setup: TourSetup,
  size: Size,
  scale: number = DENSE_SCALE,
) {
  return freshTurnInFrame(browser, scale, (context) => openFramed(context, baseUrl, setup, size))
}
