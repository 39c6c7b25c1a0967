import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../../brand'
import { pageHead } from '../../pages/marketing/head'
import { TermsPage } from '../../pages/marketing/legal/TermsPage'

export const Route = createFileRoute('/legal/terms')({
  head: () =>
    pageHead(
      'Terms of service',
      `The terms for ordering shoots and publishing listing pages with ${BRAND}: appointments, delivery, fees, your media licence and our responsibilities.`,
    ),
  component: TermsPage,
})
