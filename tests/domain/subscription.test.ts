import { describe, expect, it } from 'vitest'
import {
  annualChargeCents,
  CONTACT_TIER,
  chargeCents,
  formatCentsPerSqFt,
  initialTermMonths,
  listingPriceCents,
  PAY_AS_YOU_GO,
  PLAN_PRICING,
  planPricing,
  pricingPagePlans,
  redeemableListings,
} from '../../src/domain/subscription'

// SPEC §9 Subscription pricing, one line per row: ≤2000, ≤4000 (dollars), over 4000 (cents/sq ft), fee, discount.
const SPEC_TABLE = [
  ['pay-as-you-go', 'Pay as you go', null, 299, 349, 10, null, null],
  ['agent-monthly', 'Agent', 'monthly', 284, 332, 9.5, 284, 5],
  ['agent-annual', 'Agent', 'annual', 269, 314, 9, 269, 10],
  ['team-monthly', 'Team', 'monthly', 269, 314, 9, 1345, 10],
  ['team-annual', 'Team', 'annual', 254, 297, 8.5, 1270, 15],
] as const

describe('the plan table is exactly SPEC §9', () => {
  it('has the five rows in the spec order', () => {
    expect(PLAN_PRICING.map((p) => p.id)).toEqual(SPEC_TABLE.map(([id]) => id))
  })

  it.each(SPEC_TABLE)(
    '%s: %s %s, $%d / $%d / %d¢ per sq ft, fee %s, discount %s%',
    (id, name, period, upTo2000, upTo4000, centsPerSqFt, fee, discount) => {
      const plan = PLAN_PRICING.find((p) => p.id === id)!
      expect(plan.name).toBe(name)
      expect(plan.billingPeriod).toBe(period)
      expect(plan.upTo2000Cents).toBe(upTo2000 * 100)
      expect(plan.upTo4000Cents).toBe(upTo4000 * 100)
      expect(plan.over4000MillsPerSqFt).toBe(centsPerSqFt * 10)
      expect(Number.isInteger(plan.over4000MillsPerSqFt)).toBe(true)
      expect(plan.monthlyFeeCents).toBe(fee === null ? null : fee * 100)
      expect(plan.discountPercent).toBe(discount)
    },
  )

  it('finds each subscription row by plan and period', () => {
    expect(planPricing('AGENT', 'monthly').id).toBe('agent-monthly')
    expect(planPricing('AGENT', 'annual').id).toBe('agent-annual')
    expect(planPricing('TEAM', 'monthly').id).toBe('team-monthly')
    expect(planPricing('TEAM', 'annual').id).toBe('team-annual')
    expect(PAY_AS_YOU_GO.plan).toBe('PAY_AS_YOU_GO')
  })

  it.each(SPEC_TABLE.filter(([, , , , , , , discount]) => discount !== null))(
    '%s prices are pay as you go less its discount, to the dollar',
    (_id, _name, _period, upTo2000, upTo4000, centsPerSqFt, _fee, discount) => {
      const factor = 1 - (discount ?? 0) / 100
      expect(Math.abs(upTo2000 - 299 * factor)).toBeLessThan(1)
      expect(Math.abs(upTo4000 - 349 * factor)).toBeLessThan(1)
      expect(centsPerSqFt).toBeCloseTo(10 * factor, 9)
    },
  )
})

