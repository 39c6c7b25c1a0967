// Offline map tiles (SPEC §7 maps; ARCHITECTURE §1: the map works with no network): each tile is drawn once as
// SVG, rasterised with sharp and kept on disk, so later requests are a file read. The style version is part of the
// cache path and of the ETag, so a restyle never serves yesterday's tiles.
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Tile } from '../../../src/domain/web-mercator'
import { tileSvg } from './draw-tile'

/** Bump when draw-tile.ts changes how tiles look. */
export const TILE_STYLE_VERSION = 3

/** A tile as PNG bytes, at 256 px (scale 1) or 512 px (scale 2, for sharp static maps on high-density screens). */
export type TileSource = (tile: Tile, scale: 1 | 2) => Promise<Buffer>

export class OfflineTiles {
  private readonly dir: string
  private readonly inFlight = new Map<string, Promise<Buffer>>()

  constructor(mediaDir: string) {
    this.dir = path.join(mediaDir, 'map-tiles', `v${TILE_STYLE_VERSION}`)
  }

  /** The strong validator of a tile: its content depends only on the style version and the tile. */
  static etag({ z, x, y }: Tile, scale: 1 | 2 = 1) {
    return `"map-v${TILE_STYLE_VERSION}-${z}-${x}-${y}${scale === 2 ? '@2x' : ''}"`
  }

  readonly png: TileSource = (tile, scale) => {
    const file = path.join(this.dir, String(tile.z), String(tile.x), `${tile.y}${scale === 2 ? '@2x' : ''}.png`)
    // Concurrent requests for one tile (a map opening fetches a dozen at once) share a single render.
    let job = this.inFlight.get(file)
    if (!job) {
      job = this.readOrRender(file, tile, scale).finally(() => this.inFlight.delete(file))
      this.inFlight.set(file, job)
    }
    return job
  }

  private async readOrRender(file: string, tile: Tile, scale: 1 | 2): Promise<Buffer> {
    if (await isFile(file)) return readFile(file)
    const png = await renderTile(tile, scale)
    await mkdir(path.dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temporary, png)
    // Renamed into place so a reader never sees half a file.
    await rename(temporary, file)
    return png
  }
}

/** Draws a tile; palette PNG keeps a street tile to a few kilobytes with no visible loss on these flat colours. */
export function renderTile(tile: Tile, scale: 1 | 2 = 1): Promise<Buffer> {
  return sharp(Buffer.from(tileSvg(tile, scale)))
    .png({ palette: true, quality: 95, compressionLevel: 9, effort: 7 })
    .toBuffer()
}

const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  )
