// The numbers the listing stores with its floor plan (SPEC §3 Floorplan): room sizes in millimetres and areas in
// square feet. Both come from the rooms' inner rectangles (wall faces, not centre lines), the size a buyer would
// measure with a tape, so the label on the plan and the listing's room list always agree.
import { MM_PER_FOOT } from '../../../src/schemas/constants'
import type { House, Room } from '../house/model'
import { roomInner } from './geometry'

export interface RoomFacts {
  readonly name: string
  /** Inner extent along x (east–west), mm. */
  readonly width: number
  /** Inner extent along y (north–south), mm. */
  readonly length: number
}

export interface FloorFacts {
  readonly id: string
  readonly name: string
  readonly rooms: ReadonlyArray<RoomFacts>
  /** The floor's inner area (its rooms' inner rectangles added up), whole square feet. */
  readonly areaSqFt: number
}

export interface FloorPlanFacts {
  /** One line per floor, then 'Total'; square feet. The total is the sum of the rounded floor lines, so it adds up. */
  readonly area: ReadonlyArray<{ readonly sqFt: number; readonly label: string }>
  readonly floors: ReadonlyArray<FloorFacts>
}

const SQ_MM_PER_SQ_FT = MM_PER_FOOT * MM_PER_FOOT

export function roomFacts(house: House, room: Room): RoomFacts {
  const inner = roomInner(house, room)
  return { name: room.name, width: Math.round(inner.w), length: Math.round(inner.d) }
}

export function floorPlanFacts(house: House): FloorPlanFacts {
  const floors = house.floors.map((floor): FloorFacts => {
    const rooms = floor.rooms.map((room) => roomFacts(house, room))
    const sqMm = rooms.reduce((sum, r) => sum + r.width * r.length, 0)
    return { id: floor.id, name: floor.name, rooms, areaSqFt: Math.round(sqMm / SQ_MM_PER_SQ_FT) }
  })
  const total = floors.reduce((sum, f) => sum + f.areaSqFt, 0)
  return {
    area: [...floors.map((f) => ({ sqFt: f.areaSqFt, label: f.name })), { sqFt: total, label: 'Total' }],
    floors,
  }
}
