import { describe, expect, it } from 'vitest'
import { subscriptionSummary, writtenDate } from '../../src/domain/subscription-summary'
import type { SubscriptionView } from '../../src/schemas/api/finance'

const agent: SubscriptionView = {
  plan: 'AGENT',
  period: 'monthly',
  status: 'active',
  currency: 'USD',
  termStart: '2026-11-07',
  termEnd: '2027-02-07',
  listingsIncluded: 1,
  listingsUsed: 0,
  redeemableUntil: '2027-05-08',
  nextChargeCents: 28400,
  nextChargeDate: '2026-12-07',
  chargeCents: 28400,
  taxCents: 0,
  activatedAt: '2026-11-07T10:00:00.000Z',
}

describe('subscriptionSummary', () => {
  it.each([
    ['2026-11-07', 'November 7, 2026'],
    ['2027-02-28', 'February 28, 2027'],
    ['2026-01-01', 'January 1, 2026'],
  ])('writes %s as %s whatever the time zone', (date, written) => {
    expect(writtenDate(date)).toBe(written)
  })

  it('describes an active monthly plan', () => {
    expect(subscriptionSummary(agent)).toEqual({
      title: 'Agent plan, billed monthly',
      status: 'Active',
      term: 'November 7, 2026 to February 7, 2027',
      listingsLeft: 1,
      listingsDetail: 'of 1 included listing left, redeemable until May 8, 2027',
      nextCharge: '$284.00 on December 7, 2026',
      canCancel: true,
      canResume: false,
    })
  })

  it('has no next charge once cancelled, and offers to keep the plan', () => {
    const ending = subscriptionSummary({ ...agent, status: 'ending', nextChargeCents: null, nextChargeDate: null })
    expect(ending.nextCharge).toBe('None: the plan ends on February 7, 2027')
    expect(ending.status).toBe('Ends at the term’s end')
    expect([ending.canCancel, ending.canResume]).toEqual([false, true])
  })

  it('says a renewal payment failed: no next charge, nothing to cancel or resume', () => {
    const pastDue = subscriptionSummary({ ...agent, status: 'past_due', nextChargeCents: null, nextChargeDate: null })
    expect(pastDue.status).toBe('Payment failed')
    expect(pastDue.nextCharge).toBe('None: the last renewal payment failed. Choose a plan below to subscribe again.')
    expect([pastDue.canCancel, pastDue.canResume]).toEqual([false, false])
  })

  it('counts listings left, never below zero, and charges in the plan’s currency', () => {
    const team = subscriptionSummary({
      ...agent,
      plan: 'TEAM',
      period: 'annual',
      currency: 'CAD',
      listingsIncluded: 60,
      listingsUsed: 61,
      nextChargeCents: 1722120,
    })
    expect(team.title).toBe('Team plan, billed annually')
    expect(team.listingsLeft).toBe(0)
    expect(team.listingsDetail).toMatch(/^of 60 included listings left/)
    expect(team.nextCharge).toBe('CA$17,221.20 on December 7, 2026')
  })
})
