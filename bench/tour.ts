// Benchmark: the 3D tour at /{tourName}/tour (issue 7, Performance), against Marzipano 0.10.2 fed the same cube
// faces, in headless Chromium at 1280×720 with whatever GPU it gives (SwiftShader through ANGLE on a server).
// Figures, ours as ratios to Marzipano's:
// 1. tour JavaScript: the scripts /{tourName}/tour loads beyond what /{tourName} (the info section) loads, gzip KB
//    as the server sends them; Marzipano's is its one script at gzip level 9. Goal ≤ 150 KB.
// 2. first preview frame and 3. first full-resolution frame, ms from opening the page.
// 4. frames per second during a scripted 3 s rotation at 90°/s, the view set once per animation frame.
// 5. scene switch: from asking for a linked scene of the starting scene until standing in it.
// Each figure is the median of TOUR_RUNS runs, each in a fresh context (empty cache). How the comparison is kept
// fair is written out in tourMarkdown, beside the figures.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Frame, FrameLocator, Page } from '@playwright/test'
import { fieldOfView } from '../src/domain/tour-geometry'
import { FLY_IN_MS, FLY_OUT_MS, SLIDE_MS } from '../src/ui/three'
import { recordScripts } from './pages'

export const TOUR_RUNS = 7
export const TOUR_JS_GOAL_KB = 150
export const VIEWPORT = { width: 1280, height: 720 } as const
export const ROTATION_DEG_PER_S = 90
export const ROTATION_MS = 3000
/** Quiet time after loading and between phases, so late loads do not fall into a measured window. */
const SETTLE_MS = 1000
const LOAD_TIMEOUT_MS = 30_000

/** Our transition lengths (src/ui/three): Marzipano's cross-fade lasts as long as the move we make. */
export const OUR_TRANSITION_MS: Readonly<Record<'slide' | 'fly', number>> = {
  slide: SLIDE_MS,
  fly: FLY_OUT_MS + FLY_IN_MS,
}
const TRANSITION_SOURCE = { slide: '`SLIDE_MS`', fly: '`FLY_OUT_MS` + `FLY_IN_MS`' } as const

const MARZIPANO_VERSION = '0.10.2'
const require = createRequire(import.meta.url)
const marzipanoPath = (): string => require.resolve('marzipano/dist/marzipano.js')

/** One side's runs, in run order (ms unless named otherwise). */
export interface TourRuns {
  /** When the page asked for the starting scene's preview strip (resource timing): what precedes the engine's work. */
  readonly previewRequestMs: ReadonlyArray<number>
  readonly firstPreviewMs: ReadonlyArray<number>
  readonly firstFullMs: ReadonlyArray<number>
  readonly fps: ReadonlyArray<number>
  /** From asking for the move until the transition has ended (ours: the embed API's `move` event). */
  readonly arrivalMs: ReadonlyArray<number>
}

export interface TourBench {
  readonly tourName: string
  readonly startScene: string
  readonly targetScene: string
  readonly transition: { readonly kind: 'slide' | 'fly'; readonly ms: number; readonly source: string }
  /** Our tour's canvas in the bench's viewport (top level, and framed by the host page); Marzipano gets the first. */
  readonly canvas: { readonly top: Size; readonly framed: ReadonlyArray<Size> } | undefined
  /** os.loadavg()[0] and the core count as the tour runs began: other work on the machine shows in the spread. */
  readonly loadAverage: number
  readonly cores: number
  /** UNMASKED_VENDOR / UNMASKED_RENDERER_WEBGL (WEBGL_debug_renderer_info), or RENDERER without the extension. */
  readonly renderer: string
  readonly marzipanoJs: { readonly rawKb: number; readonly gzipKb: number }
  readonly marzipano: TourRuns & {
    /** From asking for the move until a frame shows every visible face of the target at full resolution. */
    readonly sharpMs: ReadonlyArray<number>
  }
  /** The scripts the tour page loads beyond the info section's. */
  readonly ourJs: { readonly files: ReadonlyArray<string>; readonly rawKb: number; readonly gzipKb: number }
  /** Undefined while the tour page does not publish window.__showhomeTourStats, with the reason in oursMissing. */
  readonly ours:
    | (TourRuns & {
        /** Per run: which of the target's images our page had fetched before the move was asked (prefetch). */
        readonly targetFetchedBefore: ReadonlyArray<string>
      })
    | undefined
  readonly oursMissing: string | undefined
}

