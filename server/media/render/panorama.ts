// A 360° capture at one point: six cube faces sharing one exposure, the preview strip, a thumbnail looking the
// most interesting way, and the equirectangular image resampled from the faces.
import type { House } from '../../demo/house/model'
import { eyeRoomFor, roomAt, sceneFor } from './build'
import { faceCamera, lookAt } from './camera'
import { downsample, equirectFromFaces, stripFaces } from './cube'
import { jpeg } from './encode'
import { AP } from './lighting'
import type { Scene } from './scene'
import { autoExposure, toneMap } from './tonemap'
import { renderHdr, type Vec3 } from './view'

export interface PanoramaOptions {
  /** Cube face size in px (default 1024; the preview is a quarter of it). */
  readonly faceSize?: number
  readonly equirect?: { readonly width: number; readonly height: number }
  readonly thumbnail?: { readonly width: number; readonly height: number }
  readonly quality?: number
}

export interface Panorama {
  readonly faces: Buffer[]
  readonly preview: Buffer
  readonly thumbnail: Buffer
  readonly equirect: Buffer
}

/** The six faces as raw RGB bytes (c0..c5) and the exposure they share. */
export function renderCubeFaces(house: House, eye: Vec3, size: number): { faces: Uint8Array[]; exposure: number } {
  const scene = sceneFor(house)
  const room = eyeRoomFor(scene, house, eye.x, eye.y, eye.z)
  const hdr = [0, 1, 2, 3, 4, 5].map((k) => renderHdr(scene, faceCamera(k, eye), size, size, room))
  const exposure = autoExposure(hdr)
  return { faces: hdr.map((img) => toneMap(img, exposure)), exposure }
}

export async function renderPanorama(house: House, eye: Vec3, options: PanoramaOptions = {}): Promise<Panorama> {
  const n = options.faceSize ?? 1024
  const q = options.quality ?? 82
  const eq = options.equirect ?? { width: 4096, height: 2048 }
  const th = options.thumbnail ?? { width: 480, height: 320 }
  const { faces, exposure } = renderCubeFaces(house, eye, n)
  const scene = sceneFor(house)
  const look = interestingTarget(scene, house, eye)
  const thumbCam = lookAt(eye, look, 70, th.width / th.height)
  const thumb = toneMap(
    renderHdr(scene, thumbCam, th.width, th.height, eyeRoomFor(scene, house, eye.x, eye.y, eye.z)),
    exposure,
  )
  const small = n / 4
  const [faceJpegs, preview, thumbnail, equirect] = await Promise.all([
    Promise.all(faces.map((f) => jpeg(f, n, n, q))),
    jpeg(
      stripFaces(
        faces.map((f) => downsample(f, n, small)),
        small,
      ),
      6 * small,
      small,
      q,
    ),
    jpeg(thumb, th.width, th.height, q),
    jpeg(equirectFromFaces(faces, n, eq.width, eq.height), eq.width, eq.height, q),
  ])
  return { faces: faceJpegs, preview, thumbnail, equirect }
}

/**
 * Where a thumbnail should look: indoors, the level direction that takes in the most furniture, windows to the
 * side rather than dead ahead, and a long view; outdoors, the house, framed a little high so its roof shows.
 */
export function interestingTarget(scene: Scene, house: House, eye: Vec3): Vec3 {
  const ri = roomAt(scene, eye.x, eye.y, eye.z)
  if (ri < 0) return { x: house.width / 2, y: house.depth / 2, z: eye.z + 1200 }
  const info = scene.rooms[ri]!
  const b = info.box
  const cone = Math.cos((32 * Math.PI) / 180)
  const bearing = (x: number, y: number, dx: number, dy: number) => {
    const vx = x - eye.x
    const vy = y - eye.y
    const l = Math.hypot(vx, vy)
    return { cos: (vx * dx + vy * dy) / (l || 1), dist: l }
  }
  let best = { score: -Infinity, x: eye.x, y: eye.y + 1 }
  for (let k = 0; k < 36; k++) {
    const a = (k / 36) * 2 * Math.PI
    const dx = Math.sin(a)
    const dy = Math.cos(a)
    const tx = dx > 0 ? (b[3]! - eye.x) / dx : dx < 0 ? (b[0]! - eye.x) / dx : Infinity
    const ty = dy > 0 ? (b[4]! - eye.y) / dy : dy < 0 ? (b[1]! - eye.y) / dy : Infinity
    let score = 0.6 * Math.log(Math.max(500, Math.min(tx, ty)) / 500)
    const o = info.occluders
    for (let i = 0; i < o.length; i += 6) {
      const { cos, dist } = bearing((o[i]! + o[i + 3]!) / 2, (o[i + 1]! + o[i + 4]!) / 2, dx, dy)
      if (cos < cone || dist < 700) continue
      // Things across the room make the picture; something right in front of the lens only blocks it.
      const area = ((o[i + 3]! - o[i]!) * (o[i + 4]! - o[i + 1]!)) / 1e6
      score += Math.min(area, 1.2) * Math.min(1, Math.max(0.25, (dist - 700) / 1800))
    }
    const ap = info.apertures
    for (let i = 0; i < ap.length; i += AP) {
      if (ap[i + 14] !== 1) continue
      const cx = ap[i] === 0 ? ap[i + 1]! : (ap[i + 3]! + ap[i + 4]!) / 2
      const cy = ap[i] === 0 ? (ap[i + 3]! + ap[i + 4]!) / 2 : ap[i + 1]!
      const { cos } = bearing(cx, cy, dx, dy)
      // A window in frame brightens the picture; straight ahead it only backlights it.
      if (cos > cone) score += (cos > 0.97 ? 0.2 : 0.6) * Math.min(ap[i + 15]!, 3)
    }
    if (score > best.score) best = { score, x: eye.x + dx * 1000, y: eye.y + dy * 1000 }
  }
  return { x: best.x, y: best.y, z: eye.z - 150 }
}
