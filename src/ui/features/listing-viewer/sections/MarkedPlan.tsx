// The floor plan beside or over the tour, with the tour's marker. The plan is placed by the tour's scene; the marker's
// cone follows the view's heading by itself (FollowedTour, read by PlanMarker), so a turn re-renders the cone alone:
// not the plan, its chart, the panel around it, nor the tour's stage, controls and layout.
import type { ReactNode } from 'react'
import type { TourMarker } from '../../../../domain/plan-marker'
import { FollowedTour } from '../tour/followed-tour'
import type { RunningTour } from '../tour/start-tour'

export function MarkedPlan({
  tour,
  sceneCode,
  children,
}: {
  /** The running tour the marker follows; none (the tour not started or still opening): no marker. */
  readonly tour: RunningTour | undefined
  readonly sceneCode: string
  readonly children: (marker: TourMarker | undefined) => ReactNode
}) {
  // The heading when the plan is placed: the cone then follows the view by itself.
  const marker = tour ? { sceneCode, yaw: Math.round(tour.view().pan) % 360 } : undefined
  return <FollowedTour.Provider value={tour}>{children(marker)}</FollowedTour.Provider>
}
