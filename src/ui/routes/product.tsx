import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../brand'
import { pageHead } from '../pages/marketing/head'
import { ProductPage } from '../pages/marketing/ProductPage'

export const Route = createFileRoute('/product')({
  head: () =>
    pageHead(
      'Product',
      `What you get from one ${BRAND} shoot: a walkable 3D tour, photos, video and a measured floor plan on a listing page you can share, embed or send unbranded, delivered the next business day.`,
    ),
  component: ProductPage,
})
