// Orders by a subscriber (SPEC §9 Subscription pricing; issue 18): the plan's tiers for the per-listing product, in
// the catalogue's shape; which subscriptions price orders; when an included listing can be redeemed; the line's words.
import { describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '../../server/demo/dataset/catalogue'
import { priceForQuantity } from '../../src/domain/pricing-tiers'
import {
  COUNTING_STATUSES,
  calendarDay,
  canRedeem,
  countsForPricing,
  earliestRedeemableTermEnd,
  listingsLeft,
  PER_LISTING_PRODUCT_ID,
  planPricingDescription,
  planTiers,
  pricingOf,
  redemptionDescription,
  type SubscriberPlan,
  subscriptionForOrder,
} from '../../src/domain/subscriber-pricing'
import { type BillingPeriod, PAY_AS_YOU_GO, planPricing, type SubscriptionPlan } from '../../src/domain/subscription'
import { addDays, redemptionDeadline } from '../../src/domain/subscription-term'

const PLANS: ReadonlyArray<[SubscriptionPlan, BillingPeriod]> = [
  ['AGENT', 'monthly'],
  ['AGENT', 'annual'],
  ['TEAM', 'monthly'],
  ['TEAM', 'annual'],
]
const priceAt = (plan: SubscriptionPlan | 'PAYG', period: BillingPeriod, area: number) =>
  priceForQuantity(planTiers(plan === 'PAYG' ? PAY_AS_YOU_GO : planPricing(plan, period)), area) as number

describe("the plan's tiers for the per-listing product", () => {
  it("pay as you go's row gives exactly the catalogue's 3D tour tiers (the list price a plan is compared with)", () => {
    const tour = DEMO_PRODUCTS.find((p) => p.id === PER_LISTING_PRODUCT_ID)
    expect(tour?.pricing.secondaryPricingTiers).toEqual(planTiers(PAY_AS_YOU_GO))
  })

  it.each([
    // plan, period, below 2000, 2000 to below 4000, cents per sq ft from 4000 (whole area)
    ['AGENT', 'monthly', 28400, 33200, 9.5],
    ['AGENT', 'annual', 26900, 31400, 9],
    ['TEAM', 'monthly', 26900, 31400, 9],
    ['TEAM', 'annual', 25400, 29700, 8.5],
  ] as const)('%s %s: $%d, $%d, %d¢ per sq ft', (plan, period, first, second, perSqFt) => {
    expect(planTiers(planPricing(plan, period))).toEqual([
      { min: 0, max: 2000, valueAtZero: first, valuePerUnit: 0 },
      { min: 2000, max: 4000, valueAtZero: second, valuePerUnit: 0 },
      { min: 4000, max: null, valueAtZero: 0, valuePerUnit: perSqFt },
    ])
  })

  it.each([
    // area, Agent monthly, pay as you go (cents)
    [0, 28400, 29900],
    [1, 28400, 29900],
    [1999, 28400, 29900],
    [2000, 33200, 34900],
    [2500, 33200, 34900],
    [3999, 33200, 34900],
    [4000, 38000, 40000],
    [4001, 38010, 40010], // 4001 × 9.5 = 38009.5, rounded half up
    [10000, 95000, 100000],
  ])('at %d sq ft: Agent monthly %d, pay as you go %d', (area, agent, payg) => {
    expect(priceAt('AGENT', 'monthly', area)).toBe(agent)
    expect(priceAt('PAYG', 'monthly', area)).toBe(payg)
  })

  it('never costs more than pay as you go, Team never more than Agent, annual never more than monthly (0 … 10 000 sq ft)', () => {
    const failures: string[] = []
    for (let area = 0; area <= 10_000; area++) {
      const payg = priceAt('PAYG', 'monthly', area)
      for (const [plan, period] of PLANS) {
        const price = priceAt(plan, period, area)
        if (!(price <= payg)) failures.push(`${plan} ${period} at ${area}: ${price} > pay as you go ${payg}`)
      }
      for (const period of ['monthly', 'annual'] as const) {
        const team = priceAt('TEAM', period, area)
        const agent = priceAt('AGENT', period, area)
        if (!(team <= agent)) failures.push(`Team ${period} at ${area}: ${team} > Agent ${agent}`)
      }
      for (const plan of ['AGENT', 'TEAM'] as const) {
        const annual = priceAt(plan, 'annual', area)
        const monthly = priceAt(plan, 'monthly', area)
        if (!(annual <= monthly)) failures.push(`${plan} annual at ${area}: ${annual} > monthly ${monthly}`)
      }
    }
    expect(failures).toEqual([])
  })

  it.each([
    ['AGENT', 'monthly', "Your Agent plan's price by finished area; 9.5¢ per sq ft above 4,000"],
    ['TEAM', 'annual', "Your Team plan's price by finished area; 8.5¢ per sq ft above 4,000"],
  ] as const)('%s %s is explained as %s', (plan, period, words) => {
    expect(planPricingDescription(planPricing(plan, period))).toBe(words)
  })

  it("reads the subscription's row", () => {
    expect(pricingOf({ plan: 'TEAM', period: 'annual' }).id).toBe('team-annual')
  })
})

const subscription = (over: Partial<SubscriberPlan> = {}): SubscriberPlan => ({
  id: 'sub-1',
  plan: 'AGENT',
  period: 'monthly',
  status: 'active',
  termStart: '2026-01-15',
  termEnd: '2026-04-15',
  listingsIncluded: 1,
  listingsUsed: 0,
  ...over,
})

describe('which subscriptions count', () => {
  it.each([
    ['active', true],
    ['ending', true],
    ['pending', false],
    ['ended', false],
  ] as const)('%s counts: %s', (status, counts) => {
    expect(countsForPricing(status)).toBe(counts)
    expect(COUNTING_STATUSES.includes(status as never)).toBe(counts)
  })
})

describe('redeeming an included listing', () => {
  it.each<[string, Partial<SubscriberPlan>, string, boolean]>([
    ['active, one left, within the term', {}, '2026-02-01', true],
    ['ending still redeems', { status: 'ending' }, '2026-02-01', true],
    ['pending (not paid) does not', { status: 'pending' }, '2026-02-01', false],
    ['ended does not', { status: 'ended' }, '2026-02-01', false],
    ['none left', { listingsUsed: 1 }, '2026-02-01', false],
    ['two of three used: one left', { listingsIncluded: 3, listingsUsed: 2 }, '2026-02-01', true],
    ['the term has ended, within 90 days', {}, '2026-06-01', true],
    ['the 90th day after the term', {}, '2026-07-14', true],
    ['the 91st day after the term', {}, '2026-07-15', false],
  ])('%s', (_, over, today, expected) => {
    expect(canRedeem(subscription(over), today)).toBe(expected)
  })

  it("the update's term_end floor agrees with redemptionDeadline on every day of two years", () => {
    for (let offset = 0; offset < 730; offset++) {
      const today = addDays('2026-01-01', offset)
      const floor = earliestRedeemableTermEnd(today)
      expect(redemptionDeadline(floor) >= today).toBe(true)
      expect(redemptionDeadline(addDays(floor, -1)) >= today).toBe(false)
    }
  })

  it('counts what is left, never below zero', () => {
    expect(listingsLeft({ listingsIncluded: 5, listingsUsed: 2 })).toBe(3)
    expect(listingsLeft({ listingsIncluded: 1, listingsUsed: 2 })).toBe(0)
  })

  it('reads today as the UTC calendar day', () => {
    expect(calendarDay(new Date('2026-03-01T23:30:00-06:00'))).toBe('2026-03-02')
  })
})

describe('the subscription an order is priced with', () => {
  const today = '2026-03-01'
  it.each<[string, SubscriberPlan[], string | null]>([
    ['none', [], null],
    ['a pending one does not price', [subscription({ status: 'pending' })], null],
    ['an ended one does not price', [subscription({ status: 'ended' })], null],
    ['the active one', [subscription()], 'sub-1'],
    [
      'one with a listing left before one without',
      [
        subscription({ id: 'used', listingsUsed: 1, termStart: '2026-02-01', termEnd: '2026-05-01' }),
        subscription({ id: 'left' }),
      ],
      'left',
    ],
    [
      'of two with listings left, the one whose redemption ends first',
      [
        subscription({ id: 'later', termStart: '2026-02-01', termEnd: '2026-05-01' }),
        subscription({ id: 'sooner', termEnd: '2026-04-15' }),
      ],
      'sooner',
    ],
    [
      'none left anywhere: the latest term',
      [
        subscription({ id: 'old', listingsUsed: 1 }),
        subscription({ id: 'new', listingsUsed: 1, termStart: '2026-02-20', termEnd: '2026-05-20' }),
      ],
      'new',
    ],
  ])('%s', (_, subscriptions, expected) => {
    expect(subscriptionForOrder(subscriptions, today)?.id ?? null).toBe(expected)
  })
})

describe("the redemption line's words", () => {
  it.each([
    ['AGENT', { left: 1, included: 1 }, 'Included with your Agent plan (1 of 1 left)'],
    ['TEAM', { left: 3, included: 5 }, 'Included with your Team plan (3 of 5 left)'],
    ['AGENT', undefined, 'Included with your Agent plan'],
  ] as const)('%s %o', (plan, count, words) => {
    expect(redemptionDescription(plan, count)).toBe(words)
  })
})
