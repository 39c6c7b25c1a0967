// The plan of a floor: rooms from a layout, capture spots, doors placed where a capture point on each side sees the
// other through them, windows on the outside walls, and the stairs.
import type { Door, Point, Rect, RoomKind, Side, Stairs, WallSpan, Window } from './model'
import type { Random } from './random'
import type { FloorLayout, RoomSlot } from './templates'

export interface PlannedRoom {
  readonly key: string
  readonly id: string
  readonly kind: RoomKind
  readonly name: string
  readonly rect: Rect
  /** Capture spots; doors may add more. */
  readonly spots: Point[]
}

export interface PlannedFloor {
  readonly rooms: PlannedRoom[]
  readonly doors: Door[]
  readonly windows: Window[]
}

/** Doors stay this far from wall corners (mm), so jambs and trim fit. */
const DOOR_MARGIN = 150
/** Capture spots stay this far from wall centre lines (mm): room for a counter or a sofa between spot and wall. */
const SPOT_MARGIN = 1150
/** How far a spot added for a door stands from that door's wall (mm). */
const DOOR_SPOT_DEPTH = 1300

/** The rooms of a floor: columns across, rooms front to back, depth shares jittered but the same per template. */
export function planRooms(
  layout: FloorLayout,
  columnEdges: readonly number[],
  depth: number,
  mirror: boolean,
  floorId: string,
  random: Random,
): PlannedRoom[] {
  const rooms: PlannedRoom[] = []
  layout.columns.forEach((column, index) => {
    const col = mirror ? 2 - index : index
    const x0 = columnEdges[col] as number
    const x1 = columnEdges[col + 1] as number
    const shares = jitterShares(column, random)
    let y = 0
    column.forEach((slot, i) => {
      const d = i === column.length - 1 ? depth - y : Math.round((shares[i] as number) * depth)
      rooms.push({
        key: slot.key,
        id: `${floorId}-${slot.key}`,
        kind: slot.kind,
        name: slot.name,
        rect: { x: x0, y, w: x1 - x0, d },
        spots: [],
      })
      y += d
    })
  })
  return rooms
}

function jitterShares(column: ReadonlyArray<RoomSlot>, random: Random): number[] {
  const raw = column.map((slot) => slot.share * random.range(0.94, 1.06))
  const total = raw.reduce((a, b) => a + b, 0)
  return raw.map((share) => share / total)
}

const SECOND_SPOT_KINDS: ReadonlyArray<RoomKind> = ['living', 'kitchen', 'primaryBedroom']

/** The first capture spot of each room: near its centre, nudged a little so houses differ. */
export function placeCentreSpots(rooms: PlannedRoom[], random: Random) {
  for (const room of rooms) {
    const { x, y, w, d } = room.rect
    // A dining room's middle belongs to its table: the photographer stands at one end of the room.
    const along = room.kind === 'dining' ? 0.27 : 0.5
    const spot =
      w >= d
        ? {
            x: Math.round(x + w * along + random.range(-0.06, 0.06) * w),
            y: Math.round(y + d / 2 + random.range(-0.08, 0.08) * d),
          }
        : {
            x: Math.round(x + w / 2 + random.range(-0.08, 0.08) * w),
            y: Math.round(y + d * along + random.range(-0.06, 0.06) * d),
          }
    room.spots.push(clampInto(room.rect, spot, SPOT_MARGIN))
    // Large living spaces get a second capture point, so the tour can walk across them.
    if (w * d > 22e6 && SECOND_SPOT_KINDS.includes(room.kind)) {
      const alongX = w >= d
      const second = alongX
        ? { x: Math.round(x + w * (spot.x < x + w / 2 ? 0.75 : 0.25)), y: spot.y }
        : { x: spot.x, y: Math.round(y + d * (spot.y < y + d / 2 ? 0.75 : 0.25)) }
      room.spots.push(clampInto(room.rect, second, SPOT_MARGIN))
    }
  }
}

const clampInto = (r: Rect, p: Point, margin: number): Point => ({
  x: Math.min(Math.max(p.x, r.x + margin), r.x + r.w - margin),
  y: Math.min(Math.max(p.y, r.y + margin), r.y + r.d - margin),
})

