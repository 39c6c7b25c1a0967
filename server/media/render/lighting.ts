// Per-room lighting data: the apertures light comes through (windows: sky above the horizon, garden below; doorways
// and the stairwell: the neighbouring room's average brightness), ceiling and table lamps, a room-average bounce
// term from a flux balance, the furniture boxes that darken what is near them, and openings in the walls (so the
// corner darkening stops at doorways).
import { innerRect } from '../../demo/house/generate'
import type { House, RoomKind } from '../../demo/house/model'
import type { LightGrid } from './lightgrid'
import type { Occluders } from './roomlight'
import { SUN, SUN_L } from './sky'
import { openingsOn, wallSides } from './walls'

/** Floats per aperture; see the field offsets below. */
export const AP = 18
// 0 axis, 1 plane, 2 second plane (inner wall face; sun must pass both), 3 a0, 4 a1, 5 b0, 6 b1, 7 inward sign,
// 8..10 radiance of the upper part, 11..13 of the lower part, 14 sky (1) or doorway (0), 15 area (m²),
// 16 mullion position along (NaN if none), 17 transom height (NaN if none).

export interface RoomInfo {
  readonly id: string
  readonly kind: RoomKind
  readonly name: string
  /** Inside box: x0, y0, z0, x1, y1, z1. */
  readonly box: Float64Array
  apertures: Float64Array
  /** x, y, z, intensity, downward (1) or all round (0). */
  readonly lamps: Float64Array
  /** Bounce light (radiance per unit albedo). */
  readonly ambient: Float64Array
  /** Average outgoing radiance, what a neighbour sees through a doorway. */
  readonly average: Float64Array
  /** Furniture boxes: x0, y0, z0, x1, y1, z1 repeated. */
  readonly occluders: Float64Array
  /** Wall openings: axis, plane, from, to, z0, z1 repeated. */
  readonly gaps: Float64Array
  /** Caches filled on first use (lightgrid.ts, roomlight.ts). */
  grid?: LightGrid
  occ?: Occluders
}

/** Daylight through a window: looking up, the sky; looking down, the sunny garden. */
export const WINDOW_SKY = [0.85, 0.95, 1.12] as const
export const WINDOW_GROUND = [0.34, 0.38, 0.3] as const
const LAMP = 0.32
/** Warm white (about 3000 K) against the cool daylight. */
export const LAMP_RGB = [1.0, 0.78, 0.55] as const
const REFLECTANCE = 0.55

export function buildRoomInfos(house: House, roomIndex: Map<string, number>): RoomInfo[] {
  const footprint = { x: 0, y: 0, w: house.width, d: house.depth }
  const infos: RoomInfo[] = []
  const links: Array<{ room: number; other: number; ap: number[] }> = []
  for (const floor of house.floors) {
    for (const room of floor.rooms) {
      const ri = roomIndex.get(room.id)!
      const inner = innerRect(room.rect, footprint)
      const top = floor.level + floor.ceiling
      const aps: number[] = []
      for (const w of floor.windows.filter((win) => win.room === room.id)) {
        const axis = w.span.alongX ? 1 : 0
        const o = w.side === 'south' || w.side === 'west' ? -1 : 1
        const z0 = floor.level + w.sill
        const z1 = floor.level + w.head
        const mid = w.span.to - w.span.from > 1100 ? (w.span.from + w.span.to) / 2 : Number.NaN
        const transom = z1 - z0 > 1500 ? z0 + (z1 - z0) * 0.3 : Number.NaN
        aps.push(axis, w.span.at + o * 40, w.span.at - o * 120, w.span.from + 60, w.span.to - 60, z0 + 60, z1 - 60, -o)
        aps.push(...WINDOW_SKY, ...WINDOW_GROUND, 1, ((w.span.to - w.span.from) * (z1 - z0)) / 1e6, mid, transom)
      }
      for (const d of floor.doors) {
        if (!d.rooms.includes(room.id)) continue
        const axis = d.span.alongX ? 1 : 0
        const inward = (axis === 1 ? inner.y + inner.d / 2 : inner.x + inner.w / 2) > d.span.at ? 1 : -1
        const other = d.rooms[0] === room.id ? d.rooms[1] : d.rooms[0]
        if (other === 'outside') {
          if (room.kind === 'entry') continue
          // The half-glazed garden door lets daylight in through its upper part.
          const z0 = floor.level + 1000
          const z1 = floor.level + d.height - 110
          aps.push(axis, d.span.at - inward * 60, d.span.at - inward * 60, d.span.from + 110, d.span.to - 110, z0, z1)
          aps.push(inward, ...WINDOW_SKY, ...WINDOW_GROUND, 1, ((d.span.to - d.span.from - 220) * (z1 - z0)) / 1e6)
          aps.push(Number.NaN, Number.NaN)
          continue
        }
        const ap = [axis, d.span.at, d.span.at, d.span.from, d.span.to, floor.level, floor.level + d.height, inward]
        ap.push(0, 0, 0, 0, 0, 0, 0, ((d.span.to - d.span.from) * d.height) / 1e6, Number.NaN, Number.NaN)
        links.push({ room: ri, other: roomIndex.get(other)!, ap })
      }
      const lamps: number[] = []
      const occluders: number[] = []
      for (const piece of room.furniture) {
        for (const p of piece.parts) {
          if (p.material.kind === 'light') {
            const atCeiling = p.z + p.h >= top - 5
            const down = atCeiling || piece.kind === 'pendant'
            const strength = down ? LAMP * (piece.kind === 'pendant' ? 1.2 : 1) : LAMP * 0.25
            lamps.push(p.x + p.w / 2, p.y + p.d / 2, down ? p.z - 10 : p.z + p.h / 2, strength, down ? 1 : 0)
            continue
          }
          if (p.h < 30 || p.material.kind === 'glass') continue
          occluders.push(p.x, p.y, p.z, p.x + p.w, p.y + p.d, p.z + p.h)
        }
      }
      const gaps: number[] = []
      for (const w of wallSides(room, inner)) {
        for (const o of openingsOn(floor, room, w)) gaps.push(w.axis, w.at, o.from, o.to, o.z0, o.z1)
      }
      infos[ri] = {
        id: room.id,
        kind: room.kind,
        name: room.name,
        box: Float64Array.of(inner.x, inner.y, floor.level, inner.x + inner.w, inner.y + inner.d, top),
        apertures: Float64Array.from(aps),
        lamps: Float64Array.from(lamps),
        ambient: new Float64Array(3),
        average: new Float64Array(3),
        occluders: Float64Array.from(occluders),
        gaps: Float64Array.from(gaps),
      }
    }
  }
  addStairwell(house, roomIndex, infos, links)
  for (const l of links) {
    const info = infos[l.room]!
    info.apertures = Float64Array.from([...info.apertures, ...l.ap])
  }
  balanceLight(infos, links)
  return infos
}

