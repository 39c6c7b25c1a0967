// Daylight: a late-morning sun from the south-south-east (so the street front is lit), a blue sky with a bright
// horizon, a sun glow and soft procedural clouds. Radiance units are arbitrary; the tone mapper sets exposure.
import { fbm2, smoothstep } from './noise'

const sunAz = (150 * Math.PI) / 180
const sunEl = (40 * Math.PI) / 180
/** Unit vector towards the sun. */
export const SUN = [Math.sin(sunAz) * Math.cos(sunEl), Math.cos(sunAz) * Math.cos(sunEl), Math.sin(sunEl)] as const
/** Sun irradiance over π (so that albedo × SUN_L × cos is outgoing radiance). */
export const SUN_L = 1.05
export const SUN_RGB = [1.0, 0.9, 0.76] as const
/** Sky irradiance over π on an upward-facing surface. */
export const SKY_UP = [0.42, 0.52, 0.7] as const
/** Light bounced off the lawn, over π, on a downward-facing surface. */
export const GROUND_UP = [0.11, 0.13, 0.08] as const
/** The haze colour distant things fade towards. */
export const HAZE = [0.78, 0.84, 0.92] as const

/** Sky radiance in direction (dx, dy, dz) (unit), into out[0..2]. */
export function skyRadiance(dx: number, dy: number, dz: number, out: Float64Array) {
  const up = dz > 0 ? dz : 0
  const h = (1 - up) ** 4
  let r = 0.2 + (0.86 - 0.2) * h
  let g = 0.38 + (0.92 - 0.38) * h
  let b = 0.82 + (1.02 - 0.82) * h
  const c = dx * SUN[0] + dy * SUN[1] + dz * SUN[2]
  if (c > 0) {
    const glow = 0.3 * c ** 8 + 1.2 * c ** 300
    r += glow * 1.0
    g += glow * 0.92
    b += glow * 0.78
    if (c > 0.99996) {
      r += 60
      g += 56
      b += 48
    }
  }
  if (dz > 0.015) {
    // Clouds on a plane overhead: shrink with distance, fade out at the horizon.
    const px = (dx / dz) * 1.3
    const py = (dy / dz) * 1.3
    const n = fbm2(px + 11.3, py - 4.1, 0) + 0.5 * (fbm2(px * 3.1, py * 3.1, 0.3) + 0.5)
    const cover = smoothstep(0.18, 0.62, n) * smoothstep(0.015, 0.12, dz) * 0.9
    if (cover > 0) {
      const shade = 0.82 + 0.35 * smoothstep(0.3, 0.8, n)
      r += (1.02 * shade - r) * cover
      g += (1.01 * shade - g) * cover
      b += (1.0 * shade - b) * cover
    }
  } else if (dz < 0) {
    r *= 0.85
    g *= 0.88
    b *= 0.86
  }
  out[0] = r
  out[1] = g
  out[2] = b
}
