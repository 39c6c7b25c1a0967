// The staircase: treads, risers, the closed side, a handrail with balusters, the stairwell's sides between the
// floors and a half-wall guarding the well on the upper floor.
import { innerRect } from '../../demo/house/generate'
import type { House } from '../../demo/house/model'
import type { SceneBuilder } from './builder'

export function addStairs(b: SceneBuilder, house: House, roomIndex: Map<string, number>, trim: number) {
  const { rect, steps, floors } = house.stairs
  const lower = house.floors.find((f) => f.id === floors[0])!
  const upper = house.floors.find((f) => f.id === floors[1])!
  const inRect = (r: { x: number; y: number; w: number; d: number }) =>
    rect.x >= r.x && rect.x + rect.w <= r.x + r.w && rect.y >= r.y && rect.y + rect.d <= r.y + r.d
  const hall = lower.rooms.find((r) => inRect(r.rect)) ?? lower.rooms[0]!
  const landing = upper.rooms.find((r) => inRect(r.rect)) ?? upper.rooms[0]!
  const ri = roomIndex.get(hall.id)!
  const ui = roomIndex.get(landing.id)!
  const footprint = { x: 0, y: 0, w: house.width, d: house.depth }
  const inner = innerRect(hall.rect, footprint)
  // The open side is the one away from the hall wall the stairs stand against.
  const openEast = Math.abs(rect.x - inner.x) < Math.abs(rect.x + rect.w - (inner.x + inner.w))
  const xOpen = openEast ? rect.x + rect.w : rect.x
  const s = openEast ? 1 : -1
  // The staircase is seen from both floors, so it is drawn whatever room the eye is in.
  const first = b.count
  const rise = (upper.level - lower.level) / steps
  const going = rect.d / (steps - 1)
  const tread = b.material(hall.floorMaterial)
  const side = b.material(hall.wallMaterial)
  for (let k = 0; k < steps - 1; k++) {
    const ya = rect.y + k * going
    const yb = ya + going
    const zt = lower.level + (k + 1) * rise
    b.rect(2, zt, rect.x, rect.x + rect.w, ya - 25, yb, 1, tread, ri)
    // A nosing: the tread's front edge, a little proud of the riser.
    b.rect(1, ya - 25, rect.x, rect.x + rect.w, zt - 30, zt, -1, tread, ri)
    b.rect(2, zt - 30, rect.x, rect.x + rect.w, ya - 25, ya, -1, tread, ri)
    b.rect(1, ya, rect.x, rect.x + rect.w, zt - rise, zt - 30, -1, trim, ri)
    b.rect(0, xOpen, ya - (k === 0 ? 25 : 0), yb, lower.level - 5, zt, s, side, ri)
  }
  const topRiserBase = lower.level + (steps - 1) * rise
  b.rect(1, rect.y + rect.d, rect.x, rect.x + rect.w, topRiserBase, upper.level, -1, trim, ri)
  // The well between the floors.
  const z0 = lower.level + lower.ceiling
  b.rect(0, rect.x, rect.y, rect.y + rect.d, z0, upper.level, 1, side, ri)
  b.rect(0, rect.x + rect.w, rect.y, rect.y + rect.d, z0, upper.level, -1, side, ri)
  b.rect(1, rect.y, rect.x, rect.x + rect.w, z0, upper.level, 1, side, ri)
  if (topRiserBase > z0) b.rect(1, rect.y + rect.d, rect.x, rect.x + rect.w, z0, topRiserBase, -1, side, ri)
  // Handrail and balusters along the open side.
  const rail = b.material({ kind: 'wood', color: [0.36, 0.25, 0.17], scale: 0 })
  const xr = xOpen - s * 45
  const railZ = (y: number) => lower.level + 900 + ((y - rect.y) / going + 1) * rise
  slopedBar(
    b,
    xr - 25,
    xr + 25,
    rect.y - 200,
    railZ(rect.y - 200),
    rect.y + rect.d,
    railZ(rect.y + rect.d),
    60,
    rail,
    ri,
  )
  for (let k = 0; k < steps - 1; k++) {
    for (const f of [0.25, 0.75]) {
      const y = rect.y + (k + f) * going
      const zt = lower.level + (k + 1) * rise
      b.box(xr - 14, y - 14, zt, xr + 14, y + 14, railZ(y) - 30, trim, ri)
    }
  }
  b.box(xr - 50, rect.y - 260, lower.level, xr + 50, rect.y - 160, railZ(rect.y - 200) + 80, rail, ri)
  // The upper floor's guard: a half-wall along the open side and the well's front end, capped in wood.
  const wall = b.material(landing.wallMaterial)
  const zTop = upper.level + 950
  const [gx0, gx1] = openEast ? [rect.x + rect.w, rect.x + rect.w + 100] : [rect.x - 100, rect.x]
  b.box(gx0, rect.y - 100, upper.level, gx1, rect.y + rect.d, zTop, wall, ui)
  b.box(gx0 - 15, rect.y - 115, zTop, gx1 + 15, rect.y + rect.d, zTop + 40, rail, ui)
  const [ex0, ex1] = openEast ? [rect.x, gx0] : [gx1, rect.x + rect.w]
  b.box(ex0, rect.y - 100, upper.level, ex1, rect.y, zTop, wall, ui)
  b.box(ex0, rect.y - 115, zTop, ex1, rect.y + 15, zTop + 40, rail, ui)
  b.markShared(first)
}

/** A bar with a vertical cross-section w × h running in a straight slope along y (a handrail). */
function slopedBar(
  b: SceneBuilder,
  x0: number,
  x1: number,
  ya: number,
  za: number,
  yb: number,
  zb: number,
  h: number,
  mat: number,
  room: number,
) {
  const dz = zb - za
  const dy = yb - ya
  const len = Math.hypot(dy, dz)
  const [ny, nz] = [-dz / len, dy / len]
  b.poly([x0, ya, za, x1, ya, za, x1, yb, zb, x0, yb, zb], 0, ny, nz, mat, room)
  b.poly([x0, ya, za - h, x1, ya, za - h, x1, yb, zb - h, x0, yb, zb - h], 0, -ny, -nz, mat, room)
  for (const [x, sx] of [
    [x0, -1],
    [x1, 1],
  ] as const) {
    b.poly([x, ya, za, x, yb, zb, x, yb, zb - h, x, ya, za - h], sx, 0, 0, mat, room)
  }
  b.rect(1, ya, x0, x1, za - h, za, -1, mat, room)
  b.rect(1, yb, x0, x1, zb - h, zb, 1, mat, room)
}
