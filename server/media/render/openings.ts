// Doors and windows: reveals across the wall thickness, door casings and leaves (interior doors stand open against
// the hinge side so the tour sees through), window frames with mullions, glass seen from outside, sills and trim.
import type { Door, House, HouseFloor, Room, Window } from '../../demo/house/model'
import { WALL_THICKNESS } from '../../demo/house/model'
import type { SceneBuilder } from './builder'
import { addReveal, type RevealSegment, splitLitBox, wallBox } from './reveals'

const HALF_EXT = WALL_THICKNESS.exterior / 2
const HALF_INT = WALL_THICKNESS.interior / 2

const hex = (v: string) => {
  const n = Number.parseInt(v.slice(1), 16)
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255] as const
}

export interface OpeningMats {
  readonly trim: number
  readonly door: number
  readonly frontDoor: number
  readonly sill: number
  readonly glass: number
  readonly metal: number
}

export function openingMaterials(b: SceneBuilder, house: House): OpeningMats {
  return {
    trim: b.material(house.exterior.trim),
    door: b.material({ kind: 'paint', color: hex('#eeede8') }),
    frontDoor: b.material(house.exterior.door),
    sill: b.material({ kind: 'stone', color: hex('#b9b6b0') }),
    glass: b.material({ kind: 'windowGlass', color: hex('#1c2228') }),
    metal: b.material({ kind: 'metal', color: hex('#3a3a3a') }),
  }
}

const sorted = (a: number, b: number) => (a < b ? ([a, b] as const) : ([b, a] as const))

export function addOpenings(b: SceneBuilder, house: House, roomIndex: Map<string, number>, m: OpeningMats) {
  for (const floor of house.floors) {
    const byId = new Map(floor.rooms.map((r) => [r.id, r]))
    for (const door of floor.doors) {
      if (door.rooms[1] === 'outside') exteriorDoor(b, house, floor, door, byId.get(door.rooms[0])!, roomIndex, m)
      else interiorDoor(b, floor, door, byId, roomIndex, m)
    }
    for (const win of floor.windows) addWindow(b, floor, win, roomIndex.get(win.room)!, m)
  }
}

/** Whether a room lies on the lesser side (south or west) of a wall line. */
const onLesserSide = (room: Room, alongX: boolean, line: number) =>
  alongX ? room.rect.y + room.rect.d === line : room.rect.x + room.rect.w === line

function interiorDoor(
  b: SceneBuilder,
  floor: HouseFloor,
  door: Door,
  byId: Map<string, Room>,
  roomIndex: Map<string, number>,
  m: OpeningMats,
) {
  const { span } = door
  const axis = span.alongX ? 1 : 0
  const L = span.at
  const a = byId.get(door.rooms[0])!
  const other = byId.get(door.rooms[1])!
  const [lo, hi] = onLesserSide(a, span.alongX, L) ? [a, other] : [other, a]
  const z0 = floor.level
  const z1 = floor.level + door.height
  const segs: RevealSegment[] = [
    { c0: L - HALF_INT, c1: L, room: roomIndex.get(lo.id)!, bottomMat: b.material(lo.floorMaterial) },
    { c0: L, c1: L + HALF_INT, room: roomIndex.get(hi.id)!, bottomMat: b.material(hi.floorMaterial) },
  ]
  addReveal(b, axis, span.from, span.to, z0, z1, segs, m.trim, true)
  // Casings (architraves) on both faces: the detail that makes an opening read as a doorway.
  for (const [room, c0, c1] of [
    [lo, L - HALF_INT - 16, L - HALF_INT],
    [hi, L + HALF_INT, L + HALF_INT + 16],
  ] as const) {
    const ri = roomIndex.get(room.id)!
    wallBox(b, axis, span.from - 70, span.from, c0, c1, z0, z1 + 70, m.trim, ri)
    wallBox(b, axis, span.to, span.to + 70, c0, c1, z0, z1 + 70, m.trim, ri)
    wallBox(b, axis, span.from - 70, span.to + 70, c0, c1, z1, z1 + 70, m.trim, ri)
  }
  if (!door.leaf) return
  // The leaf stands open at 90 degrees into rooms[0], hinged at the `from` jamb.
  const into = a === lo ? -1 : 1
  const face = L + into * HALF_INT
  const [c0, c1] = sorted(face + into * 10, face + into * (span.to - span.from - 10))
  const ri = roomIndex.get(a.id)!
  wallBox(b, axis, span.from + 6, span.from + 46, c0, c1, z0 + 8, z1 - 6, m.door, ri)
  const knob = into > 0 ? c1 - 90 : c0 + 60
  wallBox(b, axis, span.from - 30, span.from + 92, knob, knob + 30, z0 + 960, z0 + 990, m.metal, ri)
}

