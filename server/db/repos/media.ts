// What the media endpoints read besides the listing itself (found by server/http/listing-for-caller.ts, as for the
// data calls): a photo's file and visibility, whether a scene is hidden, and a generated house's seed.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../schema'

export async function findListingPhoto(db: Kysely<Database>, listingId: string, code: string) {
  const row = await db
    .selectFrom('listing_photos')
    .select(['media_key', 'hidden'])
    .where('listing_id', '=', listingId)
    .where('code', '=', code)
    .executeTakeFirst()
  return row ? { mediaKey: row.media_key, hidden: row.hidden } : undefined
}

/** Whether the media set's tour config marks the scene hidden (a scene it does not name is not hidden). */
export async function isHiddenScene(db: Kysely<Database>, setId: string, sceneCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('media_sets')
    .select(
      sql<boolean>`coalesce(jsonb_path_exists(tour_config, '$.scenes[*] ? (@.code == $code && @.hidden == true)', jsonb_build_object('code', ${sceneCode}::text)), false)`.as(
        'hidden',
      ),
    )
    .where('id', '=', setId)
    .executeTakeFirst()
  return row?.hidden === true
}

/** The generated house's seed, for floor plan documents made on demand; null for imported sets. */
export async function mediaSetSeed(db: Kysely<Database>, setId: string): Promise<number | null> {
  const row = await db.selectFrom('media_sets').select('seed').where('id', '=', setId).executeTakeFirst()
  return row?.seed ?? null
}
