// The first paint's pixel loop (src/ui/first-paint/paint-view.ts) against the plain rule it is a fast form of:
// cubePointAt per pixel (itself checked against three.js's camera in tests/domain/cube-projection.test.ts) and a
// bilinear read within the face, on faces of random pixels, so any pixel taken from the wrong place shows.
import { describe, expect, it } from 'vitest'
import { type CubeCamera, cubeCamera, cubePointAt } from '../../src/domain/cube-projection'
import { type FaceSource, type Pixels, paintView, stripFaces } from '../../src/ui/first-paint/paint-view'

function randomStrip(size: number, seed: number): Pixels {
  const data = new Uint8ClampedArray(size * 6 * size * 4)
  let state = seed
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648
    data[i] = state >> 23
  }
  return { data, width: size * 6, height: size }
}

/** The plain form: one ray per pixel centre, bilinear within the face it lands on, edges clamped. */
function referencePaint(faces: ReadonlyArray<FaceSource>, camera: CubeCamera, width: number, height: number) {
  const out = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const { face, u, v } = cubePointAt(camera, (2 * (x + 0.5)) / width - 1, 1 - (2 * (y + 0.5)) / height)
      const source = faces[face] as FaceSource
      const n = source.size
      const texel = (i: number, j: number, c: number) => {
        const ci = Math.min(n - 1, Math.max(0, i))
        const cj = Math.min(n - 1, Math.max(0, j))
        return source.pixels.data[(cj * source.pixels.width + source.left + ci) * 4 + c] as number
      }
      const fx = Math.min(n - 1, Math.max(0, ((u + 1) / 2) * n - 0.5))
      const fy = Math.min(n - 1, Math.max(0, ((v + 1) / 2) * n - 0.5))
      const i = Math.floor(fx)
      const j = Math.floor(fy)
      for (let c = 0; c < 3; c++) {
        const top = texel(i, j, c) * (1 - (fx - i)) + texel(i + 1, j, c) * (fx - i)
        const bottom = texel(i, j + 1, c) * (1 - (fx - i)) + texel(i + 1, j + 1, c) * (fx - i)
        out[(y * width + x) * 4 + c] = top * (1 - (fy - j)) + bottom * (fy - j)
      }
      out[(y * width + x) * 4 + 3] = 255
    }
  return out
}

const VIEWS = [
  { name: 'level, facing north', heading: 0, tilt: 0, fov: 75, width: 160, height: 90 },
  { name: 'a corner of three faces', heading: 45, tilt: 30, fov: 90, width: 120, height: 120 },
  { name: 'looking down, a phone', heading: 200, tilt: -60, fov: 100, width: 60, height: 130 },
  { name: 'almost straight up', heading: 310, tilt: 89, fov: 70, width: 100, height: 70 },
  { name: 'a wide strip', heading: 137.5, tilt: -12, fov: 60, width: 300, height: 40 },
]

describe('paintView', () => {
  for (const view of VIEWS)
    it(`paints what the plain rule paints: ${view.name}`, () => {
      const faces = stripFaces(randomStrip(32, 7))
      const camera = cubeCamera(view.heading, view.tilt, view.fov, view.width / view.height)
      const out = { data: new Uint8ClampedArray(view.width * view.height * 4), width: view.width, height: view.height }
      paintView(faces, camera, out)
      const expected = referencePaint(faces, camera, view.width, view.height)
      let off = 0
      for (let p = 0; p < expected.length; p += 4) {
        const worst = Math.max(
          ...[0, 1, 2, 3].map((c) => Math.abs((out.data[p + c] as number) - (expected[p + c] as number))),
        )
        // Rounding may differ by one level; a ray exactly on a cube edge may be given to the neighbouring face.
        if (worst > 1) off++
      }
      expect(off).toBeLessThanOrEqual(Math.ceil((view.width * view.height) / 1000))
    })

  it('reads a full face on its own as it reads the strip', () => {
    const strip = randomStrip(16, 3)
    const fromStrip = stripFaces(strip)
    // Face k copied out as its own 16×16 image.
    const own = fromStrip.map((face) => {
      const data = new Uint8ClampedArray(16 * 16 * 4)
      for (let j = 0; j < 16; j++)
        data.set(strip.data.subarray((j * 96 + face.left) * 4, (j * 96 + face.left + 16) * 4), j * 64)
      return { pixels: { data, width: 16, height: 16 }, left: 0, size: 16 }
    })
    const camera = cubeCamera(80, 20, 90, 1.5)
    const a = { data: new Uint8ClampedArray(90 * 60 * 4), width: 90, height: 60 }
    const b = { data: new Uint8ClampedArray(90 * 60 * 4), width: 90, height: 60 }
    paintView(fromStrip, camera, a)
    paintView(own, camera, b)
    expect(b.data).toEqual(a.data)
  })
})