export interface Size {
  readonly width: number
  readonly height: number
}

interface TourScene {
  readonly code: string
  readonly cluster: string
  readonly linkedScenes: ReadonlyArray<string>
}

interface TourSetup {
  readonly tourName: string
  readonly scenes: ReadonlyArray<TourScene>
  readonly starting: { readonly sceneCode: string; readonly pan: number; readonly tilt: number }
}

async function api<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** The first public listing of Explore with a ready tour (as the listing bench picks), and its tour config. */
async function tourSetup(baseUrl: string): Promise<TourSetup> {
  const page = await api<{ listings: Array<{ tourName: string; tourReady: boolean }> }>(baseUrl, '/listing/explore', {})
  const first = page.listings.find((l) => l.tourReady)
  if (!first) throw new Error('no public listing with a ready tour: the tour bench needs the demo world (DEMO_DATA=on)')
  const listing = await api<{ tourConfigVersion: number }>(baseUrl, '/listing/get', {
    tourName: first.tourName,
    debugMode: false,
  })
  const config = await api<Omit<TourSetup, 'tourName'>>(
    baseUrl,
    `/tour/${first.tourName}?v=${listing.tourConfigVersion}`,
  )
  return { tourName: first.tourName, scenes: config.scenes, starting: config.starting }
}

const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

// ——— Tour JavaScript ———

/** Script paths and their wire sizes (gzip as the server sends it) of a page loaded until the network is idle. */
async function scriptsOf(browser: Browser, url: string): Promise<Map<string, { raw: number; wire: number }>> {
  const context = await browser.newContext({ viewport: VIEWPORT, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } })
  const page = await context.newPage()
  const scripts = recordScripts(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  // A chunk imported once the page has settled (an effect's lazy import) still counts: wait for quiet again.
  await page.waitForTimeout(SETTLE_MS)
  await page.waitForLoadState('networkidle')
  const entries = await scripts()
  await context.close()
  return new Map(entries.map(({ path, raw, wire }) => [path, { raw, wire }]))
}

