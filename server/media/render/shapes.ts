// Low-poly organic shapes: jittered icospheres ("blobs") for plants, shrubs and tree crowns. They are shaded with a
// normal from the blob's centre (FLAG_SMOOTH), so the facets read as soft foliage rather than a gem.

import type { SceneBuilder } from './builder'
import { hash2 } from './noise'
import { FLAG_SMOOTH } from './scene'

const T = (1 + Math.sqrt(5)) / 2
const BASE_V = [
  [-1, T, 0],
  [1, T, 0],
  [-1, -T, 0],
  [1, -T, 0],
  [0, -1, T],
  [0, 1, T],
  [0, -1, -T],
  [0, 1, -T],
  [T, 0, -1],
  [T, 0, 1],
  [-T, 0, -1],
  [-T, 0, 1],
]
const BASE_F = [
  [0, 11, 5],
  [0, 5, 1],
  [0, 1, 7],
  [0, 7, 10],
  [0, 10, 11],
  [1, 5, 9],
  [5, 11, 4],
  [11, 10, 2],
  [10, 7, 6],
  [7, 1, 8],
  [3, 9, 4],
  [3, 4, 2],
  [3, 2, 6],
  [3, 6, 8],
  [3, 8, 9],
  [4, 9, 5],
  [2, 4, 11],
  [6, 2, 10],
  [8, 6, 7],
  [9, 8, 1],
]

/** A unit icosphere subdivided once: 42 vertices, 80 faces. */
const SPHERE = (() => {
  const v = BASE_V.map((p) => {
    const l = Math.hypot(p[0]!, p[1]!, p[2]!)
    return [p[0]! / l, p[1]! / l, p[2]! / l]
  })
  const mid = new Map<string, number>()
  const midpoint = (a: number, b: number) => {
    const key = a < b ? `${a},${b}` : `${b},${a}`
    const known = mid.get(key)
    if (known !== undefined) return known
    const p = [0, 1, 2].map((k) => (v[a]![k]! + v[b]![k]!) / 2)
    const l = Math.hypot(p[0]!, p[1]!, p[2]!)
    v.push(p.map((c) => c / l))
    mid.set(key, v.length - 1)
    return v.length - 1
  }
  const f: number[][] = []
  for (const [a, b, c] of BASE_F as [number, number, number][]) {
    const ab = midpoint(a, b)
    const bc = midpoint(b, c)
    const ca = midpoint(c, a)
    f.push([a, ab, ca], [b, bc, ab], [c, ca, bc], [ab, bc, ca])
  }
  return { v, f }
})()

const ICOSA = {
  v: BASE_V.map((p) => {
    const l = Math.hypot(p[0]!, p[1]!, p[2]!)
    return [p[0]! / l, p[1]! / l, p[2]! / l]
  }),
  f: BASE_F,
}

/**
 * A lumpy ellipsoid centred at (cx, cy, cz) with radii (rx, ry, rz); `seed` varies the lumps. `coarse` uses 20
 * faces instead of 80, for things far away.
 */
export function blob(
  b: SceneBuilder,
  cx: number,
  cy: number,
  cz: number,
  rx: number,
  ry: number,
  rz: number,
  seed: number,
  mat: number,
  room: number,
  flatBottom = false,
  coarse = false,
) {
  const shape = coarse ? ICOSA : SPHERE
  const ref = b.addRef(cx - rx, cy - ry, cz - rz, cx + rx, cy + ry, cz + rz)
  const pts = shape.v.map((p, i) => {
    const k = 0.86 + 0.28 * hash2(seed, i)
    const z = flatBottom && p[2]! < -0.3 ? -0.3 : p[2]!
    return [cx + p[0]! * rx * k, cy + p[1]! * ry * k, cz + z * rz * k]
  })
  const tri = new Array<number>(9)
  for (const face of shape.f) {
    let fx = 0
    let fy = 0
    let fz = 0
    for (let i = 0; i < 3; i++) {
      const p = pts[face[i]!]!
      tri[3 * i] = p[0]!
      tri[3 * i + 1] = p[1]!
      tri[3 * i + 2] = p[2]!
      fx += p[0]! - cx
      fy += p[1]! - cy
      fz += p[2]! - cz
    }
    b.poly(tri, fx, fy, fz, mat, room, ref, FLAG_SMOOTH)
  }
}

/** A tapering six-sided prism standing on (x, y, z0): a tree trunk or a plant stem. */
export function trunk(
  b: SceneBuilder,
  x: number,
  y: number,
  z0: number,
  z1: number,
  r0: number,
  r1: number,
  mat: number,
  room: number,
) {
  const ring = (r: number, z: number) =>
    Array.from({ length: 6 }, (_, i) => [x + r * Math.cos((i * Math.PI) / 3), y + r * Math.sin((i * Math.PI) / 3), z])
  const lo = ring(r0, z0)
  const hi = ring(r1, z1)
  for (let i = 0; i < 6; i++) {
    const j = (i + 1) % 6
    const a = (i + 0.5) * (Math.PI / 3)
    b.poly([...lo[i]!, ...lo[j]!, ...hi[j]!, ...hi[i]!], Math.cos(a), Math.sin(a), 0, mat, room)
  }
}

/**
 * A closed n-sided prism around a vertical axis, radius r0 at z0 tapering to r1 at z1 (lamp shades, ceiling
 * fixtures): round things drawn as boxes read as crates.
 */
export function prism(
  b: SceneBuilder,
  x: number,
  y: number,
  z0: number,
  z1: number,
  r0: number,
  r1: number,
  sides: number,
  mat: number,
  room: number,
) {
  const ring = (r: number, z: number) =>
    Array.from({ length: sides }, (_, i) => {
      const a = ((i + 0.5) * 2 * Math.PI) / sides
      return [x + r * Math.cos(a), y + r * Math.sin(a), z]
    })
  const lo = ring(r0, z0)
  const hi = ring(r1, z1)
  for (let i = 0; i < sides; i++) {
    const j = (i + 1) % sides
    const a = ((i + 1) * 2 * Math.PI) / sides
    b.poly([...lo[i]!, ...lo[j]!, ...hi[j]!, ...hi[i]!], Math.cos(a), Math.sin(a), (r0 - r1) / (z1 - z0), mat, room)
  }
  b.poly(hi.flat(), 0, 0, 1, mat, room)
  b.poly(lo.flat(), 0, 0, -1, mat, room)
}
