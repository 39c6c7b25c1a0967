// Outdoor lighting: sun with shadows from the house (walls, roof, gables), the lot's tree crowns and hedges; sky
// light by how much sky a surface faces; lawn bounce; and cheap occlusion where ground meets walls and under eaves.
import { noise2 } from './noise'
import { GROUND_UP, SKY_UP, SUN, SUN_L, SUN_RGB } from './sky'

export interface OutdoorInfo {
  readonly ground: number
  /** The walls' box: x0, y0, z0, x1, y1, z1. */
  readonly house: readonly number[]
  readonly eave: number
  /** Roof top faces (flat x, y, z lists), for shadows. */
  readonly roof: ReadonlyArray<ReadonlyArray<number>>
  /** Tree crowns as spheres: x, y, z, r repeated. */
  readonly crowns: ReadonlyArray<number>
  readonly hedges: ReadonlyArray<ReadonlyArray<number>>
}

const EPS = 1e-9

/** Entry distance of the ray (p + t·d, t > 0) into a box, or -1. */
export function rayBox(
  px: number,
  py: number,
  pz: number,
  dx: number,
  dy: number,
  dz: number,
  b: ArrayLike<number>,
  o: number,
  tMax: number,
): number {
  let t0 = 0
  let t1 = tMax
  for (let a = 0; a < 3; a++) {
    const p = a === 0 ? px : a === 1 ? py : pz
    const d = a === 0 ? dx : a === 1 ? dy : dz
    const lo = b[o + a]!
    const hi = b[o + a + 3]!
    if (d > -EPS && d < EPS) {
      if (p < lo || p > hi) return -1
      continue
    }
    let ta = (lo - p) / d
    let tb = (hi - p) / d
    if (ta > tb) [ta, tb] = [tb, ta]
    if (ta > t0) t0 = ta
    if (tb < t1) t1 = tb
    if (t0 > t1) return -1
  }
  return t0
}

/** Whether the ray from p along d crosses the convex polygon (flat x, y, z list). */
function rayPoly(
  px: number,
  py: number,
  pz: number,
  dx: number,
  dy: number,
  dz: number,
  v: ReadonlyArray<number>,
): boolean {
  const n = v.length / 3
  const ax = v[3]! - v[0]!
  const ay = v[4]! - v[1]!
  const az = v[5]! - v[2]!
  const bx = v[6]! - v[0]!
  const by = v[7]! - v[1]!
  const bz = v[8]! - v[2]!
  const nx = ay * bz - az * by
  const ny = az * bx - ax * bz
  const nz = ax * by - ay * bx
  const den = nx * dx + ny * dy + nz * dz
  if (den > -EPS && den < EPS) return false
  const t = (nx * (v[0]! - px) + ny * (v[1]! - py) + nz * (v[2]! - pz)) / den
  if (t <= 1) return false
  const qx = px + t * dx
  const qy = py + t * dy
  const qz = pz + t * dz
  let sign = 0
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n
    const ex = v[3 * j]! - v[3 * i]!
    const ey = v[3 * j + 1]! - v[3 * i + 1]!
    const ez = v[3 * j + 2]! - v[3 * i + 2]!
    const wx = qx - v[3 * i]!
    const wy = qy - v[3 * i + 1]!
    const wz = qz - v[3 * i + 2]!
    const s = nx * (ey * wz - ez * wy) + ny * (ez * wx - ex * wz) + nz * (ex * wy - ey * wx)
    if (s === 0) continue
    if (sign === 0) sign = s > 0 ? 1 : -1
    else if ((s > 0 ? 1 : -1) !== sign) return false
  }
  return true
}

/** How much sun reaches p (0–1). */
function sunVisibility(o: OutdoorInfo, px: number, py: number, pz: number): number {
  const [sx, sy, sz] = SUN
  if (rayBox(px, py, pz, sx, sy, sz, o.house, 0, 1e9) >= 0) return 0
  for (const r of o.roof) if (rayPoly(px, py, pz, sx, sy, sz, r)) return 0
  for (const h of o.hedges) if (rayBox(px, py, pz, sx, sy, sz, h, 0, 1e9) >= 0) return 0
  let vis = 1
  const c = o.crowns
  for (let i = 0; i < c.length; i += 4) {
    const cx = c[i]! - px
    const cy = c[i + 1]! - py
    const cz = c[i + 2]! - pz
    const t = cx * sx + cy * sy + cz * sz
    if (t <= 0) continue
    const d2 = cx * cx + cy * cy + cz * cz - t * t
    const r = c[i + 3]!
    if (d2 >= r * r) continue
    // Leafy crowns let some light through: dappled, soft-edged shade.
    const edge = Math.sqrt(d2) / r
    const leaf = 0.55 + 0.6 * noise2(px / 350, py / 350)
    vis *= 1 - Math.min(1, (1 - edge * edge) * 2.2) * Math.min(1, leaf) * 0.92
  }
  return vis
}

/** Outdoor light arriving at p with normal n, as radiance per unit albedo, into out. */
export function outdoorLight(
  o: OutdoorInfo,
  px: number,
  py: number,
  pz: number,
  nx: number,
  ny: number,
  nz: number,
  out: Float64Array,
) {
  const cos = nx * SUN[0] + ny * SUN[1] + nz * SUN[2]
  let sun = 0
  if (cos > 0) sun = cos * SUN_L * sunVisibility(o, px + nx * 6, py + ny * 6, pz + nz * 6)
  // Sky occlusion: lawn close to the walls, wall bases, and walls under the roof's overhang.
  const [x0, y0, , x1, y1] = o.house as [number, number, number, number, number]
  const ddx = px < x0 ? x0 - px : px > x1 ? px - x1 : 0
  const ddy = py < y0 ? y0 - py : py > y1 ? py - y1 : 0
  const dxy = Math.max(ddx, ddy)
  let ao = 1
  if (nz > 0.5) ao *= 1 - 0.5 * Math.exp(-dxy / 900)
  const h = pz - o.ground
  if (nz < 0.5) {
    ao *= 1 - 0.35 * Math.exp(-h / 350)
    if (dxy < 200 && pz < o.eave + 10) ao *= 1 - 0.45 * Math.exp(-(o.eave - pz) / 900)
  }
  const up = 0.5 + 0.5 * nz
  const down = 1 - up
  out[0] = sun * SUN_RGB[0] + (SKY_UP[0] * up + GROUND_UP[0] * down) * ao
  out[1] = sun * SUN_RGB[1] + (SKY_UP[1] * up + GROUND_UP[1] * down) * ao
  out[2] = sun * SUN_RGB[2] + (SKY_UP[2] * up + GROUND_UP[2] * down) * ao
}
