// Pure view math of the 3D tour (SPEC §9 Viewer constants, §2 Share modal / starting view): pitch limits, the
// field of view for a container shape, the "link to this view" URL and which scene previews to preload.
// Plan coordinates (tourToPlan, planHeading, nearestScene) live in plan-transform.ts.
import {
  MAX_FIELD_OF_VIEW_DEG,
  MAX_HORIZONTAL_FIELD_OF_VIEW_DEG,
  PREVIEW_PRELOAD_MAX_SQUARED_DISTANCE,
} from '../schemas/constants'
import { encodeStartView } from './start-view'

export { normaliseYaw } from './plan-transform'

/** Straight down and straight up; past them the camera would turn upside down. */
export const PITCH_MIN = -90
export const PITCH_MAX = 90

/**
 * Camera pitch in degrees clamped to −90 … 90, keeping fractions (start-view's clampTilt rounds and stops at 89,
 * which is what d1 can hold, not what the camera may do). NaN becomes level so a bad drag delta cannot stick.
 */
export function clampPitch(pitch: number): number {
  if (Number.isNaN(pitch)) return 0
  return Math.min(PITCH_MAX, Math.max(PITCH_MIN, pitch)) + 0
}

const toRad = (deg: number) => (deg * Math.PI) / 180
const toDeg = (rad: number) => (rad * 180) / Math.PI

/** Horizontal field of view of a perspective camera with this vertical one, for width / height = aspect. */
export function horizontalFieldOfView(verticalDeg: number, aspect: number): number {
  return toDeg(2 * Math.atan(Math.tan(toRad(verticalDeg) / 2) * aspect))
}

/**
 * Vertical field of view for a container with width / height = aspect: 90° while that keeps the horizontal one
 * within 110° (aspect ≤ tan 55° ≈ 1.43), narrower for wider containers so panoramas are not stretched at the
 * sides. A non-positive or NaN aspect (a container not laid out yet) gets the 90° default.
 */
export function fieldOfView(aspect: number): number {
  if (!(aspect > 0)) return MAX_FIELD_OF_VIEW_DEG
  const capped = toDeg(2 * Math.atan(Math.tan(toRad(MAX_HORIZONTAL_FIELD_OF_VIEW_DEG) / 2) / aspect))
  return Math.min(MAX_FIELD_OF_VIEW_DEG, capped)
}

export interface ViewLinkView {
  readonly pan: number
  readonly tilt: number
  readonly sceneCode: string
}

const RELATIVE_BASE = 'http://relative.invalid'

/**
 * The shareable URL of the current view: `url` with d1 set to encodeStartView(pan, tilt, sceneCode), replacing an
 * old d1 and keeping every other parameter and the hash. A path without origin ('/l/abc?u=m') stays a path, so the
 * same helper serves the share modal (absolute) and in-app navigation (relative). Throws like encodeStartView on
 * a non-finite angle or an unsafe scene code.
 */
export function viewLink(url: string, view: ViewLinkView): string {
  const d1 = encodeStartView(view.pan, view.tilt, view.sceneCode)
  const absolute = URL.canParse(url)
  const parsed = new URL(url, RELATIVE_BASE)
  parsed.searchParams.set('d1', d1)
  return absolute ? parsed.toString() : parsed.pathname + parsed.search + parsed.hash
}

/** Scene units (SPEC §9: the default scene height 130 is centimetres) per tour unit (metre). */
export const SCENE_UNITS_PER_METRE = 100

/**
 * Whether scene b's preview is close enough to scene a to preload (SPEC §9): squared distance in the tour's plane
 * (x, y; floors are not a walking distance) at most PREVIEW_PRELOAD_MAX_SQUARED_DISTANCE. The spec's constants are
 * in scene units, centimetres (its default scene height is 130), while the tour config's positions are metres, so
 * the limit is 500 cm = 5 m (docs/decisions.md). Squared, so no root.
 */
export function withinPreviewDistance(
  a: { readonly x: number; readonly y: number },
  b: { readonly x: number; readonly y: number },
): boolean {
  const dx = (a.x - b.x) * SCENE_UNITS_PER_METRE
  const dy = (a.y - b.y) * SCENE_UNITS_PER_METRE
  return dx * dx + dy * dy <= PREVIEW_PRELOAD_MAX_SQUARED_DISTANCE
}
