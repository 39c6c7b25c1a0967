// The pricing page's chart with its real effects (the checkout's calls bound from the app's runtime), started for
// the page and wired to the app chart: the app's session flows in, and a sign-in or registration made inside the
// checkout flows back out to the app.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import {
  type LoadPricedListingInput,
  type PricingActorRef,
  pricingMachine,
} from '../../../machines/pricing/pricing.machine'
import { fromEffect } from '../../../machines/shared/fromEffect'
import { subscriptionCheckoutActors } from '../../../machines/subscription-checkout/subscription-checkout.actors'
import { subscriptionCheckoutMachine } from '../../../machines/subscription-checkout/subscription-checkout.machine'
import { getListing } from '../../../schemas/api/listing'
import type { BillingPeriod } from '../../../schemas/Subscription'
import { callApi } from '../../../services/HttpClient'
import { withRetries } from '../../../services/retry'
import { useApp } from '../../use-app'
import { useChartActor } from '../../use-chart-actor'
import { useRuntimeBound } from '../../use-runtime-bound'

const usePricingMachine = () =>
  useRuntimeBound(pricingMachine, (runtime) =>
    pricingMachine.provide({
      actors: {
        checkout: subscriptionCheckoutMachine.provide({ actors: subscriptionCheckoutActors(runtime) }),
        loadListing: fromEffect(runtime, ({ tourName }: LoadPricedListingInput) =>
          callApi(getListing, { tourName, debugMode: false }).pipe(withRetries(3)),
        ),
      },
    }),
  )

/** `tourName`: the listing the Account page was opened for (/account/{tourName}). */
export function usePricing(
  country: string | null,
  { period, tourName }: { period?: BillingPeriod; tourName?: string | null } = {},
): PricingActorRef {
  const app = useApp()
  const user = useSelector(app, (s) => s.context.user)
  const pricing = useChartActor(usePricingMachine(), {
    input: { country, user: app.getSnapshot().context.user, tourName, ...(period ? { period } : {}) },
  })
  useEffect(() => {
    pricing.send({ type: 'session.changed', user })
  }, [pricing, user])
  useEffect(() => {
    const subscription = pricing.on('session.changed', (event) => app.send(event))
    return () => subscription.unsubscribe()
  }, [pricing, app])
  return pricing
}
