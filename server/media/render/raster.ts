// A scanline z-buffer rasteriser: for one pinhole view it keeps, per sample, the nearest front-facing polygon's id
// (and 1/z for the depth test). Shading happens later from the id alone, by intersecting the pixel's ray with that
// polygon's plane, so no attributes are interpolated here. Seen from inside a room, other rooms and the outdoors
// can only show through the room's openings, so their polygons are only filled inside those openings' screen
// rectangles (portals); seen from outdoors, nothing inside the house can show (windows are opaque from outside).
import { FLAG_SHARED, type Scene } from './scene'

export interface View {
  /** Eye position. */
  readonly ex: number
  readonly ey: number
  readonly ez: number
  /** Orthonormal basis: forward, right, up. */
  readonly f: readonly [number, number, number]
  readonly r: readonly [number, number, number]
  readonly u: readonly [number, number, number]
  /** Tangents of the half field of view, horizontally and vertically. */
  readonly tanX: number
  readonly tanY: number
  /** Vertical lens shift (in units of the focal length). */
  readonly shiftY: number
  /** Sample resolution. */
  readonly w: number
  readonly h: number
}

/** Visibility limits: the room the eye is in (-1 outdoors, undefined = no limits) and its portals (x0, y0, x1, y1). */
export interface Portals {
  readonly room: number | undefined
  readonly rects: ReadonlyArray<number>
}

export const NEAR = 5
const MAX_VERTS = 64
const cx = new Float64Array(MAX_VERTS)
const cy = new Float64Array(MAX_VERTS)
const cz = new Float64Array(MAX_VERTS)
const kx = new Float64Array(MAX_VERTS)
const ky = new Float64Array(MAX_VERTS)
const kz = new Float64Array(MAX_VERTS)
const sx = new Float64Array(MAX_VERTS)
const sy = new Float64Array(MAX_VERTS)

/** Fills `ids` (-1 = nothing, i.e. sky) and `depth` (1/z) for the view. */
export function rasterise(
  scene: Scene,
  view: View,
  ids: Int32Array,
  depth: Float32Array,
  portals: Portals = { room: undefined, rects: [] },
) {
  const { w, h, ex, ey, ez, f, r, u, tanX, tanY, shiftY } = view
  ids.fill(-1, 0, w * h)
  depth.fill(0, 0, w * h)
  const { verts, polyStart, polyLen, normal, planeD, bound, flags } = scene
  const halfW = w / 2
  const halfH = h / 2
  // Inward normals of the four side planes of the view frustum, for culling polygons by their bounding spheres.
  const planes = new Float64Array(12)
  const sides = [
    [1, 0, tanX],
    [-1, 0, tanX],
    [0, 1, tanY - shiftY],
    [0, -1, tanY + shiftY],
  ]
  sides.forEach(([a, b, c], k) => {
    const l = Math.hypot(a!, b!, c!)
    for (let q = 0; q < 3; q++) planes[3 * k + q] = (a! * r[q]! + b! * u[q]! + c! * f[q]!) / l
  })
  const eyeRoom = portals.room
  const rects = portals.rects
  polys: for (let p = 0; p < scene.polyCount; p++) {
    const room = scene.room[p]!
    let limited = false
    if (eyeRoom !== undefined && room !== eyeRoom) {
      if (eyeRoom < 0) continue
      if (!(flags[p]! & FLAG_SHARED)) {
        if (rects.length === 0) continue
        limited = true
      }
    }
    const bx = bound[4 * p]! - ex
    const by = bound[4 * p + 1]! - ey
    const bz = bound[4 * p + 2]! - ez
    const br = bound[4 * p + 3]!
    if (bx * f[0] + by * f[1] + bz * f[2] < NEAR - br) continue
    for (let k = 0; k < 12; k += 3)
      if (bx * planes[k]! + by * planes[k + 1]! + bz * planes[k + 2]! < -br) continue polys
    const nx = normal[3 * p]!
    const ny = normal[3 * p + 1]!
    const nz = normal[3 * p + 2]!
    // One-sided: skip polygons whose front the eye cannot see.
    if (nx * ex + ny * ey + nz * ez - planeD[p]! <= 0.01) continue
    const n = polyLen[p]!
    const s = polyStart[p]!
    for (let i = 0; i < n; i++) {
      const vx = verts[3 * (s + i)]! - ex
      const vy = verts[3 * (s + i) + 1]! - ey
      const vz = verts[3 * (s + i) + 2]! - ez
      cx[i] = vx * r[0] + vy * r[1] + vz * r[2]
      cy[i] = vx * u[0] + vy * u[1] + vz * u[2]
      cz[i] = vx * f[0] + vy * f[1] + vz * f[2]
    }
    const m = clipNear(n)
    if (m < 3) continue
    let minX = Infinity
    let maxX = -Infinity
    let minY = Infinity
    let maxY = -Infinity
    for (let i = 0; i < m; i++) {
      const X = (kx[i]! / kz[i]! / tanX + 1) * halfW
      const Y = (1 - (ky[i]! / kz[i]! - shiftY) / tanY) * halfH
      sx[i] = X
      sy[i] = Y
      if (X < minX) minX = X
      if (X > maxX) maxX = X
      if (Y < minY) minY = Y
      if (Y > maxY) maxY = Y
    }
    if (maxX < 0 || minX > w || maxY < 0 || minY > h) continue
    // 1/z is affine in screen space: from the plane in camera coordinates.
    const pnx = nx * r[0] + ny * r[1] + nz * r[2]
    const pny = nx * u[0] + ny * u[1] + nz * u[2]
    const pnz = nx * f[0] + ny * f[1] + nz * f[2]
    const dc = planeD[p]! - (nx * ex + ny * ey + nz * ez)
    const A = (pnx * tanX) / halfW / dc
    const B = (-pny * tanY) / halfH / dc
    const C = (-pnx * tanX + pny * (tanY + shiftY) + pnz) / dc
    const j0 = Math.max(0, Math.ceil(minY - 0.5))
    const j1 = Math.min(h - 1, Math.ceil(maxY - 0.5) - 1)
    if (!limited) fill(p, m, j0, j1, 0, w - 1, w, A, B, C, ids, depth)
    else
      for (let q = 0; q < rects.length; q += 4)
        fill(
          p,
          m,
          Math.max(j0, rects[q + 1]!),
          Math.min(j1, rects[q + 3]!),
          rects[q]!,
          rects[q + 2]!,
          w,
          A,
          B,
          C,
          ids,
          depth,
        )
  }
}

