// Draws one view of a panorama into RGBA pixels by the tour engine's own projection (src/domain/cube-projection.ts):
// the first paint of a tour page, before three.js has loaded. Each face comes from its own square of pixels: a slice
// of the preview strip (six N×N faces side by side, docs/panoramas.md) or a full face. Bilinear within a face,
// never blending in the neighbouring face (as the engine's half-texel inset does), opaque.
//
// It runs once or twice per page load, cold (not yet optimised by the JIT), over up to a million pixels, so the loop
// allocates nothing and does per pixel only what changes: the ray's direction steps linearly along a row, and since
// every face's axes are the cube's axes, each dot product with them is one of the ray's components. The plain form,
// cubePointAt per pixel, is the tests' oracle (tests/ui/paint-view.test.ts).
import { CUBE_FACES, type CubeVector } from '../../domain/cube-faces'
import type { CubeCamera } from '../../domain/cube-projection'

export interface Pixels {
  readonly data: Uint8ClampedArray
  readonly width: number
  readonly height: number
}

/** One face's square: `size` pixels a side, its left edge at column `left` of `pixels`. */
export interface FaceSource {
  readonly pixels: Pixels
  readonly left: number
  readonly size: number
}

/** The six faces of a preview strip. */
export const stripFaces = (strip: Pixels): FaceSource[] =>
  [0, 1, 2, 3, 4, 5].map((k) => ({ pixels: strip, left: k * strip.height, size: strip.height }))

// Per face, the ray component its forward, right and up axes pick out, and its sign ([0, -1, 0]: component 1, −1).
const axisIndex = (pick: (face: (typeof CUBE_FACES)[number]) => CubeVector) =>
  Int8Array.from(CUBE_FACES, (face) => pick(face).findIndex((c) => c !== 0))
const axisSign = (pick: (face: (typeof CUBE_FACES)[number]) => CubeVector) =>
  Float64Array.from(CUBE_FACES, (face) => pick(face).reduce((sum, c) => sum + c, 0))
const FORWARD_INDEX = axisIndex((face) => face.f)
const FORWARD_SIGN = axisSign((face) => face.f)
const RIGHT_INDEX = axisIndex((face) => face.r)
const RIGHT_SIGN = axisSign((face) => face.r)
const UP_INDEX = axisIndex((face) => face.u)
const UP_SIGN = axisSign((face) => face.u)

export function paintView(faces: ReadonlyArray<FaceSource>, camera: CubeCamera, out: Pixels): void {
  const { forward: f, right: r, up: u, tanHalfH, tanHalfV } = camera
  const { width, height, data: target } = out
  // The ray through pixel x of a row is rowStart + x · step (cubePointAt's a = nx · tanHalfH, nx = 2(x+½)/w − 1).
  const stepA = (2 * tanHalfH) / width
  const d = new Float64Array(3)
  let o = 0
  for (let y = 0; y < height; y++) {
    const b = (1 - (2 * (y + 0.5)) / height) * tanHalfV
    const a0 = (1 / width - 1) * tanHalfH
    for (let i = 0; i < 3; i++) d[i] = (f[i] as number) + a0 * (r[i] as number) + b * (u[i] as number)
    const s0 = stepA * r[0]
    const s1 = stepA * r[1]
    const s2 = stepA * r[2]
    for (let x = 0; x < width; x++) {
      const d0 = d[0] as number
      const d1 = d[1] as number
      const d2 = d[2] as number
      // The face the ray is most along (the first such in CUBE_FACES' order, as cubePointAt picks it).
      let face = 0
      let best = Number.NEGATIVE_INFINITY
      for (let k = 0; k < 6; k++) {
        const along = (FORWARD_SIGN[k] as number) * (d[FORWARD_INDEX[k] as number] as number)
        if (along > best) {
          best = along
          face = k
        }
      }
      const fu = ((RIGHT_SIGN[face] as number) * (d[RIGHT_INDEX[face] as number] as number)) / best
      const fv = -((UP_SIGN[face] as number) * (d[UP_INDEX[face] as number] as number)) / best
      const source = faces[face] as FaceSource
      const n = source.size
      const last = n - 1
      const src = source.pixels.data
      const rowBytes = source.pixels.width * 4
      // Continuous texel coordinates within the face, texel i's centre at i.
      const fx = Math.min(last, Math.max(0, ((fu + 1) / 2) * n - 0.5))
      const fy = Math.min(last, Math.max(0, ((fv + 1) / 2) * n - 0.5))
      const x0 = Math.floor(fx)
      const y0 = Math.floor(fy)
      const dx = x0 < last ? 4 : 0
      const dy = y0 < last ? rowBytes : 0
      const ax = fx - x0
      const ay = fy - y0
      const p00 = y0 * rowBytes + (source.left + x0) * 4
      const p10 = p00 + dx
      const p01 = p00 + dy
      const p11 = p01 + dx
      const w00 = (1 - ax) * (1 - ay)
      const w10 = ax * (1 - ay)
      const w01 = (1 - ax) * ay
      const w11 = ax * ay
      target[o] =
        w00 * (src[p00] as number) +
        w10 * (src[p10] as number) +
        w01 * (src[p01] as number) +
        w11 * (src[p11] as number)
      target[o + 1] =
        w00 * (src[p00 + 1] as number) +
        w10 * (src[p10 + 1] as number) +
        w01 * (src[p01 + 1] as number) +
        w11 * (src[p11 + 1] as number)
      target[o + 2] =
        w00 * (src[p00 + 2] as number) +
        w10 * (src[p10 + 2] as number) +
        w01 * (src[p01 + 2] as number) +
        w11 * (src[p11 + 2] as number)
      target[o + 3] = 255
      o += 4
      d[0] = d0 + s0
      d[1] = d1 + s1
      d[2] = d2 + s2
    }
  }
}
