// What both sides' runs read from a page: frame stats, load figures, canvas size, the WebGL renderer; and the
// same-origin page both are framed in for the interaction runs.
import type { Browser, BrowserContext, Frame, FrameLocator, Page } from '@playwright/test'
import { gpuMsPerFrame } from './gpu-per-frame'
import { LOAD_TIMEOUT_MS, ROTATION_DEG_PER_S, ROTATION_MS, SETTLE_MS, VIEWPORT } from './settings'
import type { PageStats, Size, TourSetup } from './types'

/** When the page asked for a scene's preview strip, ms after it opened (resource timing). */
async function previewRequestedAt(page: Page, tourName: string, sceneCode: string): Promise<number> {
  const path = `/media/${tourName}/scenes/${sceneCode}/d.jpg`
  return page.evaluate(
    (p) =>
      performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === p)?.startTime ?? Number.NaN,
    path,
  )
}

export async function waitForStats(page: Page | Frame, global: string): Promise<PageStats> {
  await page.waitForFunction((g) => (window as unknown as Record<string, PageStats>)[g]?.firstFullFrame, global, {
    timeout: LOAD_TIMEOUT_MS,
  })
  return page.evaluate((g) => ({ ...(window as unknown as Record<string, PageStats>)[g] }) as PageStats, global)
}

/** A load run's figures, once the page publishing its frame stats under `global` has drawn a full frame. */
export async function loadFigures(page: Page, global: string, setup: TourSetup) {
  const stats = await waitForStats(page, global)
  return {
    previewRequestMs: await previewRequestedAt(page, setup.tourName, setup.starting.sceneCode),
    firstPreviewMs: stats.firstPreviewFrame ?? Number.NaN,
    firstFullMs: stats.firstFullFrame ?? Number.NaN,
  }
}

/** A page framing `src` (same origin) at the bench's viewport, the frame with id "tour", then `script`. */
export const framingPage = (src: string, script = '') => `<!doctype html>
<html><head><meta charset="utf-8"><title>Tour host bench</title>
<style>html,body{margin:0;overflow:hidden;background:#000}iframe{display:block;border:0}</style>
</head><body>
<iframe id="tour" width="${VIEWPORT.width}" height="${VIEWPORT.height}" src="${src}"></iframe>
${script}
</body></html>`

/** The size of the first canvas in a page or frame, in CSS pixels. */
export async function canvasSize(frame: Page | FrameLocator): Promise<Size> {
  const box = await frame.locator('canvas').first().boundingBox()
  if (!box) throw new Error('the tour shows no canvas')
  return { width: Math.round(box.width), height: Math.round(box.height) }
}

/** The WebGL renderer headless Chromium gives a page (WEBGL_debug_renderer_info when it is offered). */
export async function webglRenderer(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    const page = await context.newPage()
    await page.setContent('<canvas></canvas>')
    return await page.evaluate(() => {
      const gl = document.querySelector('canvas')?.getContext('webgl')
      if (!gl) return 'no WebGL'
      const info = gl.getExtension('WEBGL_debug_renderer_info')
      return info
        ? `${gl.getParameter(info.UNMASKED_VENDOR_WEBGL)} / ${gl.getParameter(info.UNMASKED_RENDERER_WEBGL)}`
        : String(gl.getParameter(gl.RENDERER))
    })
  } finally {
    await context.close()
  }
}

/** What Marzipano's and PSV's harness pages both answer: a turn, and a move (bench/tour/*-page.ts). */
interface FramedHarness {
  rotate(ms: number, degPerS: number): Promise<{ frames: number; ms: number }>
  move(
    code: string,
    transitionMs: number,
  ): Promise<{ arrival: number; done: number; sharp: number; longestFrame: number }>
}

/** Turns the harness in `frame` at the bench's speed for the bench's time: the frames it drew, over how long. */
export const turnInFrame = (frame: Frame) =>
  frame.evaluate(([ms, deg]) => (window as unknown as { __bench: FramedHarness }).__bench.rotate(ms, deg), [
    ROTATION_MS,
    ROTATION_DEG_PER_S,
  ] as const)

/**
 * The turn in a fresh context at device pixel ratio `scale`, the harness framed by `open`: frames per second (the
 * high-density and the uncapped turns of Marzipano and PSV).
 */
export async function freshTurnInFrame(
  browser: Browser,
  scale: number,
  open: (context: BrowserContext) => Promise<{ frame: Frame }>,
): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: scale })
  try {
    const { frame } = await open(context)
    return framesPerSecond(await turnInFrame(frame))
  } finally {
    await context.close()
  }
}

/** Moves the harness in `frame` to a scene: until its arrival frame, its own arrival event, and its sharp frame. */
const moveInFrame = (frame: Frame, code: string, transitionMs: number) =>
  frame.evaluate(([c, ms]) => (window as unknown as { __bench: FramedHarness }).__bench.move(c, ms), [
    code,
    transitionMs,
  ] as const)

/** Frames drawn per second of a turn. */
export const framesPerSecond = (turn: { readonly frames: number; readonly ms: number }) =>
  turn.frames / (turn.ms / 1000)

/** One interaction run's figures from its measured turn, its traced turn's GPU time and its move. */
const interactionFigures = (
  rotation: { readonly frames: number; readonly ms: number },
  gpuMsPerFrame: number,
  move: { readonly arrival: number; readonly done: number; readonly sharp: number; readonly longestFrame: number },
) => ({
  fps: framesPerSecond(rotation),
  gpuMsPerFrame,
  arrivalMs: move.arrival,
  toldMs: move.done,
  sharpMs: move.sharp,
  longestFrameMs: move.longestFrame,
})

/**
 * A framed harness's interaction figures, in `frame` of `page` once it is ready: the measured turn, the same turn
 * again under a trace for its GPU time, and the move, with a rest before each.
 */
export async function framedInteraction(
  browser: Browser,
  page: Page,
  frame: Frame,
  target: string,
  transitionMs: number,
) {
  const rotation = await turnInFrame(frame)
  await page.waitForTimeout(SETTLE_MS)
  const gpuMs = await gpuMsPerFrame(browser, page, () => turnInFrame(frame))
  await page.waitForTimeout(SETTLE_MS)
  const move = await moveInFrame(frame, target, transitionMs)
  return interactionFigures(rotation, gpuMs, move)
}
