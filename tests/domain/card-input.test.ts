// The local test provider's card form (issue 18): what typing leaves in each field, and which fields are visibly
// incomplete before anything is sent, in Stripe's own wording.
import { describe, expect, it } from 'vitest'
import {
  cardProblems,
  EMPTY_CARD,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  formatPostalCode,
} from '../../src/domain/card-input'

describe('card number: digits grouped in fours, at most 19', () => {
  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('%j → %j', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown))
})

describe('expiry: MM / YY', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['0', '0'],
    ['4', '04'],
    ['12', '12'],
    ['12/', '12 / '],
    ['12 /', '12 / '],
    ['122', '12 / 2'],
    ['1228', '12 / 28'],
    ['12 / 28 9', '12 / 28'],
    ['ab', ''],
  ])('%j → %j', (typed, shown) => expect(formatExpiry(typed)).toBe(shown))
})

describe('security code and postal code', () => {
  it.each([
    ['12a3', '123'],
    ['123456', '1234'],
  ])('cvc %j → %j', (typed, shown) => expect(formatCvc(typed)).toBe(shown))

  it.each([
    ['m5v 2t6', 'M5V 2T6'],
    ['60614-1234', '606141234'],
    ['AAAAABBBBBCCCCC', 'AAAAABBBBB'],
  ])('postal code %j → %j', (typed, shown) => expect(formatPostalCode(typed)).toBe(shown))
})

describe('what is visibly incomplete', () => {
  const complete = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: 'M5V' }

  it('nothing for a complete card; a 13-digit number and a 4-digit code are complete', () => {
    expect(cardProblems(complete)).toEqual({})
    expect(cardProblems({ ...complete, number: '4222 2222 2222 2', cvc: '1234', postalCode: ' 606 ' })).toEqual({})
  })

  it('every field of an empty card, in the provider’s words', () => {
    expect(cardProblems(EMPTY_CARD)).toEqual({
      number: 'Your card number is incomplete.',
      expiry: 'Your card’s expiration date is incomplete.',
      cvc: 'Your card’s security code is incomplete.',
      postalCode: 'Your postal code is incomplete.',
    })
  })

  it.each([
    ['number', '4242 4242 4242'],
    ['expiry', '12 / 3'],
    ['expiry', '12/34'],
    ['expiry', 'x12 / 34'],
    ['expiry', '12 / 34x'],
    ['cvc', '12'],
    ['cvc', '12345'],
    ['cvc', 'x123'],
    ['cvc', '123x'],
    ['postalCode', ' M5 '],
  ] as const)('%s %j alone is incomplete', (field, value) => {
    expect(Object.keys(cardProblems({ ...complete, [field]: value }))).toEqual([field])
  })
})
