// The demo renderer (docs/panoramas.md): cube-face conventions, seams between faces, and that what it draws is a
// room (floor below, ceiling above, no holes) or, outside, the sky overhead.
import { beforeAll, describe, expect, it } from 'vitest'
import { generateHouse } from '../../server/demo/house/generate'
import type { House } from '../../server/demo/house/model'
import { sceneFor } from '../../server/media/render/build'
import { faceCamera } from '../../server/media/render/camera'
import { cubeFaceDirection, directionToFace, equirectFromFaces, renderCubeFaces } from '../../server/media/render/index'
import { rasterise } from '../../server/media/render/raster'

const N = 96

/** The table in docs/panoramas.md: forward, right, up per face. */
const TABLE: Record<number, [number[], number[], number[]]> = {
  0: [
    [0, 0, 1],
    [1, 0, 0],
    [0, -1, 0],
  ],
  1: [
    [0, 1, 0],
    [1, 0, 0],
    [0, 0, 1],
  ],
  2: [
    [1, 0, 0],
    [0, -1, 0],
    [0, 0, 1],
  ],
  3: [
    [0, -1, 0],
    [-1, 0, 0],
    [0, 0, 1],
  ],
  4: [
    [-1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  5: [
    [0, 0, -1],
    [1, 0, 0],
    [0, 1, 0],
  ],
}

const faceCoord = (k: number, n: number) => (2 * (k + 0.5)) / n - 1
const norm = (v: number[]) => {
  const l = Math.hypot(...v)
  return v.map((c) => c / l)
}

function pixel(face: Uint8Array, n: number, i: number, j: number): number[] {
  const o = 3 * (j * n + i)
  return [face[o]!, face[o + 1]!, face[o + 2]!]
}

/** Mean colour of the central half of a face. */
function centreMean(face: Uint8Array, n: number): number[] {
  const sum = [0, 0, 0]
  let count = 0
  for (let j = n / 4; j < (3 * n) / 4; j++) {
    for (let i = n / 4; i < (3 * n) / 4; i++) {
      const p = pixel(face, n, i, j)
      for (let c = 0; c < 3; c++) sum[c]! += p[c]!
      count++
    }
  }
  return sum.map((s) => s / count)
}

const chroma = (rgb: readonly number[]) => {
  const s = rgb[0]! + rgb[1]! + rgb[2]! || 1
  return rgb.map((c) => c / s)
}
const chromaDistance = (a: readonly number[], b: readonly number[]) => {
  const [x, y] = [chroma(a), chroma(b)]
  return Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!)
}

/** Pearson correlation of the brightness along two edges; undefined when either is nearly flat. */
function correlation(a: number[][], b: number[][]): number | undefined {
  const la = a.map((p) => p[0]! + p[1]! + p[2]!)
  const lb = b.map((p) => p[0]! + p[1]! + p[2]!)
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length
  const [ma, mb] = [mean(la), mean(lb)]
  let ab = 0
  let aa = 0
  let bb = 0
  for (let k = 0; k < la.length; k++) {
    ab += (la[k]! - ma) * (lb[k]! - mb)
    aa += (la[k]! - ma) ** 2
    bb += (lb[k]! - mb) ** 2
  }
  if (Math.sqrt(aa / la.length) < 6 || Math.sqrt(bb / lb.length) < 6) return undefined
  return ab / Math.sqrt(aa * bb)
}

describe('cube face conventions', () => {
  it.each([0, 1, 2, 3, 4, 5])('face c%i follows the table: forward + u·right − v·up', (face) => {
    const [f, r, u] = TABLE[face]!
    for (const [uu, vv] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [-0.5, 0.25],
    ] as const) {
      const expected = [0, 1, 2].map((c) => f[c]! + uu * r[c]! - vv * u[c]!)
      const got = cubeFaceDirection(face, uu, vv)
      for (let c = 0; c < 3; c++) expect(got[c]).toBeCloseTo(expected[c]!, 12)
    }
  })

  it('the front face adjoins the bottom edge of the up face and the top edge of the down face', () => {
    // Bottom-centre of c0 and top-centre of c1 look the same way (up and north at 45°).
    expect(norm(cubeFaceDirection(0, 0, 1))).toEqual(norm(cubeFaceDirection(1, 0, -1)))
    expect(norm(cubeFaceDirection(5, 0, -1))).toEqual(norm(cubeFaceDirection(1, 0, 1)))
  })

  it('directionToFace inverts cubeFaceDirection', () => {
    for (let face = 0; face < 6; face++) {
      for (const [u, v] of [
        [0.3, -0.7],
        [-0.9, 0.9],
        [0, 0],
      ] as const) {
        const [x, y, z] = cubeFaceDirection(face, u, v)
        const back = directionToFace(x, y, z)
        expect(back.face).toBe(face)
        expect(back.u).toBeCloseTo(u, 12)
        expect(back.v).toBeCloseTo(v, 12)
      }
    }
  })

  it('the equirectangular image has north in the centre, east to the right, up at the top', () => {
    const n = 8
    const colours = [10, 50, 90, 130, 170, 210]
    const faces = colours.map((c) => new Uint8Array(n * n * 3).fill(c))
    const w = 64
    const h = 32
    const eq = equirectFromFaces(faces, n, w, h)
    const at = (x: number, y: number) => eq[3 * (y * w + x)]
    expect(at(w / 2, h / 2)).toBe(50) // north: c1
    expect(at((3 * w) / 4, h / 2)).toBe(90) // east: c2
    expect(at(0, h / 2)).toBe(130) // south, at the seam: c3
    expect(at(w / 4, h / 2)).toBe(170) // west: c4
    expect(at(w / 2, 0)).toBe(10) // up: c0
    expect(at(w / 2, h - 1)).toBe(210) // down: c5
  })
})

