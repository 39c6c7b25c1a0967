// generateHouse(seed): a two-storey house with named rooms, doors, windows, stairs, furniture and a garden, the
// same for the same seed on every machine. See model.ts for coordinates and templates.ts for the layouts.
import { furnish } from './furnish'
import {
  type PlannedRoom,
  placeCentreSpots,
  placeDoor,
  placeOutsideDoor,
  placeWindows,
  planRooms,
  planStairs,
} from './layout'
import {
  type Door,
  type Exterior,
  type House,
  type HouseFloor,
  type Point,
  type Rect,
  type Stairs,
  WALL_THICKNESS,
} from './model'
import { GRASS, type Palette, pickPalette } from './palette'
import { type Random, seededRandom } from './random'
import { type FloorLayout, GROUND_LAYOUTS, STYLE_NAMES, UPPER_LAYOUTS } from './templates'

const GROUND = { id: 'f1', name: 'Main floor', level: 0, ceiling: 2700 } as const
const UPPER = { id: 'f2', name: 'Upper floor', level: 3000, ceiling: 2550 } as const
/** How far in front of the front door the outside capture point stands (mm). */
const OUTSIDE_SPOT_DISTANCE = 4000

export function generateHouse(seed: number): House {
  const random = seededRandom(seed)
  const palette = pickPalette(random.fork('palette'))
  const width = roundTo(random.range(11200, 14200), 100)
  const depth = roundTo(random.range(9800, 11200), 100)
  const middle = roundTo(random.range(2700, 3100), 50)
  const left = roundTo((width - middle) * random.range(0.45, 0.55), 50)
  const columnEdges = [0, left, left + middle, width]
  const mirror = random.chance(0.5)
  const groundLayout = random.pick(GROUND_LAYOUTS)
  const upperLayout = random.pick(UPPER_LAYOUTS)
  const footprint: Rect = { x: 0, y: 0, w: width, d: depth }

  const groundRooms = planRooms(groundLayout, columnEdges, depth, mirror, GROUND.id, random.fork('ground'))
  const upperRooms = planRooms(upperLayout, columnEdges, depth, mirror, UPPER.id, random.fork('upper'))
  const groundHall = roomByKey(groundRooms, 'hall')
  const stairs = planStairs(groundHall.rect, depth, random.chance(0.5), [GROUND.id, UPPER.id])

  placeCentreSpots(groundRooms, random.fork('spots-ground'))
  placeCentreSpots(upperRooms, random.fork('spots-upper'))
  for (const hall of [groundHall, roomByKey(upperRooms, 'hall')]) moveSpotsOffStairs(hall, stairs.rect)

  const outsideSpot = { x: roomByKey(groundRooms, 'entry').spots[0]?.x ?? width / 2, y: -OUTSIDE_SPOT_DISTANCE }
  const groundDoors = placeDoors(groundLayout, groundRooms, outsideSpot)
  const upperDoors = placeDoors(upperLayout, upperRooms, outsideSpot)

  const floors: HouseFloor[] = [
    buildFloor(GROUND, groundRooms, groundDoors, footprint, stairs, palette, random.fork('furnish-ground')),
    buildFloor(UPPER, upperRooms, upperDoors, footprint, stairs, palette, random.fork('furnish-upper')),
  ]
  return {
    seed,
    outsideSpots: [outsideSpot],
    style: random.pick(STYLE_NAMES),
    width,
    depth,
    floors,
    stairs,
    exterior: buildExterior(width, depth, palette, random.fork('exterior')),
  }
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step

function roomByKey(rooms: ReadonlyArray<PlannedRoom>, key: string): PlannedRoom {
  const room = rooms.find((r) => r.key === key)
  if (!room) throw new Error(`layout has no room '${key}'`)
  return room
}

/** The hall's capture point stands in the free strip beside the stairs, not on them. */
function moveSpotsOffStairs(hall: PlannedRoom, stairs: Rect) {
  const { rect } = hall
  const stairsWest = stairs.x - rect.x < rect.x + rect.w - (stairs.x + stairs.w)
  const stripFrom = stairsWest ? stairs.x + stairs.w : rect.x
  const stripTo = stairsWest ? rect.x + rect.w : stairs.x
  const x = Math.round((stripFrom + stripTo) / 2)
  for (let i = 0; i < hall.spots.length; i++) {
    const spot = hall.spots[i] as Point
    hall.spots[i] = { x, y: Math.min(Math.max(spot.y, stairs.y), stairs.y + stairs.d) }
  }
}

function placeDoors(layout: FloorLayout, rooms: PlannedRoom[], outsideSpot: Point): Door[] {
  const doors: Door[] = []
  for (const def of layout.doors) {
    const a = roomByKey(rooms, def.a)
    const id = `${a.id}-${def.b}`
    if (def.b === 'outside') {
      const front = a.kind === 'entry'
      doors.push(
        placeOutsideDoor(id, a, front ? 'south' : 'north', front ? 1000 : 900, front ? outsideSpot.x : undefined),
      )
      continue
    }
    const b = roomByKey(rooms, def.b)
    const width = def.open ? 1400 : 900
    doors.push(placeDoor(id, a, b, width, def.open ? 2300 : 2100, !def.open).door)
  }
  return doors
}

function buildFloor(
  spec: { id: string; name: string; level: number; ceiling: number },
  rooms: ReadonlyArray<PlannedRoom>,
  doors: ReadonlyArray<Door>,
  footprint: Rect,
  stairs: Stairs,
  palette: Palette,
  random: Random,
): HouseFloor {
  const windows = placeWindows(rooms, doors, footprint, random.fork('windows'))
  const built = rooms.map((room) => {
    const inner = innerRect(room.rect, footprint)
    const finishes = finishesFor(room.kind, palette, random)
    const blocked = room.key === 'hall' ? [stairsClearance(stairs)] : []
    const furniture = furnish({
      kind: room.kind,
      inner,
      ceiling: spec.ceiling,
      level: spec.level,
      doors: doors.filter((d) => d.rooms.includes(room.id)),
      windows: windows.filter((w) => w.room === room.id),
      spots: room.spots,
      blocked,
      palette,
      random: random.fork(room.id),
    })
    const centre = { x: inner.x + inner.w / 2, y: inner.y + inner.d / 2 }
    return {
      id: room.id,
      kind: room.kind,
      name: room.name,
      rect: room.rect,
      ...finishes,
      furniture,
      lights: [centre],
      spots: room.spots,
    }
  })
  return { ...spec, rooms: built, doors, windows }
}

/** The stairs and the landing in front of their bottom step stay free of furniture. */
const stairsClearance = (stairs: Stairs): Rect => ({
  x: stairs.rect.x - 100,
  y: stairs.rect.y - 1000,
  w: stairs.rect.w + 200,
  d: stairs.rect.d + 2000,
})

/** The room's floor as seen inside: its rectangle less half of each wall. */
export function innerRect(r: Rect, footprint: Rect): Rect {
  const half = (outside: boolean) => (outside ? WALL_THICKNESS.exterior : WALL_THICKNESS.interior) / 2
  const west = half(r.x === footprint.x)
  const east = half(r.x + r.w === footprint.x + footprint.w)
  const south = half(r.y === footprint.y)
  const north = half(r.y + r.d === footprint.y + footprint.d)
  return { x: r.x + west, y: r.y + south, w: r.w - west - east, d: r.d - south - north }
}

function finishesFor(kind: string, palette: Palette, random: Random) {
  switch (kind) {
    case 'kitchen':
    case 'laundry':
      return { floorMaterial: palette.tileFloor, wallMaterial: palette.wall, ceilingMaterial: palette.ceiling }
    case 'bathroom':
    case 'powder':
      return { floorMaterial: palette.bathFloor, wallMaterial: palette.bathWall, ceilingMaterial: palette.ceiling }
    case 'bedroom':
    case 'primaryBedroom':
      return {
        floorMaterial: random.chance(0.5) ? palette.carpet : palette.woodFloor,
        wallMaterial: random.chance(0.3) ? palette.accentWall : palette.wall,
        ceilingMaterial: palette.ceiling,
      }
    default:
      return {
        floorMaterial: palette.woodFloor,
        wallMaterial: kind === 'dining' && random.chance(0.5) ? palette.accentWall : palette.wall,
        ceilingMaterial: palette.ceiling,
      }
  }
}

function buildExterior(width: number, depth: number, palette: Palette, random: Random): Exterior {
  const lot: Rect = { x: -7000, y: -9000, w: width + 14000, d: depth + 17000 }
  const trees: Array<{ x: number; y: number; height: number; radius: number }> = []
  for (let i = 0; i < 40 && trees.length < 7; i++) {
    const x = random.range(lot.x + 1500, lot.x + lot.w - 1500)
    const y = random.range(lot.y + 1500, lot.y + lot.d - 1500)
    const radius = random.range(2000, 3200)
    // Crowns stay at least 1.5 m off the walls (and clear of the front garden the outside capture point sees).
    const clearance = radius + 1500
    const nearHouse = x > -clearance && x < width + clearance && y > -Math.max(5500, clearance) && y < depth + clearance
    const onPath = y < 0 && Math.abs(x - width / 2) < 4000
    if (nearHouse || onPath || trees.some((t) => Math.hypot(t.x - x, t.y - y) < 4500)) continue
    trees.push({
      x: Math.round(x),
      y: Math.round(y),
      height: random.range(6000, 11000),
      radius: random.range(2000, 3200),
    })
  }
  return {
    wall: palette.exteriorWall,
    trim: palette.trim,
    door: palette.door,
    roof: palette.roof,
    roofPitch: random.pick([0.45, 0.55, 0.7]),
    ground: GRASS,
    lot,
    trees,
    street: { x: lot.x - 40000, y: lot.y - 8000, w: lot.w + 80000, d: 8000 },
  }
}
