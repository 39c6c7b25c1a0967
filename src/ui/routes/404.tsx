import { createFileRoute } from '@tanstack/react-router'
import { BRAND } from '../brand'
import { NOT_FOUND_TITLE, NotFoundPage } from '../pages/NotFoundPage'

// The server answers unknown paths with this page's prerendered HTML and status 404.
export const Route = createFileRoute('/404')({
  head: () => ({
    meta: [
      { title: NOT_FOUND_TITLE },
      { name: 'description', content: `The page you asked for doesn't exist on ${BRAND}.` },
    ],
  }),
  component: NotFoundPage,
})