/** Clips the camera-space polygon (cx, cy, cz) against the near plane into (kx, ky, kz); returns its length. */
function clipNear(n: number): number {
  let m = 0
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1
    const zi = cz[i]!
    const zj = cz[j]!
    if (zi > NEAR) {
      kx[m] = cx[i]!
      ky[m] = cy[i]!
      kz[m] = zi
      m++
    }
    if (zi > NEAR !== zj > NEAR) {
      const t = (NEAR - zi) / (zj - zi)
      kx[m] = cx[i]! + t * (cx[j]! - cx[i]!)
      ky[m] = cy[i]! + t * (cy[j]! - cy[i]!)
      kz[m] = NEAR
      m++
    }
  }
  return m
}

/** Scan-converts the projected polygon (sx, sy; m vertices) over rows j0..j1 and columns x0..x1. */
function fill(
  p: number,
  m: number,
  j0: number,
  j1: number,
  x0: number,
  x1: number,
  w: number,
  A: number,
  B: number,
  C: number,
  ids: Int32Array,
  depth: Float32Array,
) {
  for (let j = j0; j <= j1; j++) {
    const yc = j + 0.5
    let xl = Infinity
    let xr = -Infinity
    for (let i = 0; i < m; i++) {
      const k = i + 1 === m ? 0 : i + 1
      // Endpoints ordered by y, so an edge shared by two polygons gives bit-identical crossings.
      const swap = sy[i]! > sy[k]!
      const ya = swap ? sy[k]! : sy[i]!
      const yb = swap ? sy[i]! : sy[k]!
      if (yc < ya || yc >= yb) continue
      const xa = swap ? sx[k]! : sx[i]!
      const xb = swap ? sx[i]! : sx[k]!
      const x = xa + ((yc - ya) * (xb - xa)) / (yb - ya)
      if (x < xl) xl = x
      if (x > xr) xr = x
    }
    if (xl > xr) continue
    const i0 = Math.max(x0, Math.ceil(xl - 0.5))
    const i1 = Math.min(x1, Math.ceil(xr - 0.5) - 1)
    let iz = A * (i0 + 0.5) + B * yc + C
    let o = j * w + i0
    for (let i = i0; i <= i1; i++, o++, iz += A) {
      if (iz > depth[o]!) {
        depth[o] = iz
        ids[o] = p
      }
    }
  }
}
