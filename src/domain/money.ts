// Money display (SPEC §9 Display): integer cents in, dollars out, 2 decimals, locale thousands separators,
// an optional sign, and 'Exclusive' for a price of 0. Money is integer cents everywhere (ARCHITECTURE §4), so
// formatting is the only place a decimal point appears.
import { CENTS_PER_DOLLAR, MONEY_DECIMALS, ZERO_PRICE_LABEL } from '../schemas/constants'

/** Currencies the product charges in: USD everywhere except Canada (see region-pricing.ts). */
export type Currency = 'USD' | 'CAD'

/** The locale used when the caller passes none; the product's copy is US English. */
export const DEFAULT_LOCALE = 'en-US'

/**
 * The minus we show is U+2212 (−), not the hyphen-minus Intl produces: it is as wide as '+', so signed amounts line
 * up in a column, and screen readers read it as "minus" rather than "dash".
 */
export const MINUS_SIGN = '\u2212'

export interface MoneyFormat {
  /** USD (default) or CAD. */
  readonly currency?: Currency
  /** BCP 47 locale for separators and symbol placement; default 'en-US' ('$1,234.50', CAD as 'CA$1,234.50'). */
  readonly locale?: string
  /**
   * Show a sign on both sides of zero: '+$1.00' and '−$1.00' (zero stays '$0.00', since '+$0.00' reads as a charge).
   * Without it only negative amounts carry a sign: '−$1.00'.
   */
  readonly signed?: boolean
}

/**
 * Formats integer cents as dollars, e.g. 123456 → '$1,234.56', −100 → '−$1.00', and with `signed` 100 → '+$1.00'.
 * The sign sits where the locale puts it (before the symbol in en-US, '−1 234,50 $' in fr-CA).
 * A fractional cent amount is rounded half away from zero by Intl; callers should already hold whole cents.
 */
export function formatMoney(cents: number, format: MoneyFormat = {}): string {
  if (!Number.isFinite(cents)) throw new RangeError(`formatMoney: not a finite amount: ${cents}`)
  const { currency = 'USD', locale = DEFAULT_LOCALE, signed = false } = format
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
    // 'negative' also keeps −0 (and amounts that round to zero) from printing as '-$0.00'.
    signDisplay: signed ? 'exceptZero' : 'negative',
  })
  return formatter
    .formatToParts(cents / CENTS_PER_DOLLAR)
    .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
    .join('')
}

/**
 * A product or listing price: 0 means the item is included at no charge and shows 'Exclusive'; any other amount
 * is plain money. Negative prices do not occur here; they would show with a minus like any amount.
 */
export function formatPrice(cents: number, format: Omit<MoneyFormat, 'signed'> = {}): string {
  return cents === 0 ? ZERO_PRICE_LABEL : formatMoney(cents, format)
}

/**
 * A listing's asking price, as listings are quoted: '$875,000' (whole dollars drop the '.00' that order totals keep,
 * docs/decisions.md), '$875,000.50' otherwise, and 'Exclusive' for 0 (SPEC §9).
 */
export function formatAskingPrice(cents: number, format: Omit<MoneyFormat, 'signed'> = {}): string {
  const text = formatPrice(cents, format)
  return cents % CENTS_PER_DOLLAR === 0 ? text.replace(/[.,]00(?=\D*$)/, '') : text
}
