// Procedural surface textures in world millimetres: wood planks and grain, tiles and grout, carpet, fabric weave,
// siding boards, brick, shingles, grass, paving, asphalt. Every fine detail fades by the pixel footprint `fp` (mm
// per pixel on the surface) so distant floors do not shimmer or moiré.

import { books, painting } from './art'
import { fbm2, hashT as hash2, lineCoverage, noise2, smoothstep } from './noise'
import { FLAG_ART, FLAG_BOOKS, K, type MatInfo, type Scene } from './scene'

/** Writes the albedo of material `m` at p (normal n) into out. */
export function albedo(
  scene: Scene,
  poly: number,
  m: MatInfo,
  px: number,
  py: number,
  pz: number,
  nx: number,
  ny: number,
  nz: number,
  fp: number,
  out: Float64Array,
) {
  const flags = scene.flags[poly]!
  if (flags & (FLAG_ART | FLAG_BOOKS) && scene.ref[poly]! >= 0) {
    if (flags & FLAG_ART) painting(scene, scene.ref[poly]!, m, px, py, pz, fp, out)
    else books(scene, scene.ref[poly]!, m, px, py, pz, fp, out)
    return
  }
  // Surface coordinates: the two world axes spanning the face's dominant plane.
  const ax = nx < 0 ? -nx : nx
  const ay = ny < 0 ? -ny : ny
  const az = nz < 0 ? -nz : nz
  const u = az >= ax && az >= ay ? px : ax >= ay ? py : px
  const v = az >= ax && az >= ay ? py : pz
  let t = 1
  let tr = 0
  let tb = 0
  switch (m.kind) {
    case K.paint:
      t = 1 + 0.035 * (noise2(u / 600 + v / 1700, v / 500) - 0.5)
      break
    case K.wood:
      if (m.scale > 0 && az > 0.5) t = planks(px, py, m.scale, fp)
      else if (m.scale > 0) t = grain(px + py, pz, fp) * (az > 0.5 ? 1 : 0.95)
      else {
        const axis = scene.flags[poly]! & 3
        const along = axis === 0 ? px : axis === 1 ? py : pz
        const across = axis === 0 ? (az > 0.5 ? py : pz) : axis === 1 ? (az > 0.5 ? px : pz) : ax > ay ? py : px
        t = grain(along, across, fp)
      }
      tr = 0.02 * (t - 1)
      break
    case K.tile: {
      const s = m.scale || 300
      const grout = Math.max(lineCoverage(u, s, 3, fp), lineCoverage(v, s, 3, fp))
      const tile = 0.96 + 0.08 * hash2(Math.floor(u / s), Math.floor(v / s))
      const body = tile * (1 + (fp < 4 ? 0.03 * fbm2(u / 30, v / 30, fp / 30) : 0))
      t = body + (0.78 - body) * grout
      break
    }
    case K.carpet:
      // Pile: soft mottling at a hand's width and fine fibres, fading with distance.
      t =
        1 +
        0.07 * fbm2(u / 140, v / 140, 0) +
        0.05 * (noise2(u / 25, v / 25) - 0.5) +
        0.14 * (1 - smoothstep(1, 5, fp)) * (noise2(u / 2.2, v / 2.2) - 0.5)
      break
    case K.stone:
      t = 1 + 0.05 * fbm2(u / 90, v / 90, fp / 90) + 0.06 * (1 - smoothstep(1, 6, fp)) * (noise2(u / 3, v / 3) - 0.5)
      break
    case K.fabric:
    case K.leather:
      t = 1 + 0.05 * fbm2(u / 120, v / 120, 0) + 0.07 * (1 - smoothstep(0.8, 3, fp)) * (noise2(u / 1.3, v / 1.3) - 0.5)
      break
    case K.siding: {
      const s = m.scale || 180
      const f = pz / s - Math.floor(pz / s)
      const board = Math.floor(pz / s)
      // Each board's lower edge laps over the one below and shades its top.
      const lap = smoothstep(1 - 16 / s, 1 - 4 / s, f) * (1 - smoothstep(0, Math.max(fp, 2), f * s - s + 4))
      const shade = fp > s ? 0.93 : 1 - 0.38 * lap
      t = shade * (0.94 + 0.07 * (1 - f)) * (1 + 0.03 * (hash2(board, Math.floor((u + board * 1370) / 3600)) - 0.5))
      t *= 1 + 0.03 * fbm2(u / 700, pz / 40, fp / 40)
      break
    }
    case K.brick:
      t = brick(u, pz, fp)
      tr = 0.04 * (t - 1)
      break
    case K.roof:
      t = shingles(px, pz, nz, m.scale || 250, fp)
      break
    case K.grass: {
      // Big darker and drier patches, clumps, blades, and faint mowing stripes.
      const patch = fbm2(px / 3000, py / 3000, 0)
      const clump = noise2(px / 160, py / 160) - 0.5
      const blade = (1 - smoothstep(3, 25, fp)) * (noise2(px / 9, py / 11) - 0.5)
      t = 0.86 + 0.5 * patch + 0.22 * clump * (1 - smoothstep(60, 300, fp)) + 0.35 * blade
      t *= 1 + 0.045 * Math.sign(Math.sin(px / 1400))
      tr = 0.25 * patch + 0.1
      tb = 0.1 * patch
      break
    }
    case K.paving: {
      const s = m.scale || 600
      const joint = Math.max(
        lineCoverage(px, s, 8, fp),
        lineCoverage(py + (Math.floor(px / s) % 2) * s * 0.5, s, 8, fp),
      )
      const slab = 0.93 + 0.12 * hash2(Math.floor(px / s), Math.floor(py / s))
      t = slab * (1 + 0.06 * fbm2(px / 60, py / 60, fp / 60)) * (1 - 0.35 * joint)
      break
    }
    case K.road: {
      t = 1 + 0.1 * fbm2(px / 900, py / 900, 0) + 0.14 * (1 - smoothstep(3, 20, fp)) * (noise2(px / 9, py / 9) - 0.5)
      const ref = scene.ref[poly]!
      if (ref >= 0) {
        const cy = (scene.refs[6 * ref + 1]! + scene.refs[6 * ref + 4]!) / 2
        const dash = lineCoverage(px, 6000, 3000, fp)
        const line = (1 - smoothstep(55, 55 + fp, Math.abs(py - cy))) * dash
        if (line > 0) {
          t += (7.5 - t) * line
          tb = -0.5 * line
        }
      }
      break
    }
    case K.bark:
      t = 0.85 + 0.35 * noise2(px / 40 + py / 40, pz / 600)
      break
    case K.foliage:
    case K.plant: {
      // Leaf clusters: light tops and dark gaps at two scales, and a tint per crown so trees differ.
      const ref = scene.ref[poly]!
      const tint = ref >= 0 ? hash2(ref, 17) : 0.5
      const n = noise2(px / 260 + pz / 410, py / 260 - pz / 330)
      const fine = 1 - smoothstep(8, 60, fp)
      const leaf = noise2(px / 55 + 3.3, (py + pz) / 55)
      t = (0.45 + 0.9 * n * n + 0.5 * fine * (leaf - 0.5)) * (0.85 + 0.3 * tint)
      tr = 0.25 * (tint - 0.5) + 0.1 * (n - 0.5)
      tb = -0.15 * n
      break
    }
    default:
      break
  }
  out[0] = m.r * t * (1 + tr)
  out[1] = m.g * t
  out[2] = m.b * t * (1 + tb)
}

