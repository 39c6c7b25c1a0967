import { type Kysely, sql } from 'kysely'

/**
 * Renewal charges (issue 18's follow-up): a plan is charged again, off-session, with the card saved at checkout.
 * - `subscriptions.payment_method_id`: the saved card (Stripe's `pm_…`, or the local provider's `pm_local_4242`-style
 *   id, which names only a published test card's behaviour); `provider_customer_id`: Stripe's Customer it belongs to.
 * - `subscriptions.paid_through`: the day the next charge is due. Backfilled to the first next charge day (monthly:
 *   term start + 1 month; annual: the term's end); a renewal's success moves it on by the months it paid for.
 * - `subscription_charges`: one row per renewal period charged, UNIQUE (subscription_id, period_start), so a period
 *   is charged at most once whatever runs at the same time; the intent's id once the provider has made it.
 * - `payment_intents.payment_method`: the local provider remembers the test card an intent was confirmed with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('payment_method_id', 'text')
    .addColumn('provider_customer_id', 'text')
    .addColumn('paid_through', 'text')
    .execute()
  await sql`
    update subscriptions set paid_through = case
      when period = 'annual' then term_end
      else to_char((term_start::date + interval '1 month')::date, 'YYYY-MM-DD')
    end`.execute(db)
  await db.schema
    .alterTable('subscriptions')
    .alterColumn('paid_through', (c) => c.setNotNull())
    .execute()
  await db.schema
    .createTable('subscription_charges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subscription_id', 'uuid', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscription_charges_one_per_period', ['subscription_id', 'period_start'])
    .execute()
  await db.schema.alterTable('payment_intents').addColumn('payment_method', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_intents').dropColumn('payment_method').execute()
  await db.schema.dropTable('subscription_charges').execute()
  await db.schema
    .alterTable('subscriptions')
    .dropColumn('payment_method_id')
    .dropColumn('provider_customer_id')
    .dropColumn('paid_through')
    .execute()
}
