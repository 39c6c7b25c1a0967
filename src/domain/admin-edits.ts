// An order admin's edits of a placed order (SPEC §6 order admin; issue 16): the adjustment form's rules. The amount
// is typed in dollars ('-50', '$1,234.50', '−25') and sent in cents; the server checks everything again.
import { SHORT_TEXT_MAX_LENGTH } from '../schemas/constants'

/** Longer than any amount a person types; checked before the pattern. */
const AMOUNT_MAX_LENGTH = 20
const AMOUNT = /^([+-]?)\$?(\d{1,7})(?:\.(\d{1,2}))?$/

/** Dollars as typed → cents, or undefined when it is not an amount. */
export function parseAmount(typed: string): number | undefined {
  if (typed.length > AMOUNT_MAX_LENGTH) return undefined
  const match = AMOUNT.exec(typed.replace(/[\s,]/g, '').replace('\u2212', '-'))
  if (!match) return undefined
  const [, sign, dollars = '0', cents = ''] = match
  const value = Number(dollars) * 100 + Number(cents.padEnd(2, '0'))
  return sign === '-' ? -value : value
}

export interface AdjustmentDraft {
  readonly description: string
  readonly amount: string
}

/** SPEC §8's words: a description is required; the amount is required and must be a number ('Invalid'). */
export function adjustmentErrors(draft: AdjustmentDraft): Readonly<Record<string, string>> {
  const errors: Record<string, string> = {}
  const description = draft.description.trim()
  if (description === '') errors.description = 'Required'
  else if (description.length > SHORT_TEXT_MAX_LENGTH) errors.description = 'Invalid'
  if (draft.amount.trim() === '') errors.amount = 'Required'
  else if (parseAmount(draft.amount.trim()) === undefined) errors.amount = 'Invalid'
  return errors
}