describe('per-listing price for an area (bands inclusive; marginal per sq ft above 4000)', () => {
  // area → cents for every row: 1, 2000 (first band's edge), 2001, 4000 (second band's edge), 4001, 5000, 4001.5.
  it.each([
    ['pay-as-you-go', [29900, 29900, 34900, 34900, 34910, 44900, 34920]],
    ['agent-monthly', [28400, 28400, 33200, 33200, 33210, 42700, 33219]],
    ['agent-annual', [26900, 26900, 31400, 31400, 31409, 40400, 31418]],
    ['team-monthly', [26900, 26900, 31400, 31400, 31409, 40400, 31418]],
    ['team-annual', [25400, 25400, 29700, 29700, 29709, 38200, 29717]],
  ] as const)('%s', (id, expected) => {
    const plan = PLAN_PRICING.find((p) => p.id === id)!
    const areas = [1, 2000, 2001, 4000, 4001, 5000, 4001.5]
    expect(areas.map((area) => listingPriceCents(plan, area))).toEqual(expected)
  })

  it('rounds half a cent up (9.5¢ × an odd number of square feet)', () => {
    // 33200 cents + 3 × 9.5 = 33228.5 → 33229
    expect(listingPriceCents(planPricing('AGENT', 'monthly'), 4003)).toBe(33229)
    // 29700 + 1 × 8.5 = 29708.5 → 29709
    expect(listingPriceCents(planPricing('TEAM', 'annual'), 4001)).toBe(29709)
  })

  it('prices an area of 0 at the first band and refuses a negative or non-finite area', () => {
    expect(listingPriceCents(PAY_AS_YOU_GO, 0)).toBe(29900)
    expect(() => listingPriceCents(PAY_AS_YOU_GO, -1)).toThrow(RangeError)
    expect(() => listingPriceCents(PAY_AS_YOU_GO, Number.NaN)).toThrow(RangeError)
  })
})

describe('fees, terms and charges', () => {
  // redeemable = floor(fee / first price); charge per period; annual charge = 12 × fee; initial term.
  it.each([
    ['pay-as-you-go', 0, null, null, 0],
    ['agent-monthly', 1, 28400, 340800, 3],
    ['agent-annual', 1, 322800, 322800, 12],
    ['team-monthly', 5, 134500, 1614000, 3],
    ['team-annual', 5, 1524000, 1524000, 12],
  ] as const)('%s: %i redeemable, charge %s, annual %s, term %i months', (id, redeemable, charge, annual, term) => {
    const plan = PLAN_PRICING.find((p) => p.id === id)!
    expect(redeemableListings(plan)).toBe(redeemable)
    expect(chargeCents(plan)).toBe(charge)
    expect(annualChargeCents(plan)).toBe(annual)
    expect(initialTermMonths(plan.billingPeriod)).toBe(term)
  })

  it('advertises the contact tier as savings up to 30%', () => {
    expect(CONTACT_TIER).toEqual({ maxSavingsPercent: 30, savingsText: 'Savings up to 30%' })
  })

  it.each([
    [100, '10¢'],
    [95, '9.5¢'],
    [90, '9¢'],
    [85, '8.5¢'],
  ])('shows %i mills per sq ft as %s', (mills, text) => {
    expect(formatCentsPerSqFt(mills)).toBe(text)
  })
})

describe('pricing page data', () => {
  it.each([
    ['monthly', ['pay-as-you-go', 'agent-monthly', 'team-monthly']],
    ['annual', ['pay-as-you-go', 'agent-annual', 'team-annual']],
  ] as const)('the %s toggle shows %j', (period, ids) => {
    expect(pricingPagePlans(period).map((p) => p.id)).toEqual(ids)
  })

  it('renders a card straight from the data', () => {
    const team = pricingPagePlans('monthly')[2]!
    expect(team).toEqual({
      id: 'team-monthly',
      plan: 'TEAM',
      name: 'Team',
      billingPeriod: 'monthly',
      rows: [
        { kind: 'flat', upToSqFt: 2000, priceCents: 26900 },
        { kind: 'flat', upToSqFt: 4000, priceCents: 31400 },
        { kind: 'perSqFt', overSqFt: 4000, millsPerSqFt: 90 },
      ],
      monthlyFeeCents: 134500,
      discountPercent: 10,
      chargeCents: 134500,
      redeemableListings: 5,
      initialTermMonths: 3,
    })
  })

  it('gives pay as you go no fee, discount or term', () => {
    const payg = pricingPagePlans('annual')[0]!
    expect(payg).toMatchObject({ name: 'Pay as you go', billingPeriod: null, monthlyFeeCents: null })
    expect(payg).toMatchObject({
      discountPercent: null,
      chargeCents: null,
      redeemableListings: 0,
      initialTermMonths: 0,
    })
  })
})
