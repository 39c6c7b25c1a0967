import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../brand'
import { pageHead } from '../pages/marketing/head'
import { PhotographersPage } from '../pages/marketing/PhotographersPage'

export const Route = createFileRoute('/photographers')({
  head: () =>
    pageHead(
      'For photographers',
      `Join the ${BRAND} photographer network: steady bookings in the areas you choose, no client chasing, and our team processing tours, plans and photos overnight.`,
    ),
  component: PhotographersPage,
})
