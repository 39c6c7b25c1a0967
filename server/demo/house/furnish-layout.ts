// The placing half of furnishing: a room's free space (clear of doors, capture spots, stairs and, for tall pieces,
// windows), the rectangles a piece takes against a wall, and the box helpers every piece is built from.
import type { Box, Door, Furniture, Material, Point, Rect, RoomKind, Side, Window } from './model'
import type { Palette } from './palette'
import type { Random } from './random'

export interface RoomContext {
  readonly kind: RoomKind
  /** Inside faces of the walls. */
  readonly inner: Rect
  readonly ceiling: number
  /** Finished floor level. */
  readonly level: number
  readonly doors: ReadonlyArray<Door>
  readonly windows: ReadonlyArray<Window>
  readonly spots: ReadonlyArray<Point>
  /** Areas nothing may stand in (stairs, stairwells). */
  readonly blocked: ReadonlyArray<Rect>
  readonly palette: Palette
  readonly random: Random
}

export interface Placed {
  readonly footprint: Rect
  /** The side of the room it stands against, and the direction it faces (away from that wall). */
  readonly side: Side
}

export const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.d && b.y < a.y + a.d
export const grow = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, w: r.w + 2 * by, d: r.d + 2 * by })
export const inside = (outer: Rect, r: Rect) =>
  r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w && r.y + r.d <= outer.y + outer.d

export class Layout {
  readonly pieces: Furniture[] = []
  private readonly taken: Rect[] = []
  private readonly clear: Rect[]

  constructor(private readonly ctx: RoomContext) {
    const doorZones = ctx.doors.map((door) => doorZone(ctx.inner, door))
    // The photographer's tripod needs a metre square; furniture may come closer than that to the lens.
    const spotZones = ctx.spots.map((p) => ({ x: p.x - 450, y: p.y - 450, w: 900, d: 900 }))
    this.clear = [...doorZones, ...spotZones, ...ctx.blocked]
  }

  /** Whether a footprint is free; tall pieces also keep out of windows. */
  fits(r: Rect, height: number): boolean {
    if (!inside(this.ctx.inner, r)) return false
    if (this.clear.some((c) => overlaps(c, r))) return false
    if (this.taken.some((t) => overlaps(t, r))) return false
    if (height > 0) {
      for (const w of this.ctx.windows) {
        if (w.sill > height) continue
        if (overlaps(windowZone(this.ctx.inner, w), r)) return false
      }
    }
    return true
  }

  /** Stands a w × d piece against a wall (d measured out from the wall), trying sides in order. */
  againstWall(sides: ReadonlyArray<Side>, w: number, d: number, height: number, gap = 0): Placed | undefined {
    const { inner } = this.ctx
    for (const side of sides) {
      const alongX = side === 'north' || side === 'south'
      const length = alongX ? inner.w : inner.d
      if (w > length) continue
      const starts = candidates(length, w)
      for (const s of starts) {
        const footprint = wallRect(inner, side, s, w, d, gap)
        if (this.fits(footprint, height)) return { footprint, side }
      }
    }
    return undefined
  }

  add(kind: string, parts: Box[], plan?: Rect, occupy: Rect | undefined = plan) {
    this.pieces.push(plan ? { kind, parts, planOutline: plan } : { kind, parts })
    if (occupy) this.taken.push(occupy)
  }

  /** A rectangle taken without furniture in it (walkways in front of counters). */
  reserve(r: Rect) {
    this.taken.push(r)
  }

  get level() {
    return this.ctx.level
  }
}

/** Start offsets along a wall: centred first, then stepping out towards both ends. */
export function candidates(length: number, w: number): number[] {
  const free = length - w
  const out = [free / 2]
  for (let step = 250; step <= free / 2; step += 250) out.push(free / 2 - step, free / 2 + step)
  out.push(0, free)
  return out.map(Math.round)
}

export function wallRect(inner: Rect, side: Side, start: number, w: number, d: number, gap: number): Rect {
  switch (side) {
    case 'south':
      return { x: inner.x + start, y: inner.y + gap, w, d }
    case 'north':
      return { x: inner.x + start, y: inner.y + inner.d - d - gap, w, d }
    case 'west':
      return { x: inner.x + gap, y: inner.y + start, w: d, d: w }
    case 'east':
      return { x: inner.x + inner.w - d - gap, y: inner.y + start, w: d, d: w }
  }
}

