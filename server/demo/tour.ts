// The tour config of a demo house (SPEC §3 Tour config): one scene per capture spot, clustered by room, linked to
// the scenes it can see: every other spot of its room (rooms are convex), spots on the far side of a door when the
// line between them passes through the opening, the outside spot through the front door, and the two halls by the
// stairs. Positions are in metres (tour units), x east, y north, z up; pan is degrees clockwise from north.
import type { TourConfigJson } from '../../src/schemas/TourConfig'
import type { Door, House, HouseFloor, Point, Room } from './house/model'

/** The camera stands this high above the floor (cm), a tripod at eye level. */
export const CAMERA_HEIGHT_CM = 150
/** Lines of sight must clear a door's jambs by this much (mm). */
const JAMB_CLEARANCE = 80

export interface DemoScene {
  readonly code: string
  /** House coordinates of the camera, mm (z is the eye height above ground). */
  readonly eye: { readonly x: number; readonly y: number; readonly z: number }
  readonly floorId: string
  /** The room's id, or 'outside'. */
  readonly cluster: string
  readonly roomName: string
}

export interface DemoTour {
  readonly config: typeof TourConfigJson.Type
  readonly scenes: ReadonlyArray<DemoScene>
}

export function tourFor(house: House): DemoTour {
  const scenes: DemoScene[] = []
  const ground = house.floors[0] as HouseFloor
  const code = () => `s${String(scenes.length + 1).padStart(2, '0')}`
  for (const spot of house.outsideSpots) {
    scenes.push({ code: code(), eye: eyeAt(spot, 0), floorId: ground.id, cluster: 'outside', roomName: 'Front' })
  }
  for (const floor of house.floors) {
    for (const room of floor.rooms) {
      for (const spot of room.spots) {
        scenes.push({
          code: code(),
          eye: eyeAt(spot, floor.level),
          floorId: floor.id,
          cluster: room.id,
          roomName: room.name,
        })
      }
    }
  }
  const links = linkScenes(house, scenes)
  const start = startingScene(house, scenes)
  return {
    scenes,
    config: {
      scenes: scenes.map((s) => ({
        code: s.code,
        version: 1,
        group: s.cluster === 'outside' ? 'Exterior' : (house.floors.find((f) => f.id === s.floorId)?.name ?? ''),
        setting: 'day',
        cluster: s.cluster,
        floor: s.floorId,
        x: s.eye.x / 1000,
        y: s.eye.y / 1000,
        z: s.eye.z / 1000,
        height: CAMERA_HEIGHT_CM,
        yaw: 0,
        pitch: 0,
        linkedScenes: [...(links.get(s.code) ?? [])].sort(),
        hidden: false,
      })),
      height: CAMERA_HEIGHT_CM,
      minZ: 0,
      floors: house.floors.map((f) => ({ id: f.id, name: f.name, z: f.level / 1000 })),
      starting: start,
      // The rooms' names as the floor plan prints them, for the walk-to buttons, the Rooms list and arrivals.
      rooms: [
        { id: 'outside', name: 'Outside' },
        ...house.floors.flatMap((f) => f.rooms.map((r) => ({ id: r.id, name: r.name }))),
      ],
    },
  }
}

const eyeAt = (p: Point, level: number) => ({ x: p.x, y: p.y, z: level + CAMERA_HEIGHT_CM * 10 })

function linkScenes(house: House, scenes: ReadonlyArray<DemoScene>): Map<string, Set<string>> {
  const links = new Map<string, Set<string>>(scenes.map((s) => [s.code, new Set<string>()]))
  const link = (a: DemoScene, b: DemoScene) => {
    links.get(a.code)?.add(b.code)
    links.get(b.code)?.add(a.code)
  }
  const byCluster = (cluster: string) => scenes.filter((s) => s.cluster === cluster)
  // Every spot of a room sees every other: the rooms are rectangles.
  for (const cluster of new Set(scenes.map((s) => s.cluster))) {
    const members = byCluster(cluster)
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) link(members[i] as DemoScene, members[j] as DemoScene)
  }
  for (const floor of house.floors) {
    for (const door of floor.doors) {
      const [a, b] = door.rooms
      const sideB = b === 'outside' ? (floor.level === 0 ? byCluster('outside') : []) : byCluster(b)
      for (const sa of byCluster(a)) for (const sb of sideB) if (seesThrough(door, sa.eye, sb.eye)) link(sa, sb)
    }
  }
  // The stairs join the two halls: the spots nearest the bottom and the top of the flight.
  const [lower, upper] = house.stairs.floors
  const { rect } = house.stairs
  const nearest = (floorId: string, target: Point) =>
    scenes
      .filter((s) => s.floorId === floorId && s.cluster !== 'outside' && roomOf(house, s.cluster)?.kind === 'hall')
      .sort((p, q) => dist(p.eye, target) - dist(q.eye, target))[0]
  const bottom = nearest(lower, { x: rect.x + rect.w / 2, y: rect.y })
  const top = nearest(upper, { x: rect.x + rect.w / 2, y: rect.y + rect.d })
  if (bottom && top) link(bottom, top)
  return links
}

/** Whether the straight line between two eyes passes through the door's opening, clear of its jambs. */
export function seesThrough(door: Door, p: Point, q: Point): boolean {
  const { span } = door
  const [pa, qa] = span.alongX ? [p.y, q.y] : [p.x, q.x]
  if ((pa - span.at) * (qa - span.at) >= 0) return false
  const t = (span.at - pa) / (qa - pa)
  const along = span.alongX ? p.x + t * (q.x - p.x) : p.y + t * (q.y - p.y)
  return along >= span.from + JAMB_CLEARANCE && along <= span.to - JAMB_CLEARANCE
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)

function roomOf(house: House, id: string): Room | undefined {
  for (const floor of house.floors) for (const room of floor.rooms) if (room.id === id) return room
  return undefined
}

/** The tour opens in the living room, looking at its largest window (the brightest, most inviting view). */
function startingScene(house: House, scenes: ReadonlyArray<DemoScene>) {
  const ground = house.floors[0] as HouseFloor
  const living = ground.rooms.find((r) => r.kind === 'living') ?? (ground.rooms[0] as Room)
  const scene = scenes.find((s) => s.cluster === living.id) ?? (scenes[0] as DemoScene)
  const windows = ground.windows.filter((w) => w.room === living.id)
  const biggest = windows.sort((a, b) => b.span.to - b.span.from - (a.span.to - a.span.from))[0]
  let pan = 0
  if (biggest) {
    const mid = (biggest.span.from + biggest.span.to) / 2
    const target = biggest.span.alongX ? { x: mid, y: biggest.span.at } : { x: biggest.span.at, y: mid }
    pan = headingDegrees(scene.eye, target)
  }
  return { sceneCode: scene.code, pan, tilt: -5 }
}

/** Compass heading from a to b: 0 = north (+y), 90 = east (+x), whole degrees 0–359. */
export function headingDegrees(a: Point, b: Point): number {
  const degrees = (Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI
  return (Math.round(degrees) + 360) % 360
}
