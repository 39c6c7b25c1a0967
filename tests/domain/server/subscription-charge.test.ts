// What a plan costs at checkout (SPEC §9; issue 18): the fee or 12 × the fee, Canada's HST in CAD, the listings the
// first charge buys and the term's dates, for every plan, period and region.
import { describe, expect, it } from 'vitest'
import { nextChargeDate, subscriptionCharge, utcToday } from '../../../server/domain/subscription-charge'

describe('the charge at checkout', () => {
  it.each([
    // plan, period, country → currency, charge, tax, total, listings, term end, next charge
    ['AGENT', 'monthly', 'US', 'USD', 28_400, 0, 28_400, 1, '2026-04-15', '2026-02-15'],
    ['AGENT', 'annual', 'US', 'USD', 322_800, 0, 322_800, 12, '2027-01-15', '2027-01-15'],
    ['TEAM', 'monthly', 'US', 'USD', 134_500, 0, 134_500, 5, '2026-04-15', '2026-02-15'],
    ['TEAM', 'annual', 'US', 'USD', 1_524_000, 0, 1_524_000, 60, '2027-01-15', '2027-01-15'],
    ['AGENT', 'monthly', 'CA', 'CAD', 28_400, 3_692, 32_092, 1, '2026-04-15', '2026-02-15'],
    ['AGENT', 'annual', 'CA', 'CAD', 322_800, 41_964, 364_764, 12, '2027-01-15', '2027-01-15'],
    ['TEAM', 'monthly', 'ca', 'CAD', 134_500, 17_485, 151_985, 5, '2026-04-15', '2026-02-15'],
    ['TEAM', 'annual', 'CA', 'CAD', 1_524_000, 198_120, 1_722_120, 60, '2027-01-15', '2027-01-15'],
    ['AGENT', 'monthly', null, 'USD', 28_400, 0, 28_400, 1, '2026-04-15', '2026-02-15'],
    ['AGENT', 'monthly', 'GB', 'USD', 28_400, 0, 28_400, 1, '2026-04-15', '2026-02-15'],
  ] as const)(
    '%s %s in %s: %s %i + tax %i = %i, %i listings, term to %s, next charge %s',
    (plan, period, country, currency, charge, tax, total, listings, termEnd, next) => {
      expect(subscriptionCharge({ plan, period, country, today: '2026-01-15' })).toEqual({
        plan,
        period,
        currency,
        chargeCents: charge,
        taxCents: tax,
        totalCents: total,
        listingsIncluded: listings,
        termStart: '2026-01-15',
        termEnd,
        nextChargeDate: next,
      })
    },
  )

  it('dates a term started at a month end by the month’s last day', () => {
    const charge = subscriptionCharge({ plan: 'AGENT', period: 'monthly', country: 'US', today: '2026-01-31' })
    expect([charge.termEnd, charge.nextChargeDate]).toEqual(['2026-04-30', '2026-02-28'])
  })
})

describe('the next charge day of a plan that renews', () => {
  it.each([
    // start, period, today → next charge
    ['2026-01-15', 'monthly', '2026-01-15', '2026-02-15'],
    ['2026-01-15', 'monthly', '2026-02-14', '2026-02-15'],
    ['2026-01-15', 'monthly', '2026-02-15', '2026-03-15'],
    ['2026-01-31', 'monthly', '2026-02-28', '2026-03-31'],
    ['2026-01-31', 'monthly', '2026-03-01', '2026-03-31'],
    ['2026-01-15', 'annual', '2026-06-01', '2027-01-15'],
    ['2026-01-15', 'annual', '2027-01-15', '2028-01-15'],
  ] as const)('started %s, billed %s, on %s: %s', (start, period, today, next) => {
    expect(nextChargeDate(start, period, today)).toBe(next)
  })
})

it('takes today as the UTC calendar date', () => {
  expect(utcToday(new Date('2026-03-08T23:30:00-05:00'))).toBe('2026-03-09')
})
