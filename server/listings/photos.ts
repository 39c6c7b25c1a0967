// A listing's photos in the shapes its answers need: all of them in order for the viewer, the first one for a card
// or a link preview.
import type { Kysely } from 'kysely'
import type { Database, ListingRow } from '../db/schema'
import { PHOTO_COLUMNS, type PhotoRow, photoOf } from './mapping'

/** In the listing's order; hidden ones only for gallery managers. Videos are photos with an external link. */
export async function listingPhotos(db: Kysely<Database>, row: ListingRow, includeHidden: boolean) {
  const rows = await db
    .selectFrom('listing_photos')
    .select(PHOTO_COLUMNS)
    .where('listing_id', '=', row.id)
    .$if(!includeHidden, (q) => q.where('hidden', '=', false))
    .orderBy('position')
    .execute()
  return rows.map((photo) => photoOf(row.tour_name, photo))
}

/** Each listing's first visible photo that is not a video: one query for the whole page. */
export async function coverPhotos(
  db: Kysely<Database>,
  listingIds: ReadonlyArray<string>,
): Promise<Map<string, PhotoRow>> {
  if (listingIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('listing_photos')
    .select(['listing_id', ...PHOTO_COLUMNS])
    .where('listing_id', 'in', listingIds)
    .where('hidden', '=', false)
    .where('external_link', 'is', null)
    .distinctOn('listing_id')
    .orderBy('listing_id')
    .orderBy('position')
    .execute()
  return new Map(rows.map((row) => [row.listing_id, row]))
}
