// The local test provider's cards (issue 18): Stripe's published test numbers give Stripe's outcomes with Stripe's
// wording; anything else is refused field by field, as Stripe's card form refuses it.
import { describe, expect, it } from 'vitest'
import { CARD_MESSAGES, type TypedCard, testCardOutcome } from '../../../server/domain/test-cards'

const today = { year: 2026, month: 6 }
const card = (given: Partial<TypedCard>): TypedCard => ({
  number: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  ...given,
})

describe('Stripe’s test cards', () => {
  it.each([
    ['4242 4242 4242 4242', { kind: 'succeeds' }],
    ['4242424242424242', { kind: 'succeeds' }],
    [' 4000 0000 0000 0002 ', { kind: 'declined', message: 'Your card was declined.' }],
    ['4000 0025 0000 3155', { kind: 'authenticate' }],
    ['4000 0000 0000 9995', { kind: 'declined', message: 'Your card has insufficient funds.' }],
  ] as const)('%s: %j', (number, outcome) => {
    expect(testCardOutcome(card({ number }), today)).toEqual(outcome)
  })
})

describe('fields that are not a card', () => {
  it.each([
    [{ number: '4242 4242' }, { number: CARD_MESSAGES.numberIncomplete }],
    [{ number: '' }, { number: CARD_MESSAGES.numberIncomplete }],
    [{ number: '5555 5555 5555 4444' }, { number: 'Your card number is invalid.' }],
    [{ number: '4242-4242-4242-4242' }, { number: 'Your card number is invalid.' }],
    [{ number: '4242 4242 4242 4242 4' }, { number: 'Your card number is invalid.' }],
    [{ expiry: '12' }, { expiry: "Your card's expiration date is incomplete." }],
    [{ expiry: '13 / 30' }, { expiry: CARD_MESSAGES.expiryMonthInvalid }],
    [{ expiry: '12 / 25' }, { expiry: "Your card's expiration year is in the past." }],
    [{ expiry: '05 / 26' }, { expiry: CARD_MESSAGES.expiryDatePast }],
    [{ cvc: '12' }, { cvc: "Your card's security code is incomplete." }],
    [{ cvc: 'abc' }, { cvc: "Your card's security code is incomplete." }],
    [
      { number: '1', expiry: '', cvc: '' },
      {
        number: CARD_MESSAGES.numberIncomplete,
        expiry: CARD_MESSAGES.expiryIncomplete,
        cvc: CARD_MESSAGES.cvcIncomplete,
      },
    ],
  ] as const)('%j: %j', (given, fieldErrors) => {
    expect(testCardOutcome(card(given), today)).toEqual({ kind: 'invalid', fieldErrors })
  })

  it.each(['06 / 26', '6/26', '06 / 2026', '01 / 99', ' 1 2 / 3 4 '])('takes %j as a good expiry', (expiry) => {
    expect(testCardOutcome(card({ expiry }), today)).toEqual({ kind: 'succeeds' })
  })

  it('takes a four-digit security code', () => {
    expect(testCardOutcome(card({ cvc: '1 234' }), today)).toEqual({ kind: 'succeeds' })
  })
})