async function measureOurJs(browser: Browser, baseUrl: string, tourName: string): Promise<TourBench['ourJs']> {
  const info = await scriptsOf(browser, `${baseUrl}/${tourName}`)
  const tour = await scriptsOf(browser, `${baseUrl}/${tourName}/tour`)
  const extra = [...tour].filter(([path]) => !info.has(path))
  return {
    files: extra.map(([path]) => path.replace(/^.*\//, '')),
    rawKb: extra.reduce((n, [, s]) => n + s.raw, 0) / 1024,
    gzipKb: extra.reduce((n, [, s]) => n + s.wire, 0) / 1024,
  }
}

// ——— Marzipano ———

/**
 * The Marzipano harness, served at the demo server's origin by request interception so the scene images load
 * without CORS. It makes the same two API calls our tour page makes before its first image (the listing, then the
 * tour config), then builds one Marzipano scene for the starting scene:
 * - geometry: a cube with two levels, 256 px (the preview, fallback only) and 1024 px (the full faces);
 * - preview level: d.jpg itself, each face cut out by Marzipano's `rect` (createImageBitmap), so Marzipano
 *   downloads the same 1536×256 strip we do, once (the six crops share one image request);
 * - full level: c0.jpg … c5.jpg, Marzipano face f = c1 (north), r = c2 (east), b = c3, l = c4, u = c0, d = c5; our
 *   faces and Marzipano's share orientation (upright sides; the front face adjoins the bottom edge of up and the
 *   top edge of down), checked by screenshot;
 * - view: yaw = our pan (compass degrees clockwise from north; both turn right for positive angles), pitch = −our
 *   tilt (Marzipano's pitch grows downwards), vertical field of view = ours (fieldOfView of the 16:9 container);
 * - pinFirstLevel: a scene's preview loads whole as soon as the scene exists, as ours does.
 * Frames are counted on the stage's renderComplete and timed by the animation frame's timestamp
 * (document.timeline.currentTime), the `now` our engine's frames are timed by. First preview frame: the first frame
 * in which every visible face has a texture (preview or full); first full frame: the first in which every visible
 * face has its full one.
 */
export const marzipanoHarness = (fovRad: number, size: Size) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Marzipano bench</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#000}
#pano{position:absolute;left:0;top:0;width:${size.width}px;height:${size.height}px}</style>
</head><body><div id="pano"></div>
<script src="/__bench/marzipano.js"></script>
<script>
'use strict'
const FOV = ${fovRad}
// Marzipano face letter → our face index (docs/panoramas.md).
const FACE = { u: 0, f: 1, r: 2, b: 3, l: 4, d: 5 }
const stats = (window.__marzipanoStats = { frames: 0 })
const frameListeners = new Set()
const tourName = new URLSearchParams(location.search).get('tour')
const viewer = new Marzipano.Viewer(document.getElementById('pano'))
const geometry = new Marzipano.CubeGeometry([
  { tileSize: 256, size: 256, fallbackOnly: true },
  { tileSize: 1024, size: 1024 },
])
let config
const created = {}
let current
const rad = (deg) => (deg * Math.PI) / 180
const frameTime = () => document.timeline.currentTime ?? performance.now()

function createScene(code, pan, tilt) {
  const scene = config.scenes.find((s) => s.code === code)
  const base = '/media/' + tourName + '/scenes/' + scene.code + '/'
  const v = '?v=' + scene.version
  const source = new Marzipano.ImageUrlSource((tile) =>
    tile.z === 0
      ? { url: base + 'd.jpg' + v, rect: { x: FACE[tile.face] / 6, y: 0, width: 1 / 6, height: 1 } }
      : { url: base + 'c' + FACE[tile.face] + '.jpg' + v },
  )
  // Marzipano's pitch grows downwards, our tilt upwards.
  const view = new Marzipano.RectilinearView({ yaw: rad(pan), pitch: rad(-tilt), fov: FOV })
  const mScene = viewer.createScene({ source, geometry, view, pinFirstLevel: true })
  const loaded = new Set()
  const store = mScene.layer().textureStore()
  store.addEventListener('textureLoad', (tile) => loaded.add(tile.z + tile.face))
  store.addEventListener('textureUnload', (tile) => loaded.delete(tile.z + tile.face))
  created[code] = { code, scene: mScene, view, layer: mScene.layer(), loaded }
  return created[code]
}

/** 'none' | 'preview' | 'full': what the scene's visible faces show at best in the frame just drawn. */
function shown(s) {
  const tiles = []
  s.layer.visibleTiles(tiles)
  if (tiles.length === 0) return 'none'
  const store = s.layer.textureStore()
  if (tiles.every((t) => t.z === 1 && store.texture(t))) return 'full'
  if (tiles.every((t) => store.texture(t) || (t.parent() && store.texture(t.parent())))) return 'preview'
  return 'none'
}

viewer.stage().addEventListener('renderComplete', () => {
  const t = frameTime()
  stats.frames++
  if (current) {
    const level = shown(current)
    if (stats.firstPreviewFrame === undefined && level !== 'none') stats.firstPreviewFrame = t
    if (stats.firstFullFrame === undefined && level === 'full') stats.firstFullFrame = t
  }
  for (const listener of [...frameListeners]) listener(t)
})

const nextFrameWhere = (test) =>
  new Promise((resolve) => {
    const listener = (t) => {
      if (!test()) return
      frameListeners.delete(listener)
      resolve(t)
    }
    frameListeners.add(listener)
  })

window.__bench = {
  /** Looks somewhere (degrees, as our pan and tilt), for the orientation check. */
  look(pan, tilt) {
    current.view.setParameters({ yaw: rad(pan), pitch: rad(-tilt) })
  },
  /** Creates a scene ahead of a move, so its preview loads (Marzipano's own tool creates every scene at start). */
  prepare(code) {
    createScene(code, 0, 0)
  },
  /** Loads the full level of every face (not only the visible ones) and resolves once all six are there. */
  async pinFull() {
    current.layer.pinLevel(1)
    while (['f', 'b', 'l', 'r', 'u', 'd'].some((f) => !current.loaded.has('1' + f))) {
      await new Promise((r) => setTimeout(r, 20))
    }
  },
  /** Turns right at degPerS for ms, one setYaw per animation frame; the frames counted are those Marzipano drew. */
  rotate(ms, degPerS) {
    const view = current.view
    const yaw0 = view.yaw()
    const frames0 = stats.frames
    const t0 = performance.now()
    return new Promise((resolve) => {
      const step = () => {
        const t = performance.now() - t0
        view.setYaw(yaw0 + rad(degPerS) * (Math.min(t, ms) / 1000))
        if (t < ms) requestAnimationFrame(step)
        else resolve({ frames: stats.frames - frames0, ms: t })
      }
      requestAnimationFrame(step)
    })
  },
  /**
   * switchTo the scene, looking the same way: ms until the cross-fade has ended (arrival) and until a frame shows
   * every visible face of it at full resolution (sharp).
   */
  async move(code, transitionMs) {
    const t0 = performance.now()
    const view = current.view
    const target = created[code] ?? createScene(code, 0, 0)
    target.view.setParameters({ yaw: view.yaw(), pitch: view.pitch() })
    await new Promise((resolve) => target.scene.switchTo({ transitionDuration: transitionMs }, resolve))
    const arrival = performance.now() - t0
    current = target
    const sharp = shown(target) === 'full' ? arrival : (await nextFrameWhere(() => shown(target) === 'full')) - t0
    return { arrival, sharp: Math.max(arrival, sharp) }
  },
}

;(async () => {
  const listing = await (
    await fetch('/api/v1/listing/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tourName, debugMode: false }),
    })
  ).json()
  config = await (await fetch('/api/v1/tour/' + tourName + '?v=' + listing.tourConfigVersion)).json()
  const start = config.starting
  current = createScene(start.sceneCode, start.pan, start.tilt)
  current.scene.switchTo({ transitionDuration: 0 })
})()
</script>
</body></html>`

interface PageStats {
  readonly firstPreviewFrame?: number
  readonly firstFullFrame?: number
  readonly frames: number
}

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

/** When the page asked for a scene's preview strip, ms after it opened (resource timing). */
async function previewRequestedAt(page: Page, tourName: string, sceneCode: string): Promise<number> {
  const path = `/media/${tourName}/scenes/${sceneCode}/d.jpg`
  return page.evaluate(
    (p) =>
      performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === p)?.startTime ?? Number.NaN,
    path,
  )
}

async function waitForStats(page: Page | Frame, global: string): Promise<PageStats> {
  await page.waitForFunction((g) => (window as unknown as Record<string, PageStats>)[g]?.firstFullFrame, global, {
    timeout: LOAD_TIMEOUT_MS,
  })
  return page.evaluate((g) => ({ ...(window as unknown as Record<string, PageStats>)[g] }) as PageStats, global)
}

/** A load run's figures, once the page publishing its frame stats under `global` has drawn a full frame. */
async function loadFigures(page: Page, global: string, setup: TourSetup) {
  const stats = await waitForStats(page, global)
  return {
    previewRequestMs: await previewRequestedAt(page, setup.tourName, setup.starting.sceneCode),
    firstPreviewMs: stats.firstPreviewFrame ?? Number.NaN,
    firstFullMs: stats.firstFullFrame ?? Number.NaN,
  }
}

interface MarzipanoBench {
  prepare(code: string): void
  pinFull(): Promise<void>
  rotate(ms: number, deg: number): Promise<{ frames: number; ms: number }>
  move(code: string, ms: number): Promise<{ arrival: number; sharp: number }>
}

/** Opens the harness at top level, as our tour page is opened: the load figures. */
async function marzipanoLoadRun(browser: Browser, baseUrl: string, setup: TourSetup, size: Size) {
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
 * drives it from inside the frame: the rotation and the scene switch.
 */
async function marzipanoInteractionRun(
  browser: Browser,
  baseUrl: string,
  setup: TourSetup,
  size: Size,
  target: string,
  transitionMs: number,
) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
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
    await frame.evaluate((code) => (window as unknown as { __bench: MarzipanoBench }).__bench.prepare(code), target)
    await frame.evaluate(() => (window as unknown as { __bench: MarzipanoBench }).__bench.pinFull())
    await page.waitForTimeout(SETTLE_MS)
    const rotation = await frame.evaluate(
      ([ms, deg]) => (window as unknown as { __bench: MarzipanoBench }).__bench.rotate(ms, deg),
      [ROTATION_MS, ROTATION_DEG_PER_S] as const,
    )
    await page.waitForTimeout(SETTLE_MS)
    const move = await frame.evaluate(
      ([code, ms]) => (window as unknown as { __bench: MarzipanoBench }).__bench.move(code, ms),
      [target, transitionMs] as const,
    )
    return { fps: rotation.frames / (rotation.ms / 1000), arrivalMs: move.arrival, sharpMs: move.sharp }
  } finally {
    await context.close()
  }
}

/** The WebGL renderer headless Chromium gives a page (WEBGL_debug_renderer_info when it is offered). */
async function webglRenderer(browser: Browser): Promise<string> {
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

// ——— Ours ———

const OUR_STATS = '__showhomeTourStats'

/** A page framing `src` (same origin) at the bench's viewport, the frame with id "tour", then `script`. */
const framingPage = (src: string, script = '') => `<!doctype html>
<html><head><meta charset="utf-8"><title>Tour host bench</title>
<style>html,body{margin:0;overflow:hidden;background:#000}iframe{display:block;border:0}</style>
</head><body>
<iframe id="tour" width="${VIEWPORT.width}" height="${VIEWPORT.height}" src="${src}"></iframe>
${script}
</body></html>`

/** The size of the first canvas in a page or frame, in CSS pixels. */
async function canvasSize(frame: Page | FrameLocator): Promise<Size> {
  const box = await frame.locator('canvas').first().boundingBox()
  if (!box) throw new Error('the tour shows no canvas')
  return { width: Math.round(box.width), height: Math.round(box.height) }
}

/**
 * Whether the tour page publishes its frame stats (the engine is wired into the viewer), and if so its canvas size
 * once it is sharp: the tour shares the page with the site's and the listing's headers.
 */
async function probeOurs(browser: Browser, url: string): Promise<Size | undefined> {
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

async function ourLoadRun(browser: Browser, baseUrl: string, setup: TourSetup) {
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
 * A same-origin host page framing the tour at 1280×720 with the embed API on. It records the tour's events with
 * the host's performance.now() and drives it: rotate once per animation frame, move and wait for the arrival.
 */
const hostHarness = (tourName: string) =>
  framingPage(
    `/${tourName}/tour?enablejsapi=1`,
    `<script>
'use strict'
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
        if (t < ms) requestAnimationFrame(step)
        else resolve({ frames: stats().frames - frames0, ms: t })
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
    const t0 = performance.now()
    send({ type: 'move', sceneCode: code })
    const arrived = await nextEvent((e) => e.type === 'move' && e.sceneCode === code && e.t >= t0)
    return { arrival: arrived.t - t0, fetched: [...new Set(fetched)].sort().join(' ') }
  },
}
</script>`,
  )

interface HostBench {
  ready(): Promise<unknown>
  fullFrame(): Promise<void>
  rotate(ms: number, deg: number, pan0: number, tilt0: number): Promise<{ frames: number; ms: number }>
  move(code: string): Promise<{ arrival: number; fetched: string }>
}

async function ourInteractionRun(browser: Browser, baseUrl: string, setup: TourSetup, target: string) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    await context.route(`${baseUrl}/__bench/host.html`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostHarness(setup.tourName) }),
    )
    const page = await context.newPage()
    await page.goto(`${baseUrl}/__bench/host.html`)
    await page.evaluate(() => (window as unknown as { __bench: HostBench }).__bench.ready())
    await page.evaluate(() => (window as unknown as { __bench: HostBench }).__bench.fullFrame())
    await page.waitForTimeout(SETTLE_MS)
    const { pan, tilt } = setup.starting
    const rotation = await page.evaluate(
      ([ms, deg, p, t]) => (window as unknown as { __bench: HostBench }).__bench.rotate(ms, deg, p, t),
      [ROTATION_MS, ROTATION_DEG_PER_S, pan, tilt] as const,
    )
    await page.waitForTimeout(SETTLE_MS)
    const move = await page.evaluate((code) => (window as unknown as { __bench: HostBench }).__bench.move(code), target)
    return {
      fps: rotation.frames / (rotation.ms / 1000),
      arrivalMs: move.arrival,
      fetched: move.fetched,
      canvas: await canvasSize(page.frameLocator('#tour')),
    }
  } finally {
    await context.close()
  }
}

// ——— Together ———

export async function measureTour(browser: Browser, demoUrl: string): Promise<TourBench> {
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

  const marzipanoOnce = async () => ({
    ...(await marzipanoLoadRun(browser, demoUrl, setup, size)),
    ...(await marzipanoInteractionRun(browser, demoUrl, setup, size, target.code, transitionMs)),
  })
  const oursOnce = async () => ({
    ...(await ourLoadRun(browser, demoUrl, setup)),
    ...(await ourInteractionRun(browser, demoUrl, setup, target.code)),
  })
  // One unmeasured run per side first, so the server's and the OS's caches are warm; then the sides take turns, so
  // whatever else the machine does falls on both alike.
  await marzipanoOnce()
  if (ourCanvas) await oursOnce()
  const loadAverage = os.loadavg()[0] ?? Number.NaN
  const marzipano = []
  const ours = []
  for (let i = 0; i < TOUR_RUNS; i++) {
    marzipano.push(await marzipanoOnce())
    if (ourCanvas) ours.push(await oursOnce())
  }

  const runsOf = (runs: ReadonlyArray<RunFigures>): TourRuns => ({
    previewRequestMs: runs.map((r) => r.previewRequestMs),
    firstPreviewMs: runs.map((r) => r.firstPreviewMs),
    firstFullMs: runs.map((r) => r.firstFullMs),
    fps: runs.map((r) => r.fps),
    arrivalMs: runs.map((r) => r.arrivalMs),
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
    marzipano: { ...runsOf(marzipano), sharpMs: marzipano.map((r) => r.sharpMs) },
    ourJs,
    ours: ourCanvas ? { ...runsOf(ours), targetFetchedBefore: ours.map((r) => r.fetched) } : undefined,
    oursMissing: ourCanvas
      ? undefined
      : `\`/${setup.tourName}/tour\` does not publish \`window.${OUR_STATS}\` yet (the engine is not wired in)`,
  }
}

