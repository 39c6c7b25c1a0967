// The tour page's first paint (issue 21): inline in the <head> of a server-rendered /{tourName}/tour, it draws the
// opening view over the stage the server rendered, before the app's scripts have run, and long before three.js has
// loaded and compiled: first from the preview strip on a CSS cube (css-cube.ts), which the browser paints as soon as
// the strip has decoded and the page can render, then sharp, at the screen's resolution, on a 2D canvas once the
// full faces in view have decoded. Both by the engine's own projection (src/domain/cube-projection.ts), a few KB.
// The engine takes over at its first frame that shows as much (first-paint-handle.ts); until then the painter
// follows the stage (the app's own stage replaces the server's) and redraws when its size changes. A failed tour, a stage that is gone, or 20 s without the engine: it goes.
// Bundled as one IIFE by scripts/prerender.ts; the server adds it with its CSP hash (server/http/listing-render.ts).
import { cubeCamera, facesAnyStageShows, facesInView } from '../../domain/cube-projection'
import { fieldOfView } from '../../domain/tour-geometry'
import { aimCube, cubeFaces } from './css-cube'
import {
  FIRST_PAINT_CANVAS_ID,
  FIRST_PAINT_DATA_ID,
  type FirstPaintData,
  type FirstPaintState,
  firstPaintState,
} from './first-paint-handle'
import { type FaceSource, type Pixels, paintView, stripFaces } from './paint-view'

/** The sharp picture's pixels per CSS pixel at most, as the engine's renderer (tour-engine.ts). */
const MAX_PIXEL_RATIO = 2
const GIVE_UP_MS = 20_000
/** How long the page may show no stage before the painter takes it that the visitor has gone elsewhere. */
const STAGE_GONE_MS = 1500
/** The stage: the app's own (unless it failed), else the one the server rendered. */
const STAGE = '[data-tour-phase="loading"], [data-tour-phase="ready"], [data-tour-pending]'

function readData(): FirstPaintData | undefined {
  try {
    const data = JSON.parse(document.getElementById(FIRST_PAINT_DATA_ID)?.textContent ?? '') as FirstPaintData
    const valid =
      typeof data.strip === 'string' &&
      Array.isArray(data.faces) &&
      data.faces.length === 6 &&
      Number.isFinite(data.heading) &&
      Number.isFinite(data.tilt) &&
      (data.modules === undefined || (Array.isArray(data.modules) && data.modules.every((m) => typeof m === 'string')))
    return valid ? data : undefined
  } catch {
    return undefined
  }
}

async function download(url: string, credentials: RequestCredentials): Promise<Blob> {
  const response = await fetch(url, { credentials })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.blob()
}

/**
 * Fetched as the engine and the server's preload fetch it (one download for all). Chrome now and then fails to read
 * the body of a response it matched to its finished preload ("Failed to fetch", with no request failed); asked in
 * another credentials mode (the same cookies, same origin), the request no longer matches the preload and is
 * answered from the HTTP cache, where the preload left the image.
 */
const downloadRetrying = (url: string): Promise<Blob> =>
  download(url, 'same-origin').catch(() => download(url, 'include'))

/**
 * The strip as an image element, as the server preloads it (an image preload, which this request matches), decoded
 * on the main thread when its pixels are read (2 ms). Neither fetch() nor createImageBitmap: a fetch's body reached
 * the page 100–200 ms after the preload had it, and createImageBitmap decodes on the browser's worker threads,
 * which other work may hold for a while on a two-core machine while the main thread waits for exactly this.
 */
function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image()
  return new Promise<HTMLImageElement>((loaded, failed) => {
    image.onload = () => loaded(image)
    image.onerror = () => failed(new Error(`${url} did not load`))
    image.src = url
  })
}

function pixelsOf(image: HTMLImageElement | ImageBitmap): Pixels {
  const canvas = document.createElement('canvas')
  canvas.width = image.width
  canvas.height = image.height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas')
  context.drawImage(image, 0, 0)
  if (image instanceof ImageBitmap) image.close()
  return context.getImageData(0, 0, canvas.width, canvas.height)
}

const cameraFor = (data: FirstPaintData, width: number, height: number) =>
  cubeCamera(data.heading, data.tilt, fieldOfView(width / height), width / height)

