// The tour page's first paint (issue 21): inline in the <head> of a server-rendered /{tourName}/tour, it shows the
// opening view over the stage the server rendered, before the app's scripts have run, and long before three.js has
// loaded and compiled: the preview strip's faces on a CSS cube (css-cube.ts) as soon as the strip is in and
// the page can render, then each full face in view over its strip face once it has decoded. The browser draws both,
// off the main thread, by the engine's own projection (src/domain/cube-projection.ts); this script is a few KB. The
// engine takes over at its first frame that shows as much (first-paint-handle.ts); until then the painter follows
// the stage (the app's own stage replaces the server's) and turns the cube when its size changes. A failed tour, a
// stage that is gone, or 20 s without the engine: it goes. When the server put a picture of the opening view in its
// stage (server/media/view-poster.ts), the page's first frame shows that, and the painter starts once it is on the
// screen: its own work (decoding the strip and the faces, the cube's layers) would hold that frame back.
// Bundled as one IIFE by scripts/prerender.ts; the server adds it with its CSP hash (server/http/listing-render.ts).
import { cubeCamera, facesAnyStageShows, facesInView } from '../../domain/cube-projection'
import { fieldOfView } from '../../domain/tour-geometry'
import { aimCube, type FaceBox, faceBox, stripBoxes } from './css-cube'
import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
  type FirstPaintData,
  type FirstPaintState,
  firstPaintState,
} from './first-paint-handle'

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
      (data.poster === undefined || typeof data.poster === 'boolean') &&
      [data.modules, data.dormantStyles, data.styles].every(
        (list) => list === undefined || (Array.isArray(list) && list.every((href) => typeof href === 'string')),
      )
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
 * The strip as an image element, as the server preloads it (an image preload, which this request and the boxes'
 * backgrounds match), so it is decoded once for both. Not fetch(): a fetch's body reached the page 100–200 ms after
 * the preload had it. The caller keeps the element, to see whether it has loaded before its load event has run.
 */
function loadImage(url: string, image: HTMLImageElement): Promise<HTMLImageElement> {
  return new Promise<HTMLImageElement>((loaded, failed) => {
    image.onload = () => loaded(image)
    image.onerror = () => failed(new Error(`${url} did not load`))
    image.src = url
  })
}

const cameraFor = (data: FirstPaintData, width: number, height: number) =>
  cubeCamera(data.heading, data.tilt, fieldOfView(width / height), width / height)

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

/** The full faces' blob addresses, and whether the painter has stopped (a face arriving later is let go at once). */
interface Blobs {
  readonly addresses: string[]
  stopped: boolean
}

/**
 * A full face for the cube: downloaded once, as the engine and the server's preload ask for it, and decoded off the
 * main thread (HTMLImageElement.decode) before it is shown, so the frame that brings it in paints it.
 */
async function fullFace(url: string, face: number, blobs: Blobs): Promise<FaceBox> {
  const address = URL.createObjectURL(await downloadRetrying(url))
  blobs.addresses.push(address)
  const image = new Image()
  image.src = address
  await image.decode()
  if (blobs.stopped) {
    URL.revokeObjectURL(address)
    throw new Error('The first paint has stopped')
  }
  return faceBox(address, face, image.naturalWidth)
}

/** The painter over the stage, where the stage is now (document coordinates: it scrolls with the page). */
function place(painter: HTMLElement, rect: DOMRect) {
  const box = `left:${rect.left + window.scrollX}px;top:${rect.top + window.scrollY}px;width:${rect.width}px;height:${rect.height}px`
  painter.style.cssText = `position:absolute;display:block;overflow:hidden;pointer-events:none;z-index:1;${box};perspective:${painter.style.perspective}`
}

/** Laid out now, in the frame being made: when a picture brought into it is timed (as the engine's frames are). */
function laidOut(element: HTMLElement): number {
  element.getBoundingClientRect()
  return performance.now()
}

/** What the stage's height reckons its top to be (TourStage.module.css) until the page says otherwise. */
const DEFAULT_STAGE_TOP_PX = 240

/**
 * The stage fills the screen below the header, as the app's stage does (TourStage's --tour-top). Set on the document,
 * so the copies of this stage the app renders before its own (the keep-painted copy, TourPending) are as tall from
 * their first frame; when it is off by more than `slackPx` (a second layout in the frame costs the page's first one).
 */
