// Room shells: floors, ceilings and the inside faces of the walls, with holes for doors and windows. A wall face is
// cut into a grid at every opening edge so neighbouring pieces share whole edges (no T-junction cracks). Floors,
// ceilings and wall ends reach EXTEND mm past the room box: that overlap hides behind the neighbouring surface and
// closes any hairline gap along room edges.
import { innerRect } from '../../demo/house/generate'
import type { House, HouseFloor, Rect, Room, Side } from '../../demo/house/model'
import type { SceneBuilder } from './builder'

export const EXTEND = 12

export interface Opening {
  /** Along the wall (x for north/south walls, y for east/west). */
  readonly from: number
  readonly to: number
  /** Absolute heights. */
  readonly z0: number
  readonly z1: number
}

export interface WallSide {
  readonly side: Side
  /** Plane axis (0 = x plane, 1 = y plane), coordinate of the inside face, facing sign. */
  readonly axis: 0 | 1
  readonly at: number
  readonly sign: 1 | -1
  readonly from: number
  readonly to: number
  /** The wall's centre line (as in the model). */
  readonly line: number
}

export function wallSides(room: Room, inner: Rect): WallSide[] {
  const r = room.rect
  return [
    { side: 'south', axis: 1, at: inner.y, sign: 1, from: inner.x, to: inner.x + inner.w, line: r.y },
    { side: 'north', axis: 1, at: inner.y + inner.d, sign: -1, from: inner.x, to: inner.x + inner.w, line: r.y + r.d },
    { side: 'west', axis: 0, at: inner.x, sign: 1, from: inner.y, to: inner.y + inner.d, line: r.x },
    { side: 'east', axis: 0, at: inner.x + inner.w, sign: -1, from: inner.y, to: inner.y + inner.d, line: r.x + r.w },
  ]
}

/** Door and window openings in one wall side of a room. */
export function openingsOn(floor: HouseFloor, room: Room, w: WallSide): Opening[] {
  const alongX = w.axis === 1
  const out: Opening[] = []
  for (const d of floor.doors) {
    if (d.span.alongX !== alongX || d.span.at !== w.line || d.span.to <= w.from || d.span.from >= w.to) continue
    if (!d.rooms.includes(room.id)) continue
    out.push({ from: d.span.from, to: d.span.to, z0: floor.level, z1: floor.level + d.height })
  }
  for (const win of floor.windows) {
    if (win.room !== room.id || win.side !== w.side) continue
    out.push({ from: win.span.from, to: win.span.to, z0: floor.level + win.sill, z1: floor.level + win.head })
  }
  return out
}

/** A wall face with rectangular holes, as grid cells (shared edges everywhere). */
export function wallWithHoles(
  b: SceneBuilder,
  axis: 0 | 1,
  at: number,
  sign: number,
  from: number,
  to: number,
  z0: number,
  z1: number,
  holes: ReadonlyArray<Opening>,
  mat: number,
  room: number,
) {
  const xs = uniqueSorted([from, to, ...holes.flatMap((h) => [h.from, h.to])].filter((v) => v >= from && v <= to))
  const zs = uniqueSorted([z0, z1, ...holes.flatMap((h) => [h.z0, h.z1])].filter((v) => v >= z0 && v <= z1))
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let j = 0; j + 1 < zs.length; j++) {
      const a0 = xs[i]!
      const a1 = xs[i + 1]!
      const c0 = zs[j]!
      const c1 = zs[j + 1]!
      const am = (a0 + a1) / 2
      const cm = (c0 + c1) / 2
      if (holes.some((h) => am > h.from && am < h.to && cm > h.z0 && cm < h.z1)) continue
      b.rect(axis, at, a0, a1, c0, c1, sign, mat, room)
    }
  }
}

const uniqueSorted = (v: number[]) => [...new Set(v)].sort((a, b) => a - b)

/** The parts of `r` outside `hole` (up to four rectangles). */
export function subtractRect(r: Rect, hole: Rect): Rect[] {
  const hx0 = Math.max(r.x, hole.x)
  const hx1 = Math.min(r.x + r.w, hole.x + hole.w)
  const hy0 = Math.max(r.y, hole.y)
  const hy1 = Math.min(r.y + r.d, hole.y + hole.d)
  if (hx0 >= hx1 || hy0 >= hy1) return [r]
  const out: Rect[] = [
    { x: r.x, y: r.y, w: r.w, d: hy0 - r.y },
    { x: r.x, y: hy1, w: r.w, d: r.y + r.d - hy1 },
    { x: r.x, y: hy0, w: hx0 - r.x, d: hy1 - hy0 },
    { x: hx1, y: hy0, w: r.x + r.w - hx1, d: hy1 - hy0 },
  ]
  return out.filter((q) => q.w > 0.5 && q.d > 0.5)
}

/** Floors, ceilings and wall faces of every room; the stairwell is cut out of the floor above the stairs. */
export function addRoomShells(b: SceneBuilder, house: House, roomIndex: Map<string, number>, trim: number) {
  const footprint = { x: 0, y: 0, w: house.width, d: house.depth }
  const [lowerId, upperId] = house.stairs.floors
  for (const floor of house.floors) {
    for (const room of floor.rooms) {
      const ri = roomIndex.get(room.id)!
      const inner = innerRect(room.rect, footprint)
      const top = floor.level + floor.ceiling
      const grown = { x: inner.x - EXTEND, y: inner.y - EXTEND, w: inner.w + 2 * EXTEND, d: inner.d + 2 * EXTEND }
      const well = house.stairs.rect
      const floorParts = floor.id === upperId ? subtractRect(grown, well) : [grown]
      const ceilingParts = floor.id === lowerId ? subtractRect(grown, well) : [grown]
      const fm = b.material(room.floorMaterial)
      const cm = b.material(room.ceilingMaterial)
      for (const p of floorParts) b.rect(2, floor.level, p.x, p.x + p.w, p.y, p.y + p.d, 1, fm, ri)
      for (const p of ceilingParts) b.rect(2, top, p.x, p.x + p.w, p.y, p.y + p.d, -1, cm, ri)
      const wm = b.material(room.wallMaterial)
      for (const w of wallSides(room, inner)) {
        const holes = openingsOn(floor, room, w)
        wallWithHoles(
          b,
          w.axis,
          w.at,
          w.sign,
          w.from - EXTEND,
          w.to + EXTEND,
          floor.level - EXTEND,
          top + EXTEND,
          holes,
          wm,
          ri,
        )
        if (room.wallMaterial.kind !== 'tile') baseboard(b, w, holes, floor.level, trim, ri)
      }
    }
  }
}

/** Skirting along a wall, broken at doorways: a small detail that makes walls meet floors convincingly. */
function baseboard(
  b: SceneBuilder,
  w: WallSide,
  holes: ReadonlyArray<Opening>,
  level: number,
  mat: number,
  room: number,
) {
  const doors = holes.filter((h) => h.z0 <= level + 1).sort((p, q) => p.from - q.from)
  let start = w.from
  const [c0, c1] = w.sign > 0 ? [w.at, w.at + 12] : [w.at - 12, w.at]
  const run = (a0: number, a1: number) => {
    if (a1 - a0 < 5) return
    if (w.axis === 1) b.box(a0, c0, level, a1, c1, level + 90, mat, room)
    else b.box(c0, a0, level, c1, a1, level + 90, mat, room)
  }
  for (const d of doors) {
    run(start, d.from - 70)
    start = d.to + 70
  }
  run(start, w.to)
}
