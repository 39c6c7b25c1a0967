// Subscription pricing (SPEC §9 Subscription pricing, §2 Account page): the plan table, the per-listing price for
// an area, what a fee buys, and the data the pricing page renders. The table is copied exactly from the spec and
// table-tested row by row. Money is integer cents; the per-square-foot prices (9.5 and 8.5 cents among them) are
// integer mills (tenths of a cent) so they are exact too. Term dates are in subscription-term.ts.
import {
  ANNUAL_CHARGE_MONTHS,
  CONTACT_TIER_MAX_SAVINGS_PERCENT,
  INITIAL_TERM_MONTHS_ANNUAL,
  INITIAL_TERM_MONTHS_MONTHLY,
  SUBSCRIPTION_FIRST_BAND_SQ_FT,
  SUBSCRIPTION_SECOND_BAND_SQ_FT,
} from '../schemas/constants'
import { DEFAULT_LOCALE } from './money'

/** AGENT and TEAM are the subscription plans (SPEC §3); pay as you go is the no-subscription row. */
export type PlanKind = 'PAY_AS_YOU_GO' | 'AGENT' | 'TEAM'
export type SubscriptionPlan = Exclude<PlanKind, 'PAY_AS_YOU_GO'>
export type BillingPeriod = 'monthly' | 'annual'

export interface PlanPricing {
  /** Stable id of the row, e.g. 'agent-annual'. */
  readonly id: 'pay-as-you-go' | `${Lowercase<SubscriptionPlan>}-${BillingPeriod}`
  readonly plan: PlanKind
  /** Display name: 'Pay as you go', 'Agent' or 'Team'. */
  readonly name: string
  /** Null for pay as you go, which has no billing period. */
  readonly billingPeriod: BillingPeriod | null
  /** Per-listing price in cents for listings up to 2000 sq ft. */
  readonly upTo2000Cents: number
  /** Per-listing price in cents for listings over 2000 and up to 4000 sq ft. */
  readonly upTo4000Cents: number
  /** Price per square foot above 4000, in mills (tenths of a cent): 95 is 9.5 cents. */
  readonly over4000MillsPerSqFt: number
  /** Monthly fee in cents; null for pay as you go. */
  readonly monthlyFeeCents: number | null
  /** Discount on the per-listing price, in percent; null for pay as you go. */
  readonly discountPercent: number | null
}

const DOLLAR = 100

/** The table of SPEC §9, in its order. */
export const PLAN_PRICING: readonly PlanPricing[] = [
  row('pay-as-you-go', 'PAY_AS_YOU_GO', 'Pay as you go', null, 299, 349, 100, null, null),
  row('agent-monthly', 'AGENT', 'Agent', 'monthly', 284, 332, 95, 284, 5),
  row('agent-annual', 'AGENT', 'Agent', 'annual', 269, 314, 90, 269, 10),
  row('team-monthly', 'TEAM', 'Team', 'monthly', 269, 314, 90, 1345, 10),
  row('team-annual', 'TEAM', 'Team', 'annual', 254, 297, 85, 1270, 15),
]

function row(
  id: PlanPricing['id'],
  plan: PlanKind,
  name: string,
  billingPeriod: BillingPeriod | null,
  upTo2000Dollars: number,
  upTo4000Dollars: number,
  over4000MillsPerSqFt: number,
  monthlyFeeDollars: number | null,
  discountPercent: number | null,
): PlanPricing {
  return {
    id,
    plan,
    name,
    billingPeriod,
    upTo2000Cents: upTo2000Dollars * DOLLAR,
    upTo4000Cents: upTo4000Dollars * DOLLAR,
    over4000MillsPerSqFt,
    monthlyFeeCents: monthlyFeeDollars === null ? null : monthlyFeeDollars * DOLLAR,
    discountPercent,
  }
}

const byId = (id: PlanPricing['id']): PlanPricing => PLAN_PRICING.find((p) => p.id === id)!

/** Pay as you go's row: what a listing costs without a subscription. */
export const PAY_AS_YOU_GO: PlanPricing = byId('pay-as-you-go')

/** The row of a subscription plan and billing period. */
export function planPricing(plan: SubscriptionPlan, period: BillingPeriod): PlanPricing {
  return byId(`${plan === 'AGENT' ? 'agent' : 'team'}-${period}`)
}

/**
 * The price in cents of one listing of `areaSqFt` under a plan. Up to 2000 sq ft (inclusive) and up to 4000 sq ft
 * (inclusive) are flat; above 4000 the per-square-foot price is charged for each square foot beyond 4000, on top
 * of the 4000 price. We read "cents per sq ft above 4000" as marginal because it keeps the price continuous: with
 * the whole-area reading one extra square foot would jump Pay as you go from $349.00 to $400.10.
 * A fractional area counts as the next whole square foot; half a cent (9.5¢ × an odd count) rounds up.
 */
