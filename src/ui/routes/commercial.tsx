import { createFileRoute } from '@tanstack/react-router'
import { CommercialPage } from '../pages/marketing/CommercialPage'
import { pageHead } from '../pages/marketing/head'

export const Route = createFileRoute('/commercial')({
  head: () =>
    pageHead(
      'Commercial properties',
      '3D tours, measured floor plans and photography for offices, retail, industrial and multi-family buildings, scheduled around tenants and billed per portfolio.',
    ),
  component: CommercialPage,
})
