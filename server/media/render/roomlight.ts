// Sharp parts of indoor light, exact per sample (or per 2×2 block): contact darkening near furniture, sun patches
// through the windows (with glazing-bar shadows and furniture blocking them), and window reflections.
import { AP, type RoomInfo } from './lighting'
import { rayBox } from './outdoor'
import { SUN, SUN_L, SUN_RGB } from './sky'

export interface Occluders {
  /** Per box: x0, y0, z0, x1, y1, z1, reach, (CUT·reach)². */
  readonly boxes: Float64Array
  readonly ox: number
  readonly oy: number
  readonly nx: number
  readonly ny: number
  /** Boxes near each 2D cell, as start offsets into `items` (CSR). */
  readonly start: Int32Array
  readonly items: Int32Array
}

const CELL = 300
/** Boxes darken out to this many times their reach, tapering to nothing there. */
const CUT = 2.5

/** A coarse 2D grid of the boxes that can darken each cell, so a pixel looks at a handful instead of all. */
function occludersOf(info: RoomInfo): Occluders {
  const known = info.occ
  if (known) return known
  const o = info.occluders
  const count = o.length / 6
  const boxes = new Float64Array(count * 8)
  for (let i = 0; i < count; i++) {
    const [x0, y0, z0, x1, y1, z1] = [
      o[6 * i]!,
      o[6 * i + 1]!,
      o[6 * i + 2]!,
      o[6 * i + 3]!,
      o[6 * i + 4]!,
      o[6 * i + 5]!,
    ]
    const w = x1 - x0
    const d = y1 - y0
    const h = z1 - z0
    // Reach grows with the box's size: legs darken a little, a sofa darkens its surroundings.
    const reach = Math.min(420, Math.max(40, 0.28 * Math.sqrt(Math.max(w * d, w * h, d * h))))
    boxes.set([x0, y0, z0, x1, y1, z1, reach, CUT * CUT * reach * reach], 8 * i)
  }
  const b = info.box
  const ox = b[0]! - 1400
  const oy = b[1]! - 1400
  const nx = Math.ceil((b[3]! + 1400 - ox) / CELL)
  const ny = Math.ceil((b[4]! + 1400 - oy) / CELL)
  const lists: number[][] = Array.from({ length: nx * ny }, () => [])
  for (let i = 0; i < count; i++) {
    const r = CUT * boxes[8 * i + 6]!
    const cx0 = Math.max(0, Math.floor((boxes[8 * i]! - r - ox) / CELL))
    const cx1 = Math.min(nx - 1, Math.floor((boxes[8 * i + 3]! + r - ox) / CELL))
    const cy0 = Math.max(0, Math.floor((boxes[8 * i + 1]! - r - oy) / CELL))
    const cy1 = Math.min(ny - 1, Math.floor((boxes[8 * i + 4]! + r - oy) / CELL))
    for (let y = cy0; y <= cy1; y++) for (let x = cx0; x <= cx1; x++) lists[y * nx + x]!.push(i)
  }
  const start = new Int32Array(nx * ny + 1)
  lists.forEach((l, k) => {
    start[k + 1] = start[k]! + l.length
  })
  const grid = { boxes, ox, oy, nx, ny, start, items: Int32Array.from(lists.flat()) }
  info.occ = grid
  return grid
}

/** Contact darkening from the room's furniture boxes near p (skipping boxes p lies on). */
export function furnitureOcclusion(
  info: RoomInfo,
  px: number,
  py: number,
  pz: number,
  nx: number,
  ny: number,
  nz: number,
): number {
  const g = occludersOf(info)
  const cx = Math.floor((px - g.ox) / CELL)
  const cy = Math.floor((py - g.oy) / CELL)
  if (cx < 0 || cy < 0 || cx >= g.nx || cy >= g.ny) return 1
  const cell = cy * g.nx + cx
  const o = g.boxes
  let ao = 1
  for (let k = g.start[cell]!; k < g.start[cell + 1]!; k++) {
    const i = 8 * g.items[k]!
    const x0 = o[i]!
    const y0 = o[i + 1]!
    const z0 = o[i + 2]!
    const x1 = o[i + 3]!
    const y1 = o[i + 4]!
    const z1 = o[i + 5]!
    const qx = px < x0 ? x0 : px > x1 ? x1 : px
    const qy = py < y0 ? y0 : py > y1 ? y1 : py
    const qz = pz < z0 ? z0 : pz > z1 ? z1 : pz
    const dx = qx - px
    const dy = qy - py
    const dz = qz - pz
    const d2 = dx * dx + dy * dy + dz * dz
    if (d2 < 1 || d2 > o[i + 7]!) continue
    const dist = Math.sqrt(d2)
    const facing = (dx * nx + dy * ny + dz * nz) / dist
    if (facing < -0.2) continue
    ao *= 1 - 0.5 * (0.4 + 0.6 * facing) * Math.exp(-dist / o[i + 6]!) * (1 - d2 / o[i + 7]!)
  }
  return ao
}

