// Screen rectangles of the openings of the room the eye is in: everything outside that room can only be seen
// through them (see raster.ts). Conservative: each opening's projected bounding box, grown a little.
import { AP } from './lighting'
import { NEAR, type Portals, type View } from './raster'
import type { Scene } from './scene'

const corner = new Float64Array(12)
const clipped = new Float64Array(24)

export function portalsFor(scene: Scene, view: View, eyeRoom: number | undefined): Portals {
  if (eyeRoom === undefined || eyeRoom < 0) return { room: eyeRoom, rects: [] }
  const a = scene.rooms[eyeRoom]!.apertures
  const rects: number[] = []
  for (let i = 0; i < a.length; i += AP) {
    const axis = a[i]!
    // Windows are given by their glass; grow to the whole opening, frames and reveals included.
    const grow = a[i + 14] === 1 ? 80 : 15
    const [a0, a1, b0, b1] = [a[i + 3]! - grow, a[i + 4]! + grow, a[i + 5]! - grow, a[i + 6]! + grow]
    const as = [a0, a1, a1, a0]
    const bs = [b0, b0, b1, b1]
    for (let k = 0; k < 4; k++) {
      const p = [0, 0, 0]
      p[axis] = a[i + 1]!
      p[axis === 0 ? 1 : 0] = as[k]!
      p[axis === 2 ? 1 : 2] = bs[k]!
      const vx = p[0]! - view.ex
      const vy = p[1]! - view.ey
      const vz = p[2]! - view.ez
      corner[3 * k] = vx * view.r[0] + vy * view.r[1] + vz * view.r[2]
      corner[3 * k + 1] = vx * view.u[0] + vy * view.u[1] + vz * view.u[2]
      corner[3 * k + 2] = vx * view.f[0] + vy * view.f[1] + vz * view.f[2]
    }
    let m = 0
    for (let k = 0; k < 4; k++) {
      const j = (k + 1) % 4
      const zk = corner[3 * k + 2]!
      const zj = corner[3 * j + 2]!
      if (zk > NEAR) clipped.set([corner[3 * k]!, corner[3 * k + 1]!, zk], 3 * m++)
      if (zk > NEAR !== zj > NEAR) {
        const t = (NEAR - zk) / (zj - zk)
        clipped.set(
          [
            corner[3 * k]! + t * (corner[3 * j]! - corner[3 * k]!),
            corner[3 * k + 1]! + t * (corner[3 * j + 1]! - corner[3 * k + 1]!),
            NEAR,
          ],
          3 * m++,
        )
      }
    }
    if (m < 3) continue
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity]
    for (let k = 0; k < m; k++) {
      const X = (clipped[3 * k]! / clipped[3 * k + 2]! / view.tanX + 1) * (view.w / 2)
      const Y = (1 - (clipped[3 * k + 1]! / clipped[3 * k + 2]! - view.shiftY) / view.tanY) * (view.h / 2)
      x0 = Math.min(x0, X)
      x1 = Math.max(x1, X)
      y0 = Math.min(y0, Y)
      y1 = Math.max(y1, Y)
    }
    const r = [
      Math.max(0, Math.floor(x0) - 2),
      Math.max(0, Math.floor(y0) - 2),
      Math.min(view.w - 1, Math.ceil(x1) + 2),
      Math.min(view.h - 1, Math.ceil(y1) + 2),
    ]
    if (r[0]! <= r[2]! && r[1]! <= r[3]!) rects.push(...(r as [number, number, number, number]))
  }
  return { room: eyeRoom, rects }
}
