// The first paint's preview as the browser's own drawing (issue 21): the six faces of the preview strip laid out as
// a cube in CSS 3D, each face a box showing its slice of the strip under a perspective transform that puts its
// pixels where the engine's camera (src/domain/cube-projection.ts) puts them. No script touches a pixel: the
// browser paints the strip the moment it has decoded, as it would paint an <img>, instead of the page waiting on a
// cold per-pixel loop (paint-view.ts, 30–40 ms on a two-core machine) before its first frame.
import { CUBE_FACES, type CubeVector } from '../../domain/cube-faces'
import type { CubeCamera } from '../../domain/cube-projection'

/** A face box's side in CSS pixels: the strip's own faces (docs/panoramas.md), so a box shows its slice 1:1. */
export const FACE_BOX_PX = 256
/**
 * Each box shows its slice from half a strip pixel in on every side: the browser's filtering at a box's edge then
 * reads only that face's own pixels, never the neighbouring face's in the strip (a coloured hairline where two
 * faces meet otherwise, plain on a phone's dense screen).
 */
const SLICE_INSET = 0.5
/** The box's side: the slice less its inset. */
const BOX_SIDE = FACE_BOX_PX - 2 * SLICE_INSET
/**
 * How much larger than the face each box is drawn, about its centre: its edge half a face pixel beyond the face's,
 * so where two faces meet, each smoothed by the browser, no hairline of the stage shows between them.
 */
const BLEED = (FACE_BOX_PX + 1) / BOX_SIDE

const dot = (a: CubeVector, b: CubeVector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

/** The focal length of the view in CSS pixels: the container's `perspective`. */
export const focalLength = (camera: CubeCamera, height: number) => height / 2 / camera.tanHalfV

/**
 * The CSS matrix3d (column-major, 16 numbers) of face k's box (BOX_SIDE square, transform-origin 0 0, at the top
 * left of a `width`×`height` container whose perspective is focalLength from its centre).
 *
 * Box point (x, y) shows slice pixel coordinates (x + SLICE_INSET, y + SLICE_INSET) of an n-pixel face, the cube
 * point in direction f + (2s/n − 1)·r − (2t/n − 1)·u of the face's axes (cube-faces.ts), spread by BLEED about the
 * face's centre and taken at the cube's scale n/2. In the camera's frame that point is (p·right, p·up, p·forward);
 * CSS puts the eye at z = focal with y down, so it goes to (width/2 + p·right, height/2 − p·up, focal − p·forward),
 * which the perspective projects to the pixel the engine's ray through it would light.
 */
export function faceMatrix(camera: CubeCamera, k: number, width: number, height: number): number[] {
  const face = CUBE_FACES[k]
  if (!face) throw new Error(`no cube face ${k}`)
  const { right, up, forward } = camera
  const half = FACE_BOX_PX / 2
  // p(x, y) = origin + x·alongX + y·alongY, and the face's outward axis for the box's own z (keeps it invertible).
  const alongX: CubeVector = [BLEED * face.r[0], BLEED * face.r[1], BLEED * face.r[2]]
  const alongY: CubeVector = [-BLEED * face.u[0], -BLEED * face.u[1], -BLEED * face.u[2]]
  // Box point (0, 0): slice pixel coordinates (inset, inset), that far from the face's centre along r and −u.
  const corner = BLEED * (SLICE_INSET - half)
  const origin: CubeVector = [
    half * face.f[0] + corner * (face.r[0] - face.u[0]),
    half * face.f[1] + corner * (face.r[1] - face.u[1]),
    half * face.f[2] + corner * (face.r[2] - face.u[2]),
  ]
  const column = (v: CubeVector) => [dot(v, right), -dot(v, up), -dot(v, forward), 0]
  return [
    ...column(alongX),
    ...column(alongY),
    ...column(face.f),
    width / 2 + dot(origin, right),
    height / 2 - dot(origin, up),
    focalLength(camera, height) - dot(origin, forward),
    1,
  ]
}

/** Six face boxes, each showing its slice of the strip (scaled to FACE_BOX_PX faces whatever the strip's size). */
export function cubeFaces(strip: string): HTMLElement[] {
  const url = strip.replace(/["\\\n]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)
  return CUBE_FACES.map((_, k) => {
    const box = document.createElement('div')
    const position = `${-(k * FACE_BOX_PX + SLICE_INSET)}px ${-SLICE_INSET}px`
    box.style.cssText = `position:absolute;left:0;top:0;width:${BOX_SIDE}px;height:${BOX_SIDE}px;transform-origin:0 0;background:url("${url}") ${position}/${6 * FACE_BOX_PX}px ${FACE_BOX_PX}px no-repeat`
    return box
  })
}

/** Turns the boxes to the camera's view of a `width`×`height` container (its `perspective` set to match). */
export function aimCube(container: HTMLElement, boxes: ReadonlyArray<HTMLElement>, camera: CubeCamera, rect: DOMRect) {
  container.style.perspective = `${focalLength(camera, rect.height)}px`
  boxes.forEach((box, k) => {
    box.style.transform = `matrix3d(${faceMatrix(camera, k, rect.width, rect.height).join(',')})`
  })
}
