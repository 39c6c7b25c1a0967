import type { Kysely } from 'kysely'
import type { Database, ListingRow } from '../schema'

export function findListingByTourName(db: Kysely<Database>, tourName: string): Promise<ListingRow | undefined> {
  return db.selectFrom('listings').selectAll().where('tour_name', '=', tourName.toLowerCase()).executeTakeFirst()
}
