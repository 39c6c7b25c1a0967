// The floor plan beside or over the tour, with the tour's marker. The one place that follows the view's heading, so
// that a turn re-renders the plan (its marker's cone) and not the tour's stage, controls and layout around it.
import type { ReactNode } from 'react'
import type { TourMarker } from '../../../../domain/plan-marker'
import type { RunningTour } from '../tour/start-tour'
import { useTourHeading } from '../tour/useTour'

/**
 * The marker's cone (70° wide) turns with the view in 5° steps: it looks continuous, and the plan re-renders a few
 * times a second during a turn rather than every frame.
 */
const MARKER_STEP_DEG = 5

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
  const heading = useTourHeading(tour, MARKER_STEP_DEG)
  return children(tour ? { sceneCode, yaw: heading } : undefined)
}
