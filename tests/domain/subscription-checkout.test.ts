import { describe, expect, it } from 'vitest'
import { cardProblems, formatCardNumber, formatCvc, formatExpiry, formatPostalCode } from '../../src/domain/card-input'
import { checkoutQuote, termsSummary } from '../../src/domain/subscription-checkout'

describe('checkoutQuote (SPEC §9, worked out by hand)', () => {
  it.each([
    // plan, period, country, charge, tax, total, currency, listings
    ['AGENT', 'monthly', null, 28_400, 0, 28_400, 'USD', 1],
    ['AGENT', 'annual', 'US', 322_800, 0, 322_800, 'USD', 12],
    ['TEAM', 'monthly', 'ca', 134_500, 17_485, 151_985, 'CAD', 5],
    ['TEAM', 'annual', 'CA', 1_524_000, 198_120, 1_722_120, 'CAD', 60],
    ['AGENT', 'monthly', ' CA ', 28_400, 3_692, 32_092, 'CAD', 1],
  ] as const)(
    '%s %s from %s: %i + %i tax = %i %s, %i listings',
    (plan, period, country, charge, tax, total, currency, listings) => {
      const quote = checkoutQuote(plan, period, country)
      expect(quote).toMatchObject({ chargeCents: charge, taxCents: tax, totalCents: total, currency })
      expect(quote.listingsIncluded).toBe(listings)
      expect(quote.initialTermMonths).toBe(period === 'annual' ? 12 : 3)
      expect(quote.taxName).toBe(currency === 'CAD' ? 'HST' : null)
    },
  )

  it('states the terms of SPEC §9: the initial term, the 30-day notice and the 90 days after the term', () => {
    const [term, renewal, listings] = termsSummary(checkoutQuote('TEAM', 'annual', null))
    expect(term).toContain('initial term of 12 months')
    expect(term).toContain('12 times the monthly fee')
    expect(renewal).toContain('30 days before it renews')
    expect(listings).toContain('5 listings')
    expect(listings).toContain('until 90 days after your term ends')
  })
})

describe('card fields as typed', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 42', '4242 42'],
    ['4000-0025-0000-3155', '4000 0025 0000 3155'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('groups %s as %s', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown))

  it.each([
    ['1', '1'],
    ['4', '04'],
    ['12', '12'],
    ['12/', '12 / '],
    ['1230', '12 / 30'],
    ['12 / 305', '12 / 30'],
  ])('writes the expiry %s as %s', (typed, shown) => expect(formatExpiry(typed)).toBe(shown))

  it('keeps digits of the code and tidies the postal code', () => {
    expect(formatCvc('12a34')).toBe('1234')
    expect(formatPostalCode('m5v-2t6')).toBe('M5V2T6')
  })

  it('names what is visibly incomplete, in the provider’s words', () => {
    expect(cardProblems({ number: '4242 4242', expiry: '12 / 3', cvc: '12', postalCode: '' })).toEqual({
      number: 'Your card number is incomplete.',
      expiry: 'Your card’s expiration date is incomplete.',
      cvc: 'Your card’s security code is incomplete.',
      postalCode: 'Your postal code is incomplete.',
    })
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', postalCode: '60614' })).toEqual(
      {},
    )
  })
})
