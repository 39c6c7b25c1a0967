// One router factory for the browser (browser history) and the build-time prerender (memory history), so both
// render the same route tree.
import { createMemoryHistory, createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { NotFoundPage } from './pages/NotFoundPage'
import { RouteError } from './pages/RouteError'
import type { RouterContext } from './router-context'
import { parsePlainSearch, stringifyPlainSearch } from './search'

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  })
}

/** A router that renders one path without a browser, for prerendering. */
export const createRouterAt = (path: string, context: RouterContext) =>
  createAppRouter(context, createMemoryHistory({ initialEntries: [path] }))

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