function placeStageTop(stage: HTMLElement, slackPx: number) {
  const top = Math.round(stage.getBoundingClientRect().top + window.scrollY)
  const root = document.documentElement.style
  const now = Number.parseFloat(root.getPropertyValue('--tour-top')) || DEFAULT_STAGE_TOP_PX
  if (Math.abs(now - top) > slackPx) root.setProperty('--tour-top', `${top}px`)
}

/** Before the server's picture is drawn, the stage's height is put right only where it is well off (a phone). */
const POSTER_STAGE_SLACK_PX = 8

/**
 * Once the server's picture of the opening view (`[data-tour-poster]`, server/media/view-poster.ts) is on the screen:
 * when the frame that brought it in was made (timed as laidOut times the painter's), resolved a frame later; at once,
 * undefined, when the page has none or it did not load. Until then the painter adds nothing to the page's frames:
 * the CSS cube's layers would hold the first one (on the screen 195 → 154 ms with it held, issue 21).
 */
function posterShown(): Promise<number | undefined> {
  return new Promise((resolve) => {
    let shownAt: number | undefined
    const check = () => {
      if (shownAt !== undefined) {
        resolve(shownAt)
        return
      }
      const poster = document.querySelector<HTMLImageElement>('[data-tour-poster]')
      // The picture covers the stage by its height: drawn in a stage of the wrong height, it would zoom when the
      // painter set it right.
      const stage = poster?.parentElement
      if (stage?.hasAttribute('data-tour-pending')) placeStageTop(stage, POSTER_STAGE_SLACK_PX)
      if (poster?.complete) {
        if (poster.naturalWidth === 0) {
          resolve(undefined)
          return
        }
        shownAt = laidOut(poster)
      } else if (!poster && document.readyState !== 'loading') {
        resolve(undefined)
        return
      }
      requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

/**
 * Runs from the page's <head>, before its styles and the app's scripts: the strip and the faces any view could
 * show are asked for while the page loads. The preview is the strip on the CSS cube, brought in once it has
 * decoded; each full face in view goes over its strip face once it has. Both wait for the stage the server
 * rendered, and follow it.
 */
async function firstPaint(finished: () => void): Promise<void> {
  const data = readData()
  const state = firstPaintState()
  if (!data || state.handedOver) {
    finished()
    return
  }
  const started = performance.now()
  const painter = document.createElement('div')
  painter.id = FIRST_PAINT_ID
  painter.setAttribute('aria-hidden', 'true')
  // The boxes on the cube, the strip's first (under the full faces), and the full faces' blob addresses.
  const onCube: FaceBox[] = []
  const blobs: Blobs = { addresses: [], stopped: false }
  // The strip first, on its own: this image and the boxes' backgrounds are the preloaded request.
  const stripImage = new Image()
  // With the server's picture of the view in the page, nothing starts until the screen shows it: decoding the strip
  // and the full faces would take the cores the page's first frame is rastered on.
  const posterIn = data.poster ? posterShown() : Promise.resolve(undefined)
  const strip = posterIn.then(() => loadImage(data.strip, stripImage))
  let stripDecoded = false
  let stripFailed = false
  // A decode() that fails on an image that loaded (some browsers reject it for an image outside the document) still
  // leaves the image to show: only a strip that did not load stops the painter.
  strip
    .then((image) => image.decode().catch(() => {}))
    .then(
      () => {
        stripDecoded = true
      },
      () => {
        stripFailed = true
      },
    )
  // Each full face downloaded and decoded once: those the server preloaded for any stage shape (facesAnyStageShows)
  // as soon as the strip is in, any other the moment the stage's view needs it.
  const full: Array<FaceBox | undefined> = []
  const asked = new Set<number>()
  const need = (k: number) => {
    if (asked.has(k)) return
    asked.add(k)
    fullFace(data.faces[k] as string, k, blobs).then(
      (box) => {
        full[k] = box
      },
      () => {},
    )
  }
  const stripIn = strip.then(() => {
    for (const k of facesAnyStageShows(data.heading, data.tilt)) need(k)
    // For the performance panel and the bench's probes: when the strip was in.
    performance.mark('showhome:tour-first-paint-strip')
  })
  let aimedFor = ''
  let camera = cameraFor(data, 1, 1)
  let inView = new Set<number>()
  let rect: DOMRect | undefined
  // Full faces go on only over the strip's, so the picture never has holes (and never shows them without it).
  let stripOn = false
  const bring = (boxes: ReadonlyArray<FaceBox>, under: boolean) => {
    if (rect) aimCube(painter, boxes, camera, rect)
    const elements = boxes.map((b) => b.element)
    if (under) painter.prepend(...elements)
    else painter.append(...elements)
    onCube.push(...boxes)
  }
  const shown = new Promise<void>((done) => {
    // Since when no stage has been on the page (the app may show its loading skeleton for a moment).
    let missingSince: number | undefined
    const follow = () => {
      const now = performance.now()
      const stage = document.querySelector<HTMLElement>(STAGE)
      if (stage || document.readyState === 'loading') missingSince = undefined
      else missingSince ??= now
      const gone = missingSince !== undefined && now - missingSince > STAGE_GONE_MS
      if (state.handedOver || stripFailed || now - started > GIVE_UP_MS || gone) {
        painter.remove()
        blobs.stopped = true
        for (const address of blobs.addresses) URL.revokeObjectURL(address)
        finished()
        done()
        return
      }
      // Hidden while there is no stage to cover.
      painter.style.visibility = stage ? '' : 'hidden'
      if (stage?.hasAttribute('data-tour-pending')) {
        // Followed while the page settles (a web font arriving can move the header's lines on a phone).
        placeStageTop(stage, 0)
      }
      const stageRect = stage?.getBoundingClientRect()
      if (stageRect && stageRect.width > 0 && stageRect.height > 0) {
        rect = stageRect
        const size = `${rect.width}×${rect.height}`
        if (size !== aimedFor) {
          aimedFor = size
          camera = cameraFor(data, rect.width, rect.height)
          inView = facesInView(camera)
          aimCube(painter, onCube, camera, rect)
        }
        place(painter, rect)
        if (!painter.isConnected) document.body.appendChild(painter)
        for (const k of inView) need(k)
        // Decoded, or loaded by the time this frame is made: its load event, and so its decode(), can wait behind
        // the page's first frame, which the browser then decodes it for (a frame sooner by script timestamp, 169
        // → 149 ms median of 11 traced loads; on the screen 242 → 230, 13 loads).
        if ((stripDecoded || (stripImage.complete && stripImage.naturalWidth > 0)) && !stripOn) {
          stripOn = true
          bring(stripBoxes(data.strip), true)
          state.cubeAt = laidOut(painter)
          markDrawn(state, false, state.cubeAt)
          done()
        }
        const arrived = [...inView].flatMap((k) => {
          const box = full[k]
          return box && !onCube.includes(box) ? [box] : []
        })
        if (stripOn && arrived.length > 0) bring(arrived, false)
        if (stripOn && state.sharpAt === undefined && [...inView].every((k) => full[k])) {
          markDrawn(state, true, laidOut(painter))
          // The app starts once this frame is on the screen: starting it takes a long task of its own.
          requestAnimationFrame(() => setTimeout(finished))
          done()
        }
      }
      requestAnimationFrame(follow)
    }
    posterIn.then((shownAt) => {
      state.posterAt = shownAt
      if (shownAt !== undefined) markDrawn(state, false, shownAt)
      requestAnimationFrame(follow)
    })
  })
  // A strip that fails fails the painter; else it is done once the preview or the sharp picture is on the screen.
  await stripIn
  await shown
}

/**
 * Longest the app's scripts wait for the painter. Evaluating them is one long task of a few hundred ms that would
 * otherwise fall between the strip's arrival and its drawing; the server's markup is on screen meanwhile.
 */
const APP_WAIT_MS = 700

/**
 * Starts the app (once): links its dormant stylesheets, preloads its next styles and its modules, and runs its
 * entry, as the server took them out of the page. Preloaded together, the modules arrive in one round rather than as
 * each import is found.
 */
function appStarter(data: FirstPaintData | undefined): () => void {
  let started = false
  return () => {
    if (started || !data?.app) return
    started = true
    const link = (rel: string, href: string, extra: Record<string, string>) => {
      const element = document.createElement('link')
      element.rel = rel
      element.crossOrigin = ''
      element.href = href
      for (const [name, value] of Object.entries(extra)) element.setAttribute(name, value)
      document.head.appendChild(element)
    }
    for (const href of data.dormantStyles ?? []) link('stylesheet', href, { media: 'not all' })
    for (const href of data.styles ?? []) link('preload', href, { as: 'style' })
    for (const href of data.modules ?? []) link('modulepreload', href, {})
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
