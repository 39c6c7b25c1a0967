import { describe, expect, it } from 'vitest'
import {
  orderTaxCents,
  rateToBasisPoints,
  regionPricing,
  taxableCents,
  taxCents,
} from '../../src/domain/region-pricing'

describe('region pricing: CA → CAD with 13% HST, otherwise USD without tax (SPEC §9)', () => {
  it.each([
    ['CA', 'CAD', 1300, 'HST'],
    ['ca', 'CAD', 1300, 'HST'],
    [' CA ', 'CAD', 1300, 'HST'],
    ['US', 'USD', 0, null],
    ['GB', 'USD', 0, null],
    ['CAN', 'USD', 0, null],
    ['', 'USD', 0, null],
    [null, 'USD', 0, null],
    [undefined, 'USD', 0, null],
  ])('country %j → %s, %i basis points, %s', (country, currency, taxBasisPoints, taxName) => {
    expect(regionPricing(country)).toEqual({ currency, taxBasisPoints, taxName })
  })
})

describe('tax in whole cents, rounded half up on the cent', () => {
  it.each([
    // HST on every subscription per-listing price of the spec table.
    [29900, 1300, 3887],
    [34900, 1300, 4537],
    [28400, 1300, 3692],
    [33200, 1300, 4316],
    [26900, 1300, 3497],
    [31400, 1300, 4082],
    [25400, 1300, 3302],
    [29700, 1300, 3861],
    [134500, 1300, 17485],
    [127000, 1300, 16510],
    // Exact half cents round up: 13% of 350 = 45.5, of 50 = 6.5, of 150 = 19.5.
    [350, 1300, 46],
    [50, 1300, 7],
    [150, 1300, 20],
    // Just below and above a half: 13% of 3 = 0.39, of 4 = 0.52.
    [3, 1300, 0],
    [4, 1300, 1],
    [0, 1300, 0],
    [29900, 0, 0],
    // Taxable amounts below zero are taxed as zero.
    [-1000, 1300, 0],
  ])('%i cents at %i bp → %i cents', (taxable, bp, tax) => {
    expect(taxCents(taxable, bp)).toBe(tax)
  })

  it('refuses fractional cents or rates', () => {
    expect(() => taxCents(10.5, 1300)).toThrow(RangeError)
    expect(() => taxCents(100, 0.13)).toThrow(RangeError)
    expect(() => taxCents(100, -1)).toThrow(RangeError)
  })

  it.each([
    [0.13, 1300],
    [0.05, 500],
    [0.14975, 1498],
    [0, 0],
  ])('rate %d is %i basis points', (rate, bp) => {
    expect(rateToBasisPoints(rate)).toBe(bp)
  })
})

describe('tax = (products − discounts + travel + adjustments) × rate', () => {
  it.each([
    [{ productTotal: 34900 }, 34900, 4537],
    [{ productTotal: 34900, discountTotal: 5000 }, 29900, 3887],
    [{ productTotal: 34900, discountTotal: 5000, travelTotal: 2500 }, 32400, 4212],
    [{ productTotal: 34900, discountTotal: 5000, travelTotal: 2500, priceAdjustmentsTotal: -1000 }, 31400, 4082],
    [{ productTotal: 34900, travelTotal: 2500, priceAdjustmentsTotal: 1000 }, 38400, 4992],
    [{ productTotal: 1000, discountTotal: 2000 }, -1000, 0],
  ])('%j → taxable %i, HST %i', (totals, taxable, tax) => {
    expect(taxableCents(totals)).toBe(taxable)
    expect(orderTaxCents(totals, regionPricing('CA').taxBasisPoints)).toBe(tax)
    expect(orderTaxCents(totals, regionPricing('US').taxBasisPoints)).toBe(0)
  })
})
