// Views reach the app chart and the page's navigation through these hooks; they select and send, never decide.
import { useRouteContext, useRouterState } from '@tanstack/react-router'
import { classifyPagePath } from '../domain/app-path'
import { type Navigation, navigationFor } from '../domain/navigation'
import { parseViewFlags } from '../domain/view-flags'
import type { AppActorRef } from '../machines/app/app.machine'
import { validateAppSearch } from '../schemas/search/validate-app-search'
import { isNotFoundMatch } from './not-found'

export const useApp = (): AppActorRef => useRouteContext({ from: '__root__', select: (c) => c.app })

/** The navigation the current path, flags and embedding call for (src/domain/navigation.ts). */
export function useNavigation(): Navigation {
  const embedded = useRouteContext({ from: '__root__', select: (c) => c.embedded })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const rawSearch = useRouterState({ select: (s) => s.location.search })
  // The app's 404 page is a page-mode page, whatever the path looks like.
  const notFound = useRouterState({ select: (s) => s.matches.some(isNotFoundMatch) })
  // location.search holds the raw strings; the flags are read from the validated parameters.
  const search = validateAppSearch(rawSearch as Record<string, unknown>)
  return navigationFor({
    path: notFound ? { kind: 'notFound' } : classifyPagePath(pathname),
    embedded,
    unbranded: parseViewFlags(search.o).unbranded,
    tourOnly: search.touronly === true,
  })
}
