// The money of an order (issue 8; ARCHITECTURE §4 Products and prices, Tax; SPEC §3 Order confirm, §4 "tax =
// (product total + travel + adjustments) × tax rate"): promo codes and their discount, the tax rate of a service
// address, and the totals. Integer cents everywhere; a fraction of a cent is rounded half up once, at the end of
// each line, so the sum on screen is the sum charged.

export interface PromoCode {
  readonly code: string
  readonly percentOff: number | null
  readonly amountOffCents: number | null
  /** The last moment it may be applied; null for no end. */
  readonly expiresAt: Date | null
  /** How many orders may use it in all; null for no limit. */
  readonly maxUses: number | null
  /** How many confirmed orders used it so far. */
  readonly uses: number
}

export type PromoStatus = 'valid' | 'unknown' | 'expired' | 'usedUp'

/** Codes are typed by people: compared without case and surrounding spaces. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase()

/** Whether a typed code can be applied now; an unknown code and an ended one are both 'not valid' to the visitor. */
export function promoStatus(promo: PromoCode | undefined, now: Date): PromoStatus {
  if (!promo) return 'unknown'
  if (promo.expiresAt !== null && now.getTime() > promo.expiresAt.getTime()) return 'expired'
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return 'usedUp'
  return 'valid'
}

/** The discount on the products (never more than they cost, never negative), in cents. */
export function promoDiscount(promo: Pick<PromoCode, 'percentOff' | 'amountOffCents'>, productTotal: number): number {
  const base = Math.max(0, productTotal)
  const percent = promo.percentOff === null ? 0 : Math.round((base * promo.percentOff) / 100)
  const amount = promo.amountOffCents ?? 0
  return Math.min(base, Math.max(0, percent + amount))
}

export interface TaxRate {
  readonly country: string
  /** A state or province; null for the country's own row. */
  readonly region: string | null
  readonly name: string
  readonly rateBasisPoints: number
  readonly currency: string
}

export interface AppliedTax {
  readonly name: string
  /** A fraction: 0.13 is 13 %. */
  readonly rate: number
  readonly currency: string
}

const NO_TAX: AppliedTax = { name: 'Tax', rate: 0, currency: 'USD' }

/** The region's row if there is one, else the country's, else no tax in US dollars. Codes compare without case. */
export function taxFor(rates: ReadonlyArray<TaxRate>, country: string, region: string | null): AppliedTax {
  const same = (a: string | null, b: string | null) => (a ?? '').toUpperCase() === (b ?? '').toUpperCase()
  const ofCountry = rates.filter((r) => same(r.country, country))
  const row =
    ofCountry.find((r) => r.region !== null && same(r.region, region)) ?? ofCountry.find((r) => r.region === null)
  return row ? { name: row.name, rate: row.rateBasisPoints / 10_000, currency: row.currency } : NO_TAX
}

export interface OrderMoney {
  readonly productTotal: number
  readonly discountTotal: number
  /** The plan's included listing the order redeems (issue 18), as a positive amount taken off; 0 without one. */
  readonly planRedemptionTotal: number
  readonly travelTotal: number
  readonly priceAdjustmentsTotal: number
  readonly taxTotal: number
  readonly total: number
}

/**
 * The order's totals: tax = (products − discount − plan redemption + travel + adjustments) × rate, rounded half up to
 * the cent; a base below zero (adjustments larger than the order) is taxed as zero, and the total never goes below
 * zero. The plan redemption (issue 18) is taken off before tax, like the promo discount.
 */
export function orderMoney(parts: {
  readonly productTotal: number
  readonly discountTotal: number
  readonly planRedemptionTotal?: number
  readonly travelTotal: number
  readonly priceAdjustmentsTotal: number
  readonly taxRate: number
}): OrderMoney {
  const planRedemptionTotal = parts.planRedemptionTotal ?? 0
  const base =
    parts.productTotal - parts.discountTotal - planRedemptionTotal + parts.travelTotal + parts.priceAdjustmentsTotal
  const taxTotal = Math.round(Math.max(0, base) * parts.taxRate)
  return {
    productTotal: parts.productTotal,
    discountTotal: parts.discountTotal,
    planRedemptionTotal,
    travelTotal: parts.travelTotal,
    priceAdjustmentsTotal: parts.priceAdjustmentsTotal,
    taxTotal,
    total: Math.max(0, base) + taxTotal,
  }
}