/** The stairwell joins the hall below and the landing above like a doorway in the ceiling / floor. */
function addStairwell(
  house: House,
  roomIndex: Map<string, number>,
  infos: RoomInfo[],
  links: Array<{ room: number; other: number; ap: number[] }>,
) {
  const { rect, floors } = house.stairs
  const lower = house.floors.find((f) => f.id === floors[0])!
  const upper = house.floors.find((f) => f.id === floors[1])!
  const within = (r: { x: number; y: number; w: number; d: number }) =>
    rect.x >= r.x && rect.x + rect.w <= r.x + r.w && rect.y >= r.y && rect.y + rect.d <= r.y + r.d
  const hall = lower.rooms.find((r) => within(r.rect))
  const landing = upper.rooms.find((r) => within(r.rect))
  if (!hall || !landing) return
  const area = (rect.w * rect.d) / 1e6
  const [x0, x1, y0, y1] = [rect.x, rect.x + rect.w, rect.y, rect.y + rect.d]
  const a = roomIndex.get(hall.id)!
  const b = roomIndex.get(landing.id)!
  links.push({
    room: a,
    other: b,
    ap: [2, lower.level + lower.ceiling, 0, x0, x1, y0, y1, -1, 0, 0, 0, 0, 0, 0, 0, area, Number.NaN, Number.NaN],
  })
  links.push({
    room: b,
    other: a,
    ap: [2, upper.level, 0, x0, x1, y0, y1, 1, 0, 0, 0, 0, 0, 0, 0, area, Number.NaN, Number.NaN],
  })
  void infos
}

/**
 * A flux balance per room: light in through windows (sky and sun), lamps and doorways, spread over the room's
 * surfaces with interreflection (1/(1-ρ)). Doorways carry the neighbour's average, so it is iterated a few times.
 */
function balanceLight(infos: RoomInfo[], links: ReadonlyArray<{ room: number; other: number; ap: number[] }>) {
  const flux = infos.map((info) => {
    const [x0, y0, z0, x1, y1, z1] = info.box as unknown as number[]
    const w = (x1! - x0!) / 1000
    const d = (y1! - y0!) / 1000
    const h = (z1! - z0!) / 1000
    const surface = 2 * w * d + 2 * (w + d) * h
    const f = [0, 0, 0]
    for (let i = 0; i < info.apertures.length; i += AP) {
      const a = info.apertures
      if (a[i + 14] !== 1) continue
      const area = a[i + 15]!
      for (let c = 0; c < 3; c++) f[c]! += area * ((a[i + 8 + c]! + a[i + 11 + c]!) / 2)
      // Sunlight landing inside through this window.
      const axis = a[i]!
      const toward = -a[i + 7]! * (axis === 0 ? SUN[0] : SUN[1])
      if (toward > 0) for (let c = 0; c < 3; c++) f[c]! += area * SUN_L * toward * 0.7
    }
    for (let i = 0; i < info.lamps.length; i += 5) {
      // A downward (cosine) lamp of strength I sends π·I; an all-round one, shaded, about 2π·I.
      const out = info.lamps[i + 3]! * (info.lamps[i + 4] === 1 ? Math.PI : 2 * Math.PI)
      for (let c = 0; c < 3; c++) f[c]! += out * LAMP_RGB[c]!
    }
    return { f, surface }
  })
  for (let iter = 0; iter < 4; iter++) {
    const incoming = flux.map((x) => [...x.f])
    for (const l of links) {
      const other = infos[l.other]!
      const area = l.ap[15]!
      for (let c = 0; c < 3; c++) incoming[l.room]![c]! += area * other.average[c]!
    }
    infos.forEach((info, i) => {
      const { surface } = flux[i]!
      for (let c = 0; c < 3; c++) {
        const e = incoming[i]![c]! / surface
        info.ambient[c] = (e * REFLECTANCE) / (1 - REFLECTANCE) + 0.004
        info.average[c] = (e * REFLECTANCE) / (1 - REFLECTANCE)
      }
    })
  }
  for (const l of links) {
    const info = infos[l.room]!
    const other = infos[l.other]!
    // Write the neighbour's brightness into the doorway aperture (found by its plane and span).
    for (let i = 0; i < info.apertures.length; i += AP) {
      const a = info.apertures
      if (a[i + 14] !== 0 || a[i] !== l.ap[0] || a[i + 1] !== l.ap[1] || a[i + 3] !== l.ap[3] || a[i + 4] !== l.ap[4])
        continue
      for (let c = 0; c < 3; c++) a[i + 8 + c] = a[i + 11 + c] = other.average[c]! * 1.2
    }
  }
}
