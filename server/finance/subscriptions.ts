// Subscriptions in the database (issue 18): a person's current plan, what its owner sees of it, cancelling at the
// term's end, and opening a checkout (a pending row with the intent that pays for it). Activation is not here: only
// the provider's signed event activates a plan (server/finance/provider-events.ts).
import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { type CalendarDate, redemptionDeadline } from '../../src/domain/subscription-term'
import type { SubscriptionView } from '../../src/schemas/api/finance'
import type { Database, SubscriptionsTable } from '../db/schema'
import type { SubscriptionCharge } from '../domain/subscription-charge'
import { ApiError } from '../http/errors'
import type { CreatedIntent, PaymentProvider } from './payment-provider'

export type SubscriptionRow = Selectable<SubscriptionsTable>

export const ALREADY_SUBSCRIBED =
  'You already have a plan. You can see it, and cancel it at the end of its term, on your Account page.'
const CHECKOUT_CHANGED = 'Your checkout changed in another window. Please try again.'

/**
 * The plan a person has now: the latest active one, or one cancelled at the term's end whose term has not ended yet
 * (it is over the day after its end date). Pending rows are checkouts, not plans: they show once the payment's event
 * has activated them.
 */
export function currentSubscription(
  db: Kysely<Database>,
  userId: string,
  today: CalendarDate,
): Promise<SubscriptionRow | undefined> {
  return (
    db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      // past_due: a renewal charge failed; still the person's plan (shown, and no second one bought), but it prices no
      // orders (server/booking/facts.ts counts active and ending ones only).
      .where('status', 'in', ['active', 'ending', 'past_due'])
      .where((eb) => eb.or([eb('renews', '=', true), eb('term_end', '>=', today)]))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )
}

/**
 * What the owner sees (the Account page). The next charge is due on paid_through (the renewal job charges it then);
 * a plan that does not renew, or whose last renewal failed, shows none.
 */
export function subscriptionView(row: SubscriptionRow): SubscriptionView {
  const renews = row.renews && row.status === 'active'
  return {
    plan: row.plan,
    period: row.period,
    status: row.status === 'pending' || row.status === 'past_due' ? row.status : renews ? 'active' : 'ending',
    currency: row.currency,
    termStart: row.term_start,
    termEnd: row.term_end,
    listingsIncluded: row.listings_included,
    listingsUsed: row.listings_used,
    redeemableUntil: redemptionDeadline(row.term_end),
    nextChargeCents: renews ? row.charge_cents + row.tax_cents : null,
    nextChargeDate: renews ? row.paid_through : null,
    chargeCents: row.charge_cents,
    taxCents: row.tax_cents,
    activatedAt: row.activated_at === null ? null : new Date(row.activated_at).toISOString(),
  }
}

/** Cancels at the term's end (renew false) or takes that back (renew true); undefined when there is no plan. */
export async function setRenewal(
  db: Kysely<Database>,
  userId: string,
  renew: boolean,
  today: CalendarDate,
): Promise<SubscriptionRow | undefined> {
  const current = await currentSubscription(db, userId, today)
  if (!current) return undefined
  return db
    .updateTable('subscriptions')
    .set({ renews: renew, status: renew ? 'active' : 'ending' })
    .where('id', '=', current.id)
    .where('status', 'in', ['active', 'ending'])
    .returningAll()
    .executeTakeFirst()
}

/**
 * Opens a checkout for a signed-in person: an intent for the server-computed amount and a pending row waiting for
 * its payment. Someone with a plan is refused. A checkout already open (the visitor went back, or chose another
 * plan) is taken over: its old intent is cancelled first, so it can never be paid late for a row that no longer
 * waits for it; if it was paid meanwhile, the plan is on its way and a second one is refused.
 */
export async function openCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  input: {
    readonly userId: string
    readonly email: string
    readonly charge: SubscriptionCharge
    readonly country: string | null
  },
): Promise<CreatedIntent> {
  const { userId, charge } = input
  // A plan whose renewal failed does not stand in the way: buying again is how its owner carries on (the new plan
  // ends it when it is activated, server/finance/provider-events.ts).
  const current = await currentSubscription(db, userId, charge.termStart)
  if (current && current.status !== 'past_due') throw new ApiError(409, { message: ALREADY_SUBSCRIBED })
  const open = await db
    .selectFrom('subscriptions')
    .select(['id', 'payment_intent_id'])
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (open && (await provider.cancelIntent(open.payment_intent_id)) === 'paid') {
    throw new ApiError(409, { message: ALREADY_SUBSCRIBED })
  }
  const id = open?.id ?? randomUUID()
  // The Customer an earlier plan saved its card on (Stripe), reused so one person is one Customer.
  const earlier = await db
    .selectFrom('subscriptions')
    .select('provider_customer_id')
    .where('user_id', '=', userId)
    .where('provider_customer_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  const intent = await provider.createIntent({
    amountCents: charge.totalCents,
    currency: charge.currency,
    metadata: { subscription_id: id, user_id: userId, plan: charge.plan, period: charge.period },
    customer: { email: input.email, existingId: earlier?.provider_customer_id ?? null },
  })
  const values = {
    plan: charge.plan,
    period: charge.period,
    country: input.country,
    currency: charge.currency,
    term_start: charge.termStart,
    term_end: charge.termEnd,
    paid_through: charge.nextChargeDate,
    listings_included: charge.listingsIncluded,
    charge_cents: charge.chargeCents,
    tax_cents: charge.taxCents,
    payment_intent_id: intent.id,
  }
  const saved = open
    ? await db
        .updateTable('subscriptions')
        .set(values)
        .where('id', '=', open.id)
        // Only while it still waits for the intent we cancelled: another window may have taken it over meanwhile.
        .where('status', '=', 'pending')
        .where('payment_intent_id', '=', open.payment_intent_id)
        .returning('id')
        .executeTakeFirst()
    : await db
        .insertInto('subscriptions')
        .values({ id, user_id: userId, ...values })
        // One pending row per person (a partial unique index): a checkout opened at the same moment keeps its own.
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst()
  if (!saved) {
    await provider.cancelIntent(intent.id)
    throw new ApiError(409, { message: CHECKOUT_CHANGED })
  }
  return intent
}