/** The sharp picture: the full faces in view (the strip's for any other) at the screen's resolution, on a canvas. */
function drawSharp(canvas: HTMLCanvasElement, faces: ReadonlyArray<FaceSource>, data: FirstPaintData, rect: DOMRect) {
  const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO)
  canvas.width = Math.max(1, Math.round(rect.width * ratio))
  canvas.height = Math.max(1, Math.round(rect.height * ratio))
  const context = canvas.getContext('2d')
  if (!context) return
  const start = performance.now()
  const out = context.createImageData(canvas.width, canvas.height)
  paintView(faces, cameraFor(data, rect.width, rect.height), out)
  context.putImageData(out, 0, 0)
  // For the performance panel: what the drawing cost the main thread.
  performance.measure('showhome:tour-first-paint-draw-sharp', { start })
}

function markDrawn(state: FirstPaintState, sharp: boolean, at = performance.now()) {
  // An engine already started (but not yet drawn) counts these as the tour's first frames.
  const stats = window.__showhomeTourStats
  if (state.paintedAt === undefined) {
    state.paintedAt = at
    performance.mark('showhome:tour-first-paint', { startTime: at })
    if (stats && stats.firstPreviewFrame === undefined) stats.firstPreviewFrame = at
  }
  if (sharp && state.sharpAt === undefined) {
    state.sharpAt = at
    performance.mark('showhome:tour-first-paint-sharp', { startTime: at })
    if (stats && stats.firstFullFrame === undefined) stats.firstFullFrame = at
  }
}

/** Face k at full size, its pixels read (once) on first use. */
function fullFace(full: Array<ImageBitmap | FaceSource | undefined>, k: number): FaceSource | undefined {
  const face = full[k]
  if (!(face instanceof ImageBitmap)) return face
  const pixels = pixelsOf(face)
  const source = { pixels, left: 0, size: pixels.height }
  full[k] = source
  return source
}

/** The painter over the stage, where the stage is now (document coordinates: it scrolls with the page). */
function place(painter: HTMLElement, rect: DOMRect) {
  const box = `left:${rect.left + window.scrollX}px;top:${rect.top + window.scrollY}px;width:${rect.width}px;height:${rect.height}px`
  painter.style.cssText = `position:absolute;display:block;overflow:hidden;pointer-events:none;z-index:1;${box};perspective:${painter.style.perspective}`
}

/**
 * Runs from the page's <head>, before its styles and the app's scripts: the strip and the faces any view could
 * show are asked for while the page loads. The preview is the strip on a CSS cube, which the browser paints as
 * soon as the strip has decoded and the page can render; the sharp picture is drawn on a canvas over it once the
 * full faces in view have decoded. Both wait for the stage the server rendered.
 */
