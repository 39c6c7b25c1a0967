// Renders one pinhole view to linear HDR. Geometry is rasterised at 2×2 samples per pixel: a pixel whose samples
// all see one polygon is shaded once, an edge pixel once per polygon it sees (weighted by coverage). The light
// arriving (the costly part) is computed once per 2×2 block of pixels that all see one polygon and interpolated
// between such blocks; pixels outside them borrow a neighbouring block's light for the same polygon when there is
// one. Textures are evaluated for every pixel, except on plain surfaces (paint), whose albedo goes with the light.
import { lightBlocks } from './blocks'
import { portalsFor } from './portals'
import { rasterise, type View } from './raster'
import { type Camera, cast, ray, setRayCamera } from './rays'
import type { Scene } from './scene'
import { addHaze, isSpecial, shadeSurface, surfaceAlbedo, surfaceNormal } from './shade'
import { skyRadiance } from './sky'

export type { Camera, Vec3 } from './rays'

const MIXED = -3
const SUB = [0.25, 0.25, 0.75, 0.25, 0.25, 0.75, 0.75, 0.75]
/** Buffers reused between views (hot loops read them through local constants: module-level lets are slow). */
const buffers = {
  ids: new Int32Array(0),
  depth: new Float32Array(0),
  pix: new Int32Array(0),
  blockId: new Int32Array(0),
  blockLight: new Float32Array(0),
}
const px = new Float64Array(3)
const alb = new Float64Array(3)
/**
 * Shades the ray through (x, y) at polygon `id` into px: with the light of block `blk` (which sees the same
 * polygon) when given, otherwise in full.
 */
function shadeAt(scene: Scene, id: number, x: number, y: number, blk: number, bl: Float32Array) {
  cast(scene, id, x, y)
  if (id < 0) {
    skyRadiance(ray[0]!, ray[1]!, ray[2]!, px)
    return
  }
  if (blk < 0) {
    shadeSurface(scene, id, ray[4]!, ray[5]!, ray[6]!, ray[0]!, ray[1]!, ray[2]!, ray[3]!, ray[7]!, px)
    return
  }
  const o = 6 * blk
  if (scene.flat[id]) {
    px[0] = bl[o]!
    px[1] = bl[o + 1]!
    px[2] = bl[o + 2]!
    return
  }
  surfaceNormal(scene, id, ray[4]!, ray[5]!, ray[6]!)
  surfaceAlbedo(scene, id, ray[4]!, ray[5]!, ray[6]!, ray[7]!, alb)
  px[0] = alb[0]! * bl[o]! + bl[o + 3]!
  px[1] = alb[1]! * bl[o + 1]! + bl[o + 4]!
  px[2] = alb[2]! * bl[o + 2]! + bl[o + 5]!
  if (scene.room[id]! < 0) addHaze(px, ray[3]!)
}

/** A block within one block of (bi, bj) whose light was computed for polygon `id`, or -1. */
function nearbyBlock(blockId: Int32Array, id: number, bi: number, bj: number, bw: number, bh: number): number {
  for (let dj = -1; dj <= 1; dj++) {
    const y = bj + dj
    if (y < 0 || y >= bh) continue
    for (let di = -1; di <= 1; di++) {
      const x = bi + di
      if (x >= 0 && x < bw && blockId[y * bw + x] === id) return y * bw + x
    }
  }
  return -1
}

/**
 * Linear RGB radiance, width × height × 3, rows top to bottom. `eyeRoom` is the room the eye is in (-1 outdoors),
 * which lets the rasteriser skip what cannot be seen; undefined draws everything.
 */
