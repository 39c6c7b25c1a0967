// The light of 2×2-pixel blocks that see one ordinary polygon, computed at the block's centre. Only every other
// block in each direction is computed outright; the blocks between take the average of their computed neighbours
// when those see the same polygon (light is smooth at that scale: a 4-pixel ramp is about a sun edge's real
// softness), and are computed themselves where the polygon changes.
import { cast, ray } from './rays'
import type { Scene } from './scene'
import { isSpecial, surfaceAlbedo, surfaceLight, surfaceNormal } from './shade'

const light = new Float64Array(3)
const spec = new Float64Array(3)
const alb = new Float64Array(3)

export function lightBlocks(
  scene: Scene,
  width: number,
  height: number,
  bw: number,
  bh: number,
  pix: Int32Array,
  blockId: Int32Array,
  blockLight: Float32Array,
) {
  // Which polygon each block sees (-1: several, sky or a special material).
  for (let bj = 0; bj < bh; bj++) {
    for (let bi = 0; bi < bw; bi++) {
      const i = 2 * bi
      const j = 2 * bj
      let id = pix[j * width + i]!
      if (id >= 0 && i + 1 < width && pix[j * width + i + 1] !== id) id = -1
      if (id >= 0 && j + 1 < height && pix[(j + 1) * width + i] !== id) id = -1
      if (id >= 0 && i + 1 < width && j + 1 < height && pix[(j + 1) * width + i + 1] !== id) id = -1
      if (id >= 0 && isSpecial(scene, id)) id = -1
      blockId[bj * bw + bi] = id
    }
  }
  for (let bj = 0; bj < bh; bj += 2) for (let bi = 0; bi < bw; bi += 2) compute(scene, bi, bj, bw, blockId, blockLight)
  for (let bj = 0; bj < bh; bj++) {
    for (let bi = (bj & 1) === 0 ? 1 : 0; bi < bw; bi += (bj & 1) === 0 ? 2 : 1) {
      const id = blockId[bj * bw + bi]!
      if (id < 0) continue
      // Computed neighbours: left/right on even rows, above/below on odd rows at even columns, the four diagonals
      // at odd rows and columns.
      const a0 = bj & 1 ? (bi & 1 ? bj - 1 : bj - 1) : bj
      const a1 = bj & 1 ? bj + 1 : bj
      const c0 = bi & 1 ? bi - 1 : bi
      const c1 = bi & 1 ? bi + 1 : bi
      // Where the light changes fast between them (a sun patch's edge, a contact shadow), compute it instead.
      if (a1 >= bh || c1 >= bw || !same(blockId, bw, id, a0, a1, c0, c1) || !smooth(blockLight, bw, a0, a1, c0, c1)) {
        compute(scene, bi, bj, bw, blockId, blockLight)
        continue
      }
      const o = 6 * (bj * bw + bi)
      const p = 6 * (a0 * bw + c0)
      const q = 6 * (a0 * bw + c1)
      const r = 6 * (a1 * bw + c0)
      const s = 6 * (a1 * bw + c1)
      for (let k = 0; k < 6; k++)
        blockLight[o + k] = 0.25 * (blockLight[p + k]! + blockLight[q + k]! + blockLight[r + k]! + blockLight[s + k]!)
    }
  }
}

function same(blockId: Int32Array, bw: number, id: number, a0: number, a1: number, c0: number, c1: number): boolean {
  return (
    blockId[a0 * bw + c0] === id &&
    blockId[a0 * bw + c1] === id &&
    blockId[a1 * bw + c0] === id &&
    blockId[a1 * bw + c1] === id
  )
}

function smooth(blockLight: Float32Array, bw: number, a0: number, a1: number, c0: number, c1: number): boolean {
  let lo = Infinity
  let hi = 0
  for (let k = 0; k < 4; k++) {
    const o = 6 * ((k < 2 ? a0 : a1) * bw + (k & 1 ? c1 : c0))
    const l = blockLight[o]! + blockLight[o + 1]! + blockLight[o + 2]!
    if (l < lo) lo = l
    if (l > hi) hi = l
  }
  return hi <= lo * 1.25 + 1e-4
}

function compute(scene: Scene, bi: number, bj: number, bw: number, blockId: Int32Array, blockLight: Float32Array) {
  const id = blockId[bj * bw + bi]!
  if (id < 0) return
  cast(scene, id, 2 * bi + 1, 2 * bj + 1)
  surfaceNormal(scene, id, ray[4]!, ray[5]!, ray[6]!)
  surfaceLight(scene, id, ray[4]!, ray[5]!, ray[6]!, ray[0]!, ray[1]!, ray[2]!, light, spec)
  const o = 6 * (bj * bw + bi)
  if (scene.flat[id]) {
    // A plain surface: bake its albedo in here (the view then skips its per-pixel texture).
    surfaceAlbedo(scene, id, ray[4]!, ray[5]!, ray[6]!, ray[7]!, alb)
    for (let c = 0; c < 3; c++) light[c] = alb[c]! * light[c]! + spec[c]!
    spec.fill(0)
  }
  blockLight[o] = light[0]!
  blockLight[o + 1] = light[1]!
  blockLight[o + 2] = light[2]!
  blockLight[o + 3] = spec[0]!
  blockLight[o + 4] = spec[1]!
  blockLight[o + 5] = spec[2]!
}
