// What can be ordered and what it costs (SPEC §3 Product; §9 tier price = valueAtZero + quantity × valuePerUnit).
import { Schema } from 'effect'
import { MAX_PRODUCT_QUANTITY } from './constants'
import { Finite, Id, Int, NonNegativeCents, NonNegativeInt } from './primitives'

/**
 * One price band: applies when min ≤ quantity < max (max null = no upper bound). Price in cents is
 * valueAtZero + quantity × valuePerUnit, rounded to whole cents by the pricing rule.
 */
export const PricingTier = Schema.Struct({
  min: NonNegativeInt,
  max: Schema.NullOr(NonNegativeInt),
  /** Fixed part of the price in cents. */
  valueAtZero: NonNegativeCents,
  /**
   * Cents per unit. Not necessarily whole: the spec's own tiers charge 9.5 or 8.5 cents per square foot, so only
   * the resulting price is rounded to integer cents.
   */
  valuePerUnit: Finite.check(Schema.isGreaterThanOrEqualTo(0)),
})
export type PricingTier = typeof PricingTier.Type

export const Pricing = Schema.Struct({
  /** How the price is explained next to the product ('per square foot above 4,000'). */
  description: Schema.String,
  /** The price the customer pays (plan prices for verified users with a plan). */
  pricingTiers: Schema.Array(PricingTier),
  /** The list price; shown struck through when higher than the primary price. */
  secondaryPricingTiers: Schema.Array(PricingTier),
})
export type Pricing = typeof Pricing.Type

export const Product = Schema.Struct({
  id: Id,
  /** The product's title ('3D tour and floor plan'); absent from older answers, which show the description alone. */
  name: Schema.optionalKey(Schema.String),
  /** What the quantity counts ('sq ft', 'photo', 'visit'). */
  unit: Schema.String,
  description: Schema.String,
  pricing: Pricing,
})
export type Product = typeof Product.Type

/** How many of a product, as stored; 0 means offered but not chosen. */
export const Quantity = Int.check(
  Schema.isBetween({ minimum: 0, maximum: MAX_PRODUCT_QUANTITY }, { message: 'Invalid' }),
)

/** A product the order carries, as the client submits it. */
export const OrderedProduct = Schema.Struct({ id: Id, quantity: Quantity })
export type OrderedProduct = typeof OrderedProduct.Type

/**
 * A line of the order's product step: the catalogue entry with the chosen quantity. No call lists the catalogue on
 * its own, so the order state carries every offered product this way (quantity 0 = not chosen).
 */
export const OrderProductLine = Schema.Struct({ ...Product.fields, quantity: Quantity })
export type OrderProductLine = typeof OrderProductLine.Type
