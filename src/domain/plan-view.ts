// The interactive floor plan's view (SPEC §4 Floor plan, §9 Viewer: margin 10 px, bounds padded 10 %). A view maps
// plan user units (millimetres, y down: docs/floorplans.md) to the plan's box in CSS pixels:
//     screen = plan × scale + (x, y).
// The drawing fits its box with its bounds padded and a margin around; the visitor may zoom in from there (never out
// past the fit: there is nothing more to see) and pan while the plan is larger than its box.
import { FLOOR_PLAN_BOUNDS_PADDING_FRACTION, FLOOR_PLAN_MARGIN_PX } from '../schemas/constants'
import { openingTag } from './markup'

export interface Point {
  readonly x: number
  readonly y: number
}

export interface Size {
  readonly width: number
  readonly height: number
}

export interface Rect extends Point, Size {}

export interface View {
  readonly scale: number
  readonly x: number
  readonly y: number
}

/** How far in from the fit the visitor may zoom: a room fills the box, a plan of a large house still reads. */
export const MAX_ZOOM_OVER_FIT = 8
/** One press of + or − (button or key). */
export const ZOOM_STEP = 1.5

/** Everything the view's limits depend on: the drawing's padded bounds, the box, and the fitted view. */
export interface PlanFrame {
  readonly bounds: Rect
  readonly box: Size
  readonly fit: View
  readonly minScale: number
  readonly maxScale: number
}

