// Cube-map conventions (docs/panoramas.md): face order c0 up, c1 front (+y, north), c2 right (+x, east), c3 back,
// c4 left, c5 down; pixel (i, j) of an N×N face looks along forward + u·right − v·up with u = 2(i+0.5)/N − 1 and
// v = 2(j+0.5)/N − 1. Also the equirectangular resampling and the preview strip, all pure functions on bytes.

import { CUBE_FACES } from '../../../src/domain/cube-faces'

/** Forward, right, up per face: the convention the tour engine reads too (src/domain/cube-faces.ts). */
export { CUBE_FACES }

/** The (unnormalised) direction for face `face` at face coordinates u (right) and v (down), both in [-1, 1]. */
export function cubeFaceDirection(face: number, u: number, v: number): [number, number, number] {
  const c = CUBE_FACES[face]
  if (!c) throw new Error(`no cube face ${face}`)
  return [c.f[0] + u * c.r[0] - v * c.u[0], c.f[1] + u * c.r[1] - v * c.u[1], c.f[2] + u * c.r[2] - v * c.u[2]]
}

const uv = new Float64Array(2)

/** The face a direction falls on, with its face coordinates (inverse of cubeFaceDirection). */
export function directionToFace(dx: number, dy: number, dz: number): { face: number; u: number; v: number } {
  const face = faceOf(dx, dy, dz)
  return { face, u: uv[0]!, v: uv[1]! }
}

/** Allocation-free core of directionToFace: returns the face and leaves u, v in `uv` (formulas from CUBE_FACES). */
function faceOf(dx: number, dy: number, dz: number): number {
  const ax = dx < 0 ? -dx : dx
  const ay = dy < 0 ? -dy : dy
  const az = dz < 0 ? -dz : dz
  if (az >= ax && az >= ay) {
    uv[0] = dx / az
    uv[1] = dz > 0 ? dy / az : -dy / az
    return dz > 0 ? 0 : 5
  }
  if (ay >= ax) {
    uv[0] = dx / dy
    uv[1] = -dz / ay
    return dy > 0 ? 1 : 3
  }
  uv[0] = -dy / dx
  uv[1] = -dz / ax
  return dx > 0 ? 2 : 4
}

interface EquirectMap {
  /** Per output pixel: offset of the top-left source pixel in the six faces laid end to end (RGB). */
  readonly offset: Uint32Array
  /** Bilinear weights towards the right and lower neighbour, in 1/256. */
  readonly wx: Uint8Array
  readonly wy: Uint8Array
}

const maps = new Map<string, EquirectMap>()

/**
 * Where every equirectangular pixel samples the cube: worked out once per size (a worker renders many
 * panoramas), so each panorama's resampling is only loads and multiply-adds.
 */
function equirectMap(n: number, width: number, height: number): EquirectMap {
  const key = `${n}x${width}x${height}`
  const known = maps.get(key)
  if (known) return known
  const offset = new Uint32Array(width * height)
  const wx = new Uint8Array(width * height)
  const wy = new Uint8Array(width * height)
  const half = n / 2
  const max = n - 1.0001
  for (let r = 0; r < height; r++) {
    const lat = (0.5 - (r + 0.5) / height) * Math.PI
    const cl = Math.cos(lat)
    const dz = Math.sin(lat)
    for (let c = 0; c < width; c++) {
      const lon = ((c + 0.5) / width - 0.5) * 2 * Math.PI
      const face = faceOf(Math.sin(lon) * cl, Math.cos(lon) * cl, dz)
      let x = (uv[0]! + 1) * half - 0.5
      let y = (uv[1]! + 1) * half - 0.5
      x = x < 0 ? 0 : x > max ? max : x
      y = y < 0 ? 0 : y > max ? max : y
      const x0 = x | 0
      const y0 = y | 0
      const o = r * width + c
      offset[o] = 3 * (face * n * n + y0 * n + x0)
      wx[o] = Math.round((x - x0) * 255)
      wy[o] = Math.round((y - y0) * 255)
    }
  }
  maps.set(key, { offset, wx, wy })
  return maps.get(key)!
}

/**
 * Equirectangular image (RGB bytes) from six RGB faces: the centre column looks north (+y), moving right turns
 * clockwise (towards east), the top row looks straight up. Bilinear within a face; at a face's border the sample
 * clamps to the edge pixels, which match the neighbouring face's (they see the same directions).
 */
export function equirectFromFaces(
  faces: ReadonlyArray<Uint8Array>,
  n: number,
  width: number,
  height: number,
): Uint8Array {
  const all = new Uint8Array(6 * n * n * 3)
  faces.forEach((f, k) => {
    all.set(f.subarray(0, n * n * 3), k * n * n * 3)
  })
  const { offset, wx, wy } = equirectMap(n, width, height)
  const out = new Uint8Array(width * height * 3)
  const row = 3 * n
  for (let p = 0, o = 0; p < offset.length; p++, o += 3) {
    const a = offset[p]!
    const tx = wx[p]!
    const ty = wy[p]!
    const w00 = (256 - tx) * (256 - ty)
    const w10 = tx * (256 - ty)
    const w01 = (256 - tx) * ty
    const w11 = tx * ty
    const b = a + row
    out[o] = (w00 * all[a]! + w10 * all[a + 3]! + w01 * all[b]! + w11 * all[b + 3]! + 32768) >> 16
    out[o + 1] = (w00 * all[a + 1]! + w10 * all[a + 4]! + w01 * all[b + 1]! + w11 * all[b + 4]! + 32768) >> 16
    out[o + 2] = (w00 * all[a + 2]! + w10 * all[a + 5]! + w01 * all[b + 2]! + w11 * all[b + 5]! + 32768) >> 16
  }
  return out
}

/** Box-filters an n×n RGB image down to m×m (n a multiple of m). */
export function downsample(img: Uint8Array, n: number, m: number): Uint8Array {
  const k = n / m
  if (!Number.isInteger(k)) throw new Error(`face size ${n} is not a multiple of ${m}`)
  const out = new Uint8Array(m * m * 3)
  const area = k * k
  for (let j = 0; j < m; j++) {
    for (let i = 0; i < m; i++) {
      let r = 0
      let g = 0
      let b = 0
      for (let y = j * k; y < (j + 1) * k; y++) {
        let o = 3 * (y * n + i * k)
        for (let x = 0; x < k; x++, o += 3) {
          r += img[o]!
          g += img[o + 1]!
          b += img[o + 2]!
        }
      }
      const o = 3 * (j * m + i)
      out[o] = Math.round(r / area)
      out[o + 1] = Math.round(g / area)
      out[o + 2] = Math.round(b / area)
    }
  }
  return out
}

/** Six m×m RGB faces side by side (c0..c5) in one 6m × m strip. */
export function stripFaces(faces: ReadonlyArray<Uint8Array>, m: number): Uint8Array {
  const out = new Uint8Array(6 * m * m * 3)
  faces.forEach((face, k) => {
    for (let y = 0; y < m; y++) out.set(face.subarray(3 * y * m, 3 * (y + 1) * m), 3 * (y * 6 * m + k * m))
  })
  return out
}