export function doorZone(inner: Rect, door: Door): Rect {
  const { span } = door
  const depth = 1100
  if (span.alongX) {
    const y =
      Math.abs(span.at - inner.y) < Math.abs(span.at - (inner.y + inner.d)) ? inner.y : inner.y + inner.d - depth
    return { x: span.from - 150, y, w: span.to - span.from + 300, d: depth }
  }
  const x = Math.abs(span.at - inner.x) < Math.abs(span.at - (inner.x + inner.w)) ? inner.x : inner.x + inner.w - depth
  return { x, y: span.from - 150, w: depth, d: span.to - span.from + 300 }
}

export function windowZone(inner: Rect, window: Window): Rect {
  const { span } = window
  const depth = 700
  switch (window.side) {
    case 'south':
      return { x: span.from - 100, y: inner.y, w: span.to - span.from + 200, d: depth }
    case 'north':
      return { x: span.from - 100, y: inner.y + inner.d - depth, w: span.to - span.from + 200, d: depth }
    case 'west':
      return { x: inner.x, y: span.from - 100, w: depth, d: span.to - span.from + 200 }
    case 'east':
      return { x: inner.x + inner.w - depth, y: span.from - 100, w: depth, d: span.to - span.from + 200 }
  }
}

/** The part of a rectangle inside another (rugs are cut to the room, never pushed through a wall). */
export const clipTo = (r: Rect, outer: Rect): Rect => {
  const x = Math.max(r.x, outer.x + 20)
  const y = Math.max(r.y, outer.y + 20)
  return {
    x,
    y,
    w: Math.max(0, Math.min(r.x + r.w, outer.x + outer.w - 20) - x),
    d: Math.max(0, Math.min(r.y + r.d, outer.y + outer.d - 20) - y),
  }
}

export const opposite: Record<Side, Side> = { north: 'south', south: 'north', east: 'west', west: 'east' }
export const box = (x: number, y: number, z: number, w: number, d: number, h: number, material: Material): Box => ({
  x,
  y,
  z,
  w,
  d,
  h,
  material,
})
export const boxIn = (r: Rect, z: number, h: number, material: Material): Box => box(r.x, r.y, z, r.w, r.d, h, material)

/** A sub-rectangle of a wall-standing footprint, measured from the wall outwards (`from`..`from+depth`). */
export function band(p: Placed, from: number, depth: number, inset = 0): Rect {
  const f = p.footprint
  switch (p.side) {
    case 'south':
      return { x: f.x + inset, y: f.y + from, w: f.w - 2 * inset, d: depth }
    case 'north':
      return { x: f.x + inset, y: f.y + f.d - from - depth, w: f.w - 2 * inset, d: depth }
    case 'west':
      return { x: f.x + from, y: f.y + inset, w: depth, d: f.d - 2 * inset }
    case 'east':
      return { x: f.x + f.w - from - depth, y: f.y + inset, w: depth, d: f.d - 2 * inset }
  }
}

/** The rectangle in front of a placed piece, `gap` away, `depth` deep and `w` wide, centred on it. */
export function inFront(p: Placed, gap: number, depth: number, w: number): Rect {
  const f = p.footprint
  switch (p.side) {
    case 'south':
      return { x: f.x + (f.w - w) / 2, y: f.y + f.d + gap, w, d: depth }
    case 'north':
      return { x: f.x + (f.w - w) / 2, y: f.y - gap - depth, w, d: depth }
    case 'west':
      return { x: f.x + f.w + gap, y: f.y + (f.d - w) / 2, w: depth, d: w }
    case 'east':
      return { x: f.x - gap - depth, y: f.y + (f.d - w) / 2, w: depth, d: w }
  }
}

/** The room's sides, longest first, so big pieces get the long walls. */
export function sidesByLength(inner: Rect, random: Random): Side[] {
  const sides: Side[] = inner.w >= inner.d ? ['north', 'south', 'west', 'east'] : ['west', 'east', 'north', 'south']
  return random.chance(0.5) ? ([sides[1], sides[0], sides[2], sides[3]] as Side[]) : sides
}