const VIEWBOX = /\bviewBox\s*=\s*["']\s*([-+\d.eE]+)[\s,]+([-+\d.eE]+)[\s,]+([-+\d.eE]+)[\s,]+([-+\d.eE]+)\s*["']/
const LENGTH = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`)

/**
 * The drawing's user-unit rectangle, from its root element's viewBox (or, without one, its width and height in
 * pixels, which are then its user units). Null when the text is not an SVG with a usable size.
 */
export function parseViewBox(svg: string): Rect | null {
  const root = openingTag(svg, 'svg', true)
  if (!root) return null
  const box = VIEWBOX.exec(root)
  const [x, y, width, height] = box
    ? box.slice(1, 5).map(Number)
    : [0, 0, Number(LENGTH('width').exec(root)?.[1]), Number(LENGTH('height').exec(root)?.[1])]
  const usable = [x, y, width, height].every(Number.isFinite) && (width as number) > 0 && (height as number) > 0
  return usable ? { x: x as number, y: y as number, width: width as number, height: height as number } : null
}

/** The bounds grown by `fraction` of their size, half on each side (10 % wider and taller, SPEC §9). */
export function padBounds(rect: Rect, fraction: number = FLOOR_PLAN_BOUNDS_PADDING_FRACTION): Rect {
  const dx = (rect.width * fraction) / 2
  const dy = (rect.height * fraction) / 2
  return { x: rect.x - dx, y: rect.y - dy, width: rect.width + 2 * dx, height: rect.height + 2 * dy }
}

/** The view that shows all of `bounds`, centred, `margin` px clear of the box's edges. */
export function fitView(bounds: Rect, box: Size, margin: number = FLOOR_PLAN_MARGIN_PX): View {
  const room = (length: number) => Math.max(1, length - 2 * margin)
  const scale = Math.min(room(box.width) / bounds.width, room(box.height) / bounds.height)
  return {
    scale,
    x: box.width / 2 - (bounds.x + bounds.width / 2) * scale,
    y: box.height / 2 - (bounds.y + bounds.height / 2) * scale,
  }
}

/** The frame of a drawing (its viewBox) shown in a box. */
export function planFrame(viewBox: Rect, box: Size): PlanFrame {
  const bounds = padBounds(viewBox)
  const fit = fitView(bounds, box)
  return { bounds, box, fit, minScale: fit.scale, maxScale: fit.scale * MAX_ZOOM_OVER_FIT }
}

/** One axis: centred while the content fits between the margins, else no gap between content and margin. */
function clampAxis(offset: number, start: number, length: number, box: number, scale: number): number {
  const content = length * scale
  if (content <= box - 2 * FLOOR_PLAN_MARGIN_PX) return box / 2 - (start + length / 2) * scale
  const most = FLOOR_PLAN_MARGIN_PX - start * scale
  const least = box - FLOOR_PLAN_MARGIN_PX - (start + length) * scale
  return Math.min(most, Math.max(least, offset))
}

/** The nearest view within the frame's limits: scale between fit and the maximum, the plan never panned away. */
export function clampView(frame: PlanFrame, view: View): View {
  const scale = Math.min(frame.maxScale, Math.max(frame.minScale, view.scale))
  const { bounds, box } = frame
  return {
    scale,
    x: clampAxis(view.x, bounds.x, bounds.width, box.width, scale),
    y: clampAxis(view.y, bounds.y, bounds.height, box.height, scale),
  }
}

/** Zooms by `factor` keeping the plan point under `at` (box pixels) where it is, within the limits. */
export function zoomAround(frame: PlanFrame, view: View, factor: number, at: Point): View {
  const scale = Math.min(frame.maxScale, Math.max(frame.minScale, view.scale * factor))
  const anchor = screenToPlan(view, at)
  return clampView(frame, { scale, x: at.x - anchor.x * scale, y: at.y - anchor.y * scale })
}

/** Moves the plan by (dx, dy) box pixels, as far as the limits allow. */
export function panView(frame: PlanFrame, view: View, dx: number, dy: number): View {
  return clampView(frame, { ...view, x: view.x + dx, y: view.y + dy })
}

/**
 * The view moved just enough to bring a plan point into the box (at least the margin clear of its edges), centring
 * it when it was out of sight; the same view when the point is already in sight. The tour's marker uses it, so the
 * visitor never loses where they stand on a zoomed plan.
 */
export function showPoint(frame: PlanFrame, view: View, point: Point): View {
  const at = planToScreen(view, point)
  const inside = (v: number, length: number) => v >= FLOOR_PLAN_MARGIN_PX && v <= length - FLOOR_PLAN_MARGIN_PX
  if (inside(at.x, frame.box.width) && inside(at.y, frame.box.height)) return view
  return panView(frame, view, frame.box.width / 2 - at.x, frame.box.height / 2 - at.y)
}

export const screenToPlan = (view: View, p: Point): Point => ({
  x: (p.x - view.x) / view.scale,
  y: (p.y - view.y) / view.scale,
})

export const planToScreen = (view: View, p: Point): Point => ({
  x: p.x * view.scale + view.x,
  y: p.y * view.scale + view.y,
})

/** The centre of the box, where the buttons and keys zoom. */
export const boxCentre = (box: Size): Point => ({ x: box.width / 2, y: box.height / 2 })

export const sameRect = (a: Rect | null, b: Rect | null) =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height)

/**
 * The same view, to well below a pixel: zooming in and back out by the same step returns to the fit up to rounding,
 * and that view is the fit again.
 */
export const sameView = (a: View, b: View) =>
  Math.abs(a.scale - b.scale) <= 1e-9 * Math.max(a.scale, b.scale) &&
  Math.abs(a.x - b.x) < 1e-6 &&
  Math.abs(a.y - b.y) < 1e-6

/**
 * The view `t` of the way (0…1) from `from` to `to`. The scale moves geometrically and the point both views put at
 * the same place on screen stays there, so a zoom about a point looks like one (a plain linear blend would drift).
 */
export function interpolateView(from: View, to: View, t: number): View {
  if (t <= 0) return from
  if (t >= 1) return to
  const scale = from.scale * (to.scale / from.scale) ** t
  const axis = (a: number, b: number) => {
    if (Math.abs(from.scale - to.scale) < 1e-12) return a + (b - a) * t
    const fixed = (b - a) / (from.scale - to.scale)
    return fixed * from.scale + a - fixed * scale
  }
  return { scale, x: axis(from.x, to.x), y: axis(from.y, to.y) }
}

/** Ease-in-out for the zoom tween: starts and lands softly. */
export const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)
