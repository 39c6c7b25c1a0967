// What a subscription costs at checkout (SPEC §9 Subscription pricing; issue 18), from the plan, the billing period
// and the buyer's country. The server computes this itself and charges exactly it: the amount the browser shows is
// only compared with it (a different one means the page's price is out of date), never charged.
// Pure: the money is the browser's own quote (src/domain/subscription-checkout.ts, the one rule both sides show and
// charge); the term dates are the shared rules of src/domain; `today` is given by the caller.
import type { Currency } from '../../src/domain/money'
import type { BillingPeriod, SubscriptionPlan } from '../../src/domain/subscription'
import { checkoutQuote } from '../../src/domain/subscription-checkout'
import { addMonths, type CalendarDate, initialTermEnd } from '../../src/domain/subscription-term'
import { ANNUAL_CHARGE_MONTHS } from '../../src/schemas/constants'

export interface SubscriptionCharge {
  readonly plan: SubscriptionPlan
  readonly period: BillingPeriod
  readonly currency: Currency
  /** The fee (monthly) or 12 × the fee (annual), before tax, in cents. */
  readonly chargeCents: number
  /** HST for Canada, 0 elsewhere. */
  readonly taxCents: number
  /** What the card is charged: charge + tax. */
  readonly totalCents: number
  /** Listings the first charge buys: redeemable listings for each month it pays for (1 or 12). */
  readonly listingsIncluded: number
  readonly termStart: CalendarDate
  readonly termEnd: CalendarDate
  /** The day of the second charge: a month after the start (monthly), the term's end (annual). */
  readonly nextChargeDate: CalendarDate
}

/** The months one charge pays for. */
const monthsPaid = (period: BillingPeriod) => (period === 'annual' ? ANNUAL_CHARGE_MONTHS : 1)

export function subscriptionCharge(input: {
  readonly plan: SubscriptionPlan
  readonly period: BillingPeriod
  readonly country: string | null | undefined
  readonly today: CalendarDate
}): SubscriptionCharge {
  const quote = checkoutQuote(input.plan, input.period, input.country)
  const termEnd = initialTermEnd(input.today, input.period)
  return {
    plan: input.plan,
    period: input.period,
    currency: quote.currency,
    chargeCents: quote.chargeCents,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
    listingsIncluded: quote.listingsIncluded,
    termStart: input.today,
    termEnd,
    nextChargeDate: input.period === 'annual' ? termEnd : addMonths(input.today, 1),
  }
}

/**
 * The next charge day after `today` of a plan that renews: monthly plans are charged on the start's day of each
 * month, annual ones every 12 months from the start. Counted from the start each time (not month by month), so a
 * plan started on the 31st is charged on the 28th in February and on the 31st again in March.
 */
export function nextChargeDate(termStart: CalendarDate, period: BillingPeriod, today: CalendarDate): CalendarDate {
  const step = monthsPaid(period)
  let months = step
  while (addMonths(termStart, months) <= today) months += step
  return addMonths(termStart, months)
}

/** Today's calendar date in UTC: term dates are calendar days, and the server's clock is the one that counts. */
export const utcToday = (now: Date): CalendarDate => now.toISOString().slice(0, 10)
