// Cheap deterministic noise for procedural textures: an integer hash and 2D value noise. Plain functions on numbers
// (no objects, no allocation) because they run several times per shaded pixel.

/** A hash of two integers to [0, 1). */
export function hash2(x: number, y: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1)
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296
}

// Value noise reads lattice values from a table (a permutation of 0..255 and 256 random values) rather than
// hashing each corner: this runs for nearly every pixel, several times.
const PERM = new Uint8Array(512)
const VALUES = new Float64Array(256)
{
  const order = Array.from({ length: 256 }, (_, i) => i)
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(hash2(i, 977) * (i + 1))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  for (let i = 0; i < 512; i++) PERM[i] = order[i & 255]!
  for (let i = 0; i < 256; i++) VALUES[i] = hash2(i, 4111)
}

/** A fast hash of two integers to [0, 1), from the tables (period 256 in each). */
export function hashT(x: number, y: number): number {
  return VALUES[PERM[PERM[x & 255]! + (y & 255)]!]!
}

/** Smooth value noise in [0, 1) on a unit lattice (period 256). */
export function noise2(x: number, y: number): number {
  const fx0 = Math.floor(x)
  const fy0 = Math.floor(y)
  const fx = x - fx0
  const fy = y - fy0
  const ix = fx0 & 255
  const iy = fy0 & 255
  const sx = fx * fx * (3 - 2 * fx)
  const sy = fy * fy * (3 - 2 * fy)
  const p0 = PERM[ix]!
  const p1 = PERM[ix + 1]!
  const a = VALUES[PERM[p0 + iy]!]!
  const b = VALUES[PERM[p1 + iy]!]!
  const c = VALUES[PERM[p0 + iy + 1]!]!
  const d = VALUES[PERM[p1 + iy + 1]!]!
  const top = a + (b - a) * sx
  const bottom = c + (d - c) * sx
  return top + (bottom - top) * sy
}

/**
 * Three octaves of value noise, centred on 0 (about ±0.5). `fade` in [0, 1] drops the finer octaves, used when a
 * pixel covers more than an octave's period so fine detail averages out instead of aliasing.
 */
export function fbm2(x: number, y: number, footprintInPeriods: number): number {
  let sum = noise2(x, y) - 0.5
  if (footprintInPeriods < 0.5) sum += (noise2(x * 2.03 + 17.1, y * 2.03 + 3.7) - 0.5) * 0.5
  if (footprintInPeriods < 0.25) sum += (noise2(x * 4.01 + 5.3, y * 4.01 + 41.9) - 0.5) * 0.25
  return sum
}

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v)

export function smoothstep(edge0: number, edge1: number, v: number): number {
  const t = clamp01((v - edge0) / (edge1 - edge0))
  return t * t * (3 - 2 * t)
}

/**
 * Coverage of periodic lines (grout, joints) at coordinate `u` with period `period` and line width `width`,
 * anti-aliased over a pixel footprint `fp` (all in mm): 1 on a line, 0 between, the average when lines blur.
 */
export function lineCoverage(u: number, period: number, width: number, fp: number): number {
  const q = u / period
  const f = q - Math.floor(q)
  const d = (f < 0.5 ? f : 1 - f) * period
  const soft = fp > 0.5 ? fp : 0.5
  const c = (width / 2 + soft / 2 - d) / soft
  const sharp = c <= 0 ? 0 : c >= 1 ? 1 : c
  if (fp <= period * 0.25) return sharp
  return sharp + (width / period - sharp) * smoothstep(period * 0.25, period, fp)
}
