// The card payment provider behind the checkout (issue 18; docs/server-behaviour.md, Payments). Two implementations
// of one contract, chosen by configuration: Stripe when its three variables are set, our local test provider when
// none are (the default, and the tests). Both create an intent with a client secret the browser confirms, and both
// report a successful payment as a Stripe-shaped event signed with Stripe's scheme, which ONE code path verifies
// and acts on (server/finance/provider-events.ts), so what activates a plan offline is what activates it for real.
import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Currency } from '../../src/domain/money'
import type { PaymentProviderName } from '../../src/schemas/api/finance'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import { localPaymentProvider } from './local-provider'
import { stripePaymentProvider } from './stripe-provider'

export interface IntentRequest {
  /** What is charged, in integer cents, computed by the server. */
  readonly amountCents: number
  readonly currency: Currency
  /** Shown in the provider's dashboard and sent back with its events: subscription id, user id, plan, period. */
  readonly metadata: Readonly<Record<string, string>>
  /** Whose card is saved for the renewals: the buyer's e-mail, and the Customer of an earlier plan to reuse. */
  readonly customer: { readonly email: string; readonly existingId: string | null }
}

/** A renewal charged off-session to the card saved at checkout (server/finance/renewal-charges.ts). */
export interface OffSessionRequest {
  readonly amountCents: number
  readonly currency: Currency
  readonly customerId: string | null
  readonly paymentMethodId: string
  /** subscription_id, kind: 'renewal', period_start: how the event finds its charge. */
  readonly metadata: Readonly<Record<string, string>>
  /** One key per period, so a retried request never makes a second intent (Stripe's Idempotency-Key). */
  readonly idempotencyKey: string
}

/** A signed event for our handler, when the provider delivers in process (the local provider). */
export interface SignedEvent {
  readonly payload: string
  readonly signature: string
}

export type OffSessionOutcome =
  | { readonly status: 'succeeded'; readonly intentId: string; readonly event?: SignedEvent }
  /** Declined (or the card cannot be used): the provider's message for the owner. */
  | {
      readonly status: 'failed'
      readonly intentId: string | null
      readonly message: string
      readonly event?: SignedEvent
    }

export interface CreatedIntent {
  readonly id: string
  /** Given to the browser, which confirms the payment with it; the only credential a confirmation needs. */
  readonly clientSecret: string
}

/** 'paid': the intent could no longer be cancelled because it was paid (or is being paid) already. */
export type CancelOutcome = 'canceled' | 'paid'

export interface PaymentProvider {
  readonly name: PaymentProviderName
  /** Stripe's publishable key for the browser; null for the local provider. */
  readonly publishableKey: string | null
  /** What the provider's events are signed with (Stripe's endpoint secret, or the local one derived below). */
  readonly webhookSecret: string
  createIntent(request: IntentRequest): Promise<CreatedIntent>
  /** Cancels an intent nobody will pay any more (the buyer changed plan or went back), so it cannot be paid late. */
  cancelIntent(id: string): Promise<CancelOutcome>
  /**
   * Charges a saved card without the cardholder (a renewal). Failures of the charge itself are an outcome; a
   * provider that could not be reached throws, and the charge is tried again at the next run.
   */
  chargeOffSession(request: OffSessionRequest): Promise<OffSessionOutcome>
}

/**
 * The local provider's webhook secret: derived from SESSION_SECRET (HMAC, so it reveals nothing about it) and shaped
 * like Stripe's, so the SDK verifies local events exactly as it verifies Stripe's. Stable across restarts and shared
 * by every process of one deployment, as a Stripe endpoint secret is.
 */
export function localWebhookSecret(sessionSecret: string): string {
  const derived = createHmac('sha256', sessionSecret).update('showhome local payment provider webhook')
  return `whsec_${derived.digest('base64url')}`
}

/**
 * The configured provider. Without Stripe's keys in production there is none (undefined): the local provider accepts
 * Stripe's public test cards, so serving it there would hand plans out for free. Checkout then answers 503.
 */
export function paymentProviderFromConfig(config: Config, db: Kysely<Database>): PaymentProvider | undefined {
  if (config.stripe) return stripePaymentProvider(config.stripe)
  if (config.production) return undefined
  return localPaymentProvider(db, localWebhookSecret(config.sessionSecret))
}
