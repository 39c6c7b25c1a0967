import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../brand'
import { CbrePage } from '../pages/marketing/CbrePage'
import { pageHead } from '../pages/marketing/head'

export const Route = createFileRoute('/cbre')({
  head: () =>
    pageHead(
      'CBRE',
      `The ${BRAND} partner programme for CBRE professionals: preferred rates, billing by office, priority scheduling and listing pages ready for brokerage websites.`,
    ),
  component: CbrePage,
})
