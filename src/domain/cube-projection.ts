// Where each pixel of the tour's view falls on the panorama's cube (issue 21, the first paint): the same camera the
// tour engine builds (src/ui/three/tour-engine.ts updateCamera: three.js's lookAt with z up, a vertical field of
// view, the cube turned by the scene's yaw) worked out by hand, so the page's first paint (a CSS cube,
// src/ui/first-paint) can show the opening view before the engine has loaded, and the engine's first frame lands
// on the same picture.
import { MAX_FIELD_OF_VIEW_DEG, MAX_HORIZONTAL_FIELD_OF_VIEW_DEG } from '../schemas/constants'
import { CUBE_FACES, type CubeVector } from './cube-faces'

const toRad = (deg: number) => (deg * Math.PI) / 180

/** The camera's axes in the cube's own frame: where it looks, its right and its up (unit vectors). */
export interface CubeCamera {
  readonly forward: CubeVector
  readonly right: CubeVector
  readonly up: CubeVector
  /** tan of half the vertical field of view, and of half the horizontal one. */
  readonly tanHalfV: number
  readonly tanHalfH: number
}

/**
 * The camera for a view: `heading` is the view's pan minus the scene's yaw (the cube is turned by the yaw), tilt
 * up-positive, both in degrees; `fovDeg` vertical; `aspect` width / height. Tilt stops short of straight up or
 * down, where "right" would be undefined (the start view's tilt never reaches ±90).
 */
export function cubeCamera(heading: number, tilt: number, fovDeg: number, aspect: number): CubeCamera {
  const h = toRad(heading)
  const t = toRad(Math.max(-89.9, Math.min(89.9, tilt)))
  const forward: CubeVector = [Math.cos(t) * Math.sin(h), Math.cos(t) * Math.cos(h), Math.sin(t)]
  // Level right of the heading (three's lookAt with z up), and up = right × forward.
  const right: CubeVector = [Math.cos(h), -Math.sin(h), 0]
  const up: CubeVector = [
    right[1] * forward[2] - right[2] * forward[1],
    right[2] * forward[0] - right[0] * forward[2],
    right[0] * forward[1] - right[1] * forward[0],
  ]
  const tanHalfV = Math.tan(toRad(fovDeg) / 2)
  return { forward, right, up, tanHalfV, tanHalfH: tanHalfV * aspect }
}

/** A point on the cube: the face (0–5, CUBE_FACES' order) and where on it, each of u, v in −1 … 1 (v down). */
export interface CubePoint {
  readonly face: number
  readonly u: number
  readonly v: number
}

/**
 * Where the ray through (nx, ny) meets the cube; nx from −1 (left edge) to 1 (right), ny from −1 (bottom) to 1
 * (top), as normalised device coordinates. Face pixel (i, j) of an N×N face sits at u = 2(i+0.5)/N − 1,
 * v = 2(j+0.5)/N − 1 (docs/panoramas.md).
 */
export function cubePointAt(camera: CubeCamera, nx: number, ny: number): CubePoint {
  const a = nx * camera.tanHalfH
  const b = ny * camera.tanHalfV
  const { forward: f, right: r, up: u } = camera
  const d0 = f[0] + a * r[0] + b * u[0]
  const d1 = f[1] + a * r[1] + b * u[1]
  const d2 = f[2] + a * r[2] + b * u[2]
  // The face the ray leaves through is the one whose axis it is most along.
  let face = 0
  let best = Number.NEGATIVE_INFINITY
  for (let k = 0; k < 6; k++) {
    const axis = (CUBE_FACES[k] as (typeof CUBE_FACES)[number]).f
    const along = d0 * axis[0] + d1 * axis[1] + d2 * axis[2]
    if (along > best) {
      best = along
      face = k
    }
  }
  const { r: fr, u: fu } = CUBE_FACES[face] as (typeof CUBE_FACES)[number]
  return {
    face,
    u: (d0 * fr[0] + d1 * fr[1] + d2 * fr[2]) / best,
    v: -(d0 * fu[0] + d1 * fu[1] + d2 * fu[2]) / best,
  }
}

/** The faces a view shows (CUBE_FACES' indices), found by casting a grid of rays across it. */
export function facesInView(camera: CubeCamera, steps = 24): Set<number> {
  const faces = new Set<number>()
  for (let i = 0; i <= steps; i++)
    for (let j = 0; j <= steps; j++) faces.add(cubePointAt(camera, (2 * i) / steps - 1, (2 * j) / steps - 1).face)
  return faces
}

/** Vertical and horizontal fields of view at their widest (fieldOfView's limits): every stage's view lies within. */
export const WIDEST_ASPECT =
  Math.tan((MAX_HORIZONTAL_FIELD_OF_VIEW_DEG * Math.PI) / 360) / Math.tan((MAX_FIELD_OF_VIEW_DEG * Math.PI) / 360)

/** The faces any stage, whatever its shape, can show of a view: those a page may ask for before it is laid out. */
export const facesAnyStageShows = (heading: number, tilt: number): Set<number> =>
  facesInView(cubeCamera(heading, tilt, MAX_FIELD_OF_VIEW_DEG, WIDEST_ASPECT))
