// Renders a view inside a minimal TanStack router, for views that hold <Link>s, and waits until it is on screen.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'

/** `context` is the root route's (the app's `runtime`, for views that bind their charts to it). */
export async function renderInRouter(ui: () => ReactNode, path = '/', context: Record<string, unknown> = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{ui()}</> }),
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return router
}
