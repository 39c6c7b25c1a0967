// The plan's marker follows the tour's view by itself (MarkedPlan), in 5° steps, so a turn re-renders the plan and
// not the layout around it: the marker turns with the view, only the plan renders again, and no tour means no marker.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { TourMarker } from '../../src/domain/plan-marker'
import { MarkedPlan } from '../../src/ui/features/listing-viewer/sections/MarkedPlan'
import type { RunningTour } from '../../src/ui/features/listing-viewer/tour/start-tour'

afterEach(cleanup)

/** A running tour reduced to what the marker reads: its view, and its 'viewed' event. */
function turningTour() {
  let pan = 0
  const viewers = new Set<() => void>()
  const tour = {
    view: () => ({ pan, tilt: 0 }),
    on: (type: string, follower: () => void) => {
      if (type !== 'viewed') return () => {}
      viewers.add(follower)
      return () => viewers.delete(follower)
    },
  } as unknown as RunningTour
  const turnTo = (deg: number) =>
    act(() => {
      pan = deg
      for (const viewer of viewers) viewer()
    })
  return { tour, turnTo }
}

function mount(tour: RunningTour | undefined) {
  const rendered: Array<TourMarker | undefined> = []
  let outside = 0
  const Plan = ({ marker }: { marker: TourMarker | undefined }) => {
    rendered.push(marker)
    return <p>{marker ? `${marker.sceneCode} at ${marker.yaw}°` : 'no marker'}</p>
  }
  const Layout = () => {
    outside++
    return (
      <MarkedPlan tour={tour} sceneCode="s02">
        {(marker) => <Plan marker={marker} />}
      </MarkedPlan>
    )
  }
  render(<Layout />)
  return { rendered, renders: () => ({ outside, plan: rendered.length }) }
}

describe('MarkedPlan', () => {
  it('turns the marker with the view in 5° steps, rendering the plan and nothing around it', () => {
    const { tour, turnTo } = turningTour()
    const { renders } = mount(tour)
    expect(screen.getByText('s02 at 0°')).toBeTruthy()
    turnTo(42)
    expect(screen.getByText('s02 at 40°')).toBeTruthy()
    turnTo(41)
    // Within the same step: nothing renders again.
    expect(renders()).toEqual({ outside: 1, plan: 2 })
    turnTo(368)
    expect(screen.getByText('s02 at 10°')).toBeTruthy()
    expect(renders()).toEqual({ outside: 1, plan: 3 })
  })

  it('shows no marker without a running tour', () => {
    const { rendered } = mount(undefined)
    expect(screen.getByText('no marker')).toBeTruthy()
    expect(rendered).toEqual([undefined])
  })
})
