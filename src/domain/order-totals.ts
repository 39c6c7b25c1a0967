// The order flow's money as the steps show it (SPEC §5 Product, §9 Display): the product step's live quantities
// and subtotal, and the confirm step's total and tax rate. The server computes and re-checks every amount; these
// only read what the customer sees while choosing.
import { MAX_PRODUCT_QUANTITY } from '../schemas/constants'
import { type ProductPricing, quoteProduct } from './pricing-tiers'

/** Products counted per visit are ordered once; the others take a typed quantity ('sq ft', 'photo'). */
export const takesQuantity = (unit: string) => unit !== 'visit'

/** The quantity box keeps digits only, stripping anything else as it is typed (SPEC §5). */
export const digitsOnly = (typed: string) => typed.replace(/\D+/g, '')

/** A typed quantity as a number for pricing, or undefined while it is empty, zero or over the limit. */
export function pricedQuantity(unit: string, typed: string): number | undefined {
  if (!takesQuantity(unit)) return 1
  if (!/^\d+$/.test(typed.trim())) return undefined
  const quantity = Number(typed.trim())
  return quantity >= 1 && quantity <= MAX_PRODUCT_QUANTITY ? quantity : undefined
}

export interface CatalogueLine {
  readonly id: string
  readonly unit: string
  readonly pricing: ProductPricing
}

/** The running subtotal in cents of the chosen products whose quantity can be priced. */
export function productSubtotal(
  catalogue: ReadonlyArray<CatalogueLine>,
  chosen: ReadonlyArray<{ readonly id: string; readonly quantity: string }>,
): number {
  let total = 0
  for (const line of chosen) {
    const product = catalogue.find((p) => p.id === line.id)
    const quantity = product && pricedQuantity(product.unit, line.quantity)
    if (product && quantity !== undefined) total += quoteProduct(product.pricing, quantity).price ?? 0
  }
  return total
}

export interface ConfirmAmounts {
  readonly productTotal: number
  /** Taken off, as a positive amount. */
  readonly discountTotal: number
  readonly travelTotal: number
  readonly priceAdjustmentsTotal: number
  readonly taxTotal: number
  /** The plan's included listing the order redeems (issue 18): its amount is taken off, as a positive amount. */
  readonly planRedemption?: { readonly amount: number } | null
}

/** What the customer pays: products less the promo discount and a redeemed plan listing, plus travel, adjustments and tax. */
export const orderTotal = (amounts: ConfirmAmounts) =>
  amounts.productTotal -
  amounts.discountTotal -
  (amounts.planRedemption?.amount ?? 0) +
  amounts.travelTotal +
  amounts.priceAdjustmentsTotal +
  amounts.taxTotal

/**
 * The note beside prices in another currency than US dollars (SPEC §2 ?country=CA, §9): 'Prices in CAD, plus 13 % HST.'
 * before an address is known and for Canadian addresses; null for US dollars, where tax follows the address.
 */
export function currencyNote(currency: string, taxName: string, taxRate: number): string | null {
  if (currency === 'USD') return null
  return taxRate > 0 ? `Prices in ${currency}, plus ${formatTaxRate(taxRate)} ${taxName}.` : `Prices in ${currency}.`
}

/** 0.13 → '13 %', 0.14975 → '14.975 %' (as many decimals as the rate has, never float noise). */
export const formatTaxRate = (rate: number) => `${Number((rate * 100).toFixed(3))} %`
