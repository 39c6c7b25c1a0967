// Real effects of the subscription checkout, bound to the app's runtime at the composition root (issue 18).
// The payment is confirmed with whichever provider the server made it with: our local test provider over HTTP, or
// Stripe's Payment Element. After a success, the subscription is read until the provider's event has activated it.
import { Effect } from 'effect'
import {
  authenticateTestPayment,
  confirmTestPayment,
  getChargeSecret,
  getSubscription,
  type SalesContactRequest,
  type SubscriptionView,
  sendSalesContact,
  type TestPaymentResponse,
} from '../../schemas/api/finance'
import type { ApiError } from '../../services/errors'
import { callApi, type HttpClient } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { accountDialogActors } from '../account-dialog/account-dialog.actors'
import { accountDialogMachine } from '../account-dialog/account-dialog.machine'
import { fromEffect } from '../shared/fromEffect'
import type { ChargeSecretInput, ConfirmPaymentInput } from './subscription-checkout.machine'

/** How long the checkout waits for the activation before saying the plan will show shortly. */
export const ACTIVATION_POLLS = 20
export const ACTIVATION_POLL_MS = 500

const isActive = (subscription: SubscriptionView | null) => subscription !== null && subscription.status !== 'pending'

/** Reads the subscription until it is active, at most `left` times, ACTIVATION_POLL_MS apart; the last read wins. */
const pollSubscription = (left: number): Effect.Effect<SubscriptionView | null, ApiError, HttpClient> =>
  callApi(getSubscription, {}).pipe(
    Effect.flatMap(({ subscription }) =>
      isActive(subscription) || left <= 1
        ? Effect.succeed(subscription)
        : Effect.sleep(ACTIVATION_POLL_MS).pipe(Effect.andThen(pollSubscription(left - 1))),
    ),
  )

export const subscriptionCheckoutActors = (runtime: AppRuntime) => ({
  account: accountDialogMachine.provide({ actors: accountDialogActors(runtime) }),
  getChargeSecret: fromEffect(runtime, ({ quote, country }: ChargeSecretInput) =>
    callApi(getChargeSecret, {
      amount: quote.totalCents,
      currency: quote.currency,
      plan: quote.plan,
      period: quote.period,
      ...(country ? { country } : {}),
    }),
  ),
  confirmPayment: fromEffect(
    runtime,
    ({ payment, card }: ConfirmPaymentInput): Effect.Effect<TestPaymentResponse, unknown, HttpClient> =>
      payment.provider === 'local'
        ? callApi(confirmTestPayment, { secret: payment.secret, card })
        : Effect.tryPromise(() =>
            import('../../services/stripePayment').then((stripe) => stripe.confirmStripePayment(payment.secret)),
          ),
  ),
  authenticatePayment: fromEffect(runtime, (request: { secret: string; approve: boolean }) =>
    callApi(authenticateTestPayment, request),
  ),
  awaitSubscription: fromEffect(runtime, (_: undefined) => pollSubscription(ACTIVATION_POLLS)),
  sendContact: fromEffect(runtime, (request: SalesContactRequest) => callApi(sendSalesContact, request)),
})
