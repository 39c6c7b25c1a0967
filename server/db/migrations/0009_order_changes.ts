import { type Kysely, sql } from 'kysely'

/**
 * Changing placed orders (issue 16): each order names its cancellation policy and keeps what cancelling it cost
 * (the charge, an order admin's waiver, and the tax on what was charged); `order_history` keeps one line per
 * reschedule and cancellation (who, when, from which start to which), shown on the order's tab after Confirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('cancellation_policy_id', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('cancellation_charge_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation_charge_adjustment_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation_tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation_waived', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await db.schema
    .createTable('order_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('rescheduled', 'cancelled')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('from_start', 'timestamptz')
    .addColumn('to_start', 'timestamptz')
    .addColumn('charge_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('order_history_order').on('order_history').columns(['order_id', 'at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_history').execute()
  await db.schema
    .alterTable('orders')
    .dropColumn('cancellation_policy_id')
    .dropColumn('cancellation_charge_cents')
    .dropColumn('cancellation_charge_adjustment_cents')
    .dropColumn('cancellation_tax_cents')
    .dropColumn('cancellation_waived')
    .execute()
}
