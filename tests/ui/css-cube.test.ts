// The first paint's CSS cube (src/ui/first-paint/css-cube.ts) against the engine's projection: for pixels across
// views, the face box point that cubePointAt says the pixel shows is where CSS's perspective rule draws it. The
// rule is written out here from the CSS Transforms spec (eye at z = perspective over the perspective origin), not
// taken from the module.
import { describe, expect, it } from 'vitest'
import { cubeCamera, cubePointAt } from '../../src/domain/cube-projection'
import { fieldOfView } from '../../src/domain/tour-geometry'
import { faceMatrix, focalLength, STRIP_FACE_PX } from '../../src/ui/first-paint/css-cube'

/** Where CSS draws local point (x, y, 0) of a box with this matrix3d under `perspective: focal` from the centre. */
function cssProject(matrix: ReadonlyArray<number>, x: number, y: number, focal: number, width: number, height: number) {
  const m = (i: number) => matrix[i] as number
  // The box's transform, then perspective(focal) about the perspective origin (the container's centre).
  const X = m(0) * x + m(4) * y + m(12) - width / 2
  const Y = m(1) * x + m(5) * y + m(13) - height / 2
  const Z = m(2) * x + m(6) * y + m(14)
  const W = m(3) * x + m(7) * y + m(15) - Z / focal
  return { x: width / 2 + X / W, y: height / 2 + Y / W, w: W }
}

// The strip's faces and a full face's.
const views = [
  { heading: 0, tilt: 0, width: 1280, height: 480, n: STRIP_FACE_PX },
  { heading: 37, tilt: -12, width: 390, height: 520, n: STRIP_FACE_PX },
  { heading: -141, tilt: 33, width: 800, height: 800, n: 1024 },
  { heading: 200, tilt: -70, width: 1024, height: 600, n: 1024 },
]

describe('the CSS cube', () => {
  for (const view of views) {
    it(`draws each pixel's cube point where the engine shows it: ${JSON.stringify(view)}`, () => {
      const { width, height, n } = view
      const camera = cubeCamera(view.heading, view.tilt, fieldOfView(width / height), width / height)
      const focal = focalLength(camera, height)
      const matrices = [0, 1, 2, 3, 4, 5].map((k) => faceMatrix(camera, k, n, width, height))
      let checked = 0
      for (let i = 0; i <= 10; i++)
        for (let j = 0; j <= 10; j++) {
          const nx = (2 * i) / 10 - 1
          const ny = (2 * j) / 10 - 1
          const { face, u, v } = cubePointAt(camera, nx, ny)
          // The box point of cube point (u, v): the box shows the slice from half a pixel in (cubeFaces' background
          // position) and spans a hair more than the face (its bleed, read from the box's own axes, the matrix's
          // first column), so slice coordinate s = n/2 + u·n/(2·bleed) is box coordinate s − ½.
          const matrix = matrices[face] as number[]
          const bleed = Math.hypot(matrix[0] as number, matrix[1] as number, matrix[2] as number)
          const x = n / 2 + (u * n) / (2 * bleed) - 0.5
          const y = n / 2 + (v * n) / (2 * bleed) - 0.5
          expect(x).toBeGreaterThanOrEqual(0)
          expect(x).toBeLessThanOrEqual(n - 1)
          const drawn = cssProject(matrix, x, y, focal, width, height)
          expect(drawn.w).toBeGreaterThan(0)
          expect(drawn.x).toBeCloseTo(((nx + 1) / 2) * width, 6)
          expect(drawn.y).toBeCloseTo(((1 - ny) / 2) * height, 6)
          checked++
        }
      expect(checked).toBe(121)
    })
  }

  it('reaches half a face pixel past the face on every side, no more', () => {
    const camera = cubeCamera(0, 0, 90, 1)
    for (const n of [STRIP_FACE_PX, 1024]) {
      const matrix = faceMatrix(camera, 1, n, 500, 500)
      const bleed = Math.hypot(matrix[0] as number, matrix[1] as number, matrix[2] as number)
      // The box (n − 1 across) spans bleed · (n − 1) cube units: the face's n and half a unit each side.
      expect(bleed * (n - 1)).toBeCloseTo(n + 1, 9)
    }
  })
})
