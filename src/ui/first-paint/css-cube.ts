// The first paint as the browser's own drawing (issue 21): the panorama's faces laid out as a cube in CSS 3D, each a
// box showing one face under a perspective transform that puts its pixels where the engine's camera
// (src/domain/cube-projection.ts) puts them. First the six faces of the preview strip, then the full faces in view
// over them. No script touches a pixel: the browser decodes and draws the images off the main thread, as it would
// an <img>, where a per-pixel loop in script held the page's first frames for 30–40 ms (the preview) and 70–100 ms
// (the sharp picture) on a two-core machine.
import { CUBE_FACES, type CubeVector } from '../../domain/cube-faces'
import type { CubeCamera } from '../../domain/cube-projection'

/** The preview strip's faces (docs/panoramas.md): six squares of this side, side by side. */
export const STRIP_FACE_PX = 256
/**
 * Each box shows its face from half a pixel in on every side: the browser's filtering at a box's edge then reads
 * only that face's own pixels, never the neighbouring face's in the strip (a coloured hairline where two faces meet
 * otherwise, plain on a phone's dense screen).
 */
const INSET = 0.5

/** One face of the cube on the page: which face (CUBE_FACES' order), and its images' face side in pixels. */
export interface FaceBox {
  readonly element: HTMLElement
  readonly face: number
  readonly size: number
}

const dot = (a: CubeVector, b: CubeVector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

/** The focal length of the view in CSS pixels: the container's `perspective`. */
export const focalLength = (camera: CubeCamera, height: number) => height / 2 / camera.tanHalfV

/**
 * The CSS matrix3d (column-major, 16 numbers) of the box of face k with n-pixel images (a box n − 1 across,
 * transform-origin 0 0, at the top left of a `width`×`height` container whose perspective is focalLength from its
 * centre).
 *
 * Box point (x, y) shows face pixel coordinates (s, t) = (x + ½, y + ½): the cube point in direction
 * f + (2s/n − 1)·r − (2t/n − 1)·u of the face's axes (cube-faces.ts), spread about the face's centre by
 * (n + 1)/(n − 1) so the box reaches half a pixel past the face's edge (where two faces meet, each smoothed by the
 * browser, no hairline of the stage shows between them), taken at the cube's scale n/2. In the camera's frame that
 * point is (p·right, p·up, p·forward); CSS puts the eye at z = focal with y down, so it goes to
 * (width/2 + p·right, height/2 − p·up, focal − p·forward), which the perspective projects to the pixel the engine's
 * ray through it would light.
 */
export function faceMatrix(camera: CubeCamera, k: number, n: number, width: number, height: number): number[] {
  const face = CUBE_FACES[k]
  if (!face) throw new Error(`no cube face ${k}`)
  const { right, up, forward } = camera
  const half = n / 2
  const bleed = (n + 1) / (n - 2 * INSET)
  // p(x, y) = origin + x·alongX + y·alongY, and the face's outward axis for the box's own z (keeps it invertible).
  const alongX: CubeVector = [bleed * face.r[0], bleed * face.r[1], bleed * face.r[2]]
  const alongY: CubeVector = [-bleed * face.u[0], -bleed * face.u[1], -bleed * face.u[2]]
  // Box point (0, 0): face pixel coordinates (½, ½), that far from the face's centre along r and −u.
  const corner = bleed * (INSET - half)
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

/** A box showing column `column` of `columns` n-pixel faces side by side in the image at `url`. */
function box(url: string, n: number, column: number, columns: number): HTMLElement {
  const element = document.createElement('div')
  // Quotes, backslashes and every control character escaped (CSS reads \r and \f as line ends, which end a string).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  const quoted = url.replace(/[\u0000-\u001f\u007f"\\]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)
  const side = n - 2 * INSET
  const position = `${-(column * n + INSET)}px ${-INSET}px`
  element.style.cssText = `position:absolute;left:0;top:0;width:${side}px;height:${side}px;transform-origin:0 0;background:url("${quoted}") ${position}/${columns * n}px ${n}px no-repeat`
  return element
}

/** The six faces of the preview strip (each drawn as a STRIP_FACE_PX square, whatever the strip's own size). */
export const stripBoxes = (strip: string): FaceBox[] =>
  CUBE_FACES.map((_, k) => ({ element: box(strip, STRIP_FACE_PX, k, 6), face: k, size: STRIP_FACE_PX }))

/** One full face, from its own n×n image. */
export const faceBox = (url: string, face: number, n: number): FaceBox => ({
  element: box(url, n, 0, 1),
  face,
  size: n,
})

/** Whether any of face k lies before the eye: one of its corners (f ± r ± u) is ahead of the camera. */
function ahead(camera: CubeCamera, k: number): boolean {
  const face = CUBE_FACES[k]
  if (!face) return false
  const along = (v: CubeVector) => dot(v, camera.forward)
  const f = along(face.f)
  const r = Math.abs(along(face.r))
  const u = Math.abs(along(face.u))
  return f + r + u > 0
}

/**
 * Turns the boxes to the camera's view of a `width`×`height` container (its `perspective` set to match). A face
 * wholly behind the eye is hidden: the browser has nothing of it to draw, and no plane of it to clip.
 */
export function aimCube(container: HTMLElement, boxes: ReadonlyArray<FaceBox>, camera: CubeCamera, rect: DOMRect) {
  container.style.perspective = `${focalLength(camera, rect.height)}px`
  for (const { element, face, size } of boxes) {
    element.style.transform = `matrix3d(${faceMatrix(camera, face, size, rect.width, rect.height).join(',')})`
    element.style.visibility = ahead(camera, face) ? '' : 'hidden'
  }
}
