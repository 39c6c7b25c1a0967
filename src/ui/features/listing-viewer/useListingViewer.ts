// Starts the listing-viewer chart for a page and keeps it in step with the address (tour name and section), the
// session and the admin toggle; puts the chart's redirects into the address (the URL is the truth for the section).
import { useNavigate, useRouteContext, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { isViewerSection, type ViewerSection } from '../../../domain/app-path'
import { parseViewFlags, type ViewFlags } from '../../../domain/view-flags'
import type { ViewerMode } from '../../../machines/listing-viewer/listing-viewer.machine'
import { type AppSearch, validateAppSearch } from '../../../schemas/search/validate-app-search'
import { useApp, useNavigation } from '../../use-app'
import { useChartActor } from '../../use-chart-actor'
import { useViewerMachines } from './viewer-machines'

export interface ViewerPlace {
  /** The viewer's own path: /{tourName}, or /explore/{tourName} when opened from a list. */
  readonly basePath: string
  readonly tourName: string
  readonly section: string | undefined
  readonly subSection: string | undefined
}

export interface ViewerSettings {
  readonly search: AppSearch
  readonly flags: ViewFlags
  readonly mode: ViewerMode
}

/** The page's modes from its address and embedding (SPEC §2 query parameters, §6). */
export function useViewerSettings(): ViewerSettings {
  const embedded = useRouteContext({ from: '__root__', select: (c) => c.embedded })
  const rawSearch = useRouterState({ select: (s) => s.location.search })
  const navigation = useNavigation()
  const search = useMemo(() => validateAppSearch(rawSearch as Record<string, unknown>), [rawSearch])
  const flags = parseViewFlags(search.o)
  const tourOnly = search.touronly === true
  const minimal = navigation.bar === 'minimal'
  const mode = useMemo(
    () => ({ tourOnly, unbranded: flags.unbranded, embedded, minimal }),
    [tourOnly, flags.unbranded, embedded, minimal],
  )
  return { search, flags, mode }
}

export function useListingViewer(place: ViewerPlace, settings: ViewerSettings) {
  const machines = useViewerMachines()
  const machine = machines.listingViewer
  const app = useApp()
  const adminElements = useSelector(app, (s) => s.context.adminElementsEnabled)
  const userEmail = useSelector(app, (s) => s.context.user?.email ?? null)
  const asked: ViewerSection | undefined = isViewerSection(place.section) ? place.section : undefined
  // Taken once per mount (the chart reads its input once); the debug view asks the server for more than it carries.
  const [carried] = useState(() => (settings.flags.debug ? undefined : machines.takeCarriedListing(place.tourName)))
  const actor = useChartActor(machine, {
    input: {
      tourName: place.tourName,
      debugMode: settings.flags.debug,
      ...(asked === undefined ? {} : { section: asked }),
      mode: settings.mode,
      adminElements,
      ...(carried === undefined ? {} : { carried }),
    },
  })
  const navigate = useNavigate()

  // Listening before the first route.changed below: a chart that started from carried page data has its sections
  // already, and that first event is when it says the address names a section the visitor cannot open.
  useEffect(() => {
    const subscription = actor.on('redirect', (event) => {
      void navigate({
        to: (event.section ? `${place.basePath}/${event.section}` : place.basePath) as '/',
        search: settings.search as never,
        replace: true,
      })
    })
    return () => subscription.unsubscribe()
  }, [actor, navigate, place.basePath, settings.search])
  useEffect(() => {
    actor.send({ type: 'route.changed', tourName: place.tourName, ...(asked === undefined ? {} : { section: asked }) })
  }, [actor, place.tourName, asked])
  useEffect(() => {
    actor.send({ type: 'admin.changed', adminElements })
  }, [actor, adminElements])
  // Permissions follow the user: ask again after a sign-in or sign-out (not on the first render).
  const seenUser = useRef(userEmail)
  useEffect(() => {
    if (seenUser.current === userEmail) return
    seenUser.current = userEmail
    actor.send({ type: 'session.changed' })
  }, [actor, userEmail])

  return actor
}
