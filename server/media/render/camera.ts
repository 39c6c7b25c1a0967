// Cameras: cube faces at a point, and aimed perspective cameras (photos, thumbnails).
import { CUBE_FACES } from './cube'
import type { Camera, Vec3 } from './view'

export function faceCamera(face: number, eye: Vec3): Camera {
  const c = CUBE_FACES[face]!
  return { eye, f: c.f, r: c.r, u: c.u, tanX: 1, tanY: 1 }
}

/**
 * A camera at `eye` aimed at `target` with a horizontal field of view and aspect (w / h). Like an architectural
 * photographer's shift lens, it stays level and shifts the frame up or down instead of tilting, so walls and door
 * frames stay vertical.
 */
export function lookAt(eye: Vec3, target: Vec3, hfovDeg: number, aspect: number): Camera {
  const dx = target.x - eye.x
  const dy = target.y - eye.y
  const flat = Math.hypot(dx, dy) || 1
  const fx = dx / flat
  const fy = dy / flat
  const tanX = Math.tan((hfovDeg * Math.PI) / 360)
  const tanY = tanX / aspect
  // Shift by the pitch, but never so far that the frame's centre leaves the lens's image circle.
  const pitch = (target.z - eye.z) / flat
  const shiftY = Math.max(-0.8 * tanY, Math.min(0.8 * tanY, pitch))
  return { eye, f: [fx, fy, 0], r: [fy, -fx, 0], u: [0, 0, 1], tanX, tanY, shiftY }
}