export function renderHdr(scene: Scene, cam: Camera, width: number, height: number, eyeRoom?: number): Float32Array {
  const sw = width * 2
  const sh = height * 2
  const bw = (width + 1) >> 1
  const bh = (height + 1) >> 1
  const B = buffers
  if (B.ids.length < sw * sh) {
    B.ids = new Int32Array(sw * sh)
    B.depth = new Float32Array(sw * sh)
  }
  if (B.pix.length < width * height) B.pix = new Int32Array(width * height)
  if (B.blockId.length < bw * bh) {
    B.blockId = new Int32Array(bw * bh)
    B.blockLight = new Float32Array(bw * bh * 6)
  }
  const { ids, depth, pix, blockId, blockLight } = B
  const shift = cam.shiftY ?? 0
  setRayCamera(cam, width, height)
  const view: View = {
    ...{ ex: cam.eye.x, ey: cam.eye.y, ez: cam.eye.z, f: cam.f, r: cam.r, u: cam.u },
    ...{ tanX: cam.tanX, tanY: cam.tanY, shiftY: shift, w: sw, h: sh },
  }
  rasterise(scene, view, ids, depth, portalsFor(scene, view, eyeRoom))
  // Per pixel: the one polygon its samples see, or MIXED.
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const s = 2 * j * sw + 2 * i
      const a = ids[s]!
      pix[j * width + i] = a === ids[s + 1] && a === ids[s + sw] && a === ids[s + sw + 1] ? a : MIXED
    }
  }
  lightBlocks(scene, width, height, bw, bh, pix, blockId, blockLight)
  const out = new Float32Array(width * height * 3)
  shadePixels(scene, cam, width, height, bw, bh, out)
  return out
}

