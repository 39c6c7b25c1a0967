import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage, SERVER_ERROR_TITLE } from '../pages/ErrorPage'

// The server answers a page it failed to make with this page's prerendered HTML and status 500.
export const Route = createFileRoute('/500')({
  head: () => ({ meta: [{ title: SERVER_ERROR_TITLE }, { name: 'robots', content: 'noindex' }] }),
  component: ErrorPage,
})
