// The opening view's picture (server/media/view-poster.ts): the strip drawn as the engine would draw the view, checked
// against the cube's geometry itself (which face each direction leaves through), on a strip whose six faces are six
// flat colours; the page's markup with it; and the cache that makes it once.
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { withViewPoster } from '../../server/http/tour-preloads'
import type { MediaStore } from '../../server/media/store'
import { POSTER_HEIGHT, POSTER_WIDTH, viewPoster, viewPosterCache } from '../../server/media/view-poster'

const SIDE = 64
/** One colour per face, in CUBE_FACES' order: 0 up (+z), 1 +y, 2 +x, 3 −y, 4 −x, 5 down (−z). */
const COLOURS = [
  [230, 30, 30],
  [30, 200, 30],
  [30, 30, 220],
  [220, 220, 30],
  [30, 210, 210],
  [210, 30, 210],
] as const

const strip = () => {
  const raw = Buffer.alloc(SIDE * 6 * SIDE * 3)
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE * 6; x++)
      raw.set(COLOURS[Math.floor(x / SIDE)] as readonly number[], (y * SIDE * 6 + x) * 3)
  return sharp(raw, { raw: { width: SIDE * 6, height: SIDE, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer()
}

/** The picture's colour at (x, y), 0–1 across it. */
async function colourAt(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })
  const px = Math.min(info.width - 1, Math.floor(x * info.width))
  const py = Math.min(info.height - 1, Math.floor(y * info.height))
  const at = (py * info.width + px) * info.channels
  return [data[at], data[at + 1], data[at + 2]]
}

const near = (colour: ReadonlyArray<number | undefined>, face: number) =>
  colour.every((c, k) => Math.abs((c ?? 0) - (COLOURS[face]?.[k] ?? 0)) < 25)

describe('viewPoster', () => {
  it('is the widest view any stage shows, at the strip’s own sharpness', async () => {
    const meta = await sharp(await viewPoster(await strip(), 0, 0)).metadata()
    expect([meta.width, meta.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT])
    // 110° wide by 90° high.
    expect(POSTER_WIDTH / POSTER_HEIGHT).toBeCloseTo(Math.tan((55 * Math.PI) / 180), 2)
  })

  it.each([
    // heading, tilt, where in the picture, the face that direction leaves the cube through
    [0, 0, 0.5, 0.5, 1],
    [0, 0, 0.02, 0.5, 4],
    [0, 0, 0.98, 0.5, 2],
    [90, 0, 0.5, 0.5, 2],
    [180, 0, 0.5, 0.5, 3],
    [270, 0, 0.5, 0.5, 4],
    [0, -80, 0.5, 0.5, 5],
    [0, 80, 0.5, 0.5, 0],
    [0, 20, 0.5, 0.02, 0],
    [0, -20, 0.5, 0.98, 5],
  ])('heading %s, tilt %s: at (%s, %s) it shows face %s', async (heading, tilt, x, y, face) => {
    expect(near(await colourAt(await viewPoster(await strip(), heading, tilt), x, y), face)).toBe(true)
  })

  it('refuses what is not a strip of six square faces', async () => {
    const square = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer()
    await expect(viewPoster(square, 0, 0)).rejects.toThrow(/six square faces/)
  })
})

describe('withViewPoster', () => {
  const markup = '<section><div class="s" data-tour-pending=""><div role="status"></div></div></section>'

  it('puts the picture first in the server’s stage, covering it', () => {
    const out = withViewPoster(markup, 'data:image/jpeg;base64,AAA=')
    expect(out).toBe(
      '<section><div class="s" data-tour-pending=""><img data-tour-poster="" elementtiming="tour-poster" alt="" ' +
        'src="data:image/jpeg;base64,AAA=" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover">' +
        '<div role="status"></div></div></section>',
    )
  })

  it('escapes the address, and leaves markup without a stage alone', () => {
    expect(withViewPoster(markup, 'x"><script>')).toContain('src="x&quot;>&lt;script>"')
    expect(withViewPoster('<div id="stage"></div>', 'data:,')).toBeUndefined()
  })
})

describe('viewPosterCache', () => {
  const storeWith = (read: MediaStore['read']) => ({ read }) as unknown as MediaStore

  it('makes a view’s picture once, from the scene’s stored strip', async () => {
    const bytes = await strip()
    const read = vi.fn(async () => bytes)
    const posters = viewPosterCache(storeWith(read), () => {})
    const [first, second] = await Promise.all([
      posters('set-1', 's02', '/media/t/scenes/s02/d.jpg?v=1', 0, 0),
      posters('set-1', 's02', '/media/t/scenes/s02/d.jpg?v=1', 0, 0),
    ])
    expect(first).toMatch(/^data:image\/jpeg;base64,/)
    expect(second).toBe(first)
    expect(read).toHaveBeenCalledTimes(1)
    expect(read).toHaveBeenCalledWith('sets/set-1/scenes/s02/d.jpg')
    // Another version of the strip, or another view, is another picture.
    await posters('set-1', 's02', '/media/t/scenes/s02/d.jpg?v=2', 0, 0)
    await posters('set-1', 's02', '/media/t/scenes/s02/d.jpg?v=2', 90, 0)
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('answers nothing when the strip cannot be read, says why, and tries again next time', async () => {
    const read = vi.fn(async () => {
      throw new Error('store down')
    })
    const said: string[] = []
    const posters = viewPosterCache(storeWith(read), (message) => said.push(message))
    expect(await posters('set-1', 's02', '/s.jpg', 0, 0)).toBeUndefined()
    expect(said.join()).toContain('store down')
    expect(await posters('set-1', 's02', '/s.jpg', 0, 0)).toBeUndefined()
    expect(read).toHaveBeenCalledTimes(2)
  })
})
