import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../pages/marketing/head'
import { PhotographersPage } from '../pages/marketing/PhotographersPage'

export const Route = createFileRoute('/photographers')({
  head: () =>
    pageHead(
      'For photographers',
      'Join the Showhome photographer network: steady bookings in the areas you choose, no client chasing, and our team processing tours, plans and photos overnight.',
    ),
  component: PhotographersPage,
})