export function listingPriceCents(plan: PlanPricing, areaSqFt: number): number {
  if (!Number.isFinite(areaSqFt) || areaSqFt < 0) throw new RangeError(`listingPriceCents: invalid area ${areaSqFt}`)
  const area = Math.ceil(areaSqFt)
  if (area <= SUBSCRIPTION_FIRST_BAND_SQ_FT) return plan.upTo2000Cents
  if (area <= SUBSCRIPTION_SECOND_BAND_SQ_FT) return plan.upTo4000Cents
  const mills = plan.upTo4000Cents * 10 + (area - SUBSCRIPTION_SECOND_BAND_SQ_FT) * plan.over4000MillsPerSqFt
  return Math.floor((mills + 5) / 10)
}

/** Listings the monthly fee can be redeemed for: floor(monthly fee / first price); 0 without a fee. */
export function redeemableListings(plan: PlanPricing): number {
  return plan.monthlyFeeCents === null ? 0 : Math.floor(plan.monthlyFeeCents / plan.upTo2000Cents)
}

/** Initial term: 3 months for monthly billing, 12 for annual; 0 for pay as you go (no commitment). */
export function initialTermMonths(period: BillingPeriod | null): number {
  if (period === null) return 0
  return period === 'annual' ? INITIAL_TERM_MONTHS_ANNUAL : INITIAL_TERM_MONTHS_MONTHLY
}

/** 12 × monthly fee in cents, what an annual plan charges at once; null for pay as you go. */
export function annualChargeCents(plan: PlanPricing): number | null {
  return plan.monthlyFeeCents === null ? null : ANNUAL_CHARGE_MONTHS * plan.monthlyFeeCents
}

/** What one charge of the plan takes: the monthly fee (monthly), 12 × fee (annual), null for pay as you go. */
export function chargeCents(plan: PlanPricing): number | null {
  return plan.billingPeriod === 'annual' ? annualChargeCents(plan) : plan.monthlyFeeCents
}

/** Mills per square foot as cents for display: 95 → '9.5¢', 100 → '10¢' (locale decimal separator). */
export function formatCentsPerSqFt(mills: number, locale: string = DEFAULT_LOCALE): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mills / 10)}¢`
}

/** One line of a plan card: a flat price up to an area, or a per-square-foot price above one. */
export type PlanPriceRow =
  | { readonly kind: 'flat'; readonly upToSqFt: number; readonly priceCents: number }
  | { readonly kind: 'perSqFt'; readonly overSqFt: number; readonly millsPerSqFt: number }

/** Everything a pricing page card shows, already derived. */
export interface PricingPagePlan {
  readonly id: PlanPricing['id']
  readonly plan: PlanKind
  readonly name: string
  readonly billingPeriod: BillingPeriod | null
  /** Up to 2000 sq ft, up to 4000 sq ft, per sq ft above 4000. */
  readonly rows: readonly [PlanPriceRow, PlanPriceRow, PlanPriceRow]
  readonly monthlyFeeCents: number | null
  readonly discountPercent: number | null
  /** Charged per billing period: the monthly fee, or 12 × the fee for annual plans. */
  readonly chargeCents: number | null
  readonly redeemableListings: number
  readonly initialTermMonths: number
}

export function pricingPagePlan(plan: PlanPricing): PricingPagePlan {
  return {
    id: plan.id,
    plan: plan.plan,
    name: plan.name,
    billingPeriod: plan.billingPeriod,
    rows: [
      { kind: 'flat', upToSqFt: SUBSCRIPTION_FIRST_BAND_SQ_FT, priceCents: plan.upTo2000Cents },
      { kind: 'flat', upToSqFt: SUBSCRIPTION_SECOND_BAND_SQ_FT, priceCents: plan.upTo4000Cents },
      { kind: 'perSqFt', overSqFt: SUBSCRIPTION_SECOND_BAND_SQ_FT, millsPerSqFt: plan.over4000MillsPerSqFt },
    ],
    monthlyFeeCents: plan.monthlyFeeCents,
    discountPercent: plan.discountPercent,
    chargeCents: chargeCents(plan),
    redeemableListings: redeemableListings(plan),
    initialTermMonths: initialTermMonths(plan.billingPeriod),
  }
}

/**
 * The cards for one position of the monthly/annual toggle, in page order: Pay as you go (the same under both),
 * Agent, Team. The contact option follows them; see CONTACT_TIER.
 */
export function pricingPagePlans(period: BillingPeriod): readonly PricingPagePlan[] {
  return [PAY_AS_YOU_GO, planPricing('AGENT', period), planPricing('TEAM', period)].map(pricingPagePlan)
}

/** The contact option beyond Team (checkout tab CONTACT, SPEC §4). */
export const CONTACT_TIER = {
  maxSavingsPercent: CONTACT_TIER_MAX_SAVINGS_PERCENT,
  savingsText: `Savings up to ${CONTACT_TIER_MAX_SAVINGS_PERCENT}%`,
} as const
