import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../brand'
import { pageHead } from '../pages/marketing/head'
import { PricingPage } from '../pages/marketing/PricingPage'

export const Route = createFileRoute('/pricing')({
  head: () =>
    pageHead(
      'Pricing',
      `${BRAND} prices per listing by the size of the home: pay as you go from $299, or save up to 15 % with the Agent and Team plans, billed monthly or annually.`,
    ),
  component: PricingPage,
})
