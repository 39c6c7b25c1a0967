// Shading a surface sample, in two parts so the view can share the costly part: the albedo (procedural texture,
// per pixel) and the light arriving (per unit albedo, plus an additive reflection), which is smooth enough to be
// computed once per 2×2 block and interpolated. Lamps, mirrors, screens and outside glass are shaded whole.

import { roomLight } from './lightgrid'
import { smoothstep } from './noise'
import { outdoorLight } from './outdoor'
import { furnitureOcclusion, sunPatch, windowReflection } from './roomlight'
import { FLAG_SMOOTH, FLAG_SOFT, K, type Scene } from './scene'
import { HAZE, SUN } from './sky'
import { shadeSpecial } from './special'
import { albedo } from './textures'

const alb = new Float64Array(3)
const light = new Float64Array(3)
const spec = new Float64Array(3)
const refl = new Float64Array(3)
/** The shading normal of the last `surfaceNormal` call. */
export const nrm = new Float64Array(3)

/** Gloss (reflection strength at normal incidence) and blur per material kind. */
const GLOSS = new Float64Array(32)
const ROUGH = new Float64Array(32)
GLOSS[K.wood] = 0.02
ROUGH[K.wood] = 0.06
GLOSS[K.tile] = 0.06
ROUGH[K.tile] = 0.04
GLOSS[K.stone] = 0.06
ROUGH[K.stone] = 0.05
GLOSS[K.ceramic] = 0.05
ROUGH[K.ceramic] = 0.04
GLOSS[K.metal] = 0.25
ROUGH[K.metal] = 0.12

/** Materials shaded whole per pixel (emissive or mirror-like). */
export function isSpecial(scene: Scene, id: number): boolean {
  const k = scene.materials[scene.mat[id]!]!.kind
  return k === K.light || k === K.windowGlass || k === K.glass || k === K.screen
}

/** Sets `nrm` to the shading normal of polygon `id` at p: its plane's, or a blob's smooth one for foliage. */
export function surfaceNormal(scene: Scene, id: number, px: number, py: number, pz: number) {
  let nx = scene.normal[3 * id]!
  let ny = scene.normal[3 * id + 1]!
  let nz = scene.normal[3 * id + 2]!
  const ref = scene.ref[id]!
  if (scene.flags[id]! & FLAG_SMOOTH && ref >= 0) {
    const o = 6 * ref
    const r = scene.refs
    const rx = (r[o + 3]! - r[o]!) / 2
    const ry = (r[o + 4]! - r[o + 1]!) / 2
    const rz = (r[o + 5]! - r[o + 2]!) / 2
    const sx = (px - r[o]! - rx) / (rx * rx) + (nx * 0.3) / rx
    const sy = (py - r[o + 1]! - ry) / (ry * ry) + (ny * 0.3) / ry
    const sz = (pz - r[o + 2]! - rz) / (rz * rz) + (nz * 0.3) / rz
    const l = Math.sqrt(sx * sx + sy * sy + sz * sz) || 1
    nx = sx / l
    ny = sy / l
    nz = sz / l
  }
  nrm[0] = nx
  nrm[1] = ny
  nrm[2] = nz
}

/** Albedo of polygon `id` at p (normal in `nrm`), with upholstery's soft edges, into out. */
export function surfaceAlbedo(
  scene: Scene,
  id: number,
  px: number,
  py: number,
  pz: number,
  fp: number,
  out: Float64Array,
) {
  const m = scene.materials[scene.mat[id]!]!
  albedo(scene, id, m, px, py, pz, nrm[0]!, nrm[1]!, nrm[2]!, fp, out)
  const ref = scene.ref[id]!
  if (scene.flags[id]! & FLAG_SOFT && ref >= 0) {
    // Faces darken towards their box's edges, so cushions read as padded rather than as blocks.
    const soft = 0.74 + 0.26 * smoothstep(0, 70, edgeDistance(scene.refs, 6 * ref, px, py, pz))
    out[0]! *= soft
    out[1]! *= soft
    out[2]! *= soft
  }
}

/**
 * Light arriving at p on polygon `id` (normal in `nrm`, d the unit view ray) per unit albedo into `lightOut`, and
 * the glossy reflection of the windows into `specOut`. Outdoor surfaces also fade into haze with distance (`dist`).
 */
