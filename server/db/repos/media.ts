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
}

export async function findListingForMedia(db: Kysely<Database>, tourName: string): Promise<MediaListing | undefined> {
  const row = await db
    .selectFrom('listings')
    .select(['id', 'tour_name', 'owner_user_id', 'is_offline', 'passcode_hash', 'media_set_id'])
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
