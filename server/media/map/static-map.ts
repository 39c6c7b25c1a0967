// The static map (SPEC §7: a 600×400 image requested by lat and lng): the tiles around the point composed into one
// picture with the listing's pin at the centre. It is the interactive map's placeholder and the street view's
// fallback, so it uses the same tiles and the same pin.
import sharp, { type OverlayOptions } from 'sharp'
import { markerSvg } from '../../../src/domain/map-marker'
import { type LatLng, TILE_SIZE, type Tile, tilesCovering, toWorldPixel } from '../../../src/domain/web-mercator'
import { MAP_MARKER_ICON_PX } from '../../../src/schemas/constants'
import { COLOURS } from './style'

export interface StaticMapRequest {
  readonly center: LatLng
  readonly zoom: number
  readonly width: number
  readonly height: number
  /** 2 draws every pixel twice as dense, for high-density screens. */
  readonly scale: 1 | 2
}

/** Tiles of `size` pixels at `zoom`: either our own at any scale, or a provider's 256 px tiles one zoom closer. */
export interface TileGrid {
  readonly zoom: number
  readonly size: number
  readonly tile: (tile: Tile) => Promise<Buffer>
}

export async function composeStaticMap(request: StaticMapRequest, grid: TileGrid): Promise<Buffer> {
  const width = request.width * request.scale
  const height = request.height * request.scale
  // World pixels at the grid's zoom and tile size; a grid one zoom closer at 256 px has the same pixel density as
  // ours at 512 px.
  const centre = toWorldPixel(request.center, grid.zoom)
  const perPixel = grid.size / TILE_SIZE
  const left = Math.round(centre.x * perPixel - width / 2)
  const top = Math.round(centre.y * perPixel - height / 2)
  const covering = tilesCovering(
    { x: left / perPixel, y: top / perPixel },
    width / perPixel,
    height / perPixel,
    grid.zoom,
  )
  const layers = await Promise.all(
    covering.map(async (tile) =>
      placed(await grid.tile(tile), tile.x * grid.size - left, tile.y * grid.size - top, grid.size, width, height),
    ),
  )
  const pin = MAP_MARKER_ICON_PX * request.scale
  const marker: OverlayOptions = {
    input: Buffer.from(markerSvg(pin)),
    left: Math.round(width / 2 - pin / 2),
    top: Math.round(height / 2 - (pin * 28.5) / 30),
  }
  return sharp({ create: { width, height, channels: 3, background: COLOURS.land } })
    .composite([...layers.flat(), marker])
    .png({ palette: true, quality: 95, compressionLevel: 9, effort: 7 })
    .toBuffer()
}

/**
 * A tile as an overlay at (x, y) on a width × height canvas. sharp refuses overlays that stick out of the canvas,
 * so the part that shows is cut out first.
 */
async function placed(png: Buffer, x: number, y: number, size: number, width: number, height: number) {
  const fitted = size === (await sharp(png).metadata()).width ? png : await sharp(png).resize(size, size).toBuffer()
  const x0 = Math.max(0, x)
  const y0 = Math.max(0, y)
  const x1 = Math.min(width, x + size)
  const y1 = Math.min(height, y + size)
  if (x1 <= x0 || y1 <= y0) return []
  const whole = x0 === x && y0 === y && x1 === x + size && y1 === y + size
  const input = whole
    ? fitted
    : await sharp(fitted)
        .extract({ left: x0 - x, top: y0 - y, width: x1 - x0, height: y1 - y0 })
        .toBuffer()
  return [{ input, left: x0, top: y0 }]
}
