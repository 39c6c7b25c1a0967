// The listing page's analytics (SPEC §7 POST /event; issue 17): load (with where the page was opened from), navigate
// on every section or photo change, focus when the visitor comes back to the tab, and the tour's scene arrivals and
// time spent per scene (the tour reports arrivals through `usePageAnalytics`). When the page is hidden, the time
// spent in the current scene so far is sent at once, since the page may never come back.
import { useRouterState } from '@tanstack/react-router'
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react'
import { visitSource } from '../../../domain/visit-source'
import type { AnalyticsActorRef } from '../../../machines/analytics/analytics.machine'
import { useChartActor } from '../../use-chart-actor'
import { useViewerMachines } from './viewer-machines'

const PageAnalyticsContext = createContext<AnalyticsActorRef | undefined>(undefined)

/** The page's analytics chart, for views that report what the visitor does (the tour); undefined outside the page. */
export const usePageAnalytics = () => useContext(PageAnalyticsContext)

const isEmbedded = () => {
  try {
    return window.top !== window.self
  } catch {
    return true
  }
}

export function PageAnalytics({ children }: { children: ReactNode }) {
  const machine = useViewerMachines().analytics
  const actor = useChartActor(machine, { input: {} })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => {
    const source = visitSource({
      referrer: document.referrer,
      ownHost: window.location.hostname,
      embedded: isEmbedded(),
      ancestorOrigin: window.location.ancestorOrigins?.[0],
    })
    // A direct visit sends no source at all (the server counts a load without one as direct).
    actor.send({ type: 'track', eventType: 'load', ...(Object.keys(source).length > 0 ? { detail: { source } } : {}) })
    const onFocus = () => actor.send({ type: 'track', eventType: 'focus' })
    const onVisibility = () => actor.send({ type: document.hidden ? 'page.hidden' : 'page.shown' })
    const onHide = () => actor.send({ type: 'page.hidden' })
    window.addEventListener('focus', onFocus)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', onHide)
    return () => {
      window.removeEventListener('focus', onFocus)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', onHide)
    }
  }, [actor])
  const seen = useRef(pathname)
  useEffect(() => {
    if (seen.current === pathname) return
    seen.current = pathname
    actor.send({ type: 'track', eventType: 'navigate' })
  }, [actor, pathname])
  return <PageAnalyticsContext.Provider value={actor}>{children}</PageAnalyticsContext.Provider>
}
