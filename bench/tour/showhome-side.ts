// Our runs: the tour page opened at top level (probe and load), and framed by a host page driving it through the
// embed API (rotation and scene switch).
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { gpuMsPerFrame } from './gpu-per-frame'
import { FRAME_GAPS } from './harness-calls'
import { onScreenRun } from './on-screen'
import { canvasSize, framesPerSecond, framingPage, loadFigures, waitForStats } from './page-probes'
import { DENSE_SCALE, OUR_STATS, ROTATION_DEG_PER_S, ROTATION_MS, SETTLE_MS, VIEWPORT } from './settings'
import type { Size, TourSetup } from './types'

/**
 * Whether the tour page publishes its frame stats (the engine is wired into the viewer), and if so its canvas size
 * once it is sharp: the tour shares the page with the site's and the listing's headers.
 */
export async function probeOurs(browser: Browser, url: string): Promise<Size | undefined> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    const present = await page
      .waitForFunction((g) => (window as unknown as Record<string, unknown>)[g] !== undefined, OUR_STATS, {
        timeout: 10_000,
      })
      .then(() => true)
      .catch(() => false)
    if (!present) return undefined
    await waitForStats(page, OUR_STATS)
    return await canvasSize(page)
  } finally {
    await context.close()
  }
}

export async function ourLoadRun(browser: Browser, baseUrl: string, setup: TourSetup) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/${setup.tourName}/tour`)
    return await loadFigures(page, OUR_STATS, setup)
  } finally {
    await context.close()
  }
}

/**
 * Our first preview on the screen (on-screen.ts): the upper half of the stage (the controls, tips and floor circles
 * sit lower), found once the page has drawn its full frame. `prepare`: the throttled network's (network.ts).
 */
export const ourOnScreenRun = (
  browser: Browser,
  baseUrl: string,
  setup: TourSetup,
  prepare?: (page: Page) => Promise<unknown>,
) =>
  onScreenRun(
    browser,
    `${baseUrl}/${setup.tourName}/tour`,
    (page) => waitForStats(page, OUR_STATS).then(() => {}),
    async (page) => {
      const box = await page.locator('[data-tour-phase] canvas').first().boundingBox()
      if (!box) throw new Error('the tour shows no canvas')
      return { x: box.x, y: box.y, width: box.width, height: Math.round(box.height / 2) }
    },
    prepare,
  )

/**
 * A same-origin host page framing the tour at 1280×720 with the embed API on. It records the tour's events with
 * the host's performance.now() and drives it: rotate once per animation frame, move and wait for the arrival.
 */
export const hostHarness = (tourName: string) =>
  framingPage(
    `/${tourName}/tour?enablejsapi=1`,
    `<script>
'use strict'
${FRAME_GAPS}
const events = (window.__events = [])
const waiters = new Set()
const frame = document.getElementById('tour')
addEventListener('message', (e) => {
  if (e.source !== frame.contentWindow || !e.data || e.data.showhome !== 'event') return
  const event = { ...e.data, t: performance.now() }
  events.push(event)
  for (const w of [...waiters]) w(event)
})
const send = (command) => frame.contentWindow.postMessage({ showhome: 'command', ...command }, location.origin)
const stats = () => frame.contentWindow.${OUR_STATS}
const nextEvent = (test) =>
  new Promise((resolve) => {
    const hit = events.find(test)
    if (hit) return resolve(hit)
    const w = (event) => {
      if (!test(event)) return
      waiters.delete(w)
      resolve(event)
    }
    waiters.add(w)
  })
