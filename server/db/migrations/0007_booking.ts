import { type Kysely, sql } from 'kysely'

/**
 * Ordering (issue 8): the booking wizard's drafts, and what a confirmed order keeps of where it came from.
 * A draft belongs to the browser that started it (the hash of an httpOnly cookie's token) and, once someone signs
 * in, to that user too. Confirming links the draft to its order exactly once (unique order_id), which is what makes
 * a repeated or double-clicked confirm answer the same order instead of placing a second one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_drafts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('browser_key_hash', 'text')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.unique().references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('booking_drafts_user').on('booking_drafts').column('user_id').execute()
  await db.schema
    .alterTable('orders')
    .addColumn('reference_slug', 'text')
    .addColumn('utm', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('travel_zone_id', 'text')
    // An order admin's corrections (description and cents each) and their sum, taxed with the rest.
    .addColumn('price_adjustments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('price_adjustments_total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // A promo code may be limited to a number of orders in all (used up after that); null is no limit.
  await db.schema.alterTable('promo_codes').addColumn('max_uses', 'integer').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promo_codes').dropColumn('max_uses').execute()
  await db.schema
    .alterTable('orders')
    .dropColumn('reference_slug')
    .dropColumn('utm')
    .dropColumn('travel_zone_id')
    .dropColumn('price_adjustments')
    .dropColumn('price_adjustments_total_cents')
    .execute()
  await db.schema.dropTable('booking_drafts').execute()
}
