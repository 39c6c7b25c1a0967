import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../brand'
import { pageHead } from '../pages/marketing/head'
import { ShowcasePage } from '../pages/marketing/ShowcasePage'

export const Route = createFileRoute('/showcase')({
  head: () =>
    pageHead(
      'Showcase',
      `Example ${BRAND} listing pages, from a city studio to an office floor: what each package delivers and what makes a listing work.`,
    ),
  component: ShowcasePage,
})
