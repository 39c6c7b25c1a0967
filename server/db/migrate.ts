// Versioned migrations, one file each, applied in name order on start. Listed statically so a bundled or
// type-stripped server finds them without reading a folder.
import type { Kysely } from 'kysely'
import { type Migration, Migrator } from 'kysely/migration'
import * as m0001 from './migrations/0001_users_and_sessions'
import * as m0002 from './migrations/0002_listings'
import * as m0003 from './migrations/0003_demo_world'
import * as m0004 from './migrations/0004_accounts'
import * as m0005 from './migrations/0005_listing_search'
import * as m0006 from './migrations/0006_listing_viewer'
import * as m0007 from './migrations/0007_booking'
import * as m0008 from './migrations/0008_visit_visitor'
import * as m0009 from './migrations/0009_order_changes'
import * as m0010 from './migrations/0010_waitlist_offers'
import * as m0011 from './migrations/0011_waitlist_holds'
import * as m0012 from './migrations/0012_visit_insights'
import * as m0013 from './migrations/0013_subscriptions'
import * as m0014 from './migrations/0014_order_plan_redemption'
import * as m0015 from './migrations/0015_renewal_charges'
import * as m0016 from './migrations/0016_photo_zip_builds'
import type { Database } from './schema'

export const migrations: Record<string, Migration> = {
  '0001_users_and_sessions': m0001,
  '0002_listings': m0002,
  '0003_demo_world': m0003,
  '0004_accounts': m0004,
  '0005_listing_search': m0005,
  '0006_listing_viewer': m0006,
  '0007_booking': m0007,
  '0008_visit_visitor': m0008,
  '0009_order_changes': m0009,
  '0010_waitlist_offers': m0010,
  '0011_waitlist_holds': m0011,
  '0012_visit_insights': m0012,
  '0013_subscriptions': m0013,
  '0014_order_plan_redemption': m0014,
  '0015_renewal_charges': m0015,
  '0016_photo_zip_builds': m0016,
}

/** Applies every pending migration; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error })
  }
  return (results ?? []).map((r) => r.migrationName)
}
