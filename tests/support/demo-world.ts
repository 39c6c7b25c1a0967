// The demo world in a test database, without rendering: the accounts, and the 96 listings with their orders over
// the real media set descriptions (no image files, which the search and permission tests do not need).
import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema'
import { DEMO_HOUSE_SEEDS, describeMediaSet } from '../../server/demo/media-set'
import { seedDemoWorld } from '../../server/demo/seed'
import { seedDemoUsers } from '../../server/demo/users'

export async function seedTestWorld(db: Kysely<Database>, now = new Date()) {
  await seedDemoUsers(db)
  await seedDemoWorld(db, DEMO_HOUSE_SEEDS.map(describeMediaSet), now)
}

/** The demo listings with who owns them (null for nobody), in tour-name order, for tests to pick listings by state. */
export function demoListingStates(db: Kysely<Database>) {
  return db
    .selectFrom('listings')
    .leftJoin('users', 'users.id', 'listings.owner_user_id')
    .select(['tour_name', 'is_offline', 'passcode_hash', 'fully_delivered', 'users.email as owner_email'])
    .orderBy('tour_name')
    .execute()
}
