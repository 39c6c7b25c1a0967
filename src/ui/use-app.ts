// Views reach the app chart and the page's navigation through these hooks; they select and send, never decide.
import { useRouteContext, useRouterState } from '@tanstack/react-router'
import { classifyPagePath } from '../domain/app-path'
import { type Navigation, navigationFor } from '../domain/navigation'
import { parseViewFlags } from '../domain/view-flags'
import type { AppActorRef } from '../machines/app/app.machine'
import type { AppSearch } from '../schemas/search/app'

export const useApp = (): AppActorRef => useRouteContext({ from: '__root__', select: (c) => c.app })

/** The navigation the current path, flags and embedding call for (src/domain/navigation.ts). */
export function useNavigation(): Navigation {
  const embedded = useRouteContext({ from: '__root__', select: (c) => c.embedded })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const search = useRouterState({ select: (s) => s.location.search as AppSearch })
  return navigationFor({
    path: classifyPagePath(pathname),
    embedded,
    unbranded: parseViewFlags(search.o).unbranded,
    tourOnly: search.touronly === true,
  })
}