describe('a rendered panorama', () => {
  let house: House
  let living: { faces: Uint8Array[] }
  let outside: { faces: Uint8Array[] }
  let eye: { x: number; y: number; z: number }

  beforeAll(() => {
    house = generateHouse(1)
    const floor = house.floors[0]!
    const room = floor.rooms.find((r) => r.kind === 'living')!
    eye = { x: room.spots[0]!.x, y: room.spots[0]!.y, z: floor.level + 1500 }
    living = renderCubeFaces(house, eye, N)
    const out = house.outsideSpots[0]!
    outside = renderCubeFaces(house, { x: out.x, y: out.y, z: 1500 }, N)
  })

  it('matches across every shared edge, up and down faces included', () => {
    let edges = 0
    for (let face = 0; face < 6; face++) {
      // Each of the face's four edges: step one pixel past it and find that pixel on the neighbouring face.
      for (const side of ['top', 'bottom', 'left', 'right'] as const) {
        let diff = 0
        let other = -1
        const across: number[][] = []
        const own: number[][] = []
        for (let k = 0; k < N; k++) {
          const [i, j] =
            side === 'top' ? [k, 0] : side === 'bottom' ? [k, N - 1] : side === 'left' ? [0, k] : [N - 1, k]
          const u = faceCoord(i, N) + (side === 'left' ? -2 / N : side === 'right' ? 2 / N : 0)
          const v = faceCoord(j, N) + (side === 'top' ? -2 / N : side === 'bottom' ? 2 / N : 0)
          const [x, y, z] = cubeFaceDirection(face, u, v)
          const hit = directionToFace(x, y, z)
          expect(hit.face).not.toBe(face)
          other = hit.face
          const bi = Math.min(N - 1, Math.max(0, Math.floor(((hit.u + 1) / 2) * N)))
          const bj = Math.min(N - 1, Math.max(0, Math.floor(((hit.v + 1) / 2) * N)))
          own.push(pixel(living.faces[face]!, N, i, j))
          across.push(pixel(living.faces[hit.face]!, N, bi, bj))
        }
        const d = (a: number[], b: number[]) =>
          (Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!)) / 3
        for (let k = 0; k < N; k++) diff += d(own[k]!, across[k]!)
        expect(other).toBeGreaterThanOrEqual(0)
        // Neighbouring pixels across a seam differ only by texture and the odd real edge; where the edge has any
        // structure, the two sides' brightness profiles along it rise and fall together (a flipped or rotated
        // face would not).
        expect(diff / N, `c${face} ${side} edge vs c${other}`).toBeLessThan(14)
        const r = correlation(own, across)
        if (r !== undefined) expect(r, `c${face} ${side} edge vs c${other}, correlation`).toBeGreaterThan(0.7)
        edges++
      }
    }
    expect(edges).toBe(24)
  })

  it('faces are not blank', () => {
    for (const face of living.faces) {
      let sum = 0
      let sq = 0
      for (let i = 0; i < face.length; i++) {
        sum += face[i]!
        sq += face[i]! * face[i]!
      }
      const mean = sum / face.length
      expect(sq / face.length - mean * mean).toBeGreaterThan(60)
      expect(mean).toBeGreaterThan(40)
    }
  })

  it('the floor is in the down face and the ceiling in the up face', () => {
    const room = house.floors[0]!.rooms.find((r) => r.kind === 'living')!
    const floorRgb = room.floorMaterial.color.map((c) => c * 255)
    const ceilingRgb = room.ceilingMaterial.color.map((c) => c * 255)
    const down = centreMean(living.faces[5]!, N)
    const up = centreMean(living.faces[0]!, N)
    expect(chromaDistance(down, floorRgb)).toBeLessThan(chromaDistance(down, ceilingRgb))
    expect(chromaDistance(up, ceilingRgb)).toBeLessThan(0.05)
    expect(Math.min(...up)).toBeGreaterThan(150)
  })

  it('has no holes: inside a room, the up and down faces see only the room', () => {
    // Drawing everything (no portal limits), the nearest surface in every direction is still the room's own.
    const scene = sceneFor(house)
    const s = 2 * N
    const ids = new Int32Array(s * s)
    const depth = new Float32Array(s * s)
    for (const face of [0, 5]) {
      const c = faceCamera(face, eye)
      const view = { ex: eye.x, ey: eye.y, ez: eye.z, f: c.f, r: c.r, u: c.u, tanX: 1, tanY: 1, shiftY: 0, w: s, h: s }
      rasterise(scene, view, ids, depth)
      expect(ids.includes(-1), `sky seen through c${face}`).toBe(false)
    }
  })

  it('outdoors, the sky fills the upper half of the view away from the house', () => {
    let sky = 0
    const back = outside.faces[3]!
    for (let j = 0; j < N / 2; j++) {
      for (let i = 0; i < N; i++) {
        const [r, g, b] = pixel(back, N, i, j)
        if (b! >= r! - 4 && r! + g! + b! > 3 * 110) sky++
      }
    }
    expect(sky / ((N * N) / 2)).toBeGreaterThan(0.8)
    const up = centreMean(outside.faces[0]!, N)
    expect(up[2]).toBeGreaterThanOrEqual(up[0]!)
  })
})
