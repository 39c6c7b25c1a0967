// Loads what an answer about a draft is computed from (server/booking/order-state.ts).
import type { Kysely } from 'kysely'
import {
  COUNTING_STATUSES,
  calendarDay,
  type SubscriberPlan,
  subscriptionForOrder,
} from '../../src/domain/subscriber-pricing'
import type { Config } from '../config'
import type { Database, SubscriptionsTable, UserRow } from '../db/schema'
import type { StoredDraft } from './drafts'
import type { BookingFacts, Caller } from './order-state'
import { loadCatalogue, loadPhotographers, loadPromo, loadTaxRates } from './world'

const DAY_MS = 86_400_000

export const callerOf = (user: UserRow | undefined): Caller => ({
  userId: user?.id ?? null,
  isAdmin: user?.role === 'order_admin' || user?.role === 'internal_admin',
  verified: user?.is_verified ?? false,
})

/** The zone of an address nobody serves (no photographer to take it from): the demo city's. */
export const DEFAULT_TIME_ZONE = 'America/Chicago'

export async function loadFacts(
  db: Kysely<Database>,
  config: Config,
  stored: StoredDraft,
  user: UserRow | undefined,
  now = new Date(),
): Promise<BookingFacts> {
  const { draft } = stored
  const selected = draft.schedule.selectedTime ? new Date(draft.schedule.selectedTime.utc) : null
  // Around the chosen start: the day before and after cover travel from and to neighbouring appointments.
  const range = selected
    ? { from: new Date(selected.getTime() - DAY_MS), to: new Date(selected.getTime() + 2 * DAY_MS) }
    : { from: now, to: now }
  const [catalogue, promo, taxRates, photographers, confirmed] = await Promise.all([
    loadCatalogue(db),
    draft.promoCode ? loadPromo(db, draft.promoCode) : Promise.resolve(undefined),
    loadTaxRates(db),
    loadPhotographers(db, range, undefined, { now, orderId: stored.orderId }),
    stored.orderId
      ? db
          .selectFrom('orders')
          .leftJoin('listings', 'listings.id', 'orders.listing_id')
          .select([
            'orders.order_code',
            'orders.confirmed_at',
            'listings.tour_name',
            'orders.redeemed_plan',
            'orders.plan_redeemed_cents',
          ])
          .where('orders.id', '=', stored.orderId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ])
  const plan = await loadPlan(db, stored.orderId, user, now)
  return {
    draftId: stored.id,
    draft,
    confirmed: confirmed?.confirmed_at
      ? {
          orderCode: confirmed.order_code,
          confirmedAt: new Date(confirmed.confirmed_at),
          tourName: confirmed.tour_name,
          planRedemption: redemptionOfOrder(confirmed),
        }
      : null,
    plan,
    catalogue,
    promo,
    taxRates,
    // A placed order's own appointment must not block the slot it holds when the answer is recomputed.
    photographers: stored.orderId
      ? photographers.map((p) => ({ ...p, appointments: p.appointments.filter((a) => a.orderId !== stored.orderId) }))
      : photographers,
    caller: callerOf(user),
    now,
    brandName: config.brandName,
    defaultTimeZone: DEFAULT_TIME_ZONE,
  }
}

/** A subscriptions row as the pricing rules read it. */
export const subscriberPlanOf = (
  row: Pick<SubscriptionsTable, 'plan' | 'period' | 'term_start' | 'term_end' | 'listings_included'> & {
    id: string
    status: SubscriberPlan['status']
    listings_used: number
  },
): SubscriberPlan => ({
  id: row.id,
  plan: row.plan,
  period: row.period,
  status: row.status,
  termStart: row.term_start,
  termEnd: row.term_end,
  listingsIncluded: row.listings_included,
  listingsUsed: row.listings_used,
})

/** The listing a placed order redeemed, from its columns (migration 0014); null when it redeemed none. */
export const redemptionOfOrder = (row: {
  redeemed_plan: 'AGENT' | 'TEAM' | null
  plan_redeemed_cents: number
}): { plan: 'AGENT' | 'TEAM'; amount: number } | null =>
  row.redeemed_plan !== null && row.plan_redeemed_cents > 0
    ? { plan: row.redeemed_plan, amount: row.plan_redeemed_cents }
    : null

/**
 * The subscription an answer is priced with (issue 18, SPEC §9): for a placed order the one it was priced with,
 * whatever its status now (the order keeps its prices); for a draft the signed-in caller's counting subscription,
 * one with a listing left to redeem first. Nobody signed in has none.
 */
export async function loadPlan(
  db: Kysely<Database>,
  orderId: string | null,
  user: UserRow | undefined,
  now: Date,
): Promise<SubscriberPlan | null> {
  const columns = [
    'subscriptions.id',
    'subscriptions.plan',
    'subscriptions.period',
    'subscriptions.status',
    'subscriptions.term_start',
    'subscriptions.term_end',
    'subscriptions.listings_included',
    'subscriptions.listings_used',
  ] as const
  if (orderId) {
    const row = await db
      .selectFrom('orders')
      .innerJoin('subscriptions', 'subscriptions.id', 'orders.subscription_id')
      .select(columns)
      .where('orders.id', '=', orderId)
      .executeTakeFirst()
    return row ? subscriberPlanOf(row) : null
  }
  if (!user) return null
  const rows = await db
    .selectFrom('subscriptions')
    .select(columns)
    .where('user_id', '=', user.id)
    .where('status', 'in', COUNTING_STATUSES)
    .execute()
  return subscriptionForOrder(rows.map(subscriberPlanOf), calendarDay(now))
}
