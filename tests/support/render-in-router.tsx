// Renders a view inside a minimal TanStack router, for views that hold <Link>s, and waits until it is on screen.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'

export async function renderInRouter(ui: () => ReactNode, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{ui()}</> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return router
}
