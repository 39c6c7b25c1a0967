// Region pricing and tax (SPEC §2 query parameter country, §4 change flow, §9; ARCHITECTURE §4 Tax). Canada ('CA')
// charges in CAD with 13 % HST; everywhere else charges USD without tax. Rates are basis points (1300 = 13 %) so
// tax is computed in integers and a cent is never lost to binary fractions.
import { CANADA_COUNTRY_CODE, CANADA_HST_BASIS_POINTS } from '../schemas/constants'
import type { Currency } from './money'

const BASIS_POINTS_PER_UNIT = 10_000

export interface RegionPricing {
  readonly currency: Currency
  /** Tax rate in basis points; 0 where no tax is charged. */
  readonly taxBasisPoints: number
  /** The tax's name for the invoice line, when there is one. */
  readonly taxName: 'HST' | null
}

const CANADA: RegionPricing = { currency: 'CAD', taxBasisPoints: CANADA_HST_BASIS_POINTS, taxName: 'HST' }
const DEFAULT_REGION: RegionPricing = { currency: 'USD', taxBasisPoints: 0, taxName: null }

/**
 * Pricing for a country code. The code arrives from a query parameter or an address, so case and surrounding
 * spaces are forgiven ('ca', ' CA '); anything else, or none, is the default USD region.
 */
export function regionPricing(country: string | null | undefined): RegionPricing {
  return country?.trim().toUpperCase() === CANADA_COUNTRY_CODE ? CANADA : DEFAULT_REGION
}

/** A rate given as a fraction (0.13, as the order's taxRate arrives) in basis points (1300). */
export function rateToBasisPoints(rate: number): number {
  return Math.round(rate * BASIS_POINTS_PER_UNIT)
}

/**
 * Tax in whole cents on a taxable amount: amount × rate, rounded half up on the cent (a half cent becomes a cent:
 * 13 % of 350 cents is 45.5 → 46). The arithmetic is integer: cents × basis points is exact, and adding half the
 * divisor before flooring rounds half up. A taxable amount below zero (discounts beyond the order) is taxed as 0:
 * an order never carries a negative tax.
 */
export function taxCents(taxableCents: number, taxBasisPoints: number): number {
  if (!Number.isInteger(taxableCents) || !Number.isInteger(taxBasisPoints) || taxBasisPoints < 0) {
    throw new RangeError(`taxCents: cents and basis points must be whole (got ${taxableCents}, ${taxBasisPoints})`)
  }
  if (taxableCents <= 0) return 0
  return Math.floor((taxableCents * taxBasisPoints + BASIS_POINTS_PER_UNIT / 2) / BASIS_POINTS_PER_UNIT)
}

/** The order totals tax is computed from, all in cents. */
export interface TaxableTotals {
  readonly productTotal: number
  /** Discounts as a positive amount to subtract (a $10 promo is 1000). */
  readonly discountTotal?: number
  readonly travelTotal?: number
  /** Price adjustments with their own sign (a credit is negative). */
  readonly priceAdjustmentsTotal?: number
}

/** products − discounts + travel + adjustments, the amount tax applies to. */
export function taxableCents(totals: TaxableTotals): number {
  const { productTotal, discountTotal = 0, travelTotal = 0, priceAdjustmentsTotal = 0 } = totals
  return productTotal - discountTotal + travelTotal + priceAdjustmentsTotal
}

/** tax = (products − discounts + travel + adjustments) × rate, in cents rounded half up. */
export function orderTaxCents(totals: TaxableTotals, taxBasisPoints: number): number {
  return taxCents(taxableCents(totals), taxBasisPoints)
}
