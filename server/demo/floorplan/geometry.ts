// Plan geometry shared by the SVG, the facts and the tests: the frame (viewBox and the tour transform), the wall
// pieces left once door and window openings are cut out, and where a room's label may go.
import { innerRect } from '../house/generate'
import { type House, type HouseFloor, type Rect, type Room, WALL_THICKNESS, type WallSpan } from '../house/model'

/** Space around the house (mm); the bottom margin also holds the scale bar and the north arrow. */
export const MARGIN = { side: 900, top: 900, bottom: 2300 } as const

export interface PlanFrame {
  /** viewBox width and height in house millimetres; the same for every floor so the plans line up. */
  readonly width: number
  readonly height: number
  /** Tour point (x, y) in metres → SVG: px = x * 1000 + tx, py = -y * 1000 + ty (see docs/floorplans.md). */
  readonly tx: number
  readonly ty: number
}

export function planFrame(house: House): PlanFrame {
  return {
    width: house.width + 2 * MARGIN.side,
    height: house.depth + MARGIN.top + MARGIN.bottom,
    tx: MARGIN.side,
    ty: MARGIN.top + house.depth,
  }
}

/** The transform a viewer applies to put tour coordinates on the plan; rz is always 0 (plans are drawn north up). */
export function planTransform(house: House, floorId: string): { tx: number; ty: number; rz: number } {
  findFloor(house, floorId)
  const { tx, ty } = planFrame(house)
  return { tx, ty, rz: 0 }
}

export function findFloor(house: House, floorId: string): HouseFloor {
  const floor = house.floors.find((f) => f.id === floorId)
  if (!floor) throw new Error(`house ${house.seed} has no floor '${floorId}'`)
  return floor
}

export const footprint = (house: House): Rect => ({ x: 0, y: 0, w: house.width, d: house.depth })
export const roomInner = (house: House, room: Room): Rect => innerRect(room.rect, footprint(house))

/** A wall line's thickness: exterior on the footprint's edge, interior elsewhere. */
export function wallThickness(house: House, alongX: boolean, at: number): number {
  const edge = alongX ? at === 0 || at === house.depth : at === 0 || at === house.width
  return edge ? WALL_THICKNESS.exterior : WALL_THICKNESS.interior
}

/** One solid piece of wall, as a rectangle in house coordinates. */
export type WallPiece = Rect

/**
 * The solid walls of a floor: every room edge, merged per wall line, less door and window openings. Each piece
 * runs on past its ends by half the crossing wall's thickness so corners and T-junctions close, but stops flush at
 * an opening so the jambs are square.
 */
export function wallPieces(house: House, floor: HouseFloor): WallPiece[] {
  const openings: WallSpan[] = [...floor.doors.map((d) => d.span), ...floor.windows.map((w) => w.span)]
  const lines = new Map<string, { alongX: boolean; at: number; spans: Array<[number, number]> }>()
  const add = (alongX: boolean, at: number, from: number, to: number) => {
    const key = `${alongX ? 'x' : 'y'}${at}`
    const line = lines.get(key) ?? { alongX, at, spans: [] }
    line.spans.push([from, to])
    lines.set(key, line)
  }
  for (const { rect: r } of floor.rooms) {
    add(true, r.y, r.x, r.x + r.w)
    add(true, r.y + r.d, r.x, r.x + r.w)
    add(false, r.x, r.y, r.y + r.d)
    add(false, r.x + r.w, r.y, r.y + r.d)
  }
  const pieces: WallPiece[] = []
  for (const { alongX, at, spans } of lines.values()) {
    const t = wallThickness(house, alongX, at)
    const cuts = openings.filter((o) => o.alongX === alongX && o.at === at).map((o): [number, number] => [o.from, o.to])
    for (const [from, to] of merge(spans)) {
      // Half the thickness of the wall this one runs into at each end.
      const limit = alongX ? house.width : house.depth
      const ext = (end: number) => (end === 0 || end === limit ? WALL_THICKNESS.exterior : WALL_THICKNESS.interior) / 2
      for (const [a, b, openA, openB] of subtract(from, to, cuts)) {
        const a0 = openA ? a : a - ext(a)
        const b0 = openB ? b : b + ext(b)
        pieces.push(alongX ? { x: a0, y: at - t / 2, w: b0 - a0, d: t } : { x: at - t / 2, y: a0, w: t, d: b0 - a0 })
      }
    }
  }
  return pieces
}

function merge(spans: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...spans].sort((p, q) => p[0] - q[0])
  const out: Array<[number, number]> = []
  for (const [a, b] of sorted) {
    const last = out[out.length - 1]
    if (last && a <= last[1]) last[1] = Math.max(last[1], b)
    else out.push([a, b])
  }
  return out
}

/** [from, to] less the cuts; each piece says whether its start and end are opening jambs. */
function subtract(from: number, to: number, cuts: Array<[number, number]>): Array<[number, number, boolean, boolean]> {
  const out: Array<[number, number, boolean, boolean]> = []
  let start = from
  let startOpen = false
  for (const [a, b] of [...cuts].sort((p, q) => p[0] - q[0])) {
    if (b <= start || a >= to) continue
    if (a > start) out.push([start, a, startOpen, true])
    start = b
    startOpen = true
  }
  if (start < to) out.push([start, to, startOpen, false])
  return out
}

const area = (r: Rect) => Math.max(0, r.w) * Math.max(0, r.d)

/**
 * Where a room's label may go, best first: its inner rectangle, or, when the stairs take part of it, the free
 * strips beside, before and behind them, largest first (a label must not sit on the treads).
 */
export function labelAreas(inner: Rect, stairs: Rect): Rect[] {
  const hit =
    stairs.x < inner.x + inner.w &&
    inner.x < stairs.x + stairs.w &&
    stairs.y < inner.y + inner.d &&
    inner.y < stairs.y + stairs.d
  if (!hit) return [inner]
  const gap = 120
  const strips: Rect[] = [
    { x: inner.x, y: inner.y, w: stairs.x - gap - inner.x, d: inner.d },
    { x: stairs.x + stairs.w + gap, y: inner.y, w: inner.x + inner.w - stairs.x - stairs.w - gap, d: inner.d },
    { x: inner.x, y: inner.y, w: inner.w, d: stairs.y - gap - inner.y },
    { x: inner.x, y: stairs.y + stairs.d + gap, w: inner.w, d: inner.y + inner.d - stairs.y - stairs.d - gap },
  ]
  return strips.filter((s) => s.w > 0 && s.d > 0).sort((a, b) => area(b) - area(a))
}
