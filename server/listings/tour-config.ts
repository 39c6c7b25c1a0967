// A listing's tour config (SPEC §3 Tour config, §7 GET /tour/{tourName}) from its media set's stored config
// (media_sets.tour_config, written by the demo seeder and the importer in the wire shape, TourConfigJson).

import { Result, Schema } from 'effect'
import type { Kysely } from 'kysely'
import { type Scene, TourConfig } from '../../src/schemas/TourConfig'
import type { Database, ListingRow } from '../db/schema'
import { VersionedCache } from './lookup-cache'

const decodeStored = Schema.decodeUnknownResult(TourConfig)

/**
 * The stored config, decoded, or undefined when the listing has no media set, no config, an unreadable one or no
 * scene left to show. Hidden scenes are dropped unless `withHidden`, and so are the links to them; a starting view
 * on a dropped scene moves to the first scene left.
 */
export async function tourConfigOf(
  db: Kysely<Database>,
  row: ListingRow,
  withHidden: boolean,
): Promise<TourConfig | undefined> {
  if (row.media_set_id === null) return undefined
  const set = await db
    .selectFrom('media_sets')
    .select('tour_config')
    .where('id', '=', row.media_set_id)
    .executeTakeFirst()
  if (!set?.tour_config) return undefined
  const decoded = decodeStored(set.tour_config)
  if (Result.isFailure(decoded)) return undefined
  return shownScenes(decoded.success, withHidden)
}

/** The config with only the scenes the caller may see, linked only to each other. */
export function shownScenes(config: TourConfig, withHidden: boolean): TourConfig | undefined {
  const scenes = withHidden ? config.scenes : config.scenes.filter((s) => !s.hidden)
  const first = scenes[0]
  if (!first) return undefined
  const codes = new Set(scenes.map((s) => s.code))
  const kept: Scene[] = scenes.map((s) => ({ ...s, linkedScenes: s.linkedScenes.filter((code) => codes.has(code)) }))
  const starting = codes.has(config.starting.sceneCode)
    ? config.starting
    : { ...config.starting, sceneCode: first.code }
  return {
    ...config,
    scenes: kept,
    scenesByCode: Object.fromEntries(kept.map((s) => [s.code, s])),
    starting,
    // Only the rooms of the scenes kept: a room whose every scene is hidden is not named either.
    ...(config.rooms ? { rooms: config.rooms.filter((room) => kept.some((s) => s.cluster === room.id)) } : {}),
  }
}

const configCaches = new WeakMap<Kysely<Database>, VersionedCache<{ readonly config: TourConfig | undefined }>>()

/**
 * `tourConfigOf`, kept per media set and config version: a version's config never changes (browsers and shared
 * caches keep it for a year under its ?v= URL), so changing a stored config means a new version, which is also what
 * makes this cache read it again.
 */
export async function cachedTourConfig(
  db: Kysely<Database>,
  row: ListingRow,
  withHidden: boolean,
): Promise<TourConfig | undefined> {
  if (row.media_set_id === null) return undefined
  let cache = configCaches.get(db)
  if (!cache) {
    cache = new VersionedCache(500, 60 * 60 * 1000)
    configCaches.set(db, cache)
  }
  const kept = await cache.getOrLoad(
    `${row.media_set_id}|${withHidden}`,
    String(row.tour_config_version),
    async () => ({
      config: await tourConfigOf(db, row, withHidden),
    }),
  )
  return kept.config
}
