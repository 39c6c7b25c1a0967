// The tour page's first paint (issue 21): inline in the <head> of a server-rendered /{tourName}/tour, it draws the
// opening view over the stage the server rendered, before the app's scripts have run, and long before three.js has
// loaded and compiled: first from the preview strip, as soon as it has decoded and the page can render, then sharp,
// at the screen's resolution, once the full faces in view have decoded. A 2D canvas and the engine's own projection
// (src/domain/cube-projection.ts), a few KB. The engine takes over at its first frame that shows as much
// (first-paint-handle.ts); until then the canvas follows the stage (the app's own stage replaces the server's) and
// redraws when its size changes. A failed tour, a stage that is gone, or 20 s without the engine: it goes.
// Bundled as one IIFE by scripts/prerender.ts; the server adds it with its CSP hash (server/http/listing-render.ts).
import { cubeCamera, facesAnyStageShows, facesInView } from '../../domain/cube-projection'
import { fieldOfView } from '../../domain/tour-geometry'
import {
  FIRST_PAINT_CANVAS_ID,
  FIRST_PAINT_DATA_ID,
  type FirstPaintData,
  type FirstPaintState,
  firstPaintState,
} from './first-paint-handle'
import { type FaceSource, type Pixels, paintView, stripFaces } from './paint-view'

/** Widest the preview is drawn; CSS scales it to the stage. The strip's faces are 256 px: wider shows no more. */
const MAX_PREVIEW_WIDTH = 720
/** The sharp picture's pixels per CSS pixel at most, as the engine's renderer (tour-engine.ts). */
const MAX_PIXEL_RATIO = 2
const GIVE_UP_MS = 20_000
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
      Number.isFinite(data.tilt)
    return valid ? data : undefined
  } catch {
    return undefined
  }
}

/** Fetched as the engine and the server's preload fetch it (one download for all), decoded off the main thread. */
async function decode(url: string): Promise<ImageBitmap> {
  const response = await fetch(url, { credentials: 'same-origin', priority: 'high' })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return createImageBitmap(await response.blob())
}

function pixelsOf(bitmap: ImageBitmap): Pixels {
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas')
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  return context.getImageData(0, 0, canvas.width, canvas.height)
}

const cameraFor = (data: FirstPaintData, width: number, height: number) =>
  cubeCamera(data.heading, data.tilt, fieldOfView(width / height), width / height)

function draw(
  canvas: HTMLCanvasElement,
  faces: ReadonlyArray<FaceSource>,
  data: FirstPaintData,
  rect: DOMRect,
  sharp: boolean,
) {
  const ratio = sharp
    ? Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO)
    : Math.min(1, MAX_PREVIEW_WIDTH / rect.width)
  canvas.width = Math.max(1, Math.round(rect.width * ratio))
  canvas.height = Math.max(1, Math.round(rect.height * ratio))
  const context = canvas.getContext('2d')
  if (!context) return
  const out = context.createImageData(canvas.width, canvas.height)
  paintView(faces, cameraFor(data, rect.width, rect.height), out)
  context.putImageData(out, 0, 0)
}

function markDrawn(state: FirstPaintState, sharp: boolean) {
  const now = performance.now()
  // An engine already started (but not yet drawn) counts these as the tour's first frames.
  const stats = window.__showhomeTourStats
  if (state.paintedAt === undefined) {
    state.paintedAt = now
    performance.mark('showhome:tour-first-paint')
    if (stats && stats.firstPreviewFrame === undefined) stats.firstPreviewFrame = now
  }
  if (sharp && state.sharpAt === undefined) {
    state.sharpAt = now
    performance.mark('showhome:tour-first-paint-sharp')
    if (stats && stats.firstFullFrame === undefined) stats.firstFullFrame = now
  }
}

/** The canvas over the stage, where the stage is now (document coordinates: it scrolls with the page). */
function place(canvas: HTMLCanvasElement, rect: DOMRect) {
  canvas.style.cssText = `position:absolute;display:block;pointer-events:none;z-index:1;left:${rect.left + window.scrollX}px;top:${rect.top + window.scrollY}px;width:${rect.width}px;height:${rect.height}px`
}

/**
 * Runs from the page's <head>, before its styles and the app's scripts: the strip and the faces any view could
 * show are asked for and decoded while the page loads. Drawing waits for animation frames, which come once the page
 * can render (its styles are in), and for the stage the server rendered.
 */
async function firstPaint(): Promise<void> {
  const data = readData()
  const state = firstPaintState()
  if (!data || state.handedOver) return
  const started = performance.now()
  const faces: FaceSource[] = []
  const full: Array<FaceSource | undefined> = []
  for (const k of facesAnyStageShows(data.heading, data.tilt)) {
    decode(data.faces[k] as string).then(
      (bitmap) => {
        const pixels = pixelsOf(bitmap)
        full[k] = { pixels, left: 0, size: pixels.height }
      },
      () => {},
    )
  }
  faces.push(...stripFaces(pixelsOf(await decode(data.strip))))
  const canvas = document.createElement('canvas')
  canvas.id = FIRST_PAINT_CANVAS_ID
  canvas.setAttribute('aria-hidden', 'true')
  let drawnFor = ''
  await new Promise<void>((drawn) => {
    const follow = () => {
      const stage = document.querySelector<HTMLElement>(STAGE)
      const parsed = document.readyState !== 'loading'
      if (state.handedOver || performance.now() - started > GIVE_UP_MS || (!stage && (parsed || drawnFor))) {
        canvas.remove()
        drawn()
        return
      }
      if (stage && !drawnFor && stage.hasAttribute('data-tour-pending')) {
        // The stage fills the screen below the header, as the app's stage does (TourStage's --tour-top). Set on
        // the document, so the copies of this stage the app renders before its own (the keep-painted copy,
        // TourPending) are as tall from their first frame.
        const top = Math.round(stage.getBoundingClientRect().top + window.scrollY)
        document.documentElement.style.setProperty('--tour-top', `${top}px`)
      }
      const rect = stage?.getBoundingClientRect()
      if (rect && rect.width > 0 && rect.height > 0) {
        place(canvas, rect)
        const needed = facesInView(cameraFor(data, rect.width, rect.height))
        const sharp = [...needed].every((k) => full[k])
        const size = `${rect.width}×${rect.height}×${sharp}`
        if (size !== drawnFor) {
          drawnFor = size
          draw(canvas, sharp ? faces.map((face, k) => full[k] ?? face) : faces, data, rect, sharp)
          if (!canvas.isConnected) document.body.appendChild(canvas)
          markDrawn(state, sharp)
          drawn()
        }
      }
      requestAnimationFrame(follow)
    }
    requestAnimationFrame(follow)
  })
}

firstPaintState().settled = firstPaint().catch(() => {
  // Nothing drawn: the engine draws the tour as it would have anyway.
})
