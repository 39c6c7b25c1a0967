// Card fields as people type them (issue 18, the local test provider's card form): digits grouped in fours, an
// expiry as 'MM / YY', a 3–4 digit security code. Only the shape is tidied here; whether a card is accepted is the
// payment provider's answer, in its own words.

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max)

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits, as card numbers go). */
export function formatCardNumber(text: string): string {
  return digits(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** '1228' → '12 / 28'; a single first digit above 1 is a month on its own ('4' → '04 / '). */
export function formatExpiry(text: string): string {
  let d = digits(text, 4)
  if (d.length === 1 && d > '1') d = `0${d}`
  if (d.length < 2) return d
  if (d.length === 2 && text.trim().endsWith('/')) return `${d} / `
  return d.length === 2 ? d : `${d.slice(0, 2)} / ${d.slice(2)}`
}

/** Up to 4 digits. */
export function formatCvc(text: string): string {
  return digits(text, 4)
}

/** Up to 10 letters, digits and spaces, upper-cased (US ZIP or Canadian postal code). */
export function formatPostalCode(text: string): string {
  return text
    .replace(/[^A-Za-z0-9 ]/g, '')
    .slice(0, 10)
    .toUpperCase()
}

export interface CardFields {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
  readonly postalCode: string
}

export type CardField = keyof CardFields

export const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '', postalCode: '' }

/**
 * What is visibly incomplete before the card is sent, in the provider's own wording (as Stripe's card form says
 * it). Whether a complete card is accepted, declined or needs authentication is the provider's answer.
 */
export function cardProblems(card: CardFields): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {}
  const number = card.number.replace(/\D/g, '')
  if (number.length < 13) problems.number = 'Your card number is incomplete.'
  if (!/^\d{2} \/ \d{2}$/.test(card.expiry.trim())) problems.expiry = 'Your card’s expiration date is incomplete.'
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'Your card’s security code is incomplete.'
  if (card.postalCode.trim().length < 3) problems.postalCode = 'Your postal code is incomplete.'
  return problems
}
