import { sql } from 'kysely'
import { Migrator, NO_MIGRATIONS } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openPostgres } from '../../server/db/client'
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
      'photo_zip_builds',
      'photographer_zones',
      'photographers',
      'products',
      'promo_codes',
      'sessions',
      'subscription_charges',
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

  it('applies each migration once when two servers start at the same time on one database', async () => {
    const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } })
    expect((await migrator.migrateTo(NO_MIGRATIONS)).error).toBeUndefined()
    // On PostgreSQL two connection pools, as two processes have (Kysely holds an advisory lock while it migrates);
    // the embedded database has one owner process, so there the two starts share it.
    const url = (db as Db & { url?: string }).url
    const [first, second] = url ? [openPostgres(url, 2), openPostgres(url, 2)] : [db, db]
    try {
      const applied = await Promise.all([migrateToLatest(first.kysely), migrateToLatest(second.kysely)])
      expect([...applied[0], ...applied[1]].sort()).toEqual(Object.keys(migrations))
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely)
      expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations))
    } finally {
      if (url) await Promise.all([first.close(), second.close()])
    }
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

  it('backfills paid_through with the first next charge day of the plans bought before renewal charges', async () => {
    const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } })
    expect((await migrator.migrateTo('0014_order_plan_redemption')).error).toBeUndefined()
    await sql`insert into users (id, email, first_name, last_name, password_hash)
      values ('00000000-0000-4000-8000-000000000015', 'backfill@example.com', 'a', 'b', 'x')`.execute(db.kysely)
    for (const [intent, period, start, end] of [
      ['pi_backfill_monthly', 'monthly', '2026-01-31', '2026-04-30'],
      ['pi_backfill_annual', 'annual', '2026-02-10', '2027-02-10'],
    ]) {
      await sql`insert into subscriptions (user_id, plan, period, currency, status, term_start, term_end,
          listings_included, charge_cents, tax_cents, payment_intent_id)
        values ('00000000-0000-4000-8000-000000000015', 'AGENT', ${period}, 'USD', 'active', ${start}, ${end}, 1,
          28400, 0, ${intent})`.execute(db.kysely)
    }
    expect(await migrateToLatest(db.kysely)).toEqual(['0015_renewal_charges', '0016_photo_zip_builds'])
    const rows = await db.kysely
      .selectFrom('subscriptions')
      .select(['payment_intent_id', 'paid_through', 'payment_method_id'])
      .orderBy('payment_intent_id')
      .execute()
    expect(rows).toEqual([
      { payment_intent_id: 'pi_backfill_annual', paid_through: '2027-02-10', payment_method_id: null },
      { payment_intent_id: 'pi_backfill_monthly', paid_through: '2026-02-28', payment_method_id: null },
    ])
  })
})
