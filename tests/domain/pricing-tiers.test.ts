import { describe, expect, it } from 'vitest'
import {
  findTier,
  type PricingTier,
  priceForQuantity,
  quoteProduct,
  showsOriginalPrice,
  startingPrice,
  tierPrice,
} from '../../src/domain/pricing-tiers'

// A square-feet product: flat up to 2000, then a fixed part plus cents per square foot, open-ended above 4000.
const tiers: PricingTier[] = [
  { min: 0, max: 2000, valueAtZero: 29900, valuePerUnit: 0 },
  { min: 2000, max: 4000, valueAtZero: 34900, valuePerUnit: 0 },
  { min: 4000, max: null, valueAtZero: 0, valuePerUnit: 9.5 },
]

describe('findTier: min inclusive, max exclusive (SPEC §9 Display)', () => {
  it.each([
    [0, 0],
    [1999, 0],
    [2000, 1],
    [3999, 1],
    [4000, 2],
    [1_000_000, 2],
  ])('quantity %i falls in tier %i', (quantity, index) => {
    expect(findTier(tiers, quantity)).toBe(tiers[index])
  })

  it('finds no tier below the first min or at a closed last max', () => {
    const closed: PricingTier[] = [{ min: 1, max: 10, valueAtZero: 0, valuePerUnit: 500 }]
    expect(findTier(closed, 0)).toBeUndefined()
    expect(findTier(closed, 1)).toBe(closed[0])
    expect(findTier(closed, 9)).toBe(closed[0])
    expect(findTier(closed, 10)).toBeUndefined()
  })

  it('treats a missing max as unbounded', () => {
    expect(findTier([{ min: 5, valueAtZero: 0, valuePerUnit: 1 }], 10 ** 9)).toBeDefined()
  })
})

describe('tierPrice = valueAtZero + quantity × valuePerUnit, in cents', () => {
  it.each([
    [{ min: 0, max: 10, valueAtZero: 1000, valuePerUnit: 250 }, 4, 2000],
    [{ min: 0, max: 10, valueAtZero: 0, valuePerUnit: 250 }, 0, 0],
    [{ min: 0, max: 10, valueAtZero: 1500, valuePerUnit: 0 }, 7, 1500],
    [{ min: 4000, valueAtZero: 0, valuePerUnit: 9.5 }, 4000, 38000],
    // 9.5 × 4001 = 38009.5 cents: half a cent rounds up to a whole cent.
    [{ min: 4000, valueAtZero: 0, valuePerUnit: 9.5 }, 4001, 38010],
  ])('%j at %i → %i cents', (tier, quantity, expected) => {
    expect(tierPrice(tier, quantity)).toBe(expected)
  })

  it('prices through the chosen tier', () => {
    expect(priceForQuantity(tiers, 1999)).toBe(29900)
    expect(priceForQuantity(tiers, 2000)).toBe(34900)
    expect(priceForQuantity(tiers, 5000)).toBe(47500)
    expect(priceForQuantity([], 5)).toBeUndefined()
    expect(priceForQuantity(null, 5)).toBeUndefined()
  })
})

describe('struck-through original only when the secondary (list) price is higher', () => {
  it.each([
    [25000, 29900, true],
    [29900, 29900, false],
    [29900, 25000, false],
    [29900, undefined, false],
    [undefined, 29900, false],
    [0, 1, true],
  ])('price %s, list %s → %s', (price, listPrice, expected) => {
    expect(showsOriginalPrice(price, listPrice)).toBe(expected)
  })

  it('quotes a product with its secondary tiers', () => {
    const pricing = {
      pricingTiers: [{ min: 1, max: 51, valueAtZero: 0, valuePerUnit: 800 }],
      secondaryPricingTiers: [{ min: 1, max: 51, valueAtZero: 0, valuePerUnit: 1000 }],
    }
    expect(quoteProduct(pricing, 25)).toEqual({ price: 20000, listPrice: 25000, showsOriginal: true })
    expect(quoteProduct(pricing, 51)).toEqual({ price: undefined, listPrice: undefined, showsOriginal: false })
  })

  it('shows no original for a product without secondary tiers', () => {
    expect(quoteProduct({ pricingTiers: tiers }, 100)).toEqual({
      price: 29900,
      listPrice: undefined,
      showsOriginal: false,
    })
  })

  it('shows no original when the list price is lower at that quantity', () => {
    const pricing = {
      pricingTiers: [{ min: 0, valueAtZero: 10000, valuePerUnit: 0 }],
      secondaryPricingTiers: [{ min: 0, valueAtZero: 9000, valuePerUnit: 0 }],
    }
    expect(quoteProduct(pricing, 3).showsOriginal).toBe(false)
  })
})

describe('startingPrice: the lowest price any tier charges, for "From …" before a quantity is typed', () => {
  it.each([
    ['a flat price', [{ min: 0, max: null, valueAtZero: 24900, valuePerUnit: 0 }], 24900],
    [
      'banded by area, then per square foot above 4,000',
      [
        { min: 0, max: 2000, valueAtZero: 29900, valuePerUnit: 0 },
        { min: 2000, max: 4000, valueAtZero: 34900, valuePerUnit: 0 },
        { min: 4000, max: null, valueAtZero: 0, valuePerUnit: 10 },
      ],
      29900,
    ],
    ['per unit from zero counts one unit', [{ min: 0, max: null, valueAtZero: 0, valuePerUnit: 450 }], 450],
    ['no tiers', [], undefined],
  ])('%s', (_name, tiers, expected) => {
    expect(startingPrice(tiers)).toBe(expected)
  })
})
