// What the subscription checkout charges and says (issue 18; SPEC §9 Subscription pricing): the first charge of a
// plan with the region's tax (CA: CAD and 13 % HST; otherwise USD), the listings it includes, and the terms the
// TERMS tab shows. The server computes the same quote from the same function before it asks the payment provider
// for an intent, so the amount shown is the amount charged, and a browser cannot set it.
import { INITIAL_TERM_MONTHS_ANNUAL, REDEEMABLE_AFTER_TERM_DAYS, RENEWAL_NOTICE_DAYS } from '../schemas/constants'
import type { Currency } from './money'
import { regionPricing, taxCents } from './region-pricing'
import {
  type BillingPeriod,
  chargeCents,
  initialTermMonths,
  planPricing,
  redeemableListings,
  type SubscriptionPlan,
} from './subscription'

export interface CheckoutQuote {
  readonly plan: SubscriptionPlan
  readonly period: BillingPeriod
  /** 'Agent' or 'Team'. */
  readonly planName: string
  readonly currency: Currency
  /** The fee charged now: the monthly fee, or 12 × the fee for annual billing. */
  readonly chargeCents: number
  /** Tax on the charge (HST in Canada); 0 elsewhere. */
  readonly taxCents: number
  /** 'HST', or null where no tax applies. */
  readonly taxName: string | null
  /** 13 for Canada's HST, 0 elsewhere. */
  readonly taxPercent: number
  readonly totalCents: number
  readonly monthlyFeeCents: number
  /** Listings the first charge includes: floor(fee / first price) for each month it pays for. */
  readonly listingsIncluded: number
  /** Included listings a month. */
  readonly listingsPerMonth: number
  /** 3 (monthly) or 12 (annual). */
  readonly initialTermMonths: number
}

/** The first charge of a plan bought from `country` (an ISO code, any case; null or absent for elsewhere). */
export function checkoutQuote(plan: SubscriptionPlan, period: BillingPeriod, country?: string | null): CheckoutQuote {
  const row = planPricing(plan, period)
  const region = regionPricing(country)
  const charge = chargeCents(row) ?? 0
  const tax = taxCents(charge, region.taxBasisPoints)
  const perMonth = redeemableListings(row)
  return {
    plan,
    period,
    planName: row.name,
    currency: region.currency,
    chargeCents: charge,
    taxCents: tax,
    taxName: region.taxName,
    taxPercent: region.taxBasisPoints / 100,
    totalCents: charge + tax,
    monthlyFeeCents: row.monthlyFeeCents ?? 0,
    listingsIncluded: perMonth * (period === 'annual' ? INITIAL_TERM_MONTHS_ANNUAL : 1),
    listingsPerMonth: perMonth,
    initialTermMonths: initialTermMonths(period),
  }
}

/** The subscription terms in the words of the TERMS tab (SPEC §9), one sentence each. */
export function termsSummary(quote: CheckoutQuote): readonly string[] {
  const billed =
    quote.period === 'annual'
      ? 'You are billed once a year, 12 times the monthly fee, at the start of each year.'
      : 'You are billed each month, at the start of the month.'
  return [
    `Your plan starts today with an initial term of ${quote.initialTermMonths} months. ${billed}`,
    `It renews at the end of the term unless you cancel before then; we e-mail you ${RENEWAL_NOTICE_DAYS} days before it renews.`,
    `Each month’s fee includes ${quote.listingsPerMonth} ${quote.listingsPerMonth === 1 ? 'listing' : 'listings'} at the plan’s price. Included listings you have not used stay redeemable: you can order them until ${REDEEMABLE_AFTER_TERM_DAYS} days after your term ends.`,
    'Further listings are charged at the plan’s discounted per-listing price when you order them.',
    'You can cancel at any time from your Account page; the plan then ends with its current term.',
  ]
}