function exteriorDoor(
  b: SceneBuilder,
  house: House,
  floor: HouseFloor,
  door: Door,
  room: Room,
  roomIndex: Map<string, number>,
  m: OpeningMats,
) {
  const { span } = door
  const axis = span.alongX ? 1 : 0
  const L = span.at
  const o = L === 0 ? -1 : 1
  const ri = roomIndex.get(room.id)!
  const ci = L - o * HALF_EXT
  const co = L + o * HALF_EXT
  const leafIn = ci + o * 40
  const leafOut = ci + o * 90
  const z0 = floor.level
  const z1 = floor.level + door.height
  const [i0, i1] = sorted(ci, leafIn)
  const [o0, o1] = sorted(leafOut, co)
  addReveal(
    b,
    axis,
    span.from,
    span.to,
    z0,
    z1,
    [
      { c0: i0, c1: i1, room: ri, bottomMat: b.material(room.floorMaterial) },
      { c0: o0, c1: o1, room: -1, bottomMat: m.sill },
    ],
    m.trim,
    true,
  )
  const [l0, l1] = sorted(leafIn, leafOut)
  const front = room.kind === 'entry'
  const leafMat = front ? m.frontDoor : m.trim
  if (front) {
    splitLitBox(b, axis, span.from, span.to, l0, l1, z0, z1, leafMat, ri, o)
    // Raised panels and a handle on the outside face.
    const [p0, p1] = sorted(leafOut, leafOut + o * 14)
    for (const [zl, zh] of [
      [z0 + 180, z0 + 900],
      [z0 + 1100, z1 - 180],
    ] as const) {
      wallBox(b, axis, span.from + 160, span.to - 160, p0, p1, zl, zh, leafMat, -1)
    }
    const [h0, h1] = sorted(leafOut, leafOut + o * 60)
    wallBox(b, axis, span.to - 150, span.to - 120, h0, h1, z0 + 900, z0 + 1150, m.metal, -1)
  } else {
    // A half-glazed garden door.
    const zg = z0 + 1000
    splitLitBox(b, axis, span.from, span.to, l0, l1, z0, zg, leafMat, ri, o)
    splitLitBox(b, axis, span.from, span.from + 110, l0, l1, zg, z1, leafMat, ri, o)
    splitLitBox(b, axis, span.to - 110, span.to, l0, l1, zg, z1, leafMat, ri, o)
    splitLitBox(b, axis, span.from + 110, span.to - 110, l0, l1, z1 - 110, z1, leafMat, ri, o)
    b.rect(axis, (leafIn + leafOut) / 2, span.from + 110, span.to - 110, zg, z1 - 110, o, m.glass, -1)
  }
  exteriorCasing(b, axis, span.from, span.to, z0, z1, co, o, 110, m.trim)
  void house
}

function exteriorCasing(
  b: SceneBuilder,
  axis: 0 | 1,
  from: number,
  to: number,
  z0: number,
  z1: number,
  co: number,
  o: number,
  w: number,
  mat: number,
) {
  const [c0, c1] = sorted(co, co + o * 20)
  wallBox(b, axis, from - w, from, c0, c1, z0, z1 + w, mat, -1)
  wallBox(b, axis, to, to + w, c0, c1, z0, z1 + w, mat, -1)
  wallBox(b, axis, from - w, to + w, c0, c1, z1, z1 + w, mat, -1)
}

function addWindow(b: SceneBuilder, floor: HouseFloor, win: Window, ri: number, m: OpeningMats) {
  const { span } = win
  const axis = span.alongX ? 1 : 0
  const L = span.at
  const o = win.side === 'south' || win.side === 'west' ? -1 : 1
  const ci = L - o * HALF_EXT
  const co = L + o * HALF_EXT
  const cg = L + o * 40
  const fIn = cg - o * 35
  const fOut = cg + o * 35
  const z0 = floor.level + win.sill
  const z1 = floor.level + win.head
  const { from, to } = span
  const [i0, i1] = sorted(ci, fIn)
  const [o0, o1] = sorted(fOut, co)
  addReveal(
    b,
    axis,
    from,
    to,
    z0,
    z1,
    [
      { c0: i0, c1: i1, room: ri, bottomMat: -1 },
      { c0: o0, c1: o1, room: -1, bottomMat: -1 },
    ],
    m.trim,
    false,
  )
  const [f0, f1] = sorted(fIn, fOut)
  const fw = 60
  splitLitBox(b, axis, from, from + fw, f0, f1, z0, z1, m.trim, ri, o)
  splitLitBox(b, axis, to - fw, to, f0, f1, z0, z1, m.trim, ri, o)
  splitLitBox(b, axis, from + fw, to - fw, f0, f1, z0, z0 + fw, m.trim, ri, o)
  splitLitBox(b, axis, from + fw, to - fw, f0, f1, z1 - fw, z1, m.trim, ri, o)
  const [g0, g1] = sorted(cg - o * 22, cg + o * 22)
  if (to - from > 1100) {
    const mid = (from + to) / 2
    splitLitBox(b, axis, mid - 24, mid + 24, g0, g1, z0 + fw, z1 - fw, m.trim, ri, o)
  }
  if (z1 - z0 > 1500) {
    const zt = z0 + (z1 - z0) * 0.3
    splitLitBox(b, axis, from + fw, to - fw, g0, g1, zt - 22, zt + 22, m.trim, ri, o)
  }
  b.rect(axis, cg, from, to, z0, z1, o, m.glass, -1)
  // Inside: a stool (window board); outside: a sill and a casing.
  const [s0, s1] = sorted(fIn, ci - o * 28)
  wallBox(b, axis, from - 40, to + 40, s0, s1, z0 - 12, z0 + 22, m.trim, ri)
  const [x0, x1] = sorted(fOut, co + o * 50)
  wallBox(b, axis, from - 35, to + 35, x0, x1, z0 - 45, z0 + 4, m.trim, -1)
  exteriorCasing(b, axis, from, to, z0 + 4, z1, co, o, 90, m.trim)
}
