// Plan symbols drawn in house coordinates (mm, y north) inside the plan's flipped group: door leaves and swings,
// windows and stairs. Text never goes here (it would come out mirrored); see labels.ts and svg.ts.
import type { Door, House, HouseFloor, Rect, Window } from '../house/model'
import { wallThickness } from './geometry'

export const INK = '#1d2327'
export const SECONDARY = '#5b6670'

const n = (v: number) => String(Math.round(v * 10) / 10)
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.d && b.y < a.y + a.d

/** A point given along a wall and across it, in house coordinates. */
const onWall = (alongX: boolean, along: number, across: number): [number, number] =>
  alongX ? [along, across] : [across, along]

interface Swing {
  readonly hinge: number
  readonly free: number
  /** +1 or -1: the side of the wall line the leaf opens to. */
  readonly dir: number
}

/**
 * Where a door's leaf goes: into rooms[0] (the model's rule), hinged at the end nearer that room's corner so it
 * opens against a wall. If that swing would land on the stairs, try the other hinge, then the other room.
 */
export function doorSwing(house: House, floor: HouseFloor, door: Door): Swing {
  const { span } = door
  const sideOf = (roomId: string) => {
    const r = floor.rooms.find((room) => room.id === roomId)?.rect
    if (!r) return undefined
    const lo = span.alongX ? r.x : r.y
    const hi = span.alongX ? r.x + r.w : r.y + r.d
    const dir = (span.alongX ? r.y : r.x) === span.at ? 1 : -1
    return { dir, nearFrom: span.from - lo <= hi - span.to }
  }
  const options: Swing[] = []
  for (const roomId of door.rooms) {
    const side = sideOf(roomId)
    if (!side) continue
    const first = side.nearFrom ? [span.from, span.to] : [span.to, span.from]
    for (const [hinge, free] of [first, [first[1], first[0]]] as Array<[number, number]>) {
      options.push({ hinge, free, dir: side.dir })
    }
  }
  const stairs = house.stairs.rect
  const clear = options.find((o) => !overlaps(swingBox(house, door, o), stairs))
  return clear ?? (options[0] as Swing)
}

/** The square a door leaf sweeps, in house coordinates (labels keep out of it). */
export function swingBox(house: House, door: Door, swing: Swing): Rect {
  const { span } = door
  const width = span.to - span.from
  const t = wallThickness(house, span.alongX, span.at)
  const a0 = Math.min(swing.hinge, swing.free)
  const c0 = swing.dir > 0 ? span.at + t / 2 : span.at - t / 2 - width
  return span.alongX ? { x: a0, y: c0, w: width, d: width } : { x: c0, y: a0, w: width, d: width }
}

/** A door leaf (a thin slab standing open at 90°) and its quarter-circle swing back to the closed position. */
export function doorSymbol(house: House, floor: HouseFloor, door: Door): string {
  if (!door.leaf) return ''
  const { span } = door
  const { hinge, free, dir } = doorSwing(house, floor, door)
  const t = wallThickness(house, span.alongX, span.at)
  const face = span.at + (dir * t) / 2
  const width = Math.abs(free - hinge) - 20
  const [hx, hy] = onWall(span.alongX, hinge, face)
  const [lx, ly] = onWall(span.alongX, hinge, face + dir * width)
  const [cx, cy] = onWall(span.alongX, free, face)
  // Sweep 1 turns counter-clockwise in house coordinates (this group is y-flipped): the sign of the cross product.
  const sweep = (lx - hx) * (cy - hy) - (ly - hy) * (cx - hx) > 0 ? 1 : 0
  const leaf = `<line x1="${n(hx)}" y1="${n(hy)}" x2="${n(lx)}" y2="${n(ly)}" stroke="${INK}" stroke-width="35"/>`
  const arc = `<path d="M${n(lx)} ${n(ly)} A${n(width)} ${n(width)} 0 0 ${sweep} ${n(cx)} ${n(cy)}" fill="none" stroke="${SECONDARY}" stroke-width="12"/>`
  return leaf + arc
}

