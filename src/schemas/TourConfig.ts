// The 3D tour's scene graph (SPEC §3 Tour config), loaded from GET /tour/{tourName}.
import { Schema, SchemaTransformation } from 'effect'
import { Finite, NonNegativeInt } from './primitives'

/** One 360-degree capture point. Positions are in tour units (metres), angles in degrees. */
export const Scene = Schema.Struct({
  /** Stable key of the scene; links, photos and the d1 starting view refer to it. */
  code: Schema.String,
  /** Image version, appended as ?v= so a re-rendered panorama is never served from cache. */
  version: NonNegativeInt,
  /** Named set of scenes for guided touring ('Exterior', 'Main floor'). */
  group: Schema.String,
  /** Lighting or capture setting, e.g. 'day' or 'twilight'. */
  setting: Schema.String,
  /** Scenes in one cluster (a room) slide into each other; between clusters the tour flies out and in. */
  cluster: Schema.String,
  /** Id of the floor (see `floors` and the floor plan's floors) the scene stands on. */
  floor: Schema.String,
  x: Finite,
  y: Finite,
  z: Finite,
  /** Camera height above the floor in centimetres (130 when unknown, SPEC §9). */
  height: Finite,
  /** Rotation that aligns the panorama's seam with the tour's north. */
  yaw: Finite,
  pitch: Finite,
  /** Codes of the scenes one can walk to from here. */
  linkedScenes: Schema.Array(Schema.String),
  /** Hidden scenes are sent only in debug mode (includeHidden) and never shown to visitors. */
  hidden: Schema.Boolean,
})
export type Scene = typeof Scene.Type

export const TourFloor = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** Height of the floor's level in tour units, to place it under its scenes. */
  z: Finite,
})
export type TourFloor = typeof TourFloor.Type

/** A room's readable name for its scenes' cluster code (the walk-to buttons, the Rooms list, arrivals). */
export const TourRoom = Schema.Struct({ id: Schema.String, name: Schema.String })
export type TourRoom = typeof TourRoom.Type

/** Where the tour opens: a scene and a view direction in degrees. */
export const StartingView = Schema.Struct({ sceneCode: Schema.String, pan: Finite, tilt: Finite })
export type StartingView = typeof StartingView.Type

/** The tour config as sent: scenes once, without the index. */
export const TourConfigJson = Schema.Struct({
  scenes: Schema.Array(Scene),
  /** Default camera height in centimetres for scenes that give none. */
  height: Finite,
  /** Lowest floor level, so the dollhouse view can sit on the ground. */
  minZ: Finite,
  floors: Schema.Array(TourFloor),
  starting: StartingView,
  /** Names of the clusters; configs stored before they were kept have none, and names are read from the codes. */
  rooms: Schema.optionalKey(Schema.Array(TourRoom)),
})

const TourConfigType = Schema.Struct({
  ...TourConfigJson.fields,
  /** The same scenes keyed by code, built while decoding so lookups by code are cheap and never drift. */
  scenesByCode: Schema.Record(Schema.String, Scene),
})

/** The decoded tour config: `scenesByCode` is derived from `scenes` and dropped again on encoding. */
export const TourConfig = TourConfigJson.pipe(
  Schema.decodeTo(
    Schema.toType(TourConfigType),
    SchemaTransformation.transform({
      decode: (json) => ({ ...json, scenesByCode: Object.fromEntries(json.scenes.map((s) => [s.code, s])) }),
      encode: ({ scenesByCode: _, ...json }) => json,
    }),
  ),
)
export type TourConfig = typeof TourConfig.Type
