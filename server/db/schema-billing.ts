// Table types for Kysely: subscriptions, their charges, and the payment provider's intents and events.
import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt } from './column-types'

/** A plan bought (migration 0013). Term dates are calendar dates as 'YYYY-MM-DD' text. */
export interface SubscriptionsTable {
  id: Generated<string>
  user_id: string
  plan: 'AGENT' | 'TEAM'
  period: 'monthly' | 'annual'
  country: string | null
  currency: 'USD' | 'CAD'
  /** past_due: a renewal charge failed (migration 0015); the plan no longer prices orders. */
  status: Generated<'pending' | 'active' | 'ending' | 'ended' | 'past_due'>
  renews: Generated<boolean>
  term_start: string
  term_end: string
  listings_included: number
  listings_used: Generated<number>
  charge_cents: number
  tax_cents: number
  payment_intent_id: string
  created_at: CreatedAt
  activated_at: Date | null
  renewal_notice_sent_at: Date | null
  /** The saved card renewals are charged to, off-session (migration 0015). */
  payment_method_id: ColumnType<string | null, string | null | undefined, string | null>
  /** Stripe's Customer the card is saved on; null with the local provider. */
  provider_customer_id: ColumnType<string | null, string | null | undefined, string | null>
  /** 'YYYY-MM-DD': the day the next charge is due. */
  paid_through: string
}

/** One renewal charge per period of a subscription (migration 0015). */
export interface SubscriptionChargesTable {
  id: Generated<string>
  subscription_id: string
  period_start: string
  amount: number
  currency: string
  payment_intent_id: string | null
  status: Generated<'pending' | 'succeeded' | 'failed'>
  failure_message: string | null
  created_at: CreatedAt
}

/** The local test provider's payment intents (migration 0013). */
export interface PaymentIntentsTable {
  id: string
  client_secret: string
  amount: number
  currency: string
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled'
  metadata: ColumnType<Record<string, string>, string, string>
  last_error: string | null
  /** The test card it was confirmed with, as a payment method id (pm_local_4242): never a card number. */
  payment_method: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
}

/** Provider events already handled, by id (migration 0013). */
export interface PaymentEventsTable {
  id: string
  type: string
  received_at: CreatedAt
}
