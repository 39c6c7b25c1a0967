// The demo subscriber (issue 18): agent@showhome.example (server/demo/users.ts) has an active Agent monthly plan,
// twenty days into its term, so the Account page, plan pricing in the order flow and the renewal notice can be tried
// without paying. Seeded with the rest of the demo world, once, on a fresh database.
import type { Kysely } from 'kysely'
import { regionPricing } from '../../src/domain/region-pricing'
import { addDays } from '../../src/domain/subscription-term'
import type { Database } from '../db/schema'
import { subscriptionCharge, utcToday } from '../domain/subscription-charge'

export const DEMO_SUBSCRIBER_EMAIL = 'agent@showhome.example'
/** Not a real intent: no provider ever sees it, and nothing matches it but this row. */
export const DEMO_SUBSCRIPTION_INTENT = 'pi_demo_agent'
const DAYS_INTO_TERM = 20

export async function insertDemoSubscription(tx: Kysely<Database>, now: Date): Promise<void> {
  const user = await tx.selectFrom('users').select('id').where('email', '=', DEMO_SUBSCRIBER_EMAIL).executeTakeFirst()
  if (!user) return
  const start = addDays(utcToday(now), -DAYS_INTO_TERM)
  // Priced and dated by the same rule as a real checkout on that day (US: USD, no tax).
  const charge = subscriptionCharge({ plan: 'AGENT', period: 'monthly', country: 'US', today: start })
  await tx
    .insertInto('subscriptions')
    .values({
      user_id: user.id,
      plan: charge.plan,
      period: charge.period,
      country: 'US',
      currency: regionPricing('US').currency,
      status: 'active',
      renews: true,
      term_start: charge.termStart,
      term_end: charge.termEnd,
      paid_through: charge.nextChargeDate,
      // Renews with the local test provider's succeeding test card (not a card number: server/finance/local-provider.ts).
      payment_method_id: 'pm_local_4242',
      listings_included: charge.listingsIncluded,
      listings_used: 0,
      charge_cents: charge.chargeCents,
      tax_cents: charge.taxCents,
      payment_intent_id: DEMO_SUBSCRIPTION_INTENT,
      activated_at: new Date(`${start}T15:00:00Z`),
    })
    .onConflict((oc) => oc.column('payment_intent_id').doNothing())
    .execute()
}
