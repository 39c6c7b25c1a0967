// Rays through a view's pixels, and where they meet a polygon's plane. Module state (one view at a time per
// thread): setRayCamera, then cast() leaves its result in `ray`.
import type { Scene } from './scene'

export interface Vec3 {
  readonly x: number
  readonly y: number
  readonly z: number
}

export interface Camera {
  readonly eye: Vec3
  /** Orthonormal forward, right, up. */
  readonly f: readonly [number, number, number]
  readonly r: readonly [number, number, number]
  readonly u: readonly [number, number, number]
  readonly tanX: number
  readonly tanY: number
  /** Vertical lens shift, in units of the focal length (0 = centred). */
  readonly shiftY?: number
}

/** Camera terms: eye (0–2), forward (3–5), right (6–8), up (9–11), tanX, tanY, shift, width, height. */
const cv = new Float64Array(17)
/** The last ray: unit direction (0–2), hit distance (3), point (4–6), footprint (7). */
export const ray = new Float64Array(8)

/** Casts the ray through pixel coordinates (x, y) at polygon `id`'s plane (or just sets the direction for sky). */
export function cast(scene: Scene, id: number, x: number, y: number) {
  const a = ((x / cv[15]!) * 2 - 1) * cv[12]!
  const b = (1 - (y / cv[16]!) * 2) * cv[13]! + cv[14]!
  let dx = cv[3]! + a * cv[6]! + b * cv[9]!
  let dy = cv[4]! + a * cv[7]! + b * cv[10]!
  let dz = cv[5]! + a * cv[8]! + b * cv[11]!
  const l = Math.sqrt(dx * dx + dy * dy + dz * dz)
  dx /= l
  dy /= l
  dz /= l
  ray[0] = dx
  ray[1] = dy
  ray[2] = dz
  if (id < 0) return
  const nx = scene.normal[3 * id]!
  const ny = scene.normal[3 * id + 1]!
  const nz = scene.normal[3 * id + 2]!
  const nd = nx * dx + ny * dy + nz * dz
  let t = (scene.planeD[id]! - (nx * cv[0]! + ny * cv[1]! + nz * cv[2]!)) / (nd < -1e-6 ? nd : -1e-6)
  if (!(t > 1)) t = 1
  ray[3] = t
  ray[4] = cv[0]! + t * dx
  ray[5] = cv[1]! + t * dy
  ray[6] = cv[2]! + t * dz
  ray[7] = (t * ((2 * cv[12]!) / cv[15]!)) / l / Math.max(-nd, 0.2)
}

export function setRayCamera(cam: Camera, width: number, height: number) {
  const { eye, f, r, u } = cam
  const values = [eye.x, eye.y, eye.z, f[0], f[1], f[2], r[0], r[1], r[2], u[0], u[1], u[2], cam.tanX, cam.tanY]
  cv.set([...values, cam.shiftY ?? 0, width, height])
}
