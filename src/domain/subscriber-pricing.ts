// Orders by a subscriber (SPEC §9 Subscription pricing; issue 18): the per-listing product is priced with the plan's
// row of the table instead of pay as you go, and a listing the plan includes is redeemed by the order, shown as a
// line of its own and taken off before tax. Pure rules; the server loads the subscription and takes the redemption
// with one conditional update (server/booking/confirm.ts).
//
// The plan's tiers have the catalogue's shape for the 3D tour (server/demo/dataset/catalogue.ts): a flat price below
// 2000 sq ft, a flat price from 2000 to below 4000, and from 4000 up the per-square-foot price on the whole area (the
// catalogue's reading, so the struck-through pay-as-you-go price and the plan price are read the same way). Each
// plan's three numbers are at most pay as you go's, so a plan never costs more than pay as you go at any area.
import {
  REDEEMABLE_AFTER_TERM_DAYS,
  SUBSCRIPTION_FIRST_BAND_SQ_FT,
  SUBSCRIPTION_SECOND_BAND_SQ_FT,
} from '../schemas/constants'
import type { PricingTier } from '../schemas/Product'
import {
  type BillingPeriod,
  formatCentsPerSqFt,
  type PlanPricing,
  planPricing,
  type SubscriptionPlan,
} from './subscription'
import { addDays, type CalendarDate, redemptionDeadline } from './subscription-term'

/** The per-listing product the §9 table prices: the 3D tour and floor plan (its list price is pay as you go). */
export const PER_LISTING_PRODUCT_ID = 'tour3d'

/** Statuses under which a subscription prices orders and redeems listings: paid for and not over. */
export const COUNTING_STATUSES = ['active', 'ending'] as const
export type SubscriptionStatus = 'pending' | 'active' | 'ending' | 'ended' | 'past_due'

/** The parts of a subscription its orders are priced from (a `subscriptions` row). */
export interface SubscriberPlan {
  readonly id: string
  readonly plan: SubscriptionPlan
  readonly period: BillingPeriod
  readonly status: SubscriptionStatus
  /** 'YYYY-MM-DD'. */
  readonly termStart: CalendarDate
  readonly termEnd: CalendarDate
  readonly listingsIncluded: number
  readonly listingsUsed: number
}

/** The plan's tiers for the per-listing product, in the catalogue's shape (min inclusive, max exclusive). */
export function planTiers(pricing: PlanPricing): PricingTier[] {
  return [
    { min: 0, max: SUBSCRIPTION_FIRST_BAND_SQ_FT, valueAtZero: pricing.upTo2000Cents, valuePerUnit: 0 },
    {
      min: SUBSCRIPTION_FIRST_BAND_SQ_FT,
      max: SUBSCRIPTION_SECOND_BAND_SQ_FT,
      valueAtZero: pricing.upTo4000Cents,
      valuePerUnit: 0,
    },
    // Mills (tenths of a cent) to cents: 95 → 9.5 cents per square foot; the tier price rounds half up to the cent.
    { min: SUBSCRIPTION_SECOND_BAND_SQ_FT, max: null, valueAtZero: 0, valuePerUnit: pricing.over4000MillsPerSqFt / 10 },
  ]
}

/** How the per-listing product's plan price is explained beside it: "Your Agent plan's price by finished area; …". */
export function planPricingDescription(pricing: PlanPricing): string {
  const above = SUBSCRIPTION_SECOND_BAND_SQ_FT.toLocaleString('en-US')
  return `Your ${pricing.name} plan's price by finished area; ${formatCentsPerSqFt(pricing.over4000MillsPerSqFt)} per sq ft above ${above}`
}

/** The subscription's row of the §9 table. */
export const pricingOf = (s: Pick<SubscriberPlan, 'plan' | 'period'>): PlanPricing => planPricing(s.plan, s.period)

/** Active and ending subscriptions price orders; pending (not paid yet) and ended ones do not. */
export const countsForPricing = (status: SubscriptionStatus): boolean =>
  (COUNTING_STATUSES as ReadonlyArray<string>).includes(status)

/** A calendar date in UTC: the day the server compares term dates with. */
export const calendarDay = (at: Date): CalendarDate => at.toISOString().slice(0, 10)

/**
 * The earliest term end whose listings are still redeemable on `today`: a term ending on this day or later is within
 * its 90 days (redemptionDeadline(termEnd) ≥ today ⇔ termEnd ≥ today − 90 days). The conditional update compares
 * term_end with it.
 */
export const earliestRedeemableTermEnd = (today: CalendarDate): CalendarDate =>
  addDays(today, -REDEEMABLE_AFTER_TERM_DAYS)

/** Included listings not yet redeemed. */
export const listingsLeft = (s: Pick<SubscriberPlan, 'listingsIncluded' | 'listingsUsed'>): number =>
  Math.max(0, s.listingsIncluded - s.listingsUsed)

/**
 * Whether an order placed on `today` can redeem one of the plan's included listings: the subscription counts, one is
 * left, and today is no later than 90 days after the term's end.
 */
export function canRedeem(s: SubscriberPlan, today: CalendarDate): boolean {
  return countsForPricing(s.status) && listingsLeft(s) > 0 && today <= redemptionDeadline(s.termEnd)
}

/**
 * The subscription an order is priced with, out of the account's rows: only counting ones; one that can still redeem
 * a listing first (the one whose redemption ends soonest, so nothing is left to lapse), else the latest term.
 */
export function subscriptionForOrder(
  subscriptions: ReadonlyArray<SubscriberPlan>,
  today: CalendarDate,
): SubscriberPlan | null {
  const counting = subscriptions.filter((s) => countsForPricing(s.status))
  const redeeming = counting.filter((s) => canRedeem(s, today)).sort((a, b) => a.termEnd.localeCompare(b.termEnd))
  if (redeeming[0]) return redeeming[0]
  const latest = [...counting].sort(
    (a, b) => b.termStart.localeCompare(a.termStart) || b.termEnd.localeCompare(a.termEnd),
  )
  return latest[0] ?? null
}

const PLAN_NAMES: Record<SubscriptionPlan, string> = { AGENT: 'Agent', TEAM: 'Team' }

/**
 * The redemption line's words: 'Included with your Agent plan (1 of 1 left)' while ordering (how many are left
 * before this order, of how many the term includes), 'Included with your Agent plan' on a placed order.
 */
export function redemptionDescription(
  plan: SubscriptionPlan,
  count?: { readonly left: number; readonly included: number },
): string {
  const base = `Included with your ${PLAN_NAMES[plan]} plan`
  return count ? `${base} (${count.left} of ${count.included} left)` : base
}
