import type { Kysely } from 'kysely'

/**
 * Orders priced with a subscription (issue 18): the subscription an order was priced with (null for pay as you go),
 * and the included listing it redeemed, as the plan and the amount taken off before tax (0 and null when none). The
 * order's later views (its tab, the change flow, an admin's edits) read the totals from these columns, so they show
 * what was charged whatever happens to the subscription afterwards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('subscription_id', 'uuid', (c) => c.references('subscriptions.id').onDelete('set null'))
    .addColumn('redeemed_plan', 'text')
    .addColumn('plan_redeemed_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .dropColumn('subscription_id')
    .dropColumn('redeemed_plan')
    .dropColumn('plan_redeemed_cents')
    .execute()
}
