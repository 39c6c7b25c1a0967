// Textures for things the model gives only as coloured boxes: paintings (an abstract picture in the art's colour)
// and rows of books (spines of varied colour and height).
import { hashT as hash2, lineCoverage, noise2, smoothstep } from './noise'
import type { MatInfo, Scene } from './scene'

/** Position across a reference box: along its longer horizontal side (0–1) and up (0–1), plus the side's length. */
function acrossBox(scene: Scene, ref: number, px: number, py: number, pz: number) {
  const b = scene.refs
  const o = 6 * ref
  const w = b[o + 3]! - b[o]!
  const d = b[o + 4]! - b[o + 1]!
  const along = w >= d ? px - b[o]! : py - b[o + 1]!
  return { u: along / Math.max(w, d), v: (pz - b[o + 2]!) / (b[o + 5]! - b[o + 2]!), len: Math.max(w, d), along }
}

/** An abstract painting in the art's colour: colour fields, a landscape, or a disc, chosen per piece. */
export function painting(
  scene: Scene,
  ref: number,
  m: MatInfo,
  px: number,
  py: number,
  pz: number,
  fp: number,
  out: Float64Array,
) {
  const { u, v } = acrossBox(scene, ref, px, py, pz)
  const style = Math.floor(hash2(ref, 5) * 3)
  const brush = 1 + 0.08 * (noise2(u * 40, v * 40) - 0.5) * (1 - smoothstep(2, 8, fp))
  const light = [0.86, 0.83, 0.77]
  let mix = 0
  let dark = 1
  if (style === 0) {
    const band = v + 0.06 * (noise2(u * 6, 3.1) - 0.5)
    mix = band > 0.62 ? 0.15 : band > 0.3 ? 1 : 0.55
    dark = band > 0.3 && band < 0.62 ? 1 : 0.8
  } else if (style === 1) {
    const horizon = 0.45 + 0.12 * Math.sin(u * 5 + hash2(ref, 9) * 6) + 0.05 * (noise2(u * 9, 1.7) - 0.5)
    mix = v > horizon ? 0.1 + 0.15 * v : 1
    dark = v > horizon ? 1 : 0.6 + 0.5 * v
  } else {
    const dx = u - 0.5
    const dy = v - 0.55
    mix = Math.hypot(dx * 1.4, dy) < 0.28 ? 1 : 0.05
    if (Math.abs(v - 0.2) < 0.03) mix = 0.7
  }
  out[0] = (light[0]! + (m.r - light[0]!) * mix) * dark * brush
  out[1] = (light[1]! + (m.g - light[1]!) * mix) * dark * brush
  out[2] = (light[2]! + (m.b - light[2]!) * mix) * dark * brush
}

/** A row of books: spines of varied colour and height, with the dark back of the shelf above the short ones. */
export function books(
  scene: Scene,
  ref: number,
  m: MatInfo,
  px: number,
  py: number,
  pz: number,
  fp: number,
  out: Float64Array,
) {
  const { v, along } = acrossBox(scene, ref, px, py, pz)
  const k = Math.floor(along / 34)
  const top = 0.7 + 0.3 * hash2(k, ref)
  if (v > top) {
    out[0] = 0.05
    out[1] = 0.045
    out[2] = 0.04
    return
  }
  const h = hash2(k, ref + 7)
  const gap = lineCoverage(along, 34, 3, fp)
  const shade = (0.55 + 0.7 * hash2(k, ref + 3)) * (1 - 0.6 * gap)
  // Some spines take a neighbouring hue, so a row is not one colour.
  const [r, g, b] = h < 0.3 ? [m.g, m.b, m.r] : h < 0.5 ? [0.8, 0.76, 0.68] : [m.r, m.g, m.b]
  const label = h > 0.6 && Math.abs(v - top * 0.78) < 0.05 ? 1.6 : 1
  out[0] = r * shade * label
  out[1] = g * shade * label
  out[2] = b * shade * label
}
