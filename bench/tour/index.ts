// Benchmark: the 3D tour at /{tourName}/tour (issue 7, Performance), against Marzipano 0.10.2 and Photo Sphere
// Viewer 5.15.1 (cubemap adapter, virtual-tour plugin; issue 21) fed the same cube faces, in headless Chromium at
// 1280×720 with whatever GPU it gives (SwiftShader through ANGLE on a server).
// Figures, ours as ratios to Marzipano's and to PSV's:
// 1. tour JavaScript: the scripts /{tourName}/tour loads beyond what /{tourName} (the info section) loads, gzip KB
//    as the server sends them; Marzipano's is its one script, PSV's its bundle (psv-bundle.ts), at gzip level 9.
//    Goal ≤ 150 KB.
// 2. first preview frame and 3. first full-resolution frame, ms from opening the page.
// 4. frames per second during a scripted 3 s rotation at 90°/s, the view set once per animation frame; and again in
//    a fresh page on a display of device pixel ratio 2, where what a frame costs is not hidden by the 60 Hz cap.
// 5. scene switch: from asking for a linked scene of the starting scene until standing in it.
// 6. (issue 21) an empty page with one image, the starting scene's preview strip: ms until it is painted, against
//    which our first preview frame is judged (goal ≤ 1.5×); and both again as the screen shows them (on-screen.ts).
// Each figure is the median of TOUR_RUNS runs, each in a fresh context (empty cache). How the comparison is kept
// fair is written out in tourMarkdown, beside the figures.
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { marzipanoFreshTurnRun, marzipanoInteractionRun, marzipanoLoadRun } from './marzipano-side'
import { startSameOriginProxy, throttle } from './network'
import { ONE_IMAGE_PATH, oneImageOnScreenRun, oneImagePage, oneImageRun } from './one-image'
import { webglRenderer } from './page-probes'
import { buildPsv } from './psv-bundle'
import { psvFreshTurnRun, psvInteractionRun, psvLoadRun } from './psv-side'
import { marzipanoPath, OUR_STATS, OUR_TRANSITION_MS, TOUR_RUNS, TRANSITION_SOURCE, VIEWPORT } from './settings'
import { ourFreshTurnRun, ourInteractionRun, ourLoadRun, ourOnScreenRun, probeOurs } from './showhome-side'
import { measureOurJs } from './tour-javascript'
import { tourSetup } from './tour-setup'
import type { RunFigures, TourBench, TourRuns } from './types'

export { marzipanoHarness } from './marzipano-page'
export { marzipanoUrl, routeHarness } from './marzipano-side'
export { buildPsv } from './psv-bundle'
export { psvHarness } from './psv-page'
export { psvUrl, routePsv } from './psv-side'
export { tourMarkdown } from './report'
export {
  OUR_TRANSITION_MS,
  ROTATION_DEG_PER_S,
  ROTATION_MS,
  TOUR_JS_GOAL_KB,
  TOUR_RUNS,
  VIEWPORT,
} from './settings'
export type { Size, TourBench, TourRuns } from './types'

/**
 * `launchUncapped`: a browser whose frames are not limited to the display's 60 Hz, for the turn that shows how fast
 * each engine can draw at 1× (at 60 Hz both draw every frame).
 */
