import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../../brand'
import { pageHead } from '../../pages/marketing/head'
import { SubscriptionTermsPage } from '../../pages/marketing/legal/SubscriptionTermsPage'

export const Route = createFileRoute('/legal/subscription')({
  head: () =>
    pageHead(
      'Subscription terms',
      `How ${BRAND}'s Agent and Team plans work: monthly and annual billing, included listings, terms, renewal and cancellation.`,
    ),
  component: SubscriptionTermsPage,
})
