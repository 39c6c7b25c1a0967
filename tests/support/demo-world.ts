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
