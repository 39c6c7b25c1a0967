import { describe, expect, it } from 'vitest'
import {
  normalisePromoCode,
  orderMoney,
  type PromoCode,
  promoDiscount,
  promoStatus,
  type TaxRate,
  taxFor,
} from '../../server/domain/order-money'

const now = new Date('2026-11-23T12:00:00Z')
const promo = (over: Partial<PromoCode> = {}): PromoCode => ({
  code: 'SPRING15',
  percentOff: 15,
  amountOffCents: null,
  expiresAt: null,
  maxUses: null,
  uses: 0,
  ...over,
})

describe('promoStatus', () => {
  it.each([
    ['no such code', undefined, 'unknown'],
    ['no end, no limit', promo(), 'valid'],
    ['ends later today', promo({ expiresAt: new Date('2026-11-23T23:59:59Z') }), 'valid'],
    ['ends this very moment', promo({ expiresAt: now }), 'valid'],
    ['ended a second ago', promo({ expiresAt: new Date('2026-11-23T11:59:59Z') }), 'expired'],
    ['one use left', promo({ maxUses: 100, uses: 99 }), 'valid'],
    ['used up', promo({ maxUses: 100, uses: 100 }), 'usedUp'],
    ['expired and used up: expired first', promo({ expiresAt: new Date(0), maxUses: 1, uses: 1 }), 'expired'],
  ] as const)('%s → %s', (_, code, status) => expect(promoStatus(code, now)).toBe(status))

  it.each([
    [' spring15 ', 'SPRING15'],
    ['Welcome50', 'WELCOME50'],
  ])('a typed %j is the code %s', (typed, code) => expect(normalisePromoCode(typed)).toBe(code))
})

describe('promoDiscount (cents)', () => {
  it.each([
    ['15 % of $299', { percentOff: 15, amountOffCents: null }, 29900, 4485],
    ['15 % of $2.99 rounds half up', { percentOff: 15, amountOffCents: null }, 299, 45],
    ['$50 off $299', { percentOff: null, amountOffCents: 5000 }, 29900, 5000],
    ['$50 off a $30 order takes it to zero, no further', { percentOff: null, amountOffCents: 5000 }, 3000, 3000],
    ['nothing ordered', { percentOff: 15, amountOffCents: null }, 0, 0],
    ['both kinds add up', { percentOff: 10, amountOffCents: 1000 }, 20000, 3000],
    ['a negative amount is no discount', { percentOff: null, amountOffCents: -500 }, 20000, 0],
  ])('%s', (_, code, productTotal, discount) => expect(promoDiscount(code, productTotal)).toBe(discount))
})

describe('taxFor', () => {
  const rates: TaxRate[] = [
    { country: 'US', region: null, name: 'Sales tax', rateBasisPoints: 0, currency: 'USD' },
    { country: 'US', region: 'IL', name: 'Illinois service tax', rateBasisPoints: 625, currency: 'USD' },
    { country: 'CA', region: null, name: 'HST', rateBasisPoints: 1300, currency: 'CAD' },
  ]
  it.each([
    ['Illinois: its own row', 'US', 'IL', { name: 'Illinois service tax', rate: 0.0625, currency: 'USD' }],
    ['another state: the country row', 'US', 'WI', { name: 'Sales tax', rate: 0, currency: 'USD' }],
    ['no region given', 'US', null, { name: 'Sales tax', rate: 0, currency: 'USD' }],
    ['Canada: 13 % HST in CAD (SPEC §9)', 'CA', 'ON', { name: 'HST', rate: 0.13, currency: 'CAD' }],
    ['codes compare without case', 'ca', 'on', { name: 'HST', rate: 0.13, currency: 'CAD' }],
    ['a country without rows: no tax, dollars', 'MX', null, { name: 'Tax', rate: 0, currency: 'USD' }],
  ] as const)('%s', (_, country, region, tax) => expect(taxFor(rates, country, region)).toEqual(tax))
})

describe('orderMoney (ARCHITECTURE §4: tax = (products − discounts + travel + adjustments) × rate)', () => {
  it.each([
    ['products only, no tax', [29900, 0, 0, 0, 0], { taxTotal: 0, total: 29900 }],
    [
      'HST on products, travel and a discount: 45,815 × 0.13 = 5,955.95',
      [47800, 4485, 2500, 0, 0.13],
      { taxTotal: 5956, total: 51771 },
    ],
    ['a fraction of a cent rounds half up', [100, 0, 0, 0, 0.0625], { taxTotal: 6, total: 106 }],
    ['a credit adjustment lowers the taxed base', [29900, 0, 0, -9900, 0.13], { taxTotal: 2600, total: 22600 }],
    [
      'adjustments beyond the order: nothing taxed, nothing owed',
      [10000, 0, 0, -20000, 0.13],
      { taxTotal: 0, total: 0 },
    ],
  ] as const)('%s', (_, [productTotal, discountTotal, travelTotal, priceAdjustmentsTotal, taxRate], expected) => {
    const money = orderMoney({ productTotal, discountTotal, travelTotal, priceAdjustmentsTotal, taxRate })
    expect({ taxTotal: money.taxTotal, total: money.total }).toEqual(expected)
    expect(Number.isInteger(money.taxTotal)).toBe(true)
  })
})
