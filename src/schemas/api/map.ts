// The map tiles' description (SPEC §7 Images and maps): GET /media/map/tiles.json answers TileJSON, so the
// interactive map knows whom to credit and which zooms have tiles whether they are our offline ones or a provider's.
import { Schema } from 'effect'

export const MapTileInfo = Schema.Struct({
  tilejson: Schema.String,
  /** XYZ URL templates, {z}/{x}/{y}. */
  tiles: Schema.NonEmptyArray(Schema.String),
  /** Who made the tiles; shown on the map. */
  attribution: Schema.String,
  minzoom: Schema.Int,
  maxzoom: Schema.Int,
})
export type MapTileInfo = typeof MapTileInfo.Type