interface RunFigures {
  readonly previewRequestMs: number
  readonly firstPreviewMs: number
  readonly firstFullMs: number
  readonly fps: number
  readonly arrivalMs: number
}

// ——— Report ———

const list = (values: ReadonlyArray<number>, digits = 0) => values.map((v) => v.toFixed(digits)).join(', ')
const sizeText = (s: Size) => `${s.width}×${s.height}`

export function tourMarkdown(b: TourBench): string {
  const m = b.marzipano
  const o = b.ours
  const ratio = (ours: number | undefined, theirs: number) =>
    ours === undefined || !Number.isFinite(ours) ? '—' : `${(ours / theirs).toFixed(2)}×`
  const row = (measure: string, ours: ReadonlyArray<number> | undefined, theirs: ReadonlyArray<number>, digits = 0) => {
    const ourMedian = ours ? median(ours) : undefined
    const theirMedian = median(theirs)
    const shownOurs = ourMedian === undefined ? '—' : ourMedian.toFixed(digits)
    return `| ${measure} | ${shownOurs} | ${theirMedian.toFixed(digits)} | ${ratio(ourMedian, theirMedian)} | — |`
  }
  const jsOurs = o ? b.ourJs.gzipKb : undefined
  const move = `${b.startScene} → ${b.targetScene}`
  const framed = [...new Set(b.canvas?.framed.map(sizeText))]
  const canvas = b.canvas
    ? [
        `Our tour's canvas is ${sizeText(b.canvas.top)} there (below the site's and the listing's headers; framed by the host`,
        `page: ${framed.join(', ')}), and Marzipano draws into a container of the same size.`,
      ]
    : ['Marzipano fills the viewport.']
  return [
    '## The 3D tour, against Marzipano',
    '',
    `\`/${b.tourName}/tour\` (the first public listing of Explore with a ready tour) and Marzipano ${MARZIPANO_VERSION} fed the`,
    `same cube faces, in headless Chromium at ${sizeText(VIEWPORT)}.`,
    ...canvas,
    `WebGL as headless Chromium gives it: \`${b.renderer}\`${/swiftshader|llvmpipe|software/i.test(b.renderer) ? ', i.e. software rendering on the CPU' : ''}.`,
    `Medians of ${m.fps.length} runs, each in a fresh context (empty cache), the two sides taking turns after one unmeasured`,
    `warm-up run each; loopback network, CPU not slowed (load average ${b.loadAverage.toFixed(1)} on ${b.cores} cores as the tour runs`,
    "began: the machine is shared). Ratio = ours ÷ Marzipano's: below 1 is better, except for frames per second.",
    '',
    `| measure | Showhome | Marzipano ${MARZIPANO_VERSION} | ratio | goal |`,
    '|---|---:|---:|---:|---:|',
    `| tour JavaScript, gzip KB | ${jsOurs === undefined ? '—' : jsOurs.toFixed(1)} | ${b.marzipanoJs.gzipKb.toFixed(1)} | ${ratio(jsOurs, b.marzipanoJs.gzipKb)} | ${TOUR_JS_GOAL_KB} |`,
    row('preview strip requested, ms after opening the page', o?.previewRequestMs, m.previewRequestMs),
    row('first preview frame, ms after opening the page', o?.firstPreviewMs, m.firstPreviewMs),
    row('first full-resolution frame, ms after opening the page', o?.firstFullMs, m.firstFullMs),
    row(`frames per second, turning ${ROTATION_DEG_PER_S}°/s for ${ROTATION_MS / 1000} s`, o?.fps, m.fps, 1),
    row(
      `scene switch ${move} (${b.transition.kind}, ${b.transition.ms} ms), ms until arrival`,
      o?.arrivalMs,
      m.arrivalMs,
    ),
    `| scene switch ${move}, ms until every visible face is sharp | — | ${median(m.sharpMs).toFixed(0)} | — | — |`,
    '',
    'Runs, in order:',
    '',
    ...(o
      ? [
          `- Showhome: preview strip requested ${list(o.previewRequestMs)} ms; first preview ${list(o.firstPreviewMs)} ms; first full`,
          `  ${list(o.firstFullMs)} ms; fps ${list(o.fps, 1)}; arrival ${list(o.arrivalMs)} ms; ${b.targetScene}'s images fetched before the`,
          `  move: ${o.targetFetchedBefore.map((f) => f || 'none').join('; ')}.`,
        ]
      : []),
    `- Marzipano: preview strip requested ${list(m.previewRequestMs)} ms; first preview ${list(m.firstPreviewMs)} ms; first full`,
    `  ${list(m.firstFullMs)} ms; fps ${list(m.fps, 1)}; arrival ${list(m.arrivalMs)} ms; sharp ${list(m.sharpMs)} ms.`,
    '',
    ...(b.oursMissing ? [`**Showhome not measured:** ${b.oursMissing}; only Marzipano's figures are new.`, ''] : []),
    'How it is measured, and kept fair:',
    '',
    o
      ? `- Tour JavaScript: the scripts \`/${b.tourName}/tour\` loads beyond those of \`/${b.tourName}\` (${b.ourJs.files.join(', ') || 'none'};` +
        ` ${b.ourJs.rawKb.toFixed(1)} KB raw), as the server sends them gzip-encoded; Marzipano's: \`marzipano.js\``
      : "- Tour JavaScript: Marzipano's is `marzipano.js`",
    `  (${b.marzipanoJs.rawKb.toFixed(1)} KB raw) at gzip level 9.`,
    '- Same images: Marzipano gets a two-level cube, 256 px faces (preview, fallback only) cut by its `rect` option',
    '  from the same `d.jpg` strip we download, and the 1024 px `c0.jpg` … `c5.jpg` (Marzipano f = c1 north, r = c2',
    '  east, b = c3, l = c4, u = c0, d = c5; orientation checked against the faces by screenshot). Its preview level is',
    "  pinned, so a scene's whole preview loads at once, as ours does.",
    '- Same start: both pages are opened directly and make the same API calls before any image (the listing, then',
    "  the tour config); the Marzipano page is served at the demo server's origin by request interception, so it loads",
    '  one script and no app: "preview strip requested" shows how much of our time is the page before the engine.',
    "  Same view: yaw = our pan, pitch = −our tilt (Marzipano's grows downwards), our vertical field of view.",
    '- Frames: first preview = the first frame in which every visible face has a texture; first full = the first in',
    "  which every visible face has its 1024 px texture, both timed by the animation frame's timestamp. Ours come from",
    "  `window.__showhomeTourStats`; Marzipano's from its stage's `renderComplete` and its texture store. Marzipano",
    '  fetches only the faces in view; we fetch all six, the visible ones first.',
    `- Frames per second: ${ROTATION_DEG_PER_S}°/s for ${ROTATION_MS / 1000} s, the view set once per animation frame, both framed at ${sizeText(VIEWPORT)} by a`,
    "  same-origin host page (ours: the embed API's rotate command from the host; Marzipano: `view.setYaw` in its frame); frames",
    "  counted as each engine drew them (both draw on demand). Before rotating, Marzipano's full level is pinned and",
    `  loaded for all six faces, as ours has them, and both rest ${SETTLE_MS} ms: the figure is drawing, not downloading.`,
    `- Scene switch: to ${b.targetScene}, the first scene ${b.startScene} links to, in the same framed page after the rotation. Marzipano`,
    `  cross-fades for ${b.transition.ms} ms (our ${b.transition.kind}: ${b.transition.source}). Arrival: ours, from the embed API's move`,
    "  command to its `move` event (we load the target's preview before moving, then play the transition); Marzipano,",
    "  from `switchTo` to its done callback (it loads while fading). Marzipano's target scene is created (its preview",
    '  pinned) once the start is sharp, as its own tool creates every scene up front; ours prefetches nearby previews',
    '  and the likeliest next scenes\' faces by itself (listed per run above). "Sharp" is Marzipano\'s first frame after',
    '  arrival with every visible face of the target at 1024 px; our page does not report that.',
  ].join('\n')
}