/** A window: the wall's faces as thin lines, with a double line for the glass along the middle. */
export function windowSymbol(house: House, window: Window): string {
  const { span } = window
  const t = wallThickness(house, span.alongX, span.at)
  const line = (across: number, width: number) => {
    const [x1, y1] = onWall(span.alongX, span.from, across)
    const [x2, y2] = onWall(span.alongX, span.to, across)
    return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${INK}" stroke-width="${width}"/>`
  }
  const [x, y] = onWall(span.alongX, span.from, span.at - t / 2)
  const w = span.to - span.from
  const box = span.alongX ? { w, d: t } : { w: t, d: w }
  const back = `<rect x="${n(x)}" y="${n(y)}" width="${n(box.w)}" height="${n(box.d)}" fill="#fff" stroke="${INK}" stroke-width="14"/>`
  return back + line(span.at - 28, 12) + line(span.at + 28, 12)
}

/**
 * The stairs: outline and treads. On the lower floor an arrow climbs from the first step; on the upper floor the
 * same outline is the stairwell, drawn with a guard line on its open sides and the arrow going down.
 */
export function stairsSymbol(house: House, floorId: string): { svg: string; label?: { x: number; y: number } } {
  const { stairs } = house
  const lower = stairs.floors[0] === floorId
  if (!lower && stairs.floors[1] !== floorId) return { svg: '' }
  // The generator's stairs run along y; climbing north or south are both drawn, east–west runs are not supported.
  if (stairs.up !== 'north' && stairs.up !== 'south') throw new Error(`stairs climbing ${stairs.up} are not drawn`)
  const r = stairs.rect
  const tread = r.d / (stairs.steps - 1)
  const parts: string[] = []
  const stroke = lower ? INK : SECONDARY
  parts.push(
    `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.d)}" fill="#fff" stroke="${stroke}" stroke-width="${lower ? 16 : 12}"/>`,
  )
  for (let i = 1; i < stairs.steps - 1; i++) {
    const y = r.y + i * tread
    parts.push(
      `<line x1="${n(r.x)}" y1="${n(y)}" x2="${n(r.x + r.w)}" y2="${n(y)}" stroke="${stroke}" stroke-width="10"/>`,
    )
  }
  const cx = r.x + r.w / 2
  // The arrow starts at the floor you are on: the bottom step on the lower floor, the top step on the upper one.
  const north = stairs.up === 'north'
  const bottom = north ? r.y : r.y + r.d
  const top = north ? r.y + r.d : r.y
  const inward = north ? 1 : -1
  const [from, to] = lower ? [bottom + inward * 260, top - inward * 200] : [top - inward * 260, bottom + inward * 200]
  const head = (lower ? -1 : 1) * inward
  parts.push(
    `<circle cx="${n(cx)}" cy="${n(from)}" r="45" fill="${INK}"/>`,
    `<line x1="${n(cx)}" y1="${n(from)}" x2="${n(cx)}" y2="${n(to + head * 140)}" stroke="${INK}" stroke-width="22"/>`,
    `<path d="M${n(cx)} ${n(to)} L${n(cx - 110)} ${n(to + head * 220)} L${n(cx + 110)} ${n(to + head * 220)} Z" fill="${INK}"/>`,
  )
  if (!lower) {
    // Guard rail on the stairwell's open sides: the long side facing the landing and the low end.
    const room = house.floors.find((f) => f.id === floorId)?.rooms.find((rm) => overlaps(rm.rect, r))?.rect
    const againstWest = room ? r.x - room.x < room.x + room.w - (r.x + r.w) : true
    const side = againstWest ? r.x + r.w : r.x
    const toWall = againstWest ? -1 : 1
    const rail = (d: string) => `<path d="${d}" fill="none" stroke="${INK}" stroke-width="14"/>`
    const wallSide = againstWest ? r.x : r.x + r.w
    for (const off of [0, 50]) {
      const x = side + toWall * off
      const y = bottom + inward * off
      parts.push(rail(`M${n(x)} ${n(top)} L${n(x)} ${n(y)} L${n(wallSide)} ${n(y)}`))
    }
  }
  return { svg: parts.join(''), label: { x: cx, y: lower ? bottom - inward * 230 : top + inward * 230 } }
}
