// Card payments through Stripe (issue 18), used when the server runs with Stripe keys: the Payment Element is
// mounted into the checkout's card slot, and confirming it settles the PaymentIntent the server created, with any
// extra authentication (3-D Secure) shown by Stripe itself. Stripe.js loads from Stripe when first needed
// (`@stripe/stripe-js/pure` does not load it on import), so visitors who never pay never fetch it.
//
// The mounted Elements live here, keyed by the client secret, because they are DOM objects: the checkout chart holds
// only the secret, and its confirming effect finds the Elements for it.
import type { Stripe, StripeElements } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import type { TestPaymentResponse } from '../schemas/api/finance'

const mounted = new Map<string, { stripe: Stripe; elements: StripeElements }>()

/** Mounts the Payment Element for `clientSecret` into `container`; returns the unmount. */
export async function mountPaymentElement(
  container: HTMLElement,
  publishableKey: string,
  clientSecret: string,
): Promise<() => void> {
  const stripe = await loadStripe(publishableKey)
  if (!stripe) throw new Error('Stripe could not be loaded.')
  const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe' } })
  const element = elements.create('payment')
  element.mount(container)
  mounted.set(clientSecret, { stripe, elements })
  return () => {
    element.destroy()
    mounted.delete(clientSecret)
  }
}

/** Confirms the payment in the mounted Payment Element, in the local provider's terms. */
export async function confirmStripePayment(clientSecret: string): Promise<TestPaymentResponse> {
  const found = mounted.get(clientSecret)
  if (!found) throw new Error('The card form is not ready yet.')
  const { error, paymentIntent } = await found.stripe.confirmPayment({
    elements: found.elements,
    redirect: 'if_required',
  })
  if (error) return { status: 'requires_payment_method', message: error.message ?? null }
  if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') {
    return { status: 'succeeded', message: null }
  }
  return { status: 'requires_payment_method', message: 'The payment was not completed.' }
}
