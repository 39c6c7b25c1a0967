import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../brand'
import { HomePage } from '../pages/marketing/HomePage'

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [
      { title: `${BRAND} · 3D tours, photos and floor plans for listings` },
      {
        name: 'description',
        content:
          'Book a photographer for a 3D tour, photos, video and a floor plan in one visit, and publish a listing page buyers can walk through the next business day.',
      },
    ],
  }),
  component: HomePage,
})