async function firstPaint(finished: () => void): Promise<void> {
  const data = readData()
  const state = firstPaintState()
  if (!data || state.handedOver) {
    finished()
    return
  }
  const started = performance.now()
  // The strip first, on its own: the boxes' backgrounds and this image are the preloaded request.
  const strip = loadImage(data.strip)
  const painter = document.createElement('div')
  painter.id = FIRST_PAINT_CANVAS_ID
  painter.setAttribute('aria-hidden', 'true')
  const boxes = cubeFaces(data.strip)
  const canvas = document.createElement('canvas')
  canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%'
  let stripSources: FaceSource[] | undefined
  // Each face downloaded and decoded (off the main thread) once: those the server preloaded for any stage shape
  // (facesAnyStageShows) as soon as the strip is in, any other the moment the stage's view needs it. Only the faces
  // in view are read into pixels, for the sharp drawing.
  const full: Array<ImageBitmap | FaceSource | undefined> = []
  const asked = new Set<number>()
  const need = (k: number) => {
    if (asked.has(k)) return
    asked.add(k)
    downloadRetrying(data.faces[k] as string)
      .then((blob) => createImageBitmap(blob))
      .then(
        (bitmap) => {
          full[k] = bitmap
        },
        () => {},
      )
  }
  let stripImage: HTMLImageElement | undefined
  const stripIn = strip.then((image) => {
    stripImage = image
    for (const k of facesAnyStageShows(data.heading, data.tilt)) need(k)
    // For the performance panel and the bench's probes: when the strip was in.
    performance.mark('showhome:tour-first-paint-strip')
  })
  // The boxes go in once the strip is decoded, so the frame that brings them in paints them.
  let decoded = false
  strip
    .then((image) => image.decode())
    .then(
      () => {
        decoded = true
      },
      () => {},
    )
  // When the frame that brings the boxes in has been laid out and painted (as the engine's frames are timed).
  let showPreview: (at: number) => void = () => {}
  const preview = new Promise<number>((shown) => {
    showPreview = shown
  }).then((at) => {
    if (!state.handedOver) markDrawn(state, false, at)
    // The strip's pixels, for the sharp drawing's faces out of view: read now, not on the way to the sharp frame.
    if (stripImage) stripSources ??= stripFaces(pixelsOf(stripImage))
  })
  let aimedFor = ''
  let sharpFor = ''
  const sharpOrStopped = new Promise<void>((done) => {
    // Since when no stage has been on the page (the app may show its loading skeleton for a moment).
    let missingSince: number | undefined
    const follow = () => {
      const now = performance.now()
      const stage = document.querySelector<HTMLElement>(STAGE)
      if (stage || document.readyState === 'loading') missingSince = undefined
      else missingSince ??= now
      const gone = missingSince !== undefined && now - missingSince > STAGE_GONE_MS
      if (state.handedOver || now - started > GIVE_UP_MS || gone) {
        painter.remove()
        finished()
        done()
        return
      }
      // Hidden while there is no stage to cover.
      painter.style.visibility = stage ? '' : 'hidden'
      if (stage?.hasAttribute('data-tour-pending')) {
        // The stage fills the screen below the header, as the app's stage does (TourStage's --tour-top). Set on
        // the document, so the copies of this stage the app renders before its own (the keep-painted copy,
        // TourPending) are as tall from their first frame; followed while the page settles (a web font arriving
        // can move the header's lines on a phone).
        const top = `${Math.round(stage.getBoundingClientRect().top + window.scrollY)}px`
        const root = document.documentElement.style
        if (root.getPropertyValue('--tour-top') !== top) root.setProperty('--tour-top', top)
      }
      const rect = stage?.getBoundingClientRect()
      if (rect && rect.width > 0 && rect.height > 0) {
        const size = `${rect.width}×${rect.height}`
        const camera = cameraFor(data, rect.width, rect.height)
        if (size !== aimedFor) {
          aimedFor = size
          aimCube(painter, boxes, camera, rect)
        }
        place(painter, rect)
        const bringBoxes = decoded && sharpFor === '' && !boxes[0]?.isConnected
        if (bringBoxes) painter.prepend(...boxes)
        if (!painter.isConnected) document.body.appendChild(painter)
        if (bringBoxes) {
          // Drawn into this frame: timed once its style and layout are done (the paint and raster follow).
          painter.getBoundingClientRect()
          showPreview(performance.now())
        }
        const needed = facesInView(camera)
        for (const k of needed) need(k)
        if (stripImage && size !== sharpFor && [...needed].every((k) => full[k])) {
          sharpFor = size
          stripSources ??= stripFaces(pixelsOf(stripImage))
          const sources = stripSources.map((face, k) => (needed.has(k) && fullFace(full, k)) || face)
          drawSharp(canvas, sources, data, rect)
          // The boxes go under the sharp picture, their layers with them.
          for (const box of boxes) box.remove()
          if (!canvas.isConnected) painter.appendChild(canvas)
          markDrawn(state, true)
          // The app starts once this frame is on the screen: starting it takes a long task of its own.
          requestAnimationFrame(() => setTimeout(finished))
          done()
        }
      }
      requestAnimationFrame(follow)
    }
    requestAnimationFrame(follow)
  })
  // A strip that fails fails the painter; else it is done once the preview or the sharp picture is on the screen.
  await stripIn
  await Promise.race([preview, sharpOrStopped])
}

/**
 * Longest the app's scripts wait for the painter. Evaluating them is one long task of a few hundred ms that would
 * otherwise fall between the strip's arrival and its drawing; the server's markup is on screen meanwhile.
 */
const APP_WAIT_MS = 700

/**
 * Starts the app (once): preloads its modules and runs its entry, as the server took them out of the page.
 * Preloaded together, the modules arrive in one round rather than as each import is found.
 */
function appStarter(data: FirstPaintData | undefined): () => void {
  let started = false
  return () => {
    if (started || !data?.app) return
    started = true
    for (const href of data.modules ?? []) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = data.app
    document.head.appendChild(script)
  }
}

const startApp = appStarter(readData())
// Set before anything can fail, so the app always starts.
setTimeout(startApp, APP_WAIT_MS)
// The app starts once the painter has drawn the view sharp, has stopped, or has failed.
firstPaintState().settled = firstPaint(startApp).catch((error: unknown) => {
  // Nothing drawn: the engine draws the tour as it would have anyway. Why is kept for whoever profiles the page.
  firstPaintState().failed = error instanceof Error ? error.message : String(error)
  startApp()
})
