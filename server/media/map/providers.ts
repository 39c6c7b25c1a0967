// Outside map providers, when configured (MAP_TILES_URL, STREET_VIEW_URL): their URL templates, and a tile fetcher
// for composing the static map from their tiles so it matches the interactive map. A tile the provider does not
// deliver in time is drawn offline instead, so the static map always comes back.
import type { Tile } from '../../../src/domain/web-mercator'
import type { TileSource } from './tiles'

/** How long one provider tile may take before the offline tile stands in. */
const TILE_FETCH_TIMEOUT_MS = 4000

/** Fills a {z}/{x}/{y} template; {s} (a subdomain some providers still use) becomes 'a'. */
export const tileUrl = (template: string, { z, x, y }: Tile) =>
  template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y)).replaceAll('{s}', 'a')

/** Fills a street view template's {lat}, {lng}, {width} and {height}. */
export const streetViewUrl = (template: string, lat: number, lng: number, width: number, height: number) =>
  template
    .replaceAll('{lat}', String(lat))
    .replaceAll('{lng}', String(lng))
    .replaceAll('{width}', String(width))
    .replaceAll('{height}', String(height))

/** A provider's 256 px tile, or the offline one when it fails; providers ask fetchers to name themselves. */
export function providerTiles(template: string, userAgent: string, fallback: TileSource) {
  return async (tile: Tile): Promise<Buffer> => {
    try {
      const response = await fetch(tileUrl(template, tile), {
        headers: { 'user-agent': userAgent },
        signal: AbortSignal.timeout(TILE_FETCH_TIMEOUT_MS),
      })
      if (response.ok && response.headers.get('content-type')?.startsWith('image/')) {
        return Buffer.from(await response.arrayBuffer())
      }
    } catch {
      // Unreachable or too slow: the offline tile below.
    }
    return fallback(tile, 1)
  }
}
