// The surfaces across a wall's thickness at an opening (jambs, head, threshold or sill), and small trim boxes.
// Shared by doors and windows; each across-range carries the room whose light it takes (-1 = outdoors).
import type { SceneBuilder } from './builder'
import { EXTEND } from './walls'

export interface RevealSegment {
  /** Across the wall, c0 < c1. */
  readonly c0: number
  readonly c1: number
  readonly room: number
  /** Material of the bottom face (threshold), or -1 for none. */
  readonly bottomMat: number
}

/**
 * Jambs, head and (optional) bottom of an opening in a wall whose plane is `axis` (1: wall along x, 0: along y),
 * spanning from..to along the wall and z0..z1.
 */
export function addReveal(
  b: SceneBuilder,
  axis: 0 | 1,
  from: number,
  to: number,
  z0: number,
  z1: number,
  segments: ReadonlyArray<RevealSegment>,
  mat: number,
  extendDown: boolean,
) {
  const zb = extendDown ? z0 - EXTEND : z0
  const jambAxis = axis === 1 ? 0 : 1
  for (const s of segments) {
    b.rect(jambAxis, from, s.c0, s.c1, zb, z1, 1, mat, s.room)
    b.rect(jambAxis, to, s.c0, s.c1, zb, z1, -1, mat, s.room)
    if (axis === 1) {
      b.rect(2, z1, from, to, s.c0, s.c1, -1, mat, s.room)
      if (s.bottomMat >= 0) b.rect(2, z0, from, to, s.c0, s.c1, 1, s.bottomMat, s.room)
    } else {
      b.rect(2, z1, s.c0, s.c1, from, to, -1, mat, s.room)
      if (s.bottomMat >= 0) b.rect(2, z0, s.c0, s.c1, from, to, 1, s.bottomMat, s.room)
    }
  }
}

/** A box given in wall terms: along a0..a1, across c0..c1, height z0..z1, for a wall of plane `axis`. */
export function wallBox(
  b: SceneBuilder,
  axis: 0 | 1,
  a0: number,
  a1: number,
  c0: number,
  c1: number,
  z0: number,
  z1: number,
  mat: number,
  room: number,
  flags = 0,
) {
  if (axis === 1) return b.box(a0, c0, z0, a1, c1, z1, mat, room, flags)
  return b.box(c0, a0, z0, c1, a1, z1, mat, room, flags)
}

/** A box whose faces looking outwards (across the wall, towards `outSign`) are lit by the outdoors. */
export function splitLitBox(
  b: SceneBuilder,
  axis: 0 | 1,
  a0: number,
  a1: number,
  c0: number,
  c1: number,
  z0: number,
  z1: number,
  mat: number,
  room: number,
  outSign: number,
) {
  // Across faces: the outward one is outdoor-lit, the rest take the room's light.
  const inside = (sign: number) => (sign === outSign ? -1 : room)
  const ref = b.addRef(...(axis === 1 ? ([a0, c0, z0, a1, c1, z1] as const) : ([c0, a0, z0, c1, a1, z1] as const)))
  const acrossAxis = axis
  const alongAxis = axis === 1 ? 0 : 1
  // Across-facing faces (parallel to the wall).
  b.rect(acrossAxis, c0, a0, a1, z0, z1, -1, mat, inside(-1), ref)
  b.rect(acrossAxis, c1, a0, a1, z0, z1, 1, mat, inside(1), ref)
  // Side faces and top/bottom sit inside the opening; the room's light suits them well enough.
  b.rect(alongAxis, a0, c0, c1, z0, z1, -1, mat, room, ref)
  b.rect(alongAxis, a1, c0, c1, z0, z1, 1, mat, room, ref)
  if (axis === 1) {
    b.rect(2, z0, a0, a1, c0, c1, -1, mat, room, ref)
    b.rect(2, z1, a0, a1, c0, c1, 1, mat, room, ref)
  } else {
    b.rect(2, z0, c0, c1, a0, a1, -1, mat, room, ref)
    b.rect(2, z1, c0, c1, a0, a1, 1, mat, room, ref)
  }
}