/** Floor planks running east–west: per-plank tint, staggered end joints, grain, thin dark joints. */
function planks(px: number, py: number, width: number, fp: number): number {
  const row = Math.floor(py / width)
  const length = 1200 + 600 * hash2(row, 7)
  const off = hash2(row, 3) * length
  const seg = Math.floor((px + off) / length)
  const tint = 0.8 + 0.38 * hash2(row, seg)
  const g = grain(px + row * 511, py, fp)
  const joint = Math.max(lineCoverage(py, width, 1.6, fp), lineCoverage(px + off, length, 1.6, fp))
  return tint * g * (1 - 0.55 * joint)
}

/** Wood grain: streaks stretched along the grain, softened with distance. */
function grain(along: number, across: number, fp: number): number {
  const streak = noise2(along / 420, across / 7) - 0.5
  const fine = 1 - smoothstep(2, 8, fp)
  const rings = noise2(along / 1300 + 7.1, across / 40) - 0.5
  return 1 + 0.16 * streak * fine + 0.12 * rings + 0.05 * fine * (noise2(along / 40, across / 1.5) - 0.5)
}

/** Running-bond brick: per-brick tint and light mortar joints. */
function brick(u: number, z: number, fp: number): number {
  const course = 75
  const row = Math.floor(z / course)
  const len = 225
  const shift = row % 2 ? len / 2 : 0
  const col = Math.floor((u + shift) / len)
  const mortar = Math.max(lineCoverage(z, course, 10, fp), lineCoverage(u + shift, len, 10, fp))
  const tint = 0.8 + 0.34 * hash2(col, row) + 0.05 * fbm2(u / 30, z / 30, fp / 30)
  return tint + (1.12 - tint) * mortar
}

/** Asphalt shingles: staggered tabs with per-tab tint, a dark shadow line at each course. */
function shingles(px: number, pz: number, nz: number, s: number, fp: number): number {
  const slope = Math.sqrt(Math.max(0.05, 1 - nz * nz))
  const v = pz / slope
  const row = Math.floor(v / s)
  const f = v / s - row
  const shift = row % 2 ? 165 : 0
  const tab = Math.floor((px + shift) / 330)
  const tint = 0.78 + 0.4 * hash2(tab, row)
  const shadow = fp > s ? 0.9 : 1 - 0.45 * (1 - smoothstep(0, Math.max(0.06, fp / s), f))
  const gap = lineCoverage(px + shift, 330, 6, fp) * (f > 0.4 ? 1 : 0)
  return tint * shadow * (1 - 0.45 * gap) * (1 + 0.08 * fbm2(px / 25, v / 25, fp / 25))
}