export function surfaceLight(
  scene: Scene,
  id: number,
  px: number,
  py: number,
  pz: number,
  dx: number,
  dy: number,
  dz: number,
  lightOut: Float64Array,
  specOut: Float64Array,
) {
  const nx = nrm[0]!
  const ny = nrm[1]!
  const nz = nrm[2]!
  lightOut[0] = 0
  lightOut[1] = 0
  lightOut[2] = 0
  specOut[0] = 0
  specOut[1] = 0
  specOut[2] = 0
  const room = scene.room[id]!
  const ref = scene.ref[id]!
  if (room < 0) {
    outdoorLight(scene.outdoor, px, py, pz, nx, ny, nz, lightOut)
    if (scene.flags[id]! & FLAG_SMOOTH && ref >= 0) {
      // Inside a crown leaves shade each other: darker towards the bottom and the core.
      const z0 = scene.refs[6 * ref + 2]!
      const z1 = scene.refs[6 * ref + 5]!
      const k = 0.5 + 0.5 * Math.min(1, Math.max(0, (pz - z0) / (z1 - z0)))
      lightOut[0]! *= k
      lightOut[1]! *= k
      lightOut[2]! *= k
    }
    return
  }
  const info = scene.rooms[room]!
  const ax = nx * nx
  const ay = ny * ny
  const az = nz * nz
  if (ax > 0.999) roomLight(info, nx > 0 ? 0 : 1, px, py, pz, 1, lightOut)
  else if (ay > 0.999) roomLight(info, ny > 0 ? 2 : 3, px, py, pz, 1, lightOut)
  else if (az > 0.999) roomLight(info, nz > 0 ? 4 : 5, px, py, pz, 1, lightOut)
  else {
    // Any other normal: blend the three axis directions it leans towards (an "ambient cube").
    roomLight(info, nx > 0 ? 0 : 1, px, py, pz, ax, lightOut)
    roomLight(info, ny > 0 ? 2 : 3, px, py, pz, ay, lightOut)
    roomLight(info, nz > 0 ? 4 : 5, px, py, pz, az, lightOut)
  }
  const ao = furnitureOcclusion(info, px, py, pz, nx, ny, nz)
  lightOut[0]! *= ao
  lightOut[1]! *= ao
  lightOut[2]! *= ao
  const cosS = nx * SUN[0] + ny * SUN[1] + nz * SUN[2]
  if (cosS > 0) sunPatch(info, px, py, pz, cosS, lightOut)
  const m = scene.materials[scene.mat[id]!]!
  // Only floors and worktops show the windows: on walls these reflections read as stray white patches.
  const gloss = nz < 0.9 ? 0 : m.kind === K.wood && m.scale === 0 ? 0.025 : GLOSS[m.kind]!
  if (gloss > 0) {
    const cosV = -(dx * nx + dy * ny + dz * nz)
    const hit = windowReflection(
      info,
      px,
      py,
      pz,
      dx + 2 * cosV * nx,
      dy + 2 * cosV * ny,
      dz + 2 * cosV * nz,
      ROUGH[m.kind]!,
      refl,
    )
    if (hit > 0) {
      // Fresnel, capped: these floors are satin, not mirrors.
      const f = Math.min(0.12, gloss + (1 - gloss) * (1 - Math.abs(cosV)) ** 5) * hit * ao
      specOut[0] = f * refl[0]!
      specOut[1] = f * refl[1]!
      specOut[2] = f * refl[2]!
    }
  }
}

/** Radiance leaving polygon `id` at p towards the eye (d the unit view ray, `dist` its length) into out. */
export function shadeSurface(
  scene: Scene,
  id: number,
  px: number,
  py: number,
  pz: number,
  dx: number,
  dy: number,
  dz: number,
  dist: number,
  fp: number,
  out: Float64Array,
) {
  surfaceNormal(scene, id, px, py, pz)
  if (isSpecial(scene, id)) {
    shadeSpecial(scene, id, px, py, pz, dx, dy, dz, out)
    return
  }
  surfaceAlbedo(scene, id, px, py, pz, fp, alb)
  surfaceLight(scene, id, px, py, pz, dx, dy, dz, light, spec)
  out[0] = alb[0]! * light[0]! + spec[0]!
  out[1] = alb[1]! * light[1]! + spec[1]!
  out[2] = alb[2]! * light[2]! + spec[2]!
  if (scene.room[id]! < 0) addHaze(out, dist)
}

/** Aerial haze over long distances outdoors. */
export function addHaze(out: Float64Array, dist: number) {
  if (dist < 20000) return
  const h = 1 - Math.exp(-dist / 700000)
  out[0]! += (HAZE[0] - out[0]!) * h
  out[1]! += (HAZE[1] - out[1]!) * h
  out[2]! += (HAZE[2] - out[2]!) * h
}

/** Distance from p to the nearest edge of the face it lies on, on the box at b[o..o+5]. */
function edgeDistance(b: Float64Array, o: number, px: number, py: number, pz: number): number {
  const ax = Math.abs(nrm[0]!)
  const ay = Math.abs(nrm[1]!)
  const az = Math.abs(nrm[2]!)
  let e = Infinity
  if (ax < 0.5) e = Math.min(e, px - b[o]!, b[o + 3]! - px)
  if (ay < 0.5) e = Math.min(e, py - b[o + 1]!, b[o + 4]! - py)
  if (az < 0.5) e = Math.min(e, pz - b[o + 2]!, b[o + 5]! - pz)
  return e
}