export async function measureTour(
  browser: Browser,
  demoUrl: string,
  launchUncapped: () => Promise<Browser>,
): Promise<TourBench> {
  const setup = await tourSetup(demoUrl)
  const start = setup.scenes.find((s) => s.code === setup.starting.sceneCode)
  const target = setup.scenes.find((s) => s.code === start?.linkedScenes[0])
  if (!start || !target) throw new Error(`the starting scene of ${setup.tourName} links to no scene`)
  const kind = start.cluster === target.cluster ? 'slide' : 'fly'
  const transitionMs = OUR_TRANSITION_MS[kind]
  const marzipanoRaw = readFileSync(marzipanoPath())
  const renderer = await webglRenderer(browser)
  const ourCanvas = await probeOurs(browser, `${demoUrl}/${setup.tourName}/tour`)
  const ourJs = await measureOurJs(browser, demoUrl, setup.tourName)
  // Marzipano draws into a container the size of our canvas, so both fill the same pixels with the same view.
  const size = ourCanvas ?? VIEWPORT

  const psvBundle = await buildPsv()
  const previewSrc = `/media/${setup.tourName}/scenes/${start.code}/d.jpg?v=${start.version}`

  const marzipanoOnce = async () => ({
    ...(await marzipanoLoadRun(browser, demoUrl, setup, size)),
    ...(await marzipanoInteractionRun(browser, demoUrl, setup, size, target.code, transitionMs)),
    denseFps: await marzipanoFreshTurnRun(browser, demoUrl, setup, size),
    uncappedFps: await marzipanoFreshTurnRun(uncapped, demoUrl, setup, size, 1),
  })
  const psvOnce = async () => ({
    ...(await psvLoadRun(browser, demoUrl, setup, psvBundle, size)),
    ...(await psvInteractionRun(browser, demoUrl, setup, psvBundle, size, target.code, transitionMs)),
    denseFps: await psvFreshTurnRun(browser, demoUrl, setup, psvBundle, size),
    uncappedFps: await psvFreshTurnRun(uncapped, demoUrl, setup, psvBundle, size, 1),
  })
  // The throttled runs load both pages through one same-origin proxy (network.ts), which serves the one-image page.
  const proxy = await startSameOriginProxy(demoUrl, { [ONE_IMAGE_PATH]: oneImagePage(previewSrc, size) })
  const uncapped = await launchUncapped()
  const oneImageOnce = async () => ({
    paintMs: await oneImageRun(browser, demoUrl, previewSrc, size),
    onScreenMs: await oneImageOnScreenRun(browser, demoUrl, previewSrc, size),
    onScreenThrottledMs: await oneImageOnScreenRun(browser, proxy.url, previewSrc, size, true),
  })
  const oursOnce = async () => ({
    ...(await ourLoadRun(browser, demoUrl, setup)),
    previewOnScreenMs: await ourOnScreenRun(browser, demoUrl, setup),
    previewOnScreenThrottledMs: await ourOnScreenRun(browser, proxy.url, setup, throttle),
    ...(await ourInteractionRun(browser, demoUrl, setup, target.code)),
    denseFps: await ourFreshTurnRun(browser, demoUrl, setup),
    uncappedFps: await ourFreshTurnRun(uncapped, demoUrl, setup, 1),
  })
  // One unmeasured run per side first, so the server's and the OS's caches are warm; then the sides take turns, so
  // whatever else the machine does falls on both alike.
  const marzipano = []
  const psv = []
  const oneImage = []
  const ours = []
  let loadAverage = Number.NaN
  try {
    await marzipanoOnce()
    await psvOnce()
    await oneImageOnce()
    if (ourCanvas) await oursOnce()
    loadAverage = os.loadavg()[0] ?? Number.NaN
    for (let i = 0; i < TOUR_RUNS; i++) {
      marzipano.push(await marzipanoOnce())
      psv.push(await psvOnce())
      oneImage.push(await oneImageOnce())
      if (ourCanvas) ours.push(await oursOnce())
    }
  } finally {
    await proxy.stop()
    await uncapped.close()
  }

  const runsOf = (runs: ReadonlyArray<RunFigures>): TourRuns => ({
    previewRequestMs: runs.map((r) => r.previewRequestMs),
    firstPreviewMs: runs.map((r) => r.firstPreviewMs),
    firstFullMs: runs.map((r) => r.firstFullMs),
    fps: runs.map((r) => r.fps),
    denseFps: runs.map((r) => r.denseFps),
    uncappedFps: runs.map((r) => r.uncappedFps),
    gpuMsPerFrame: runs.map((r) => r.gpuMsPerFrame),
    arrivalMs: runs.map((r) => r.arrivalMs),
    toldMs: runs.map((r) => r.toldMs),
    sharpMs: runs.map((r) => r.sharpMs),
    longestFrameMs: runs.map((r) => r.longestFrameMs),
  })
  return {
    tourName: setup.tourName,
    loadAverage,
    cores: os.availableParallelism(),
    startScene: start.code,
    targetScene: target.code,
    transition: { kind, ms: transitionMs, source: TRANSITION_SOURCE[kind] },
    canvas: ourCanvas ? { top: ourCanvas, framed: ours.map((r) => r.canvas) } : undefined,
    renderer,
    marzipanoJs: { rawKb: marzipanoRaw.length / 1024, gzipKb: gzipSync(marzipanoRaw, { level: 9 }).length / 1024 },
    marzipano: runsOf(marzipano),
    psvJs: {
      rawKb: psvBundle.rawKb,
      gzipKb: psvBundle.gzipKb,
      cssGzipKb: psvBundle.cssGzipKb,
      threeVersion: psvBundle.threeVersion,
    },
    psv: runsOf(psv),
    oneImageMs: oneImage.map((r) => r.paintMs),
    oneImageOnScreenMs: oneImage.map((r) => r.onScreenMs),
    oneImageOnScreenThrottledMs: oneImage.map((r) => r.onScreenThrottledMs),
    ourJs,
    ours: ourCanvas
      ? {
          ...runsOf(ours),
          targetFetchedBefore: ours.map((r) => r.fetched),
          previewOnScreenMs: ours.map((r) => r.previewOnScreenMs),
          previewOnScreenThrottledMs: ours.map((r) => r.previewOnScreenThrottledMs),
        }
      : undefined,
    oursMissing: ourCanvas
      ? undefined
      : `\`/${setup.tourName}/tour\` does not publish \`window.${OUR_STATS}\` yet (the engine is not wired in)`,
  }
}
