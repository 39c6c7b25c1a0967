import { type Kysely, sql } from 'kysely'

/**
 * Subscriptions and their payments (issue 18). Term dates are calendar dates kept as 'YYYY-MM-DD' text (they sort
 * and compare as dates, and no driver turns them into a midnight in some time zone).
 * - `subscriptions`: one row per plan bought. It is created `pending` with the payment intent that pays for it, and
 *   only the provider's signed event activates it (one conditional update, so a repeated event changes nothing).
 *   A person has at most one pending row (a partial unique index): a new checkout takes it over.
 *   `listings_used` is counted up by a conditional update when an order redeems an included listing, so two orders
 *   at once cannot both take the last one. `renewal_notice_sent_at` is set by the one process that claims the
 *   notice, so it goes out once, and a server stopped before sending it sends it when it starts.
 * - `payment_intents`: the local test provider's intents (Stripe keeps its own).
 * - `payment_events`: every provider event handled, by its id, so a re-delivered event is a no-op.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('renews', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('term_start', 'text', (c) => c.notNull())
    .addColumn('term_end', 'text', (c) => c.notNull())
    .addColumn('listings_included', 'integer', (c) => c.notNull())
    .addColumn('listings_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charge_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('activated_at', 'timestamptz')
    .addColumn('renewal_notice_sent_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('subscriptions_by_user').on('subscriptions').columns(['user_id', 'status']).execute()
  // One checkout in progress per person: going back and forth between plans updates that row (and cancels its old
  // intent) instead of piling up pending rows, and two checkouts opened at once cannot both insert one.
  await sql`create unique index subscriptions_one_pending_per_user on subscriptions (user_id) where status = 'pending'`.execute(
    db,
  )
  await db.schema
    .createTable('payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute()
  await db.schema.dropTable('payment_intents').execute()
  await db.schema.dropTable('subscriptions').execute()
}
