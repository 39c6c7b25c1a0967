// The one cube-map convention (docs/panoramas.md) the face renderer and the tour engine share, checked against its
// geometry rather than against itself: each face looks along its axis in the documented order, its right and up
// make a frame seen from inside the cube, and every pixel's direction maps back to the same face and pixel.
import { describe, expect, it } from 'vitest'
import { CUBE_FACES, type CubeVector } from '../../src/domain/cube-faces'

const dot = (a: CubeVector, b: CubeVector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: CubeVector, b: CubeVector): CubeVector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]

describe('cube faces', () => {
  it('look up, north, east, south, west and down, in that order (x east, y north, z up)', () => {
    expect(CUBE_FACES.map((face) => face.f)).toEqual([
      [0, 0, 1],
      [0, 1, 0],
      [1, 0, 0],
      [0, -1, 0],
      [-1, 0, 0],
      [0, 0, -1],
    ])
  })

  it.each(CUBE_FACES.map((face, k) => [k, face] as const))(
    'c%i: right and up are unit, square to each other and to where it looks, seen from inside',
    (_k, face) => {
      for (const v of [face.f, face.r, face.u]) expect(dot(v, v)).toBe(1)
      expect([dot(face.f, face.r), dot(face.f, face.u), dot(face.r, face.u)]).toEqual([0, 0, 0])
      // Looking along f from inside, right × up points back at the viewer.
      expect(cross(face.r, face.u).map((x) => x + 0)).toEqual(face.f.map((x) => -x + 0))
    },
  )

  it('maps every pixel’s direction back to its own face and pixel', () => {
    const N = 8
    for (const [k, { f, r, u }] of CUBE_FACES.entries()) {
      for (let j = 0; j < N; j++) {
        for (let i = 0; i < N; i++) {
          const s = (2 * (i + 0.5)) / N - 1
          const t = (2 * (j + 0.5)) / N - 1
          const d: CubeVector = [0, 1, 2].map((a) => (f[a] ?? 0) + s * (r[a] ?? 0) - t * (u[a] ?? 0)) as never
          // The face a direction falls on is the one its largest component points along.
          const axis = [0, 1, 2].reduce((best, a) => (Math.abs(d[a] ?? 0) > Math.abs(d[best] ?? 0) ? a : best), 0)
          const face = CUBE_FACES.findIndex((c) => c.f[axis] === Math.sign(d[axis] ?? 0))
          expect(face).toBe(k)
          expect(dot(d, r) / dot(d, f)).toBeCloseTo(s, 12)
          expect(-dot(d, u) / dot(d, f)).toBeCloseTo(t, 12)
        }
      }
    }
  })

  it('joins neighbouring faces edge to edge: the top row of the north face meets the bottom row of the up face', () => {
    const [up, north] = [CUBE_FACES[0], CUBE_FACES[1]]
    if (!up || !north) throw new Error('missing faces')
    for (const s of [-1, -0.5, 0, 0.5, 1]) {
      const northTop = [0, 1, 2].map((a) => (north.f[a] ?? 0) + s * (north.r[a] ?? 0) + (north.u[a] ?? 0))
      const upBottom = [0, 1, 2].map((a) => (up.f[a] ?? 0) + s * (up.r[a] ?? 0) - (up.u[a] ?? 0))
      expect(northTop).toEqual(upBottom)
    }
  })
})
