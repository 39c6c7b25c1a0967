// The root route: validates the query parameters every page understands (SPEC §2), cleans the address bar of what
// it drops, keeps the app chart told of route changes, and frames every page with the navigation bar, the account
// dialog and app-wide notices.
import {
  createRootRouteWithContext,
  HeadContent,
  notFound,
  Outlet,
  redirect,
  useRouteContext,
  useRouterState,
} from '@tanstack/react-router'
import { type AppSearch, validateAppSearch } from '../../schemas/search/validate-app-search'
import { BRAND } from '../brand'
import { SiteHeader } from '../components/site-header/SiteHeader'
import { AccountDialog } from '../features/account-dialog/AccountDialogGate'
import { AppNotices } from '../features/app-notices/AppNotices'
import { useAppRouteSync } from '../features/app-notices/useAppRouteSync'
import { isNotFoundMatch } from '../not-found'
import { ErrorPage } from '../pages/ErrorPage'
import { NOT_FOUND_TITLE, NotFoundPage } from '../pages/NotFoundPage'
import type { RouterContext } from '../router-context'
import { parsePlainSearch, stringifyPlainSearch } from '../search'

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (raw: Record<string, unknown>): AppSearch => validateAppSearch(raw),
  beforeLoad: ({ location, context }) => {
    if (context.notFoundPath === location.pathname) throw notFound()
    // TanStack keeps parameters validateSearch did not return (and the raw value of those it rejected) in the
    // route's search, so the address is cleaned here, from the raw parameters, before anything renders.
    const cleaned = cleanForAddressBar(validateAppSearch(location.search as Record<string, unknown>), context.embedded)
    if (!sameParams(stringifyPlainSearch(cleaned), location.searchStr)) {
      throw redirect({ to: location.pathname, search: cleaned as never, hash: location.hash, replace: true })
    }
  },
  // A not-found answer renders the root's notFoundComponent without the /404 route, so its title is set here.
  head: ({ match }) => ({
    meta: [{ title: isNotFoundMatch(match) ? NOT_FOUND_TITLE : BRAND }],
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  useAppRouteSync()
  const errorPath = useRouteContext({ from: '__root__', select: (c) => c.errorPath })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <>
      <HeadContent />
      <SiteHeader />
      <AppNotices />
      {errorPath === pathname ? <ErrorPage /> : <Outlet />}
      <AccountDialog />
    </>
  )
}

/** enablejsapi only means something inside another site's iframe (SPEC §2): elsewhere it is removed. */
function cleanForAddressBar(search: AppSearch, embedded: boolean): AppSearch {
  if (embedded || search.enablejsapi === undefined) return search
  const { enablejsapi: _dropped, ...rest } = search
  return rest
}

/** Same parameters with the same values, in any order. */
function sameParams(a: string, b: string): boolean {
  const canonical = (s: string) =>
    Object.entries(parsePlainSearch(s))
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&')
  return canonical(a) === canonical(b)
}
