// Starts the tour-viewer chart for a listing, and once config and engine are in, the running tour on a container.
import { useSelector } from '@xstate/react'
import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react'
import { decodeStartView } from '../../../../domain/start-view'
import type { Listing } from '../../../../schemas/Listing'
import { useChartActor } from '../../../use-chart-actor'
import type { ViewerSettings } from '../useListingViewer'
import { useViewerMachines } from '../viewer-machines'
import { type RunningTour, startTour, type TourState } from './start-tour'

export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

export function useTourViewer(listing: Listing, settings: ViewerSettings) {
  const requested = decodeStartView(settings.search.d1)
  const actor = useChartActor(useViewerMachines().tourViewer, {
    input: {
      tourName: listing.tourName,
      version: listing.tourConfigVersion,
      includeHidden: settings.flags.debug && listing.permissions.includes('global'),
      ...(requested ? { requested } : {}),
    },
  })
  return actor
}

/** The running tour on `container` while the chart is ready; stopped (WebGL context released) on unmount. */
export function useRunningTour(
  container: RefObject<HTMLElement | null>,
  actor: ReturnType<typeof useTourViewer>,
  tourName: string,
): RunningTour | undefined {
  const loaded = useSelector(actor, (s) => s.context.loaded)
  const opening = useSelector(actor, (s) => s.context.opening)
  // The chart has its config once both config and engine are in; the engine's code is read where it was loaded.
  const engine = useViewerMachines().tourEngineCode.loaded()
  const [tour, setTour] = useState<RunningTour>()
  useEffect(() => {
    const element = container.current
    if (!element || !loaded || !opening || !engine) return
    const running = startTour({
      container: element,
      module: engine,
      config: loaded.config,
      opening,
      tourName,
      reducedMotion: prefersReducedMotion(),
    })
    setTour(running)
    return () => {
      running.stop()
      setTour(undefined)
    }
  }, [container, loaded, opening, tourName, engine])
  return tour
}

const idle: TourState = { sceneCode: '', loading: false, error: undefined, opening: true, openFailed: false }
const noStore = { subscribe: () => () => {}, getSnapshot: () => idle }

/** What the running tour shows, for the view (the plan's marker, the copy-link action, the throbber). */
export function useTourState(tour: RunningTour | undefined): TourState {
  const store = tour?.store ?? noStore
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}
