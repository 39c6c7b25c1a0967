// A listing's photos in the shapes its answers need: all of them in order for the viewer, the first one for a card
// or a link preview; and the photo editor's save.
import type { Kysely } from 'kysely'
import type { Photo } from '../../src/schemas/Listing'
import type { Database, ListingRow } from '../db/schema'
import { type PhotoEdit, photoPlacements } from '../domain/photo-order'
import { withRooms } from '../domain/photo-rooms'
import { PHOTO_COLUMNS, type PhotoRow, photoOf } from './mapping'
import { cachedTourConfig } from './tour-config'

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

/**
 * Saves the photo editor's list (server/domain/photo-order.ts) in one transaction: positions in the order given,
 * visibility as given. Answers every photo as a gallery manager reads it (hidden ones included), or undefined when
 * the list is not exactly the listing's photos, in which case nothing changed. The listing's `updated_at` moves
 * with the photos (the trigger of migration 0006); an unchanged list writes nothing.
 */
export async function savePhotoEdits(
  db: Kysely<Database>,
  row: ListingRow,
  edits: ReadonlyArray<PhotoEdit>,
): Promise<Photo[] | undefined> {
  const saved = await db.transaction().execute(async (tx) => {
    // The listing row first: the photo triggers of a concurrent writer update it, so two saves (or a save and an
    // import) take turns and each compares against photos that are there.
    await tx.selectFrom('listings').select('id').where('id', '=', row.id).forUpdate().execute()
    const stored = await tx
      .selectFrom('listing_photos')
      .select(['code', 'position', 'hidden'])
      .where('listing_id', '=', row.id)
      .forUpdate()
      .execute()
    const placements = photoPlacements(stored, edits)
    if (!placements) return undefined
    for (const { code, position, hidden } of placements) {
      await tx
        .updateTable('listing_photos')
        .set({ position, hidden })
        .where('listing_id', '=', row.id)
        .where('code', '=', code)
        .execute()
    }
    return listingPhotos(tx, row, true)
  })
  // Named by room as the listing names them (listing.ts), so the editor's answer can replace the listing's photos.
  return saved && withRooms(saved, row.tour_ready ? await cachedTourConfig(db, row, false) : undefined)
}
