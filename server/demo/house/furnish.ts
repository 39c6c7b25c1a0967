// Furniture for each kind of room, placed against walls that have room for it, clear of doors, of the capture spots
// (the photographer stands there) and, for tall pieces, of windows. A piece that finds no place is left out.
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

interface Placed {
  readonly footprint: Rect
  /** The side of the room it stands against, and the direction it faces (away from that wall). */
  readonly side: Side
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.d && b.y < a.y + a.d
const grow = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, w: r.w + 2 * by, d: r.d + 2 * by })
const inside = (outer: Rect, r: Rect) =>
  r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w && r.y + r.d <= outer.y + outer.d

class Layout {
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
function candidates(length: number, w: number): number[] {
  const free = length - w
  const out = [free / 2]
  for (let step = 250; step <= free / 2; step += 250) out.push(free / 2 - step, free / 2 + step)
  out.push(0, free)
  return out.map(Math.round)
}

function wallRect(inner: Rect, side: Side, start: number, w: number, d: number, gap: number): Rect {
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

function doorZone(inner: Rect, door: Door): Rect {
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

function windowZone(inner: Rect, window: Window): Rect {
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
const clipTo = (r: Rect, outer: Rect): Rect => {
  const x = Math.max(r.x, outer.x + 20)
  const y = Math.max(r.y, outer.y + 20)
  return {
    x,
    y,
    w: Math.max(0, Math.min(r.x + r.w, outer.x + outer.w - 20) - x),
    d: Math.max(0, Math.min(r.y + r.d, outer.y + outer.d - 20) - y),
  }
}

const opposite: Record<Side, Side> = { north: 'south', south: 'north', east: 'west', west: 'east' }
const box = (x: number, y: number, z: number, w: number, d: number, h: number, material: Material): Box => ({
  x,
  y,
  z,
  w,
  d,
  h,
  material,
})
const boxIn = (r: Rect, z: number, h: number, material: Material): Box => box(r.x, r.y, z, r.w, r.d, h, material)

/** A sub-rectangle of a wall-standing footprint, measured from the wall outwards (`from`..`from+depth`). */
function band(p: Placed, from: number, depth: number, inset = 0): Rect {
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
function inFront(p: Placed, gap: number, depth: number, w: number): Rect {
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
function sidesByLength(inner: Rect, random: Random): Side[] {
  const sides: Side[] = inner.w >= inner.d ? ['north', 'south', 'west', 'east'] : ['west', 'east', 'north', 'south']
  return random.chance(0.5) ? ([sides[1], sides[0], sides[2], sides[3]] as Side[]) : sides
}

export function furnish(ctx: RoomContext): Furniture[] {
  const layout = new Layout(ctx)
  const builder = BUILDERS[ctx.kind]
  builder(layout, ctx)
  addCeilingLight(layout, ctx)
  return layout.pieces
}

type Builder = (layout: Layout, ctx: RoomContext) => void

const BUILDERS: Record<RoomKind, Builder> = {
  living: (l, c) => {
    const sides = sidesByLength(c.inner, c.random)
    const sofa = sofaPiece(l, c, sides)
    if (sofa) {
      const table = inFront(sofa, 450, 600, 1200)
      if (l.fits(table, 450)) {
        l.add('rug', [boxIn(clipTo(grow(table, 650), c.inner), l.level, 12, c.palette.rug)])
        l.add('coffee table', tablePieces(table, l.level, 420, c.palette.furnitureWood, c.palette.metal), table)
      }
      const tv = l.againstWall([opposite[sofa.side]], 1800, 450, 600)
      if (tv) {
        l.add('media unit', [boxIn(tv.footprint, l.level, 520, c.palette.furnitureWood)], tv.footprint)
        const screen = band(tv, 0, 50, 250)
        l.add('television', [boxIn(screen, l.level + 900, 760, c.palette.screen)])
      }
      armchair(
        l,
        c,
        sides.filter((s) => s !== sofa.side && s !== opposite[sofa.side]),
      )
    }
    shelf(l, c, sides)
    plant(l, c)
    floorLamp(l, c)
    art(l, c, sides)
  },
  kitchen: (l, c) => {
    const sides = sidesByLength(c.inner, c.random)
    let runs = 0
    for (const side of sides) if (runs < 2 && kitchenRun(l, c, side, runs === 0)) runs++
    const island = { w: 1900, d: 950 }
    const centre = { x: c.inner.x + c.inner.w / 2, y: c.inner.y + c.inner.d / 2 }
    const tries = [0, -500, 500, -900, 900]
    for (const dx of tries) {
      for (const dy of tries) {
        const alongX = c.inner.w >= c.inner.d
        const r = alongX
          ? { x: centre.x - island.w / 2 + dx, y: centre.y - island.d / 2 + dy, w: island.w, d: island.d }
          : { x: centre.x - island.d / 2 + dx, y: centre.y - island.w / 2 + dy, w: island.d, d: island.w }
        if (!l.fits(grow(r, 900), 900)) continue
        l.add(
          'island',
          [boxIn(r, l.level, 880, c.palette.cabinet), boxIn(grow(r, 30), l.level + 880, 40, c.palette.counter)],
          r,
        )
        l.reserve(grow(r, 800))
        return
      }
    }
    const table = centreTable(l, c, 1200, 800)
    if (table) l.add('table', tablePieces(table, l.level, 740, c.palette.furnitureWood, c.palette.metal), table)
  },
  dining: (l, c) => {
    const table = centreTable(l, c, 1900, 950, 450)
    if (table) {
      l.add('dining table', tablePieces(table, l.level, 750, c.palette.furnitureWood, c.palette.metal), table)
      chairsAround(l, c, table)
      l.add('pendant', [
        box(
          table.x + table.w / 2 - 250,
          table.y + table.d / 2 - 250,
          l.level + c.ceiling - 900,
          500,
          500,
          260,
          c.palette.lamp,
        ),
      ])
    }
    const sides = sidesByLength(c.inner, c.random)
    const sideboard = l.againstWall(sides, 1600, 450, 800)
    if (sideboard)
      l.add('sideboard', [boxIn(sideboard.footprint, l.level, 780, c.palette.darkWood)], sideboard.footprint)
    plant(l, c)
    art(l, c, sides)
  },
  entry: (l, c) => {
    const sides = sidesByLength(c.inner, c.random)
    const consoleTable = l.againstWall(sides, 1100, 350, 800)
    if (consoleTable) {
      l.add(
        'console',
        tablePieces(consoleTable.footprint, l.level, 800, c.palette.darkWood, c.palette.metal),
        consoleTable.footprint,
      )
      l.add('mirror', [boxIn(band(consoleTable, 0, 30, 150), l.level + 1150, 900, c.palette.mirror)])
    }
    const runner = {
      x: c.inner.x + c.inner.w * 0.25,
      y: c.inner.y + c.inner.d * 0.2,
      w: c.inner.w * 0.5,
      d: c.inner.d * 0.6,
    }
    l.add('rug', [boxIn(clipTo(runner, c.inner), l.level, 10, c.palette.rug)])
    plant(l, c)
  },
  hall: (l, c) => {
    const sides = sidesByLength(c.inner, c.random)
    art(l, c, sides)
    plant(l, c)
  },
  office: (l, c) => {
    const sides = sidesByLength(c.inner, c.random)
    const desk = l.againstWall(sides, 1500, 700, 760)
    if (desk) {
      l.add('desk', tablePieces(desk.footprint, l.level, 750, c.palette.furnitureWood, c.palette.metal), desk.footprint)
      const screen = band(desk, 120, 40, 450)
      l.add('monitor', [boxIn(screen, l.level + 850, 360, c.palette.screen)])
      const seat = inFront(desk, -250, 550, 550)
      l.add('chair', chairPieces(seat, l.level, c.palette.metal, c.palette.sofa))
    }
    shelf(l, c, sides)
    armchair(l, c, sides)
    plant(l, c)
    art(l, c, sides)
  },
  powder: (l, c) => bathroomFixtures(l, c, false),
  laundry: (l, c) => {
    const sides = sidesByLength(c.inner, c.random)
    const machines = l.againstWall(sides, 1300, 650, 900)
    if (machines) {
      const half = band(machines, 0, 650)
      const left = {
        ...half,
        w: half.w > half.d ? half.w / 2 - 10 : half.w,
        d: half.w > half.d ? half.d : half.d / 2 - 10,
      }
      const right = half.w > half.d ? { ...left, x: left.x + left.w + 20 } : { ...left, y: left.y + left.d + 20 }
      l.add('washer', [boxIn(left, l.level, 850, c.palette.porcelain)], machines.footprint)
      l.add('dryer', [boxIn(right, l.level, 850, c.palette.porcelain)])
      l.add('cabinet', [boxIn(band(machines, 0, 350), l.level + 1500, 700, c.palette.cabinet)])
    }
  },
  bedroom: (l, c) => bedroomFurniture(l, c, 1500),
  primaryBedroom: (l, c) => bedroomFurniture(l, c, 1850),
  bathroom: (l, c) => bathroomFixtures(l, c, true),
  closet: () => {},
}

function sofaPiece(l: Layout, c: RoomContext, sides: Side[]): Placed | undefined {
  const sofa = l.againstWall(sides, 2300, 950, 850, 80)
  if (!sofa) return undefined
  const f = sofa.footprint
  const seat = band(sofa, 0, 950, 0)
  const back = band(sofa, 0, 220, 0)
  const armW = 180
  const arms =
    sofa.side === 'north' || sofa.side === 'south'
      ? [
          { x: f.x, y: f.y, w: armW, d: f.d },
          { x: f.x + f.w - armW, y: f.y, w: armW, d: f.d },
        ]
      : [
          { x: f.x, y: f.y, w: f.w, d: armW },
          { x: f.x, y: f.y + f.d - armW, w: f.w, d: armW },
        ]
  const cushions = [0.3, 0.7].map((t) => {
    const cushion = band(sofa, 200, 140, 0)
    return sofa.side === 'north' || sofa.side === 'south'
      ? { ...cushion, x: f.x + f.w * t - 250, w: 500 }
      : { ...cushion, y: f.y + f.d * t - 250, d: 500 }
  })
  l.add(
    'sofa',
    [
      boxIn(seat, l.level + 120, 320, c.palette.sofa),
      boxIn(back, l.level + 120, 700, c.palette.sofa),
      ...arms.map((a) => boxIn(a, l.level + 120, 500, c.palette.sofa)),
      ...cushions.map((r) => boxIn(r, l.level + 440, 380, c.palette.cushion)),
      ...legs(f, l.level, 120, 40, c.palette.darkWood),
    ],
    f,
  )
  return sofa
}

function armchair(l: Layout, c: RoomContext, sides: ReadonlyArray<Side>) {
  const chair = l.againstWall(sides, 850, 850, 800, 300)
  if (!chair) return
  const f = chair.footprint
  l.add(
    'armchair',
    [
      boxIn(band(chair, 0, 850, 0), l.level + 150, 300, c.palette.cushion),
      boxIn(band(chair, 0, 200, 0), l.level + 150, 650, c.palette.cushion),
      ...legs(f, l.level, 150, 40, c.palette.darkWood),
    ],
    f,
  )
}

function shelf(l: Layout, c: RoomContext, sides: ReadonlyArray<Side>) {
  const shelfPlace = l.againstWall(sides.slice().reverse(), 900, 350, 2000)
  if (!shelfPlace) return
  const f = shelfPlace.footprint
  const parts: Box[] = [boxIn(f, l.level, 2000, c.palette.furnitureWood)]
  // Rows of books standing a little proud of the case, so the shelf reads as a bookcase.
  const front = band(shelfPlace, 250, 110, 60)
  for (let row = 0; row < 4; row++) {
    const material = c.palette.books[(row + c.random.int(0, 5)) % c.palette.books.length] as Material
    parts.push(boxIn(front, l.level + 250 + row * 430, 280, material))
  }
  l.add('bookcase', parts, f)
}

function plant(l: Layout, c: RoomContext) {
  const { inner } = c
  const corners = [
    { x: inner.x + 80, y: inner.y + 80 },
    { x: inner.x + inner.w - 580, y: inner.y + 80 },
    { x: inner.x + 80, y: inner.y + inner.d - 580 },
    { x: inner.x + inner.w - 580, y: inner.y + inner.d - 580 },
  ]
  for (const corner of c.random.shuffle(corners)) {
    const r = { ...corner, w: 500, d: 500 }
    if (!l.fits(r, 1400)) continue
    const pot = grow(r, -110)
    l.add(
      'plant',
      [boxIn(pot, l.level, 380, c.palette.pot), boxIn(grow(r, -20), l.level + 380, 900, c.palette.plant)],
      r,
    )
    return
  }
}

function floorLamp(l: Layout, c: RoomContext) {
  const spot = l.againstWall(['west', 'east', 'north', 'south'], 400, 400, 1600, 60)
  if (!spot) return
  const f = spot.footprint
  l.add(
    'floor lamp',
    [boxIn(grow(f, -170), l.level, 1350, c.palette.metal), boxIn(grow(f, -40), l.level + 1350, 300, c.palette.lamp)],
    f,
  )
}

function art(l: Layout, c: RoomContext, sides: ReadonlyArray<Side>) {
  for (const side of sides.slice(0, 2)) {
    // Art hangs between 1.35 and 2 m: the window check uses that height, so no frame covers a window.
    const frame = l.againstWall([side], 900, 40, 2000)
    if (!frame) continue
    const material = c.palette.art[c.random.int(0, c.palette.art.length - 1)] as Material
    l.add('art', [
      boxIn(frame.footprint, l.level + 1350, 650, c.palette.trim),
      boxIn(band(frame, 0, 45, 60), l.level + 1410, 530, material),
    ])
  }
}

function tablePieces(top: Rect, level: number, height: number, wood: Material, legMaterial: Material): Box[] {
  return [boxIn(top, level + height - 40, 40, wood), ...legs(top, level, height - 40, 50, legMaterial)]
}

function legs(r: Rect, level: number, height: number, size: number, material: Material): Box[] {
  const inset = 40
  return [
    [r.x + inset, r.y + inset],
    [r.x + r.w - inset - size, r.y + inset],
    [r.x + inset, r.y + r.d - inset - size],
    [r.x + r.w - inset - size, r.y + r.d - inset - size],
  ].map(([x, y]) => box(x as number, y as number, level, size, size, height, material))
}

function chairPieces(seat: Rect, level: number, frame: Material, fabric: Material): Box[] {
  return [boxIn(seat, level + 430, 60, fabric), ...legs(seat, level, 430, 30, frame)]
}

function centreTable(l: Layout, c: RoomContext, w: number, d: number, chairsRoom = 0): Rect | undefined {
  const alongX = c.inner.w >= c.inner.d
  const [tw, td] = alongX ? [w, d] : [d, w]
  const centre = { x: c.inner.x + c.inner.w / 2, y: c.inner.y + c.inner.d / 2 }
  const offsets = [0, 200, -200, 400, -400, 600, -600, 800, -800, 1000, -1000, 1200, -1200, 1400, -1400, 1600, -1600]
  for (const along of offsets) {
    for (const across of offsets.slice(0, 9)) {
      const [dx, dy] = alongX ? [along, across] : [across, along]
      const r = { x: centre.x - tw / 2 + dx, y: centre.y - td / 2 + dy, w: tw, d: td }
      // A table may stand in front of a low window: only its chairs' height counts against the sill.
      if (l.fits(grow(r, chairsRoom), 450)) {
        l.reserve(grow(r, chairsRoom))
        return r
      }
    }
  }
  return undefined
}

function chairsAround(l: Layout, c: RoomContext, table: Rect) {
  const size = 460
  const alongX = table.w >= table.d
  const long = alongX ? table.w : table.d
  const count = long > 1700 ? 3 : 2
  const seats: Rect[] = []
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count
    if (alongX) {
      const x = table.x + table.w * t - size / 2
      seats.push({ x, y: table.y - size + 80, w: size, d: size }, { x, y: table.y + table.d - 80, w: size, d: size })
    } else {
      const y = table.y + table.d * t - size / 2
      seats.push({ x: table.x - size + 80, y, w: size, d: size }, { x: table.x + table.w - 80, y, w: size, d: size })
    }
  }
  for (const seat of seats) {
    const backRest = alongX
      ? { ...seat, d: 50, y: seat.y < table.y ? seat.y : seat.y + seat.d - 50 }
      : { ...seat, w: 50, x: seat.x < table.x ? seat.x : seat.x + seat.w - 50 }
    l.add('dining chair', [
      ...chairPieces(seat, l.level, c.palette.darkWood, c.palette.cushion),
      boxIn(backRest, l.level + 430, 480, c.palette.darkWood),
    ])
  }
}

/** A run of base cabinets and counter (and uppers, and the first run's fridge) along one wall; false if none fits. */
function kitchenRun(l: Layout, c: RoomContext, side: Side, withFridge: boolean): boolean {
  const { inner } = c
  const length = side === 'north' || side === 'south' ? inner.w : inner.d
  for (const w of [length - 200, length * 0.75, length * 0.55, 2400, 1800]) {
    const run = l.againstWall([side], Math.round(w), 620, 900)
    if (!run) continue
    const base = band(run, 0, 600)
    const parts: Box[] = [
      boxIn(base, l.level + 100, 800, c.palette.cabinet),
      boxIn(band(run, 60, 540), l.level, 100, c.palette.darkWood),
      boxIn(band(run, 0, 620), l.level + 900, 40, c.palette.counter),
    ]
    // Upper cabinets only where no window is behind them.
    const upper = band(run, 0, 350)
    const hasWindow = c.windows.some((win) => win.side === side)
    if (!hasWindow) parts.push(boxIn(upper, l.level + 1450, 750, c.palette.cabinet))
    // A stove top and a sink as darker insets in the counter.
    const alongX = side === 'north' || side === 'south'
    const f = run.footprint
    const inset = (t: number, w2: number): Rect =>
      alongX
        ? { x: f.x + f.w * t - w2 / 2, y: base.y + 80, w: w2, d: base.d - 160 }
        : { x: base.x + 80, y: f.y + f.d * t - w2 / 2, w: base.w - 160, d: w2 }
    parts.push(boxIn(inset(0.3, 750), l.level + 940, 8, c.palette.screen))
    parts.push(boxIn(inset(0.7, 800), l.level + 940, 6, c.palette.metal))
    l.add('kitchen cabinets', parts, f)
    l.reserve(inFront(run, 0, 1000, f.w > f.d ? f.w : f.d))
    const fridge = withFridge ? l.againstWall([side], 900, 700, 1900) : undefined
    if (fridge) l.add('refrigerator', [boxIn(fridge.footprint, l.level, 1900, c.palette.metal)], fridge.footprint)
    return true
  }
  return false
}

function bedroomFurniture(l: Layout, c: RoomContext, bedWidth: number) {
  const sides = sidesByLength(c.inner, c.random)
  // A bed may stand under a window (the check uses the mattress height, not the headboard's).
  const bed = l.againstWall([...sides.slice(2), ...sides.slice(0, 2)], bedWidth + 100, 2150, 650)
  if (bed) {
    const f = bed.footprint
    const frame = band(bed, 0, 2150, 50)
    const head = band(bed, 0, 80)
    const pillowsRow = band(bed, 130, 420, 150)
    const throwBand = band(bed, 1450, 600, 60)
    l.add(
      'bed',
      [
        boxIn(frame, l.level, 320, c.palette.furnitureWood),
        boxIn(grow(frame, -30), l.level + 320, 260, c.palette.bedding),
        boxIn(head, l.level, 1150, c.palette.sofa),
        boxIn(pillowsRow, l.level + 580, 150, c.palette.bedding),
        boxIn(throwBand, l.level + 580, 30, c.palette.throwBlanket),
      ],
      f,
    )
    for (const end of [-1, 1]) {
      const stand =
        bed.side === 'north' || bed.side === 'south'
          ? { x: end < 0 ? f.x - 520 : f.x + f.w + 20, y: bed.side === 'south' ? f.y : f.y + f.d - 420, w: 500, d: 420 }
          : { x: bed.side === 'west' ? f.x : f.x + f.w - 420, y: end < 0 ? f.y - 520 : f.y + f.d + 20, w: 420, d: 500 }
      if (!l.fits(stand, 600)) continue
      l.add(
        'nightstand',
        [boxIn(stand, l.level, 550, c.palette.darkWood), boxIn(grow(stand, -130), l.level + 550, 420, c.palette.lamp)],
        stand,
      )
    }
    const dresser = l.againstWall(sides, 1300, 500, 850)
    if (dresser) l.add('dresser', [boxIn(dresser.footprint, l.level, 820, c.palette.furnitureWood)], dresser.footprint)
    const rug = inFront(bed, -1400, 1300, bedWidth + 900)
    l.add('rug', [boxIn(clipTo(rug, c.inner), l.level, 10, c.palette.rug)])
  }
  if (bedWidth > 1700) armchair(l, c, sides)
  plant(l, c)
  art(l, c, sides)
}

function bathroomFixtures(l: Layout, c: RoomContext, withBath: boolean) {
  const sides = sidesByLength(c.inner, c.random)
  if (withBath) {
    const tub = l.againstWall(sides, 1700, 760, 560)
    if (tub) {
      const f = tub.footprint
      l.add(
        'bathtub',
        [boxIn(f, l.level, 560, c.palette.porcelain), boxIn(grow(f, -90), l.level + 500, 70, c.palette.mirror)],
        f,
      )
    }
  }
  const vanity = l.againstWall(sides, 1000, 550, 860)
  if (vanity) {
    l.add(
      'vanity',
      [
        boxIn(vanity.footprint, l.level + 150, 700, c.palette.cabinet),
        boxIn(band(vanity, 0, 560), l.level + 850, 40, c.palette.counter),
      ],
      vanity.footprint,
    )
    l.add('mirror', [boxIn(band(vanity, 0, 25, 100), l.level + 1100, 900, c.palette.mirror)])
  }
  const toilet = l.againstWall(sides, 420, 700, 800)
  if (toilet) {
    l.add(
      'toilet',
      [
        boxIn(band(toilet, 0, 200), l.level, 800, c.palette.porcelain),
        boxIn(band(toilet, 150, 550, 20), l.level, 420, c.palette.porcelain),
      ],
      toilet.footprint,
    )
  }
}

function addCeilingLight(l: Layout, c: RoomContext) {
  if (c.kind === 'dining') return
  const { inner } = c
  const x = inner.x + inner.w / 2
  const y = inner.y + inner.d / 2
  l.add('ceiling light', [box(x - 200, y - 200, c.level + c.ceiling - 70, 400, 400, 70, c.palette.lamp)])
}
