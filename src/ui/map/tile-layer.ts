// The base map both maps draw on: the configured tiles (the offline demo tiles by default, docs/maps.md) with their
// credit always shown.
import TileLayer from 'ol/layer/Tile'
import XYZ from 'ol/source/XYZ'
import type { MapTileInfo } from '../../schemas/api/map'

export function tileLayer(tiles: MapTileInfo) {
  const source = new XYZ({
    url: tiles.tiles[0],
    attributions: tiles.attribution,
    attributionsCollapsible: false,
    minZoom: tiles.minzoom,
    maxZoom: tiles.maxzoom,
    crossOrigin: null,
  })
  return new TileLayer({ source })
}
