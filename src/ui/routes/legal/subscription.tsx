import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../pages/marketing/head'
import { SubscriptionTermsPage } from '../../pages/marketing/legal/SubscriptionTermsPage'

export const Route = createFileRoute('/legal/subscription')({
  head: () =>
    pageHead(
      'Subscription terms',
      "How Showhome's Agent and Team plans work: monthly and annual billing, included listings, terms, renewal and cancellation.",
    ),
  component: SubscriptionTermsPage,
})
