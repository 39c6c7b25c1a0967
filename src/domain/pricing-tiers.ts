// Product pricing tiers (SPEC §3 Product, §9 Display). A product's price for a quantity (square feet, photos …)
// comes from the tier whose range holds the quantity: price = valueAtZero + quantity × valuePerUnit, in cents.
// Secondary tiers are the list price; the primary tiers the price the customer pays (ARCHITECTURE §4), and the
// list price is shown struck through only when it is higher, so a customer never sees a "discount" that costs more.

export interface PricingTier {
  /** Smallest quantity in this tier (inclusive). */
  readonly min: number
  /** First quantity past this tier (exclusive); null or absent means no upper bound. */
  readonly max?: number | null
  /** Price in cents at quantity 0, i.e. the tier's fixed part. */
  readonly valueAtZero: number
  /** Price in cents added per unit; may be fractional (9.5 cents per sq ft). */
  readonly valuePerUnit: number
}

export interface ProductPricing {
  readonly description?: string
  /** The tiers charged. */
  readonly pricingTiers: readonly PricingTier[]
  /** The list-price tiers; empty or absent when the product has no list price. */
  readonly secondaryPricingTiers?: readonly PricingTier[] | null
}

export interface ProductQuote {
  /** Price charged in cents, or undefined when no tier covers the quantity. */
  readonly price: number | undefined
  /** List price in cents from the secondary tiers, or undefined when none covers the quantity. */
  readonly listPrice: number | undefined
  /** Show the list price struck through beside the price: only when both exist and the list price is higher. */
  readonly showsOriginal: boolean
}

/**
 * The tier holding `quantity`: min ≤ quantity < max. Adjacent tiers share a boundary (one's max is the next's min),
 * and min-inclusive/max-exclusive puts the boundary quantity in exactly one of them, the upper one.
 * When tiers overlap, the first in list order wins, as the server lists them.
 */
export function findTier(tiers: readonly PricingTier[], quantity: number): PricingTier | undefined {
  return tiers.find((tier) => quantity >= tier.min && (tier.max == null || quantity < tier.max))
}

/**
 * valueAtZero + quantity × valuePerUnit, rounded to whole cents (half up) because a per-unit price like 9.5 cents
 * can leave half a cent, and money is integer cents everywhere.
 */
export function tierPrice(tier: PricingTier, quantity: number): number {
  return Math.round(tier.valueAtZero + quantity * tier.valuePerUnit)
}

/** The price in cents for `quantity` under `tiers`, or undefined when no tier covers it. */
export function priceForQuantity(
  tiers: readonly PricingTier[] | null | undefined,
  quantity: number,
): number | undefined {
  const tier = tiers ? findTier(tiers, quantity) : undefined
  return tier ? tierPrice(tier, quantity) : undefined
}

/** Whether to strike through the original (list) price: only when it exists and is higher than the price. */
export function showsOriginalPrice(price: number | undefined, listPrice: number | undefined): boolean {
  return price !== undefined && listPrice !== undefined && listPrice > price
}

/** The price, the list price and whether to show the list price struck through, for one product and quantity. */
export function quoteProduct(pricing: ProductPricing, quantity: number): ProductQuote {
  const price = priceForQuantity(pricing.pricingTiers, quantity)
  const listPrice = priceForQuantity(pricing.secondaryPricingTiers, quantity)
  return { price, listPrice, showsOriginal: showsOriginalPrice(price, listPrice) }
}

/**
 * The lowest price the tiers charge (each tier at its smallest quantity, at least 1), shown as "From $299.00"
 * before a quantity is typed; undefined without tiers.
 */
export function startingPrice(tiers: readonly PricingTier[]): number | undefined {
  const prices = tiers.map((tier) => tierPrice(tier, Math.max(1, tier.min)))
  return prices.length > 0 ? Math.min(...prices) : undefined
}