/** The wall two rooms share, or undefined when they only touch at a corner (or not at all). */
export function sharedSpan(a: Rect, b: Rect): WallSpan | undefined {
  const overlap = (a0: number, a1: number, b0: number, b1: number) => [Math.max(a0, b0), Math.min(a1, b1)] as const
  if (a.x + a.w === b.x || b.x + b.w === a.x) {
    const [from, to] = overlap(a.y, a.y + a.d, b.y, b.y + b.d)
    if (to - from > 0) return { at: a.x + a.w === b.x ? b.x : a.x, from, to, alongX: false }
  }
  if (a.y + a.d === b.y || b.y + b.d === a.y) {
    const [from, to] = overlap(a.x, a.x + a.w, b.x, b.x + b.w)
    if (to - from > 0) return { at: a.y + a.d === b.y ? b.y : a.y, from, to, alongX: true }
  }
  return undefined
}

/** Where the segment p→q crosses the wall line, along the wall; undefined if it does not cross it. */
export function crossing(span: WallSpan, p: Point, q: Point): number | undefined {
  const [pa, qa] = span.alongX ? [p.y, q.y] : [p.x, q.x]
  if ((pa - span.at) * (qa - span.at) > 0 || pa === qa) return undefined
  const t = (span.at - pa) / (qa - pa)
  return span.alongX ? p.x + t * (q.x - p.x) : p.y + t * (q.y - p.y)
}

/** The side of `room` a span lies on. */
export function sideOf(room: Rect, span: WallSpan): Side {
  if (span.alongX) return span.at === room.y ? 'south' : 'north'
  return span.at === room.x ? 'west' : 'east'
}

/** A point `depth` mm into `room` from the middle of `along` on the wall `span`. */
function pointInFrontOf(room: Rect, span: WallSpan, along: number, depth: number): Point {
  switch (sideOf(room, span)) {
    case 'south':
      return { x: along, y: span.at + depth }
    case 'north':
      return { x: along, y: span.at - depth }
    case 'west':
      return { x: span.at + depth, y: along }
    case 'east':
      return { x: span.at - depth, y: along }
  }
}

/**
 * Places one door between two rooms: where the line between a capture spot on each side crosses the shared wall,
 * if one such line fits the door; otherwise in the middle of the wall, with a new spot in front of it on each side
 * that needs one. Either way the door's two rooms end up with spots that see each other through it.
 */
export function placeDoor(
  id: string,
  a: PlannedRoom,
  b: PlannedRoom,
  width: number,
  height: number,
  leaf: boolean,
): { door: Door; links: Array<[Point, Point]> } {
  const span = sharedSpan(a.rect, b.rect)
  if (!span) throw new Error(`${a.id} and ${b.id} share no wall for door ${id}`)
  const lo = span.from + DOOR_MARGIN + width / 2
  const hi = span.to - DOOR_MARGIN - width / 2
  if (lo > hi) throw new Error(`the wall between ${a.id} and ${b.id} is too short for a ${width} mm door`)
  let best: { along: number; pa: Point; pb: Point } | undefined
  for (const pa of a.spots) {
    for (const pb of b.spots) {
      const along = crossing(span, pa, pb)
      // The line must pass through the opening with room to spare on both sides.
      if (along === undefined || along < lo + 100 || along > hi - 100) continue
      const score = Math.abs(along - (span.from + span.to) / 2)
      if (!best || score < Math.abs(best.along - (span.from + span.to) / 2)) best = { along, pa, pb }
    }
  }
  let centre: number
  const links: Array<[Point, Point]> = []
  if (best) {
    centre = Math.round(best.along)
    links.push([best.pa, best.pb])
  } else {
    centre = Math.round((lo + hi) / 2)
    const pa = clampInto(a.rect, pointInFrontOf(a.rect, span, centre, DOOR_SPOT_DEPTH), SPOT_MARGIN)
    const pb = clampInto(b.rect, pointInFrontOf(b.rect, span, centre, DOOR_SPOT_DEPTH), SPOT_MARGIN)
    a.spots.push(pa)
    b.spots.push(pb)
    links.push([pa, pb])
  }
  const door: Door = {
    id,
    rooms: [a.id, b.id],
    span: { ...span, from: centre - width / 2, to: centre + width / 2 },
    height,
    leaf,
  }
  return { door, links }
}

