// Real effects of the address-lookup chart: the Geocoder service through the app's runtime (leaving a state aborts
// its request), and the draggable-marker map's chunk with the tiles' description (a dynamic import, so OpenLayers
// stays out of the entry and route chunks).
import { Schema } from 'effect'
import { fromPromise } from 'xstate'
import { MAP_TILE_INFO_PATH } from '../../domain/map-urls'
import { MapTileInfo } from '../../schemas/api/map'
import type { Marker } from '../../schemas/Order'
import { Geocoder } from '../../services/Geocoder'
import { lazyModule } from '../../services/lazy-module'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

const decodeTileInfo = Schema.decodeUnknownSync(MapTileInfo)

async function loadTileInfo(signal: AbortSignal): Promise<MapTileInfo> {
  const response = await fetch(MAP_TILE_INFO_PATH, { signal })
  if (!response.ok) throw new Error(`The map's tiles are unavailable (HTTP ${response.status}).`)
  return decodeTileInfo(await response.json())
}

/** The draggable-marker map: loaded by the chart's actor, drawn by the address step once the chart shows the map. */
export const markerMapCode = lazyModule(() => import('../../ui/map/draggable-marker-map'))
export type MarkerMapCode = Pick<typeof markerMapCode, 'loaded'>

export const addressLookupActors = (runtime: AppRuntime) => ({
  suggestAddresses: fromEffect(runtime, ({ query, country }: { query: string; country?: string }) =>
    Geocoder.use((g) => g.suggest(query, country)),
  ),
  lookupAddress: fromEffect(runtime, ({ address, country }: { address: string; country?: string }) =>
    Geocoder.use((g) => g.lookup(address, country)),
  ),
  reverseGeocode: fromEffect(runtime, (point: Marker) => Geocoder.use((g) => g.reverse(point))),
  loadMarkerMap: fromPromise<MapTileInfo, void>(async ({ signal }) => {
    const [, tiles] = await Promise.all([markerMapCode.load(), loadTileInfo(signal)])
    return tiles
  }),
})
