// Stripe as the payment provider (issue 18), through the official SDK: a PaymentIntent per checkout, created with
// the amount the server computed, confirmed by the browser with Stripe.js (Payment Element). The plan is activated
// by Stripe's signed `payment_intent.succeeded` event at the webhook, never by the browser saying it paid.
import Stripe from 'stripe'
import type { StripeKeys } from '../config'
import type {
  CancelOutcome,
  CreatedIntent,
  IntentRequest,
  OffSessionOutcome,
  OffSessionRequest,
  PaymentProvider,
} from './payment-provider'

export function stripePaymentProvider(keys: StripeKeys): PaymentProvider {
  // The SDK retries network failures with an idempotency key of its own, so a retried create makes one intent.
  const stripe = new Stripe(keys.secretKey, keys.apiUrl ? apiAddress(keys.apiUrl) : {})
  return {
    name: 'stripe',
    publishableKey: keys.publishableKey,
    webhookSecret: keys.webhookSecret,
    async createIntent(request: IntentRequest): Promise<CreatedIntent> {
      // The card is saved on a Customer for the renewals: the one of an earlier plan, or a new one per checkout.
      const customer =
        request.customer.existingId ?? (await stripe.customers.create({ email: request.customer.email })).id
      const intent = await stripe.paymentIntents.create({
        customer,
        // Saves the card the buyer pays with for off-session renewal charges (the event carries its payment_method).
        setup_future_usage: 'off_session',
        amount: request.amountCents,
        // Stripe's currency codes are lower case.
        currency: request.currency.toLowerCase(),
        // The Payment Element offers whatever methods the account has switched on (cards at least).
        automatic_payment_methods: { enabled: true },
        metadata: { ...request.metadata },
      })
      if (!intent.client_secret) throw new Error(`Stripe gave payment intent ${intent.id} no client secret`)
      return { id: intent.id, clientSecret: intent.client_secret }
    },
    async chargeOffSession(request: OffSessionRequest): Promise<OffSessionOutcome> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            ...(request.customerId ? { customer: request.customerId } : {}),
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            metadata: { ...request.metadata },
          },
          { idempotencyKey: request.idempotencyKey },
        )
        if (intent.status === 'succeeded' || intent.status === 'processing') {
          return { status: 'succeeded', intentId: intent.id }
        }
        return {
          status: 'failed',
          intentId: intent.id,
          message: intent.last_payment_error?.message ?? 'The card could not be charged.',
        }
      } catch (error) {
        // A decline (StripeCardError, with the intent it made) or a card that cannot be used here (an invalid
        // request: no such payment method) is the charge's outcome; anything else (network, Stripe down) is retried.
        if (
          error instanceof Stripe.errors.StripeCardError ||
          error instanceof Stripe.errors.StripeInvalidRequestError
        ) {
          return {
            status: 'failed',
            intentId: error.payment_intent?.id ?? null,
            message: error.message || 'The card could not be charged.',
          }
        }
        throw error
      }
    },
    async cancelIntent(id: string): Promise<CancelOutcome> {
      try {
        await stripe.paymentIntents.cancel(id)
        return 'canceled'
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error
        // An intent that is processing or has succeeded cannot be cancelled; Stripe says so with this code and the
        // intent as it is. One cancelled before (by us) is as good as cancelled.
        if (error.code === 'payment_intent_unexpected_state') {
          return error.payment_intent?.status === 'canceled' ? 'canceled' : 'paid'
        }
        // Not Stripe's (a checkout left open by the local provider before Stripe was configured): nothing to cancel.
        if (error.code === 'resource_missing') return 'canceled'
        throw error
      }
    },
  }
}

/** STRIPE_API_URL as the SDK's settings: the SDK takes the host, port and protocol apart. */
function apiAddress(apiUrl: string): Stripe.StripeConfig {
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}
