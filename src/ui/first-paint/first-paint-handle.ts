// What the tour page's first paint (tour-first-paint.ts, inline in the server's HTML) and the tour engine share: the
// ids in the page, and the hand-over. The painter draws the opening view from the preview strip over the stage
// until the engine's first frame with a picture, which takes over: the painter's picture goes in the same task as
// that frame is drawn, so no frame shows the stage empty.

/** The painter's picture (a CSS cube), laid over the stage (a child of <body>, outside what React renders). */
export const FIRST_PAINT_ID = 'tour-first-paint'
/** The server's JSON for the painter: the strip's address and the opening view (FirstPaintData). */
export const FIRST_PAINT_DATA_ID = 'tour-first-paint-data'

export interface FirstPaintData {
  /** The opening scene's preview strip and its six full faces (c0 … c5), as the engine asks for them. */
  readonly strip: string
  readonly faces: ReadonlyArray<string>
  /** The opening view's pan minus the scene's yaw (the cube is turned by the yaw), and its tilt, in degrees. */
  readonly heading: number
  readonly tilt: number
  /**
   * The app's entry script, which the server took out of the page so that its modules' evaluation does not hold
   * back the painter: the painter starts it once it has drawn the view sharp, or after APP_WAIT_MS at most.
   */
  readonly app?: string
  /** The app's modules the page would have preloaded, preloaded when the app starts (just before its entry). */
  readonly modules?: ReadonlyArray<string>
  /**
   * The page's stylesheets, whose rules the server inlined: linked when the app starts, with media="not all" (they
   * apply nothing), for the app's style loader to find (it would otherwise add them again).
   */
  readonly dormantStyles?: ReadonlyArray<string>
  /** The styles of the chunks the app imports next, preloaded when it starts. */
  readonly styles?: ReadonlyArray<string>
  /**
   * The server put a picture of the opening view in its stage (`[data-tour-poster]`): the painter starts once the
   * screen shows it, so that its own first frame (the CSS cube) does not hold the page's.
   */
  readonly poster?: boolean
}

export interface FirstPaintState {
  /**
   * performance.now() when the page's first picture of the view was drawn (the server's, when the page has one, else
   * the painter's CSS cube), and the painter's first with every face in view full.
   */
  paintedAt?: number
  /** When the server's picture of the view was drawn; and when the painter brought in its CSS cube. */
  posterAt?: number
  cubeAt?: number
  sharpAt?: number
  /** The engine has drawn its own picture: the painter stops, or never starts. */
  handedOver?: boolean
  /** Why the painter drew nothing, when it failed. */
  failed?: string
  /** Settles once the painter has drawn, or has given up. */
  settled?: Promise<void>
}

declare global {
  interface Window {
    __showhomeFirstPaint?: FirstPaintState
  }
}

export function firstPaintState(): FirstPaintState {
  window.__showhomeFirstPaint ??= {}
  return window.__showhomeFirstPaint
}

/** The engine's picture is drawn: the painter's goes. */
export function handOverFirstPaint(): void {
  firstPaintState().handedOver = true
  document.getElementById(FIRST_PAINT_ID)?.remove()
}

/**
 * The engine's side of the hand-over, told after each frame it draws: whether the frame showed a face, the view it
 * showed, and whether every face in view was sharp. The painter's picture goes at the first frame with a picture
 * that shows as much as the painter's (a sharp one if the painter's was sharp) or shows something else (the
 * visitor turned, zoomed or moved, or the stage changed size).
 */
export function firstPaintTakeOver(): (anyFace: boolean, view: string, sharpInView: () => boolean) => void {
  let done = false
  let opening: string | undefined
  return (anyFace, view, sharpInView) => {
    if (done || !anyFace) return
    opening ??= view
    const state = firstPaintState()
    const painterSharp = !state.handedOver && state.sharpAt !== undefined
    if (painterSharp && view === opening && !sharpInView()) return
    done = true
    handOverFirstPaint()
  }
}

/**
 * Resolves once the page's first paint has drawn or given up, or after `capMs`; at once on a page without one. The
 * app waits for it before its first render: the render is a long task that would otherwise hold back the painter's
 * few milliseconds of work by hundreds, while the server's markup already shows the page.
 */
export function firstPaintSettled(capMs: number): Promise<void> {
  const settled = window.__showhomeFirstPaint?.settled
  if (!settled) return Promise.resolve()
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, capMs))])
}