function shadePixels(
  scene: Scene,
  cam: Camera,
  width: number,
  height: number,
  bw: number,
  bh: number,
  out: Float32Array,
) {
  const { ids, pix, blockId, blockLight } = buffers
  const { flat } = scene
  const sw = width * 2
  const { normal, planeD } = scene
  const { x: ex, y: ey, z: ez } = cam.eye
  const [rx, ry, rz] = cam.r
  const colA = new Float64Array(width)
  for (let i = 0; i < width; i++) colA[i] = (((i + 0.5) / width) * 2 - 1) * cam.tanX
  const pixelAngle = (2 * cam.tanX) / width
  const shift = cam.shiftY ?? 0
  const seen = [0, 0, 0, 0]
  for (let j = 0; j < height; j++) {
    const bj = j >> 1
    // The neighbouring block row this pixel leans towards; pixel centres sit a quarter block from their own
    // block's centre, hence the bilinear weights 9/16, 3/16, 3/16, 1/16.
    const nj = j & 1 ? bj + 1 : bj - 1
    const vb = (1 - ((j + 0.5) / height) * 2) * cam.tanY + shift
    const rowX = cam.f[0] + vb * cam.u[0]
    const rowY = cam.f[1] + vb * cam.u[1]
    const rowZ = cam.f[2] + vb * cam.u[2]
    for (let i = 0; i < width; i++) {
      const o = 3 * (j * width + i)
      const id = pix[j * width + i]!
      const bi = i >> 1
      const own = bj * bw + bi
      if (id >= 0 && blockId[own] === id && flat[id]) {
        // A plain surface: its block light already holds albedo × light.
        const ni = i & 1 ? bi + 1 : bi - 1
        const bx = 6 * (ni >= 0 && ni < bw && blockId[bj * bw + ni] === id ? bj * bw + ni : own)
        const by = 6 * (nj >= 0 && nj < bh && blockId[nj * bw + bi] === id ? nj * bw + bi : own)
        const ow = 6 * own
        const bxy = bx !== ow && by !== ow && blockId[nj * bw + ni] === id ? 6 * (nj * bw + ni) : bx !== ow ? bx : by
        for (let c = 0; c < 3; c++) {
          out[o + c] =
            0.5625 * blockLight[ow + c]! +
            0.1875 * (blockLight[bx + c]! + blockLight[by + c]!) +
            0.0625 * blockLight[bxy + c]!
        }
        continue
      }
      if (id >= 0 && blockId[own] === id) {
        // Inline ray cast: the unnormalised ray through the pixel centre meets the polygon's plane at t·D.
        const a = colA[i]!
        const dx = rowX + a * rx
        const dy = rowY + a * ry
        const dz = rowZ + a * rz
        const nx = normal[3 * id]!
        const ny = normal[3 * id + 1]!
        const nz = normal[3 * id + 2]!
        const nd = nx * dx + ny * dy + nz * dz
        const t = (planeD[id]! - (nx * ex + ny * ey + nz * ez)) / (nd < -1e-9 ? nd : -1e-9)
        const qx = ex + t * dx
        const qy = ey + t * dy
        const qz = ez + t * dz
        const len = Math.sqrt(dx * dx + dy * dy + dz * dz)
        const fp = (t * pixelAngle * len) / Math.max(-nd / len, 0.2)
        surfaceNormal(scene, id, qx, qy, qz)
        surfaceAlbedo(scene, id, qx, qy, qz, fp, alb)
        const ni = i & 1 ? bi + 1 : bi - 1
        const bx = ni >= 0 && ni < bw && blockId[bj * bw + ni] === id ? bj * bw + ni : own
        const by = nj >= 0 && nj < bh && blockId[nj * bw + bi] === id ? nj * bw + bi : own
        const bxy = bx !== own && by !== own && blockId[nj * bw + ni] === id ? nj * bw + ni : bx !== own ? bx : by
        for (let c = 0; c < 3; c++) {
          const l =
            0.5625 * blockLight[6 * own + c]! +
            0.1875 * (blockLight[6 * bx + c]! + blockLight[6 * by + c]!) +
            0.0625 * blockLight[6 * bxy + c]!
          const s =
            0.5625 * blockLight[6 * own + 3 + c]! +
            0.1875 * (blockLight[6 * bx + 3 + c]! + blockLight[6 * by + 3 + c]!) +
            0.0625 * blockLight[6 * bxy + 3 + c]!
          px[c] = alb[c]! * l + s
        }
        if (scene.room[id]! < 0) addHaze(px, t * len)
        out[o] = px[0]!
        out[o + 1] = px[1]!
        out[o + 2] = px[2]!
        continue
      }
      if (id !== MIXED) {
        shadeAt(
          scene,
          id,
          i + 0.5,
          j + 0.5,
          id >= 0 && !isSpecial(scene, id) ? nearbyBlock(blockId, id, bi, bj, bw, bh) : -1,
          blockLight,
        )
        out[o] = px[0]!
        out[o + 1] = px[1]!
        out[o + 2] = px[2]!
        continue
      }
      const s = 2 * j * sw + 2 * i
      seen[0] = ids[s]!
      seen[1] = ids[s + 1]!
      seen[2] = ids[s + sw]!
      seen[3] = ids[s + sw + 1]!
      let r = 0
      let g = 0
      let b = 0
      for (let k = 0; k < 4; k++) {
        const sid = seen[k]!
        let first = true
        for (let q = 0; q < k; q++) if (seen[q] === sid) first = false
        if (!first) continue
        let n = 0
        let sx = 0
        let sy = 0
        for (let q = k; q < 4; q++) {
          if (seen[q] !== sid) continue
          n++
          sx += SUB[2 * q]!
          sy += SUB[2 * q + 1]!
        }
        const blk = sid >= 0 && !isSpecial(scene, sid) ? nearbyBlock(blockId, sid, bi, bj, bw, bh) : -1
        shadeAt(scene, sid, i + sx / n, j + sy / n, blk, blockLight)
        // Average in a compressed space (c / (1 + c)) so a bright window against a dark frame still blends into
        // a smooth edge after tone mapping.
        r += (px[0]! / (1 + px[0]!)) * n
        g += (px[1]! / (1 + px[1]!)) * n
        b += (px[2]! / (1 + px[2]!)) * n
      }
      r /= 4
      g /= 4
      b /= 4
      out[o] = r / (1 - r)
      out[o + 1] = g / (1 - g)
      out[o + 2] = b / (1 - b)
    }
  }
}
