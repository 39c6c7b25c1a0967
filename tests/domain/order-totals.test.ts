// The order steps' money rules (SPEC §5 Product quantity, §9 Display).
import { describe, expect, it } from 'vitest'
import {
  currencyNote,
  digitsOnly,
  formatTaxRate,
  orderTotal,
  pricedQuantity,
  productSubtotal,
} from '../../src/domain/order-totals'

const tiers = [
  { min: 0, max: 2001, valueAtZero: 28400, valuePerUnit: 0 },
  { min: 2001, max: null, valueAtZero: 0, valuePerUnit: 9.5 },
]
const catalogue = [
  { id: 'tour', unit: 'sq ft', pricing: { pricingTiers: tiers } },
  {
    id: 'twilight',
    unit: 'visit',
    pricing: { pricingTiers: [{ min: 0, max: null, valueAtZero: 5000, valuePerUnit: 0 }] },
  },
]

describe('quantities', () => {
  it.each([
    ['2,100', '2100'],
    ['12a3', '123'],
    [' 9 ', '9'],
    ['abc', ''],
  ])('%j keeps %j', (typed, kept) => expect(digitsOnly(typed)).toBe(kept))

  it.each([
    ['sq ft', '', undefined],
    ['sq ft', '0', undefined],
    ['sq ft', '1', 1],
    ['sq ft', '10000', 10000],
    ['sq ft', '10001', undefined],
    ['visit', '', 1],
  ])('%s %j prices as %s', (unit, typed, quantity) => expect(pricedQuantity(unit, typed)).toBe(quantity))
})

describe('subtotal', () => {
  it.each([
    [[], 0],
    [[{ id: 'tour', quantity: '1500' }], 28400],
    [[{ id: 'tour', quantity: '3000' }], 28500],
    [
      [
        { id: 'tour', quantity: '' },
        { id: 'twilight', quantity: '1' },
      ],
      5000,
    ],
    [[{ id: 'unknown', quantity: '1' }], 0],
  ])('%j → %i cents', (chosen, cents) => expect(productSubtotal(catalogue, chosen)).toBe(cents))
})

describe('confirm totals', () => {
  it('takes the discount off and adds travel, adjustments and tax', () => {
    expect(
      orderTotal({
        productTotal: 33200,
        discountTotal: 3320,
        travelTotal: 4500,
        priceAdjustmentsTotal: -2500,
        taxTotal: 3560,
      }),
    ).toBe(35440)
  })

  it('takes a redeemed plan listing off as well (issue 18); none, or null, changes nothing', () => {
    const amounts = { productTotal: 56800, discountTotal: 0, travelTotal: 0, priceAdjustmentsTotal: 0, taxTotal: 1369 }
    expect(orderTotal({ ...amounts, planRedemption: { amount: 33200 } })).toBe(24969)
    expect(orderTotal({ ...amounts, planRedemption: null })).toBe(58169)
    expect(orderTotal(amounts)).toBe(58169)
  })

  it.each([
    ['CAD with HST (?country=CA, a Canadian address)', 'CAD', 'HST', 0.13, 'Prices in CAD, plus 13 % HST.'],
    ['CAD without a tax row', 'CAD', 'Tax', 0, 'Prices in CAD.'],
    ['US dollars: no note (tax follows the state)', 'USD', 'Illinois service tax', 0.0625, null],
  ])('currency note: %s', (_, currency, taxName, rate, note) => {
    expect(currencyNote(currency, taxName, rate)).toBe(note)
  })

  it.each([
    [0.13, '13 %'],
    [0.05, '5 %'],
    [0.14975, '14.975 %'],
    [0, '0 %'],
  ])('tax rate %s reads %s', (rate, text) => expect(formatTaxRate(rate)).toBe(text))
})
