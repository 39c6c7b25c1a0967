// Draws one view of a panorama into RGBA pixels by the tour engine's own projection (src/domain/cube-projection.ts):
// the first paint of a tour page, before three.js has loaded. Each face comes from its own square of pixels: a slice
// of the preview strip (six N×N faces side by side, docs/panoramas.md) or a full face. Bilinear within a face,
// never blending in the neighbouring face (as the engine's half-texel inset does), opaque.
import { type CubeCamera, cubePointAt } from '../../domain/cube-projection'

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

export function paintView(faces: ReadonlyArray<FaceSource>, camera: CubeCamera, out: Pixels): void {
  let o = 0
  for (let y = 0; y < out.height; y++) {
    const ny = 1 - (2 * (y + 0.5)) / out.height
    for (let x = 0; x < out.width; x++) {
      const nx = (2 * (x + 0.5)) / out.width - 1
      const { face, u, v } = cubePointAt(camera, nx, ny)
      const source = faces[face] as FaceSource
      const n = source.size
      const last = n - 1
      const src = source.pixels.data
      const rowBytes = source.pixels.width * 4
      // Continuous texel coordinates within the face, texel i's centre at i.
      const fx = Math.min(last, Math.max(0, ((u + 1) / 2) * n - 0.5))
      const fy = Math.min(last, Math.max(0, ((v + 1) / 2) * n - 0.5))
      const x0 = Math.floor(fx)
      const y0 = Math.floor(fy)
      const x1 = Math.min(last, x0 + 1)
      const y1 = Math.min(last, y0 + 1)
      const ax = fx - x0
      const ay = fy - y0
      const base = source.left * 4
      const p00 = y0 * rowBytes + base + x0 * 4
      const p10 = y0 * rowBytes + base + x1 * 4
      const p01 = y1 * rowBytes + base + x0 * 4
      const p11 = y1 * rowBytes + base + x1 * 4
      for (let c = 0; c < 3; c++) {
        const top = (src[p00 + c] as number) * (1 - ax) + (src[p10 + c] as number) * ax
        const bottom = (src[p01 + c] as number) * (1 - ax) + (src[p11 + c] as number) * ax
        out.data[o + c] = top * (1 - ay) + bottom * ay
      }
      out.data[o + 3] = 255
      o += 4
    }
  }
}
