import { sql } from 'kysely'
import { Migrator, NO_MIGRATIONS } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client'
import { migrateToLatest, migrations } from '../../server/db/migrate'
import { openTestDatabase } from '../support/test-database'

let db: Db
beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(() => db.close())

const tables = async () =>
  (
    await sql<{
      table_name: string
    }>`select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%' order by 1`.execute(
      db.kysely,
    )
  ).rows.map((r) => r.table_name)

describe('migrations', () => {
  it('leaves nothing to apply on a migrated database', async () => {
    expect(await migrateToLatest(db.kysely)).toEqual([])
    expect(await tables()).toEqual([
      'agents',
      'booking_drafts',
      'calendar_events',
      'listing_agents',
      'listing_photos',
      'listings',
      'media_sets',
      'one_time_codes',
      'order_feedback',
      'order_history',
      'orders',
      'outbox',
      'payment_events',
      'payment_intents',
      'photographer_zones',
      'photographers',
      'products',
      'promo_codes',
      'sessions',
      'subscriptions',
      'tax_rates',
      'throttle',
      'users',
      'visit_events',
      'visits',
      'waitlist_offers',
    ])
  })

  it('rolls every migration back and applies them again', async () => {
    const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } })
    const down = await migrator.migrateTo(NO_MIGRATIONS)
    expect(down.error).toBeUndefined()
    expect(await tables()).toEqual([])
    expect(await migrateToLatest(db.kysely)).toEqual(Object.keys(migrations))
  })

  it('keeps e-mails normalised and tour names well-formed in the database itself', async () => {
    await expect(
      db.kysely
        .insertInto('users')
        .values({ email: 'Mixed@Case.com', first_name: 'a', last_name: 'b', password_hash: 'x' })
        .execute(),
    ).rejects.toThrow()
    await expect(db.kysely.insertInto('listings').values({ tour_name: 'Bad Name!' }).execute()).rejects.toThrow()
  })
})
