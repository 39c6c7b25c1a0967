// Real effects of the listing-map chart: the OpenLayers adaptor's chunk (a dynamic import, so Vite splits it and its
// CSS off the route) and the tiles' description, fetched together. Neither goes through the API client: the chunk is
// the bundler's, and tiles.json sits beside the tiles under /media, outside the API's base paths.
import { Schema } from 'effect'
import { fromPromise } from 'xstate'
import { MAP_TILE_INFO_PATH } from '../../domain/map-urls'
import { MapTileInfo } from '../../schemas/api/map'
import { lazyModule } from '../../services/lazy-module'

const decodeTileInfo = Schema.decodeUnknownSync(MapTileInfo)

async function loadTileInfo(signal: AbortSignal): Promise<MapTileInfo> {
  const response = await fetch(MAP_TILE_INFO_PATH, { signal })
  if (!response.ok) throw new Error(`The map's tiles are unavailable (HTTP ${response.status}).`)
  return decodeTileInfo(await response.json())
}

/** The OpenLayers adaptor: loaded by the chart's actor, drawn by the view once the chart shows the map. */
export const listingMapCode = lazyModule(() => import('../../ui/map/listing-map'))
export type ListingMapCode = typeof listingMapCode

export const listingMapActors = {
  loadMap: fromPromise<MapTileInfo, void>(async ({ signal }) => {
    const [, tiles] = await Promise.all([listingMapCode.load(), loadTileInfo(signal)])
    return tiles
  }),
}
