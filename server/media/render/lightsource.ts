// The smooth indoor light at one point for an axis-aligned normal, exactly: daylight and doorway light as the form
// factor of each aperture rectangle (split at the point's height into sky above and garden below), lamps, the
// room's bounce light, and darkening towards the room's edges (except across openings). lightgrid.ts caches it.
import { AP, LAMP_RGB, type RoomInfo } from './lighting'

const TWO_PI = 2 * Math.PI
const v = new Float64Array(12)
const q = new Float64Array(3)

/** Form factor from an axis-aligned rectangle to a point whose normal is axis `nAxis` with sign `nSign`. */
function rectFormFactor(
  px: number,
  py: number,
  pz: number,
  nAxis: number,
  nSign: number,
  axis: number,
  c: number,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
): number {
  const p = nAxis === 0 ? px : nAxis === 1 ? py : pz
  const aIdx = axis === 0 ? 1 : 0
  const bIdx = axis === 2 ? 1 : 2
  if (nAxis === axis) {
    if (nSign * (c - p) <= 0) return 0
  } else if (nAxis === aIdx) {
    if (nSign > 0) a0 = Math.max(a0, p)
    else a1 = Math.min(a1, p)
  } else if (nAxis === bIdx) {
    if (nSign > 0) b0 = Math.max(b0, p)
    else b1 = Math.min(b1, p)
  }
  if (a1 - a0 < 1 || b1 - b0 < 1) return 0
  for (let i = 0; i < 4; i++) {
    q[axis] = c
    q[aIdx] = i === 0 || i === 3 ? a0 : a1
    q[bIdx] = i < 2 ? b0 : b1
    const x = q[0]! - px
    const y = q[1]! - py
    const z = q[2]! - pz
    const l = Math.sqrt(x * x + y * y + z * z) || 1
    v[3 * i] = x / l
    v[3 * i + 1] = y / l
    v[3 * i + 2] = z / l
  }
  let sum = 0
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) & 3
    const ax = v[3 * i]!
    const ay = v[3 * i + 1]!
    const az = v[3 * i + 2]!
    const bx = v[3 * j]!
    const by = v[3 * j + 1]!
    const bz = v[3 * j + 2]!
    const cx = ay * bz - az * by
    const cy = az * bx - ax * bz
    const cz = ax * by - ay * bx
    const s = Math.sqrt(cx * cx + cy * cy + cz * cz)
    if (s < 1e-9) continue
    const theta = Math.atan2(s, ax * bx + ay * by + az * bz)
    sum += (theta * (nAxis === 0 ? cx : nAxis === 1 ? cy : cz) * nSign) / s
  }
  return Math.abs(sum) / TWO_PI
}

/** Darkening towards the room's edges and corners, from the distances to its six planes (skipping openings). */
function roomOcclusion(info: RoomInfo, x: number, y: number, z: number, nAxis: number, nSign: number): number {
  const b = info.box
  let ao = 1
  for (let p = 0; p < 6; p++) {
    const axis = p % 3
    const low = p < 3
    const coord = axis === 0 ? x : axis === 1 ? y : z
    const d = low ? coord - b[p]! : b[p]! - coord
    if (d < 3) continue
    // A parallel plane behind the surface cannot shade it.
    if (axis === nAxis && (low ? nSign > 0 : nSign < 0)) continue
    if (axis < 2 && inGap(info, axis, b[p]!, axis === 1 ? x : y, z)) continue
    ao *= 1 - 0.42 * Math.exp(-d / 260)
  }
  return ao
}

function inGap(info: RoomInfo, axis: number, at: number, along: number, z: number): boolean {
  const g = info.gaps
  for (let i = 0; i < g.length; i += 6) {
    if (g[i] !== axis || Math.abs(g[i + 1]! - at) > 1) continue
    if (along > g[i + 2]! && along < g[i + 3]! && z > g[i + 4]! && z < g[i + 5]!) return true
  }
  return false
}

/** The smooth indoor light at a grid corner for an axis normal (k: 0 +x, 1 -x, 2 +y, 3 -y, 4 +z, 5 -z). */
export function evaluate(info: RoomInfo, k: number, x: number, y: number, z: number, out: Float32Array, o: number) {
  const nAxis = k >> 1
  const nSign = k & 1 ? -1 : 1
  let dr = 0
  let dg = 0
  let db = 0
  const a = info.apertures
  for (let i = 0; i < a.length; i += AP) {
    const axis = a[i]!
    if (axis === 2) {
      const f = rectFormFactor(x, y, z, nAxis, nSign, 2, a[i + 1]!, a[i + 3]!, a[i + 4]!, a[i + 5]!, a[i + 6]!)
      dr += f * a[i + 8]!
      dg += f * a[i + 9]!
      db += f * a[i + 10]!
      continue
    }
    const zMid = Math.min(Math.max(z, a[i + 5]!), a[i + 6]!)
    const fu = rectFormFactor(x, y, z, nAxis, nSign, axis, a[i + 1]!, a[i + 3]!, a[i + 4]!, zMid, a[i + 6]!)
    const fl = rectFormFactor(x, y, z, nAxis, nSign, axis, a[i + 1]!, a[i + 3]!, a[i + 4]!, a[i + 5]!, zMid)
    dr += fu * a[i + 8]! + fl * a[i + 11]!
    dg += fu * a[i + 9]! + fl * a[i + 12]!
    db += fu * a[i + 10]! + fl * a[i + 13]!
  }
  let lamp = 0
  const L = info.lamps
  for (let i = 0; i < L.length; i += 5) {
    const vx = (L[i]! - x) / 1000
    const vy = (L[i + 1]! - y) / 1000
    const vz = (L[i + 2]! - z) / 1000
    const len = Math.sqrt(vx * vx + vy * vy + vz * vz) || 1e-3
    const cosS = ((nAxis === 0 ? vx : nAxis === 1 ? vy : vz) * nSign) / len
    if (cosS <= 0) continue
    const cosL = L[i + 4] === 1 ? 0.15 + 0.85 * Math.max(0, vz / len) : 1
    lamp += (L[i + 3]! * cosS * cosL) / (len * len + 0.12)
  }
  const ao = roomOcclusion(info, x, y, z, nAxis, nSign)
  const direct = 0.6 + 0.4 * ao
  const lampAo = 0.75 + 0.25 * ao
  out[o] = dr * direct + lamp * LAMP_RGB[0] * lampAo + info.ambient[0]! * ao
  out[o + 1] = dg * direct + lamp * LAMP_RGB[1] * lampAo + info.ambient[1]! * ao
  out[o + 2] = db * direct + lamp * LAMP_RGB[2] * lampAo + info.ambient[2]! * ao
}
