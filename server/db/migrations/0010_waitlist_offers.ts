import { type Kysely, sql } from 'kysely'

/**
 * The waitlist that fills freed slots (issue 16): when an order joined the waitlist (offers go out in that order),
 * and one row per offer of a freed slot to a waitlisted order. The unique key makes an offer of one slot to one order
 * a single row however often the slot is freed or the offers are sent; `mailed_at` is set by the one process that
 * mails it, so an offer never goes out twice and a server that stopped before mailing sends it when it starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('waitlist_joined_at', 'timestamptz').execute()
  await sql`update orders set waitlist_joined_at = created_at where waitlist`.execute(db)
  await db.schema
    .createTable('waitlist_offers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('photographer_id', 'text', (c) => c.notNull())
    .addColumn('slot_start', 'timestamptz', (c) => c.notNull())
    .addColumn('freed_by_order_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('mailed_at', 'timestamptz')
    .addUniqueConstraint('waitlist_offers_once', ['order_id', 'photographer_id', 'slot_start'])
    .execute()
  await db.schema.createIndex('waitlist_offers_unmailed').on('waitlist_offers').column('mailed_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist_offers').execute()
  await db.schema.alterTable('orders').dropColumn('waitlist_joined_at').execute()
}
