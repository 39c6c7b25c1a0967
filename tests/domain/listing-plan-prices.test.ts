import { describe, expect, it } from 'vitest'
import {
  listingPlanPrices,
  type PricedListing,
  pricedArea,
  pricedListingAddress,
} from '../../src/domain/listing-plan-prices'
import type { Stats } from '../../src/schemas/Listing'

const stats = (areaPrimary: number | null, areaSecondary: number | null): Stats => ({
  bedroomsPrimary: 3,
  bedroomsSecondary: null,
  bathroomsPrimary: 2,
  bathroomsSecondary: null,
  areaPrimary,
  areaSecondary,
  price: null,
})

const listing = (areaSqFt: number | null, unit: string | null = null): PricedListing => ({
  tourName: '12-oak',
  street: '12 Oak Street',
  unit,
  areaSqFt,
})

describe('pricedArea: above grade plus below grade', () => {
  it.each([
    ['no stats', null, null],
    ['no areas', stats(null, null), null],
    ['above grade only', stats(1800, null), 1800],
    ['below grade only', stats(null, 600), 600],
    ['both', stats(1800, 600), 2400],
    ['a zero part counts as none', stats(0, 0), null],
  ] as const)('%s', (_, given, expected) => {
    expect(pricedArea(given)).toBe(expected)
  })
})

describe('listingPlanPrices: the SPEC §9 table at the listing size', () => {
  // Prices from the spec's table, in dollars per listing up to 2000 / up to 4000 sq ft, then cents per sq ft above:
  // pay as you go 299/349/10¢, Agent monthly 284/332/9.5¢, annual 269/314/9¢, Team monthly 269/314/9¢, annual
  // 254/297/8.5¢.
  it.each([
    [1500, 'monthly', { PAY_AS_YOU_GO: 29900, AGENT: 28400, TEAM: 26900 }],
    [1500, 'annual', { PAY_AS_YOU_GO: 29900, AGENT: 26900, TEAM: 25400 }],
    [2001, 'monthly', { PAY_AS_YOU_GO: 34900, AGENT: 33200, TEAM: 31400 }],
    [4100, 'monthly', { PAY_AS_YOU_GO: 34900 + 1000, AGENT: 33200 + 950, TEAM: 31400 + 900 }],
    [4100, 'annual', { PAY_AS_YOU_GO: 34900 + 1000, AGENT: 31400 + 900, TEAM: 29700 + 850 }],
  ] as const)('%d sq ft, %s', (area, period, expected) => {
    expect(listingPlanPrices(listing(area), period)).toEqual(expected)
  })

  it('has no prices without a recorded size', () => {
    expect(listingPlanPrices(listing(null), 'monthly')).toBeNull()
  })
})

describe('pricedListingAddress', () => {
  it.each([
    [null, '12 Oak Street'],
    ['Unit 4', '12 Oak Street, Unit 4'],
    ['', '12 Oak Street'],
  ] as const)('unit %s', (unit, expected) => {
    expect(pricedListingAddress(listing(1000, unit))).toBe(expected)
  })
})
