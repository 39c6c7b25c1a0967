// Subscription plans sold on the account page (SPEC §3 Subscription plans; §9 Subscription pricing).
import { Schema } from 'effect'
import { oneOf } from './primitives'

/** Pay as you go and the contact tier are not plans one subscribes to, so only these two exist. */
export const SubscriptionPlan = oneOf(['AGENT', 'TEAM'])
export type SubscriptionPlan = typeof SubscriptionPlan.Type

export const BillingPeriod = oneOf(['monthly', 'annual'])
export type BillingPeriod = typeof BillingPeriod.Type

export const Subscription = Schema.Struct({ plan: SubscriptionPlan, period: BillingPeriod })
export type Subscription = typeof Subscription.Type

/** Canada (country=CA) pays in CAD with HST; everyone else in USD (SPEC §9). */
export const Currency = oneOf(['USD', 'CAD'])
export type Currency = typeof Currency.Type
