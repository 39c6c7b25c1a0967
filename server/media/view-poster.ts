// A picture of a tour's opening view (issue 21): the preview strip drawn by the engine's own projection
// (src/domain/cube-projection.ts) into a small JPEG that the server-rendered tour page shows in its stage, so the
// browser paints the room in the page's first frame, before the first-paint painter (src/ui/first-paint) has built
// its CSS cube. The picture covers the widest view any stage shape shows (90° high, 110° wide): a stage shows the
// part of it that `object-fit: cover` keeps, which is its own view (its field of view is the vertical 90° or, wider
// than tan 55°, the horizontal 110°, tour-geometry's fieldOfView, both centred on the view's direction).
import sharp from 'sharp'
import { cubeCamera, cubePointAt, WIDEST_ASPECT } from '../../src/domain/cube-projection'
import { MAX_FIELD_OF_VIEW_DEG } from '../../src/schemas/constants'
import { type MediaStore, mediaKeys } from './store'

/** As tall as a strip face: one strip pixel to one picture pixel at its centre, as sharp as the strip on the cube. */
export const POSTER_HEIGHT = 256
export const POSTER_WIDTH = Math.round(POSTER_HEIGHT * WIDEST_ASPECT)

/**
 * The opening view (`heading` in the scene's cube, `tilt` up-positive, degrees) from the preview strip's JPEG (six
 * square faces side by side, CUBE_FACES' order), sampled bilinearly within each face: a JPEG of
 * POSTER_WIDTH × POSTER_HEIGHT.
 */
export async function viewPoster(strip: Uint8Array, heading: number, tilt: number): Promise<Buffer> {
  const { data, info } = await sharp(strip).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const side = info.height
  if (info.width !== side * 6) throw new Error(`a preview strip is six square faces, not ${info.width}×${side}`)
  const camera = cubeCamera(heading, tilt, MAX_FIELD_OF_VIEW_DEG, WIDEST_ASPECT)
  const out = Buffer.alloc(POSTER_WIDTH * POSTER_HEIGHT * 3)
  const last = side - 1
  for (let y = 0; y < POSTER_HEIGHT; y++) {
    for (let x = 0; x < POSTER_WIDTH; x++) {
      const point = cubePointAt(camera, (2 * (x + 0.5)) / POSTER_WIDTH - 1, 1 - (2 * (y + 0.5)) / POSTER_HEIGHT)
      // Face pixel (i, j) sits at u = 2(i + 0.5)/side − 1 (docs/panoramas.md), clamped to the face's own pixels.
      const fx = Math.min(last, Math.max(0, ((point.u + 1) * side) / 2 - 0.5))
      const fy = Math.min(last, Math.max(0, ((point.v + 1) * side) / 2 - 0.5))
      const x0 = Math.floor(fx)
      const y0 = Math.floor(fy)
      const x1 = Math.min(last, x0 + 1)
      const y1 = Math.min(last, y0 + 1)
      const ax = fx - x0
      const ay = fy - y0
      const left = point.face * side
      const at = (px: number, py: number) => (py * info.width + left + px) * 3
      const [a, b, c, d] = [at(x0, y0), at(x1, y0), at(x0, y1), at(x1, y1)]
      const o = (y * POSTER_WIDTH + x) * 3
      for (let k = 0; k < 3; k++) {
        const top = (data[a + k] ?? 0) * (1 - ax) + (data[b + k] ?? 0) * ax
        const bottom = (data[c + k] ?? 0) * (1 - ax) + (data[d + k] ?? 0) * ax
        out[o + k] = Math.round(top * (1 - ay) + bottom * ay)
      }
    }
  }
  return sharp(out, { raw: { width: POSTER_WIDTH, height: POSTER_HEIGHT, channels: 3 } })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer()
}

/** How many opening views' pictures a server process keeps (a listing's default view is the usual one). */
const KEPT = 64

/**
 * The opening view's picture as a data: address for the page's markup, made from the stored strip once per strip
 * version and view and kept (the most recently used KEPT), so a page waits for it at most once; undefined when it
 * cannot be made (the page then shows none, and its painter draws the view as before).
 */
export function viewPosterCache(store: MediaStore, log: (message: string) => void) {
  const kept = new Map<string, Promise<string | undefined>>()
  return (setId: string, sceneCode: string, stripUrl: string, heading: number, tilt: number) => {
    // The strip's address carries its version: a scene whose images change gets a new picture.
    const key = `${setId} ${stripUrl} ${heading} ${tilt}`
    const found = kept.get(key)
    if (found) {
      kept.delete(key)
      kept.set(key, found)
      return found
    }
    const made = store
      .read(mediaKeys.scene(setId, sceneCode, 'd.jpg'))
      .then((strip) => viewPoster(strip, heading, tilt))
      .then(
        (jpeg) => `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        (error: unknown) => {
          kept.delete(key)
          log(
            `the opening view's picture of ${stripUrl} could not be made: ${error instanceof Error ? error.message : error}`,
          )
          return undefined
        },
      )
    kept.set(key, made)
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string)
    return made
  }
}
