// The first paint's projection, against hand-worked views and against three.js's own camera set up as the tour
// engine sets it (updateCamera: tour frame → three's (x, z, −y), lookAt, the cube turned by −yaw about z).
import { Euler, PerspectiveCamera, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { CUBE_FACES } from '../../src/domain/cube-faces'
import { cubeCamera, cubePointAt } from '../../src/domain/cube-projection'
import { viewVector } from '../../src/domain/tour-view'

describe('cubePointAt, by hand', () => {
  it.each([
    // [what, heading, tilt, fov, aspect, nx, ny, face, u, v]
    ['looking north, the centre', 0, 0, 90, 1, 0, 0, 1, 0, 0],
    ['looking east, the centre', 90, 0, 90, 1, 0, 0, 2, 0, 0],
    ['looking south, the centre', 180, 0, 90, 1, 0, 0, 3, 0, 0],
    ['looking west, the centre', 270, 0, 90, 1, 0, 0, 4, 0, 0],
    ['looking north, halfway to the right edge', 0, 0, 90, 1, 0.5, 0, 1, 0.5, 0],
    ['looking north, halfway up (image v grows downwards)', 0, 0, 90, 1, 0, 0.5, 1, 0, -0.5],
    ['looking north, a wide view: halfway right is tan 45° × 2 × 0.5', 0, 0, 90, 2, 0.25, 0, 1, 0.5, 0],
    // The up face's image has south at its top, so a northward look falls below its centre; the down face the reverse.
    ['looking up, to the north', 0, 80, 90, 1, 0, 0, 0, 0, Math.tan((10 * Math.PI) / 180)],
    ['looking down, to the north', 0, -80, 90, 1, 0, 0, 5, 0, -Math.tan((10 * Math.PI) / 180)],
  ])('%s', (_what, heading, tilt, fov, aspect, nx, ny, face, u, v) => {
    const point = cubePointAt(cubeCamera(heading, tilt, fov, aspect), nx, ny)
    expect(point.face).toBe(face)
    expect(point.u).toBeCloseTo(u, 9)
    expect(point.v).toBeCloseTo(v, 9)
  })
})

/** The ray three.js casts through (nx, ny) for the engine's camera, back in the cube's frame. */
function threeRay(pan: number, tilt: number, yaw: number, fov: number, aspect: number, nx: number, ny: number) {
  const camera = new PerspectiveCamera(fov, aspect, 0.1, 100)
  const [dx, dy, dz] = viewVector(pan, tilt)
  camera.position.set(0, 0, 0)
  camera.lookAt(dx, dz, -dy)
  camera.updateMatrixWorld()
  const world = new Vector3(nx, ny, 0.5).unproject(camera).normalize()
  // three's (x, y, z) is the tour's (x, −z, y); the cube is turned by −yaw about the tour's z.
  const tour = new Vector3(world.x, -world.z, world.y)
  return tour.applyEuler(new Euler(0, 0, (yaw * Math.PI) / 180))
}

describe('cubePointAt, against three.js', () => {
  const views = [
    [0, 0, 0, 90, 16 / 9],
    [37, 12, 0, 70, 1.9],
    [200, -35, 45, 90, 1],
    [300, 60, 170, 60, 0.6],
    [95, -75, 280, 90, 1.4],
  ] as const
  it.each(views)('pan %d, tilt %d, yaw %d, fov %d, aspect %d', (pan, tilt, yaw, fov, aspect) => {
    const camera = cubeCamera(pan - yaw, tilt, fov, aspect)
    for (const nx of [-1, -0.6, -0.1, 0, 0.3, 0.9, 1])
      for (const ny of [-1, -0.5, 0, 0.2, 0.8, 1]) {
        const ray = threeRay(pan, tilt, yaw, fov, aspect, nx, ny)
        const point = cubePointAt(camera, nx, ny)
        const face = CUBE_FACES[point.face]
        if (!face) throw new Error('no face')
        // The point on the face, as a direction: forward + u·right − v·up, parallel to three's ray.
        const onFace = new Vector3(
          face.f[0] + point.u * face.r[0] - point.v * face.u[0],
          face.f[1] + point.u * face.r[1] - point.v * face.u[1],
          face.f[2] + point.u * face.r[2] - point.v * face.u[2],
        ).normalize()
        expect(onFace.distanceTo(ray)).toBeLessThan(1e-6)
        expect(Math.abs(point.u)).toBeLessThanOrEqual(1 + 1e-9)
        expect(Math.abs(point.v)).toBeLessThanOrEqual(1 + 1e-9)
      }
  })
})
