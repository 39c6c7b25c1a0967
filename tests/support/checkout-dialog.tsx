// The subscription checkout's real dialog on a real chart, for its view tests: every call the chart makes waits in
// `pending` until the test answers it (resolve) or fails it (reject), so each state in between can be looked at.
import { act } from '@testing-library/react'
import { useSelector } from '@xstate/react'
import { Effect } from 'effect'
import { createActor } from 'xstate'
import { subscriptionCheckoutActors } from '../../src/machines/subscription-checkout/subscription-checkout.actors'
import {
  type SubscriptionCheckoutActorRef,
  type SubscriptionCheckoutInput,
  subscriptionCheckoutMachine,
} from '../../src/machines/subscription-checkout/subscription-checkout.machine'
import type { ApiError } from '../../src/services/errors'
import { makeTestRuntime } from '../../src/services/runtime'
import { CheckoutDialog } from '../../src/ui/features/subscription-checkout/CheckoutDialog'
import { renderInRouter } from './render-in-router'

export interface PendingCall {
  readonly path: string
  readonly request: unknown
  resolve(body: unknown): void
  reject(error: ApiError): void
}

function Host({ checkout }: { checkout: SubscriptionCheckoutActorRef }) {
  const open = useSelector(checkout, (s) => s.status === 'active')
  return open ? <CheckoutDialog checkout={checkout} /> : <p>Checkout closed</p>
}

/** Runs `fn` and lets its effects through: an answer crosses the Effect runtime and the chart before React renders. */
export const settle = async (fn: () => void) => {
  await act(async () => {
    fn()
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0))
  })
}

/** Starts the checkout chart with `input` and renders its dialog (the page shows "Checkout closed" once it ends). */
export async function mountCheckoutDialog(input: SubscriptionCheckoutInput) {
  const pending: PendingCall[] = []
  const runtime = makeTestRuntime({
    answer: (call, request) =>
      Effect.tryPromise({
        try: () =>
          new Promise<unknown>((resolve, reject) => pending.push({ path: call.path, request, resolve, reject })),
        catch: (error) => error as ApiError,
      }),
  })
  const checkout = createActor(subscriptionCheckoutMachine.provide({ actors: subscriptionCheckoutActors(runtime) }), {
    input,
  }).start()
  await renderInRouter(() => <Host checkout={checkout} />)
  await settle(() => {})
  return { pending, checkout }
}
