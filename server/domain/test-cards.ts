// The local test provider's card rules (issue 18): what confirming a payment with a card does when no Stripe keys are
// set. It is a TEST provider: it never handles real cards and charges nothing. It accepts only Stripe's published
// test numbers (https://docs.stripe.com/testing) and answers as Stripe does for them, with Stripe's wording, so the
// checkout behaves the same offline and against Stripe's test mode. Pure: the caller passes the month it is.

/** The card fields as typed; each may carry spaces ('4242 4242 4242 4242', '12 / 34'). */
export interface TypedCard {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
}

export type CardField = 'number' | 'expiry' | 'cvc'

export type CardOutcome =
  /** The fields are not a usable card: a message per field (Stripe's Elements wording). */
  | { readonly kind: 'invalid'; readonly fieldErrors: Partial<Record<CardField, string>> }
  | { readonly kind: 'succeeds' }
  /** The bank asks the cardholder to authenticate first (3-D Secure). */
  | { readonly kind: 'authenticate' }
  | { readonly kind: 'declined'; readonly message: string }

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const

/** Stripe's test numbers and what each does; any other number is refused as invalid. */
const TEST_CARDS: Readonly<Record<string, Exclude<CardOutcome, { kind: 'invalid' }>>> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000000000000002': { kind: 'declined', message: CARD_MESSAGES.declined },
  '4000002500003155': { kind: 'authenticate' },
  '4000000000009995': { kind: 'declined', message: CARD_MESSAGES.insufficientFunds },
}

/** A card number's length: every test number has 16 digits. */
const NUMBER_DIGITS = 16

const withoutSpaces = (text: string) => text.replace(/\s+/g, '')

function numberProblem(number: string): string | undefined {
  const digits = withoutSpaces(number)
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberInvalid
  if (digits.length < NUMBER_DIGITS) return CARD_MESSAGES.numberIncomplete
  return digits in TEST_CARDS ? undefined : CARD_MESSAGES.numberInvalid
}

/** MM / YY (or M / YY, MM / YYYY); a card is good to the end of its expiry month. */
function expiryProblem(expiry: string, today: { readonly year: number; readonly month: number }): string | undefined {
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(withoutSpaces(expiry))
  if (!match) return CARD_MESSAGES.expiryIncomplete
  const month = Number(match[1])
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryMonthInvalid
  if (year < today.year) return CARD_MESSAGES.expiryYearPast
  if (year === today.year && month < today.month) return CARD_MESSAGES.expiryDatePast
  return undefined
}

const cvcProblem = (cvc: string) => (/^\d{3,4}$/.test(withoutSpaces(cvc)) ? undefined : CARD_MESSAGES.cvcIncomplete)

/**
 * What confirming with this card does. `today` is the current year and month (1–12). Field problems come first (as
 * Stripe's form refuses them before anything is sent); a well-formed test card then gives its published outcome.
 */
export function testCardOutcome(
  card: TypedCard,
  today: { readonly year: number; readonly month: number },
): CardOutcome {
  const problems: Partial<Record<CardField, string>> = {}
  const number = numberProblem(card.number)
  const expiry = expiryProblem(card.expiry, today)
  const cvc = cvcProblem(card.cvc)
  if (number) problems.number = number
  if (expiry) problems.expiry = expiry
  if (cvc) problems.cvc = cvc
  if (Object.keys(problems).length > 0) return { kind: 'invalid', fieldErrors: problems }
  return TEST_CARDS[withoutSpaces(card.number)]!
}
