// Where a tour position lands on the floor plan and back (SPEC §3 Floorplan floors transform, §4 floor plan).
//
// Convention, taken from the demo data (docs/floorplans.md "Coordinates and the transform" and
// server/demo/floorplan/geometry.ts `planFrame`): tour x points east and y north, in metres; the plan SVG's user
// units are millimetres with y growing down, and a tour point (x, y) lands at
//     px = x * 1000 + tx,   py = -y * 1000 + ty.
// The demo always sends rz = 0 (plans are drawn north up). For rz ≠ 0 we read it as the compass turn the drawing
// has on the page: the tour point is first turned rz degrees clockwise (as seen from above, north towards east)
// about the tour origin, then scaled, flipped and translated as above. Turning first keeps tx, ty meaning "where
// the tour origin lands", whatever rz is, and makes the drawn heading simply yaw + rz (see planHeading).
// Note: the Floor.transform comment in src/schemas/Listing.ts says "translation in tour units"; the demo's tx, ty
// are plan millimetres (900, 10700 for seed 1), and this module follows the demo.
import type { Scene } from '../schemas/TourConfig'

/** Plan user units (millimetres) per tour unit (metre). */
export const PLAN_UNITS_PER_TOUR_UNIT = 1000

export interface PlanPoint {
  readonly x: number
  readonly y: number
}

export interface PlanTransform {
  readonly tx: number
  readonly ty: number
  readonly rz: number
}

const FULL_TURN = 360

/**
 * Any finite angle → [0, 360), without rounding (start-view's normalisePan rounds to whole degrees for d1; the
 * marker and the camera need the fraction). −0 and the 360 that `x % 360 + 360` yields for tiny negatives become 0.
 */
export function normaliseYaw(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0
  let r = degrees % FULL_TURN
  if (r < 0) r += FULL_TURN
  return r >= FULL_TURN ? 0 : r + 0
}

/** cos and sin of a clockwise turn; quarter turns are exact so rz = 90 maps whole millimetres to whole millimetres. */
function turn(degrees: number): { cos: number; sin: number } {
  const d = normaliseYaw(degrees)
  if (d === 0) return { cos: 1, sin: 0 }
  if (d === 90) return { cos: 0, sin: 1 }
  if (d === 180) return { cos: -1, sin: 0 }
  if (d === 270) return { cos: 0, sin: -1 }
  const rad = (d * Math.PI) / 180
  return { cos: Math.cos(rad), sin: Math.sin(rad) }
}

/** Tour point (metres, y north) → plan point (SVG user units, y down). */
export function tourToPlan(point: PlanPoint, transform: PlanTransform): PlanPoint {
  const { cos, sin } = turn(transform.rz)
  // Clockwise turn in a y-up frame: north (0, 1) goes to (sin, cos), i.e. compass heading rz.
  const x = point.x * cos + point.y * sin
  const y = -point.x * sin + point.y * cos
  return {
    x: x * PLAN_UNITS_PER_TOUR_UNIT + transform.tx,
    y: -y * PLAN_UNITS_PER_TOUR_UNIT + transform.ty + 0,
  }
}

/** Plan point → tour point; the exact inverse of tourToPlan (up to floating-point rounding). */
export function planToTour(point: PlanPoint, transform: PlanTransform): PlanPoint {
  const { cos, sin } = turn(transform.rz)
  const x = (point.x - transform.tx) / PLAN_UNITS_PER_TOUR_UNIT
  const y = -(point.y - transform.ty) / PLAN_UNITS_PER_TOUR_UNIT
  // Undo the clockwise turn with the counter-clockwise one.
  return { x: x * cos - y * sin + 0, y: x * sin + y * cos + 0 }
}

/**
 * The viewing direction drawn with the plan's position marker, in degrees clockwise from the plan's up, [0, 360).
 * `yawDeg` is the camera's compass heading in the tour (0 north/+y, 90 east/+x, as the demo's headingDegrees and
 * the d1 pan); the plan is the tour turned rz clockwise, so directions turn with it.
 */
export function planHeading(yawDeg: number, rzDeg: number): number {
  return normaliseYaw(yawDeg + rzDeg)
}

type PlacedScene = Pick<Scene, 'floor' | 'x' | 'y' | 'hidden'>

/**
 * The visible scene on `floorId` closest to a clicked plan point, or undefined when that floor has none. Distance
 * is measured in the tour's plane (x, y): z is the same for every scene of one floor up to camera height, and the
 * plan is a top view. Ties go to the earlier scene, so the answer is stable for the scene order the config sends.
 */
export function nearestScene<S extends PlacedScene>(
  scenes: ReadonlyArray<S>,
  floorId: string,
  planPoint: PlanPoint,
  transform: PlanTransform,
): S | undefined {
  const target = planToTour(planPoint, transform)
  let best: S | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const scene of scenes) {
    if (scene.hidden || scene.floor !== floorId) continue
    const distance = (scene.x - target.x) ** 2 + (scene.y - target.y) ** 2
    if (distance < bestDistance) {
      best = scene
      bestDistance = distance
    }
  }
  return best
}
