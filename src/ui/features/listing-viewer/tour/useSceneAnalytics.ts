// The tour's part in the page analytics (issue 17, the owner's Insights): each arrival in a scene, the opening one
// included, goes to the page's analytics chart, which also times the stay; closing the tour ends the last stay.
import { useEffect } from 'react'
import { usePageAnalytics } from '../page-analytics'
import type { RunningTour } from './start-tour'

export function useSceneAnalytics(tour: RunningTour | undefined) {
  const analytics = usePageAnalytics()
  useEffect(() => {
    if (!tour || !analytics) return
    // Already in its opening scene (the tour started before this subscription): that arrival is not told again.
    const now = tour.store.getSnapshot()
    if (!now.opening && !now.openFailed && now.sceneCode)
      analytics.send({ type: 'scene.arrived', sceneCode: now.sceneCode })
    const unfollow = tour.on('arrived', (code) => analytics.send({ type: 'scene.arrived', sceneCode: code }))
    return () => {
      unfollow()
      analytics.send({ type: 'tour.closed' })
    }
  }, [tour, analytics])
}