/** A door in an outside wall of `room`, on `side`, centred on `along` (or the wall's middle). */
export function placeOutsideDoor(id: string, room: PlannedRoom, side: Side, width: number, along?: number): Door {
  const r = room.rect
  const alongX = side === 'north' || side === 'south'
  const [from, to] = alongX ? [r.x, r.x + r.w] : [r.y, r.y + r.d]
  const at = side === 'south' ? r.y : side === 'north' ? r.y + r.d : side === 'west' ? r.x : r.x + r.w
  const lo = from + DOOR_MARGIN + width / 2
  const hi = to - DOOR_MARGIN - width / 2
  const centre = Math.round(Math.min(hi, Math.max(lo, along ?? (from + to) / 2)))
  return {
    id,
    rooms: [room.id, 'outside'],
    span: { at, from: centre - width / 2, to: centre + width / 2, alongX },
    height: 2150,
    leaf: true,
  }
}

/** Windows in every outside wall of every room, leaving out door openings. */
export function placeWindows(
  rooms: ReadonlyArray<PlannedRoom>,
  doors: ReadonlyArray<Door>,
  footprint: Rect,
  random: Random,
): Window[] {
  const windows: Window[] = []
  for (const room of rooms) {
    for (const side of ['south', 'north', 'west', 'east'] as const) {
      const wall = outsideWall(room.rect, side, footprint)
      if (!wall) continue
      const doorsHere = doors.filter((d) => d.span.alongX === wall.alongX && d.span.at === wall.at)
      const { sill, head, width, count } = windowRule(room.kind, wall.to - wall.from, random)
      if (count === 0) continue
      const step = (wall.to - wall.from) / count
      for (let i = 0; i < count; i++) {
        const centre = wall.from + step * (i + 0.5)
        const span = { ...wall, from: Math.round(centre - width / 2), to: Math.round(centre + width / 2) }
        if (span.from < wall.from + 350 || span.to > wall.to - 350) continue
        if (doorsHere.some((d) => d.span.from < span.to + 300 && d.span.to > span.from - 300)) continue
        windows.push({ id: `${room.id}-w${windows.length + 1}`, room: room.id, side, span, sill, head })
      }
    }
  }
  return windows
}

function outsideWall(r: Rect, side: Side, footprint: Rect): WallSpan | undefined {
  switch (side) {
    case 'south':
      return r.y === footprint.y ? { at: r.y, from: r.x, to: r.x + r.w, alongX: true } : undefined
    case 'north':
      return r.y + r.d === footprint.y + footprint.d
        ? { at: r.y + r.d, from: r.x, to: r.x + r.w, alongX: true }
        : undefined
    case 'west':
      return r.x === footprint.x ? { at: r.x, from: r.y, to: r.y + r.d, alongX: false } : undefined
    case 'east':
      return r.x + r.w === footprint.x + footprint.w
        ? { at: r.x + r.w, from: r.y, to: r.y + r.d, alongX: false }
        : undefined
  }
}

function windowRule(kind: RoomKind, length: number, random: Random) {
  switch (kind) {
    case 'bathroom':
    case 'powder':
    case 'laundry':
      return { sill: 1300, head: 2050, width: random.pick([700, 800]), count: length > 1600 ? 1 : 0 }
    case 'closet':
      return { sill: 0, head: 0, width: 0, count: 0 }
    case 'hall':
    case 'entry':
      return { sill: 900, head: 2100, width: 800, count: length > 2400 ? 1 : 0 }
    case 'kitchen':
      return { sill: 1050, head: 2150, width: random.pick([1200, 1500]), count: length > 3800 ? 2 : 1 }
    case 'living':
      return { sill: 450, head: 2300, width: random.pick([1600, 1800, 2000]), count: length > 4200 ? 2 : 1 }
    case 'dining':
      return { sill: 600, head: 2250, width: random.pick([1400, 1600]), count: length > 4200 ? 2 : 1 }
    default:
      return { sill: 850, head: 2200, width: random.pick([1200, 1400]), count: length > 4600 ? 2 : 1 }
  }
}

/** Stairs along the hall's outer wall, climbing north, with room to step on at both ends. */
export function planStairs(
  hall: Rect,
  houseDepth: number,
  eastSide: boolean,
  floors: readonly [string, string],
): Stairs {
  const steps = 16
  const run = (steps - 1) * 260
  const width = 1000
  const y1 = houseDepth - 1000
  return {
    rect: { x: eastSide ? hall.x + hall.w - width - 60 : hall.x + 60, y: y1 - run, w: width, d: run },
    up: 'north',
    steps,
    floors,
  }
}
