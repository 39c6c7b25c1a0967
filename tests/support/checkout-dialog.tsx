// The subscription checkout's real dialog on a real chart, for its view tests: every call the chart makes waits in
// `pending` until the test answers it (resolve) or fails it (reject), so each state in between can be looked at.
import { useSelector } from '@xstate/react'
import { createActor } from 'xstate'
import { subscriptionCheckoutActors } from '../../src/machines/subscription-checkout/subscription-checkout.actors'
import {
  type SubscriptionCheckoutActorRef,
  type SubscriptionCheckoutInput,
  subscriptionCheckoutMachine,
} from '../../src/machines/subscription-checkout/subscription-checkout.machine'
import { CheckoutDialog } from '../../src/ui/features/subscription-checkout/CheckoutDialog'
import { heldCallsRuntime, settle } from './held-calls'
import { renderInRouter } from './render-in-router'

export { type PendingCall, settle } from './held-calls'

function Host({ checkout }: { checkout: SubscriptionCheckoutActorRef }) {
  const open = useSelector(checkout, (s) => s.status === 'active')
  return open ? <CheckoutDialog checkout={checkout} /> : <p>Checkout closed</p>
}

/** Starts the checkout chart with `input` and renders its dialog (the page shows "Checkout closed" once it ends). */
export async function mountCheckoutDialog(input: SubscriptionCheckoutInput) {
  const { pending, runtime } = heldCallsRuntime()
  const checkout = createActor(subscriptionCheckoutMachine.provide({ actors: subscriptionCheckoutActors(runtime) }), {
    input,
  }).start()
  await renderInRouter(() => <Host checkout={checkout} />)
  await settle(() => {})
  return { pending, checkout }
}
