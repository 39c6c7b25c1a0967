// The subscription checkout's input, context, events and messages (subscription-checkout.machine.ts has the chart).
import type { CardField, CardFields } from '../../domain/card-input'
import type { CheckoutQuote } from '../../domain/subscription-checkout'
import type { ChargeSecretResponse, SubscriptionView } from '../../schemas/api/finance'
import type { SalesContactDraft } from '../../schemas/forms/sales-contact'
import type { BillingPeriod, SubscriptionPlan } from '../../schemas/Subscription'
import type { User } from '../../schemas/User'

/** The tier chosen on the pricing page: a plan, or the contact option beyond Team. */
export type CheckoutTier = SubscriptionPlan | 'CONTACT'

export interface SubscriptionCheckoutInput {
  readonly tier: CheckoutTier
  readonly period: BillingPeriod
  /** `?country=` as the page has it; CA pays in CAD with HST. */
  readonly country: string | null
  readonly user: User | null
}

export interface SubscriptionCheckoutContext {
  tier: CheckoutTier
  period: BillingPeriod
  country: string | null
  user: User | null
  /** The subscription terms were accepted. */
  consent: boolean
  termsError: string | undefined
  /** The provider's client secret for this checkout, once the server made the payment. */
  payment: ChargeSecretResponse | null
  /** Why the payment could not be prepared (shown with Try again). */
  prepareError: string | undefined
  card: CardFields
  cardErrors: Partial<Record<CardField, string>>
  /** The provider's message under the pay button (SPEC §8). */
  paymentError: string | undefined
  /** The payment went through but the subscription was not active yet when we stopped waiting. */
  activationPending: boolean
  subscription: SubscriptionView | null
  contactDraft: SalesContactDraft
  contactErrors: Readonly<Record<string, string>>
  contactError: string | undefined
}

/** What the payment-confirming effect needs: the secret, the provider, and (local provider) the card typed. */
export interface ConfirmPaymentInput {
  readonly payment: ChargeSecretResponse
  readonly card: CardFields
}

export interface ChargeSecretInput {
  readonly quote: CheckoutQuote
  readonly country: string | null
}

export type SubscriptionCheckoutEvent =
  | { type: 'close' }
  | { type: 'session.changed'; user: User | null }
  | { type: 'terms.consent'; ticked: boolean }
  | { type: 'terms.continue' }
  | { type: 'back' }
  | { type: 'payment.retry' }
  | { type: 'card.change'; field: CardField; value: string }
  | { type: 'pay' }
  | { type: 'authentication.complete' }
  | { type: 'authentication.fail' }
  | { type: 'contact.change'; field: keyof SalesContactDraft; value: string }
  | { type: 'contact.submit' }

export const TERMS_CONSENT_NEEDED = 'Please accept the subscription terms to continue.'
export const PREPARE_FAILED = 'We could not start the payment. Please try again.'
export const PAYMENT_FAILED = 'The payment could not be completed. Please try again.'
export const CONTACT_FAILED = 'Your message could not be sent. Please try again.'
