// What views follow of the tour's heading (the plan's marker, the walk-to labels), and the tour the plan's marker
// follows. Apart from useTour.ts so the plan (also on pages without a tour) imports no tour code.
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import { walkTargets } from '../../../../domain/tour-view'
import type { TourConfig } from '../../../../schemas/TourConfig'
import type { RunningTour } from './start-tour'

/**
 * The compass heading of the view rounded to `stepDeg`, for views that follow it (the plan's marker, the walk-to
 * labels): a primitive, so React re-renders only when it crosses a step, not on every frame of a drag.
 */
export function useTourHeading(tour: RunningTour | undefined, stepDeg: number): number {
  const subscribe = useCallback((changed: () => void) => (tour ? tour.on('viewed', changed) : () => {}), [tour])
  return useSyncExternalStore(subscribe, () => (tour ? (Math.round(tour.view().pan / stepDeg) * stepDeg) % 360 : 0))
}

/**
 * The running tour whose heading the plan's marker follows (MarkedPlan provides it): the marker reads it itself, so
 * a turn re-renders the marker alone, not the plan, its chart and the panel around it (issue 21: with the walk-to
 * labels below, a 3 s turn of the framed tour page at 90°/s drew 173 frames rather than 165 on two cores).
 */
export const FollowedTour = createContext<RunningTour | undefined>(undefined)

/** The followed tour's compass heading in `stepDeg` steps, or undefined when no tour is followed here. */
export function useFollowedHeading(stepDeg: number): number | undefined {
  const tour = useContext(FollowedTour)
  const heading = useTourHeading(tour, stepDeg)
  return tour ? heading : undefined
}

type WalkTargets = ReadonlyArray<{ readonly code: string; readonly label: string }>

/**
 * The scenes one can walk to from `sceneCode`, labelled by where they lie from the view (15° steps of heading): the
 * same array until a label changes, so a turn re-renders the controls only when one does ('ahead' becomes 'to the
 * left'), not at every step of the heading (issue 21: each render during a turn can cost the page a frame).
 */
export function useWalkTargets(tour: RunningTour, config: TourConfig, sceneCode: string): WalkTargets {
  const subscribe = useCallback((changed: () => void) => tour.on('viewed', changed), [tour])
  const last = useRef<{ key: string; targets: WalkTargets }>({ key: '', targets: [] })
  return useSyncExternalStore(subscribe, () => {
    const heading = (Math.round(tour.view().pan / 15) * 15) % 360
    const targets = walkTargets(config.scenesByCode, sceneCode, heading, config.rooms)
    const key = targets.map((t) => `${t.code}\u0000${t.label}`).join('\u0001')
    if (key !== last.current.key) last.current = { key, targets }
    return last.current.targets
  })
}
