// What the media endpoints need to know about a listing: whether it may be shown, and where its files are.
import type { Kysely } from 'kysely'
import type { Database } from '../schema'

export interface MediaListing {
  readonly id: string
  readonly tourName: string
  readonly ownerUserId: string | null
  readonly offline: boolean
  readonly protected: boolean
  readonly mediaSetId: string | null
  /** The generated house's seed, for media made on demand; null for imported sets. */
  readonly setSeed: number | null
  /** One line, as printed on floor plan pages. */
  readonly address: string
}

export async function findListingForMedia(db: Kysely<Database>, tourName: string): Promise<MediaListing | undefined> {
  const row = await db
    .selectFrom('listings')
    .leftJoin('media_sets', 'media_sets.id', 'listings.media_set_id')
    .select([
      'listings.id',
      'tour_name',
      'owner_user_id',
      'is_offline',
      'passcode_hash',
      'media_set_id',
      'media_sets.seed',
      'street',
      'unit',
      'city',
      'region',
      'postal_code',
    ])
    .where('tour_name', '=', tourName)
    .executeTakeFirst()
  return row
    ? {
        id: row.id,
        tourName: row.tour_name,
        ownerUserId: row.owner_user_id,
        offline: row.is_offline,
        protected: row.passcode_hash !== null,
        mediaSetId: row.media_set_id,
        setSeed: row.seed ?? null,
        address: [[row.street, row.unit].filter(Boolean).join(' '), row.city, `${row.region} ${row.postal_code}`.trim()]
          .filter(Boolean)
          .join(', '),
      }
    : undefined
}

export async function findListingPhoto(db: Kysely<Database>, listingId: string, code: string) {
  const row = await db
    .selectFrom('listing_photos')
    .select(['media_key'])
    .where('listing_id', '=', listingId)
    .where('code', '=', code)
    .executeTakeFirst()
  return row ? { mediaKey: row.media_key } : undefined
}
