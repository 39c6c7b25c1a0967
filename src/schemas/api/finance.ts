// Finance service calls (SPEC §7 Other; issue 18), under the finance base path (/finance by default): the charge
// secret a card payment is confirmed with, the caller's subscription, cancelling at the term's end, the contact
// tier's message, and the local test provider's own calls (the offline stand-in for Stripe's confirmation).
import { Schema } from 'effect'
import { LONG_TEXT_MAX_LENGTH, PHONE_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../constants'
import { BoundedString, BoundedTrim, Email, Name, RequiredText } from '../fields'
import { IntFromString, IsoDate, IsoDateTime, NonNegativeCents, NonNegativeInt, oneOf } from '../primitives'
import { BillingPeriod, Currency, SubscriptionPlan } from '../Subscription'
import { defineCall, Ok } from './call'

/** A country code as the address or `?country=` gives it; only CA changes anything (SPEC §9). */
export const CountryCode = BoundedString(2).check(Schema.isPattern(/^[A-Za-z]{2}$/, { message: 'Invalid' }))

/**
 * A GET: the query string. SPEC §7 names amount (cents) and currency; the plan, period and country say what is
 * bought, and the server computes the amount from them itself: a different amount is refused (the price shown is
 * out of date), so the browser never sets what is charged.
 */
export const ChargeSecretRequest = Schema.Struct({
  /** What will be charged, in integer cents; more than zero. */
  amount: IntFromString.check(Schema.isGreaterThan(0, { message: 'Invalid' })),
  currency: Currency,
  plan: SubscriptionPlan,
  period: BillingPeriod,
  country: Schema.optionalKey(CountryCode),
})
export type ChargeSecretRequest = typeof ChargeSecretRequest.Type

/** Which card payment provider confirms the payment: Stripe, or our local test provider when no keys are set. */
export const PaymentProviderName = oneOf(['stripe', 'local'])
export type PaymentProviderName = typeof PaymentProviderName.Type

/** The card payment provider's client secret, with which the browser confirms the payment. */
export const ChargeSecretResponse = Schema.Struct({
  secret: Schema.String,
  provider: PaymentProviderName,
  /** Stripe's publishable key for the browser; null for the local provider. */
  publishableKey: Schema.NullOr(Schema.String),
})
export type ChargeSecretResponse = typeof ChargeSecretResponse.Type

export const getChargeSecret = defineCall({
  backend: 'finance',
  method: 'GET',
  path: '/subscription/charge/secret',
  request: ChargeSecretRequest,
  response: ChargeSecretResponse,
})

/** A subscription as its owner sees it (issue 18: the Account page). Dates are calendar dates, YYYY-MM-DD. */
export const SubscriptionView = Schema.Struct({
  plan: SubscriptionPlan,
  period: BillingPeriod,
  /**
   * pending: paid for, waiting for the provider's event; active; ending: cancelled at the term's end; ended;
   * past_due: a renewal charge failed (no next charge; orders are priced pay as you go).
   */
  status: oneOf(['pending', 'active', 'ending', 'ended', 'past_due']),
  currency: Currency,
  termStart: IsoDate,
  termEnd: IsoDate,
  /** Included listings in the term: floor(monthly fee / first price) for each month paid. */
  listingsIncluded: NonNegativeInt,
  listingsUsed: NonNegativeInt,
  /** Included listings can be redeemed until 90 days after the term. */
  redeemableUntil: IsoDate,
  /** The next charge with tax, and its day; null once cancelled. */
  nextChargeCents: Schema.NullOr(NonNegativeCents),
  nextChargeDate: Schema.NullOr(IsoDate),
  /** What the first charge took: the fee (or 12 × fee) and tax. */
  chargeCents: NonNegativeCents,
  taxCents: NonNegativeCents,
  activatedAt: Schema.NullOr(IsoDateTime),
})
export type SubscriptionView = typeof SubscriptionView.Type

export const SubscriptionResponse = Schema.Struct({ subscription: Schema.NullOr(SubscriptionView) })
export type SubscriptionResponse = typeof SubscriptionResponse.Type

/** The signed-in caller's current subscription (the latest that has not ended), or null. */
export const getSubscription = defineCall({
  backend: 'finance',
  method: 'GET',
  path: '/subscription',
  request: Schema.Struct({}),
  response: SubscriptionResponse,
})

/** Cancel at the term's end (renew: false), or take the cancellation back before then (renew: true). */
export const setSubscriptionRenewal = defineCall({
  backend: 'finance',
  method: 'POST',
  path: '/subscription/renewal',
  request: Schema.Struct({ renew: Schema.Boolean }),
  response: SubscriptionResponse,
})

/** The contact tier's form (checkout tab CONTACT): mailed to the sales team. */
export const SalesContactRequest = Schema.Struct({
  firstName: Name,
  lastName: Name,
  email: Email,
  phone: BoundedTrim(PHONE_MAX_LENGTH),
  company: RequiredText(SHORT_TEXT_MAX_LENGTH),
  /** Listings a month, as typed ("about 40"). */
  listingsPerMonth: BoundedTrim(SHORT_TEXT_MAX_LENGTH),
  message: BoundedTrim(LONG_TEXT_MAX_LENGTH),
  country: Schema.optionalKey(CountryCode),
})
export type SalesContactRequest = typeof SalesContactRequest.Type

export const sendSalesContact = defineCall({
  backend: 'finance',
  method: 'POST',
  path: '/subscription/contact',
  request: SalesContactRequest,
  response: Ok,
})

// The local test provider (no Stripe keys): confirms an intent by its client secret with one of Stripe's test
// cards, like Stripe's own confirmation. Never sees a real card: it only accepts the published test numbers.

/** What a confirmation left the intent in (Stripe's names). */
export const TestPaymentStatus = oneOf(['succeeded', 'requires_action', 'requires_payment_method'])
export type TestPaymentStatus = typeof TestPaymentStatus.Type

export const TestPaymentResponse = Schema.Struct({
  status: TestPaymentStatus,
  /** The provider's message when the card was refused (shown under the pay button, SPEC §8). */
  message: Schema.NullOr(Schema.String),
})
export type TestPaymentResponse = typeof TestPaymentResponse.Type

/** Card fields as typed: digits and spaces, MM / YY, 3–4 digits. Checked by the provider, like Stripe's. */
export const TestCard = Schema.Struct({
  number: BoundedString(32),
  expiry: BoundedString(8),
  cvc: BoundedString(4),
  postalCode: BoundedString(16),
})
export type TestCard = typeof TestCard.Type

export const confirmTestPayment = defineCall({
  backend: 'finance',
  method: 'POST',
  path: '/test-provider/confirm',
  request: Schema.Struct({ secret: BoundedString(200), card: TestCard }),
  response: TestPaymentResponse,
})

/** The extra authentication step (the 3155 card): the cardholder approves or fails it. */
export const authenticateTestPayment = defineCall({
  backend: 'finance',
  method: 'POST',
  path: '/test-provider/authenticate',
  request: Schema.Struct({ secret: BoundedString(200), approve: Schema.Boolean }),
  response: TestPaymentResponse,
})
