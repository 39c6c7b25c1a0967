import { describe, expect, it } from 'vitest'
import { formatAskingPrice, formatMoney, formatPrice, MINUS_SIGN } from '../../src/domain/money'

describe('formatMoney: cents as dollars, 2 decimals, locale separators (SPEC §9 Display)', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [100, '$1.00'],
    [29900, '$299.00'],
    [123456, '$1,234.56'],
    [123456789, '$1,234,567.89'],
    [-100, '−$1.00'],
    [-123456, '−$1,234.56'],
    [-0, '$0.00'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected)
  })

  it.each([
    [100, '+$1.00'],
    [-100, '−$1.00'],
    [0, '$0.00'],
    [123456, '+$1,234.56'],
  ])('signed: %i cents → %s', (cents, expected) => {
    expect(formatMoney(cents, { signed: true })).toBe(expected)
  })

  it('uses the true minus sign U+2212, not a hyphen', () => {
    expect(formatMoney(-1)).toContain(MINUS_SIGN)
    expect(formatMoney(-1)).not.toContain('-')
  })

  it.each([
    ['USD', 'en-US', 123456, '$1,234.56'],
    ['CAD', 'en-US', 123456, 'CA$1,234.56'],
    ['CAD', 'en-CA', 123456, '$1,234.56'],
    ['USD', 'de-DE', 123456, '1.234,56\u00a0$'],
  ] as const)('%s in %s: %i → %s', (currency, locale, cents, expected) => {
    expect(formatMoney(cents, { currency, locale })).toBe(expected)
  })

  it('places the sign where the locale does (fr-CA: before the number, symbol after)', () => {
    expect(formatMoney(-123450, { currency: 'CAD', locale: 'fr-CA' })).toBe('−1\u00a0234,50\u00a0$')
  })

  it('refuses a non-finite amount', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError)
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('formatPrice: 0 shows Exclusive', () => {
  it.each([
    [0, 'Exclusive'],
    [1, '$0.01'],
    [34900, '$349.00'],
  ])('%i → %s', (cents, expected) => {
    expect(formatPrice(cents)).toBe(expected)
  })

  it('keeps the currency of a non-zero CAD price', () => {
    expect(formatPrice(29900, { currency: 'CAD', locale: 'en-CA' })).toBe('$299.00')
    expect(formatPrice(0, { currency: 'CAD' })).toBe('Exclusive')
  })
})

describe('asking prices (listing cards and headers)', () => {
  it.each([
    [87_500_000, '$875,000'],
    [87_500_050, '$875,000.50'],
    [0, 'Exclusive'],
    [125_000_000, '$1,250,000'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatAskingPrice(cents)).toBe(text)
  })

  it('drops the cents in other locales too', () => {
    expect(formatAskingPrice(87_500_000, { currency: 'CAD', locale: 'fr-CA' }).replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '875 000 $',
    )
  })
})