window.__bench = {
  ready: () => nextEvent((e) => e.type === 'ready'),
  fullFrame: () =>
    new Promise((resolve) => {
      const poll = () => (stats() && stats().firstFullFrame !== undefined ? resolve() : setTimeout(poll, 20))
      poll()
    }),
  rotate(ms, degPerS, pan0, tilt0) {
    const frames0 = stats().frames
    const t0 = performance.now()
    return new Promise((resolve) => {
      const step = () => {
        const t = performance.now() - t0
        send({ type: 'rotate', pan: pan0 + degPerS * (Math.min(t, ms) / 1000), tilt: tilt0 })
        if (t < ms) return requestAnimationFrame(step)
        // A command sent in this frame is drawn in the next (it crosses to the frame as a message), where Marzipano's
        // harness draws each step in the frame that makes it: counted until the draw of the last command, so both
        // count the frames drawn for the turn's steps. Two frames on, as the host's callback runs before the tour's.
        const frames = () => resolve({ frames: stats().frames - frames0, ms: t })
        requestAnimationFrame(() => requestAnimationFrame(frames))
      }
      requestAnimationFrame(step)
    })
  },
  async move(code) {
    // What of the target the tour had already fetched (its prefetch), from the frame's resource timing.
    const fetched = frame.contentWindow.performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.includes('/scenes/' + code + '/'))
      .map((p) => p.slice(p.lastIndexOf('/') + 1).replace('.jpg', ''))
    const gaps = frameGaps(frame.contentWindow)
    const t0 = performance.now()
    send({ type: 'move', sceneCode: code })
    const arrived = await nextEvent((e) => e.type === 'move' && e.sceneCode === code && e.t >= t0)
    const longestFrame = gaps()
    // The first frame after the arrival with every visible face at full resolution, from the tour's own stats (its
    // clock, which starts with the frame's document: moved onto this page's by the two time origins).
    const sharpAt = await new Promise((resolve) => {
      const poll = () => (stats().moveSharpFrame !== undefined ? resolve(stats().moveSharpFrame) : setTimeout(poll, 20))
      poll()
    })
    const onHostClock = (t) => frame.contentWindow.performance.timeOrigin + t - performance.timeOrigin - t0
    const sharp = onHostClock(sharpAt)
    // Arrival as the engine had it (as Marzipano's done callback, in its own page): the move event then still
    // crosses to the host page, behind the frame the tour draws as it arrives.
    const arrival = onHostClock(stats().moveArrivedAt)
    return {
      arrival,
      heard: arrived.t - t0,
      sharp: Math.max(arrival, sharp),
      fetched: [...new Set(fetched)].sort().join(' '),
      longestFrame,
    }
  },
}
</script>`,
  )

interface HostBench {
  ready(): Promise<unknown>
  fullFrame(): Promise<void>
  rotate(ms: number, deg: number, pan0: number, tilt0: number): Promise<{ frames: number; ms: number }>
  move(code: string): Promise<{ arrival: number; heard: number; sharp: number; fetched: string; longestFrame: number }>
}

/** Opens the host page framing the tour (the context's display), until the tour is sharp and has rested. */
async function openHost(context: BrowserContext, baseUrl: string, setup: TourSetup) {
  await context.route(`${baseUrl}/__bench/host.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostHarness(setup.tourName) }),
  )
  const page = await context.newPage()
  await page.goto(`${baseUrl}/__bench/host.html`)
  await page.evaluate(() => (window as unknown as { __bench: HostBench }).__bench.ready())
  await page.evaluate(() => (window as unknown as { __bench: HostBench }).__bench.fullFrame())
  await page.waitForTimeout(SETTLE_MS)
  const { pan, tilt } = setup.starting
  const turn = () =>
    page.evaluate(([ms, deg, p, t]) => (window as unknown as { __bench: HostBench }).__bench.rotate(ms, deg, p, t), [
      ROTATION_MS,
      ROTATION_DEG_PER_S,
      pan,
      tilt,
    ] as const)
  return { page, turn }
}

export async function ourInteractionRun(browser: Browser, baseUrl: string, setup: TourSetup, target: string) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    const { page, turn } = await openHost(context, baseUrl, setup)
    const rotation = await turn()
    await page.waitForTimeout(SETTLE_MS)
    const gpuMs = await gpuMsPerFrame(browser, page, turn)
    await page.waitForTimeout(SETTLE_MS)
    const move = await page.evaluate((code) => (window as unknown as { __bench: HostBench }).__bench.move(code), target)
    return {
      fps: framesPerSecond(rotation),
      gpuMsPerFrame: gpuMs,
      arrivalMs: move.arrival,
      toldMs: move.heard,
      sharpMs: move.sharp,
      longestFrameMs: move.longestFrame,
      fetched: move.fetched,
      canvas: await canvasSize(page.frameLocator('#tour')),
    }
  } finally {
    await context.close()
  }
}

/**
 * The same turn in a fresh framed page: frames per second. On a high-density display (DENSE_SCALE) by default; at
 * `scale` 1 in a browser without the 60 Hz limit, the uncapped turn.
 */
export async function ourFreshTurnRun(
  browser: Browser,
  baseUrl: string,
  setup: TourSetup,
  scale: number = DENSE_SCALE,
) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: scale })
  try {
    const { turn } = await openHost(context, baseUrl, setup)
    return framesPerSecond(await turn())
  } finally {
    await context.close()
  }
}
