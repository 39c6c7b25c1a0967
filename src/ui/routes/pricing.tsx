import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../brand'
import { pageHead } from '../pages/marketing/head'
import { PricingPage } from '../pages/marketing/PricingPage'
import { preloadRuntime } from '../use-app-runtime'

export const Route = createFileRoute('/pricing')({
  head: () =>
    pageHead(
      'Pricing',
      `${BRAND} prices per listing by the size of the home: pay as you go from $299, or save up to 15 % with the Agent and Team plans, billed monthly or annually.`,
    ),
  // Its views run effects: the runtime loads beside the route's code instead of after it.
  loader: ({ context }) => preloadRuntime(context.runtime),
  component: PricingPage,
})
