// The pieces of furniture, each placed through the room's Layout: sofas, tables with chairs, kitchen runs, beds,
// bathroom fixtures, lamps, plants and art. A piece that finds no place is left out.

import {
  band,
  box,
  boxIn,
  clipTo,
  grow,
  inFront,
  type Layout,
  type Placed,
  type RoomContext,
  sidesByLength,
} from './furnish-layout'
import type { Box, Material, Rect, Side } from './model'

export function sofaPiece(l: Layout, c: RoomContext, sides: Side[]): Placed | undefined {
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

export function armchair(l: Layout, c: RoomContext, sides: ReadonlyArray<Side>) {
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

export function shelf(l: Layout, c: RoomContext, sides: ReadonlyArray<Side>) {
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

export function plant(l: Layout, c: RoomContext) {
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

export function floorLamp(l: Layout, c: RoomContext) {
  const spot = l.againstWall(['west', 'east', 'north', 'south'], 400, 400, 1600, 60)
  if (!spot) return
  const f = spot.footprint
  l.add(
    'floor lamp',
    [boxIn(grow(f, -170), l.level, 1350, c.palette.metal), boxIn(grow(f, -40), l.level + 1350, 300, c.palette.lamp)],
    f,
  )
}

export function art(l: Layout, c: RoomContext, sides: ReadonlyArray<Side>) {
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

export function tablePieces(top: Rect, level: number, height: number, wood: Material, legMaterial: Material): Box[] {
  return [boxIn(top, level + height - 40, 40, wood), ...legs(top, level, height - 40, 50, legMaterial)]
}

export function legs(r: Rect, level: number, height: number, size: number, material: Material): Box[] {
  const inset = 40
  return [
    [r.x + inset, r.y + inset],
    [r.x + r.w - inset - size, r.y + inset],
    [r.x + inset, r.y + r.d - inset - size],
    [r.x + r.w - inset - size, r.y + r.d - inset - size],
  ].map(([x, y]) => box(x as number, y as number, level, size, size, height, material))
}

export function chairPieces(seat: Rect, level: number, frame: Material, fabric: Material): Box[] {
  return [boxIn(seat, level + 430, 60, fabric), ...legs(seat, level, 430, 30, frame)]
}

export function centreTable(l: Layout, c: RoomContext, w: number, d: number, chairsRoom = 0): Rect | undefined {
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

export function chairsAround(l: Layout, c: RoomContext, table: Rect) {
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
export function kitchenRun(l: Layout, c: RoomContext, side: Side, withFridge: boolean): boolean {
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

export function bedroomFurniture(l: Layout, c: RoomContext, bedWidth: number) {
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

export function bathroomFixtures(l: Layout, c: RoomContext, withBath: boolean) {
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

export function addCeilingLight(l: Layout, c: RoomContext) {
  if (c.kind === 'dining') return
  const { inner } = c
  const x = inner.x + inner.w / 2
  const y = inner.y + inner.d / 2
  l.add('ceiling light', [box(x - 200, y - 200, c.level + c.ceiling - 70, 400, 400, 70, c.palette.lamp)])
}
