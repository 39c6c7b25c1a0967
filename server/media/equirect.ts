// Cube faces from an equirectangular panorama (the importer's conversion of real captures). The face order and
// axes are the product's one convention (docs/panoramas.md): c0 up, c1 front (+y north), c2 right (+x east),
// c3 back, c4 left, c5 down; pixel (i, j) of an N-pixel face looks along forward + u·right − v·up with
// u = 2(i + ½)/N − 1 and v = 2(j + ½)/N − 1 (cubeFaceDirection, shared with the renderer). The panorama's centre
// column faces north, turning clockwise to the right.
import { cubeFaceDirection } from './render/cube'

export interface RgbImage {
  readonly width: number
  readonly height: number
  /** Packed RGB, 3 bytes a pixel, rows top to bottom. */
  readonly data: Uint8Array
}

/** Resamples one cube face (N×N) from an equirectangular RGB image, bilinearly. */
export function cubeFaceFromEquirect(pano: RgbImage, face: number, size: number): RgbImage {
  const out = new Uint8Array(size * size * 3)
  const { width: W, height: H, data } = pano
  for (let j = 0; j < size; j++) {
    const v = (2 * (j + 0.5)) / size - 1
    for (let i = 0; i < size; i++) {
      const u = (2 * (i + 0.5)) / size - 1
      const [x, y, z] = cubeFaceDirection(face, u, v)
      const lon = Math.atan2(x, y)
      const lat = Math.atan2(z, Math.hypot(x, y))
      const px = (lon / (2 * Math.PI) + 0.5) * W - 0.5
      const py = (0.5 - lat / Math.PI) * H - 0.5
      const x0 = Math.floor(px)
      const y0 = Math.max(0, Math.min(H - 1, Math.floor(py)))
      const y1 = Math.min(H - 1, y0 + 1)
      const fx = px - x0
      const fy = Math.max(0, Math.min(1, py - y0))
      // Longitude wraps around; latitude clamps at the poles.
      const xa = ((x0 % W) + W) % W
      const xb = (xa + 1) % W
      const o = (j * size + i) * 3
      for (let c = 0; c < 3; c++) {
        const a = (data[(y0 * W + xa) * 3 + c] as number) * (1 - fx) + (data[(y0 * W + xb) * 3 + c] as number) * fx
        const b = (data[(y1 * W + xa) * 3 + c] as number) * (1 - fx) + (data[(y1 * W + xb) * 3 + c] as number) * fx
        out[o + c] = Math.round(a * (1 - fy) + b * fy)
      }
    }
  }
  return { width: size, height: size, data: out }
}
