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

/** One demo listing of each kind the visibility tests need: public and delivered, owned and offline, protected. */
export async function demoListingsByKind(db: Kysely<Database>) {
  const rows = await demoListingStates(db)
  const owned = rows.filter((r) => r.owner_email === 'owner@showhome.example')
  const others = rows.filter((r) => r.owner_email === null)
  const names = {
    public: others.find((r) => r.fully_delivered && !r.is_offline && !r.passcode_hash)?.tour_name,
    offline: owned.find((r) => r.is_offline && !r.passcode_hash)?.tour_name,
    protected: others.find((r) => r.passcode_hash && !r.is_offline)?.tour_name,
  }
  if (!names.public || !names.offline || !names.protected) throw new Error('the demo world lacks a listing kind')
  return names as Record<keyof typeof names, string>
}
