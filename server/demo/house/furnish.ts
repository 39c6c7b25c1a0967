// Furniture for each kind of room, placed against walls that have room for it, clear of doors, of the capture spots
// (the photographer stands there) and, for tall pieces, of windows. A piece that finds no place is left out.

import {
  band,
  box,
  boxIn,
  clipTo,
  grow,
  inFront,
  Layout,
  opposite,
  type RoomContext,
  sidesByLength,
} from './furnish-layout'
import {
  addCeilingLight,
  armchair,
  art,
  bathroomFixtures,
  bedroomFurniture,
  centreTable,
  chairPieces,
  chairsAround,
  floorLamp,
  kitchenRun,
  plant,
  shelf,
  sofaPiece,
  tablePieces,
} from './furnish-pieces'
import type { Furniture, RoomKind } from './model'

export type { RoomContext } from './furnish-layout'

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