/** Whether the ray from p along (dx, dy, dz) hits any furniture box of the room before distance tMax. */
function blockedByFurniture(info: RoomInfo, px: number, py: number, pz: number, tMax: number): boolean {
  const o = info.occluders
  for (let i = 0; i < o.length; i += 6) {
    const t = rayBox(px, py, pz, SUN[0], SUN[1], SUN[2], o, i, tMax)
    if (t > 0.5) return true
  }
  return false
}

/** Sunlight falling through the room's windows onto p (radiance per unit albedo), added into out. */
export function sunPatch(info: RoomInfo, px: number, py: number, pz: number, cos: number, out: Float64Array) {
  const a = info.apertures
  for (let i = 0; i < a.length; i += AP) {
    if (a[i + 14] !== 1) continue
    const axis = a[i]!
    const s = axis === 0 ? SUN[0] : SUN[1]
    // The sun must be outside, looking in through this window.
    if (s * a[i + 7]! >= 0) continue
    const p = axis === 0 ? px : py
    // The sun's ray must pass the opening both at the inner wall face and at the glass.
    const tIn = (a[i + 2]! - p) / s
    const tWin = (a[i + 1]! - p) / s
    if (tIn <= 0 || tWin <= 0) continue
    let cover = 1
    for (let pass = 0; pass < 2 && cover > 0; pass++) {
      const t = pass === 0 ? tIn : tWin
      const along = axis === 0 ? py + t * SUN[1] : px + t * SUN[0]
      const z = pz + t * SUN[2]
      const soft = 4 + t * 0.006
      cover *= edge(along, a[i + 3]!, a[i + 4]!, soft) * edge(z, a[i + 5]!, a[i + 6]!, soft)
      if (pass === 1 && cover > 0) {
        // Glazing bars cast their own thin shadows.
        const mid = a[i + 16]!
        if (!Number.isNaN(mid)) cover *= 1 - edge(along, mid - 24, mid + 24, soft)
        const tr = a[i + 17]!
        if (!Number.isNaN(tr)) cover *= 1 - edge(z, tr - 22, tr + 22, soft)
      }
    }
    if (cover <= 0) continue
    if (blockedByFurniture(info, px, py, pz, tWin)) continue
    // Glass and the photographer's exposure blending keep sun patches bright but not glaring.
    const e = cover * cos * SUN_L * 0.55
    out[0]! += e * SUN_RGB[0]
    out[1]! += e * SUN_RGB[1]
    out[2]! += e * SUN_RGB[2]
  }
}

/** 1 inside [lo, hi], fading to 0 over `soft` at each end. */
function edge(x: number, lo: number, hi: number, soft: number): number {
  const a = (x - lo) / soft + 0.5
  const b = (hi - x) / soft + 0.5
  const m = a < b ? a : b
  return m <= 0 ? 0 : m >= 1 ? 1 : m
}

/** The brightest window seen along a reflected ray (dx, dy, dz) from p, blurred by `rough`; 0 if none. */
export function windowReflection(
  info: RoomInfo,
  px: number,
  py: number,
  pz: number,
  dx: number,
  dy: number,
  dz: number,
  rough: number,
  out: Float64Array,
): number {
  const a = info.apertures
  let hit = 0
  for (let i = 0; i < a.length; i += AP) {
    const axis = a[i]!
    if (axis === 2 || a[i + 14] !== 1) continue
    const d = axis === 0 ? dx : dy
    if (d * a[i + 7]! >= 0) continue
    const t = (a[i + 1]! - (axis === 0 ? px : py)) / d
    if (t <= 0) continue
    const along = axis === 0 ? py + t * dy : px + t * dx
    const z = pz + t * dz
    const soft = 10 + t * rough
    let cover = edge(along, a[i + 3]!, a[i + 4]!, soft) * edge(z, a[i + 5]!, a[i + 6]!, soft)
    if (cover <= hit) continue
    const mid = a[i + 16]!
    if (!Number.isNaN(mid)) cover *= 1 - edge(along, mid - 24, mid + 24, soft)
    const tr = a[i + 17]!
    if (!Number.isNaN(tr)) cover *= 1 - edge(z, tr - 22, tr + 22, soft)
    if (cover <= hit) continue
    hit = cover
    const o = dz > -0.05 ? 8 : 11
    out[0] = a[i + o]!
    out[1] = a[i + o + 1]!
    out[2] = a[i + o + 2]!
  }
  return hit
}
