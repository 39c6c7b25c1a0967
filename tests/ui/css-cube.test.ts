// The first paint's CSS cube (src/ui/first-paint/css-cube.ts) against the engine's projection: for pixels across
// views, the face pixel that cubePointAt says the pixel shows (by the product's rule, docs/panoramas.md) is drawn by
// CSS's perspective rule where the engine shows that face pixel, within a pixel. The rule is written out here from
// the CSS Transforms spec (eye at z = perspective over the perspective origin), not taken from the module; a 1%
// zoom or a spread of 2.5 pixels fails it.
import { describe, expect, it } from 'vitest'
import { cubeCamera, cubePointAt } from '../../src/domain/cube-projection'
import { fieldOfView } from '../../src/domain/tour-geometry'
import { aimCube, faceBox, faceMatrix, focalLength, STRIP_FACE_PX, stripBoxes } from '../../src/ui/first-paint/css-cube'

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

/** Where the pixel at (px, py) of the view looks on the cube (cubePointAt, from CSS pixel coordinates). */
const seenAt = (camera: ReturnType<typeof cubeCamera>, px: number, py: number, width: number, height: number) =>
  cubePointAt(camera, (2 * px) / width - 1, 1 - (2 * py) / height)

describe('the CSS cube', () => {
  for (const view of views) {
    it(`draws each face pixel within a pixel of where the engine shows it: ${JSON.stringify(view)}`, () => {
      const { width, height, n } = view
      const camera = cubeCamera(view.heading, view.tilt, fieldOfView(width / height), width / height)
      const focal = focalLength(camera, height)
      const matrices = [0, 1, 2, 3, 4, 5].map((k) => faceMatrix(camera, k, n, width, height))
      let checked = 0
      for (let i = 0; i <= 10; i++)
        for (let j = 0; j <= 10; j++) {
          const { face, u, v } = cubePointAt(camera, (2 * i) / 10 - 1, (2 * j) / 10 - 1)
          // Face pixel coordinates by the product's rule (docs/panoramas.md: u = 2s/n − 1), shown at box point
          // s − ½ (the box starts half a pixel into its face, cubeFaces' background position).
          const x = ((u + 1) * n) / 2 - 0.5
          const y = ((v + 1) * n) / 2 - 0.5
          const drawn = cssProject(matrices[face] as number[], x, y, focal, width, height)
          expect(drawn.w).toBeGreaterThan(0)
          // Where that screen point looks on the cube: the same face pixel, give or take one (the box is spread
          // by a pixel over its n so that neighbouring faces overlap; 2/n is one pixel in u).
          const seen = seenAt(camera, drawn.x, drawn.y, width, height)
          if (seen.face !== face) {
            // Only on a seam: both sides within a pixel of the edge.
            expect(Math.max(Math.abs(u), Math.abs(v))).toBeGreaterThan(1 - 2 / n)
            continue
          }
          expect(Math.abs(seen.u - u)).toBeLessThanOrEqual(2 / n)
          expect(Math.abs(seen.v - v)).toBeLessThanOrEqual(2 / n)
          checked++
        }
      expect(checked).toBeGreaterThan(100)
    })
  }

  it('shows each face from half a pixel in, at its column of the strip, and a full face whole', () => {
    const boxes = stripBoxes('/media/t/scenes/s01/d.jpg?v=1')
    expect(boxes.map((b) => b.face)).toEqual([0, 1, 2, 3, 4, 5])
    const third = boxes[2]?.element.style
    expect(third?.width).toBe(`${STRIP_FACE_PX - 1}px`)
    expect(third?.backgroundPosition).toBe(`-${2 * STRIP_FACE_PX + 0.5}px -0.5px`)
    expect(third?.backgroundSize).toBe(`${6 * STRIP_FACE_PX}px ${STRIP_FACE_PX}px`)
    const whole = faceBox('blob:x', 3, 1024)
    expect(whole.element.style.backgroundPosition).toBe('-0.5px -0.5px')
    expect(whole.element.style.backgroundSize).toBe('1024px 1024px')
  })

  it('hides only the faces wholly behind the eye', () => {
    const camera = cubeCamera(0, 0, 90, 1)
    const container = document.createElement('div')
    const boxes = stripBoxes('/d.jpg')
    aimCube(container, boxes, camera, { width: 500, height: 500 } as DOMRect)
    // Looking north (+y, face 1) level: the back (face 3) is behind; the sides, up and down reach ahead.
    expect(boxes.map((b) => b.element.style.visibility)).toEqual(['', '', '', 'hidden', '', ''])
  })
})
