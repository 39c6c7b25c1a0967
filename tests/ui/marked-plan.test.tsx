// What follows the tour's heading during a turn renders alone (issue 21: each render in a turn can cost the page a
// frame): the plan is placed once by MarkedPlan and its marker's cone follows the view by itself in 5° steps; the
// walk-to labels render again only when a label changes, not at every step of the heading.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { TourMarker } from '../../src/domain/plan-marker'
import type { Scene, TourConfig } from '../../src/schemas/TourConfig'
import { MarkedPlan } from '../../src/ui/features/listing-viewer/sections/MarkedPlan'
import { useFollowedHeading, useWalkTargets } from '../../src/ui/features/listing-viewer/tour/followed-tour'
import type { RunningTour } from '../../src/ui/features/listing-viewer/tour/start-tour'

afterEach(cleanup)

/** A running tour reduced to what the plan and the labels read: its view, and its 'viewed' event. */
function turningTour(start = 0) {
  let pan = start
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
  const counts = { outside: 0, plan: 0, cone: 0 }
  const placed: Array<TourMarker | undefined> = []
  const Cone = () => {
    counts.cone++
    const heading = useFollowedHeading(5)
    return <p>{heading === undefined ? 'cone placed' : `cone at ${heading}°`}</p>
  }
  const Plan = ({ marker }: { marker: TourMarker | undefined }) => {
    counts.plan++
    placed.push(marker)
    return (
      <div>
        <p>{marker ? `${marker.sceneCode} placed at ${marker.yaw}°` : 'no marker'}</p>
        <Cone />
      </div>
    )
  }
  const Layout = () => {
    counts.outside++
    return (
      <MarkedPlan tour={tour} sceneCode="s02">
        {(marker) => <Plan marker={marker} />}
      </MarkedPlan>
    )
  }
  render(<Layout />)
  return { counts, placed }
}

describe('MarkedPlan', () => {
  it('places the plan once and turns only the cone, in 5° steps', () => {
    const { tour, turnTo } = turningTour(12)
    const { counts } = mount(tour)
    expect(screen.getByText('s02 placed at 12°')).toBeTruthy()
    expect(screen.getByText('cone at 10°')).toBeTruthy()
    turnTo(42)
    expect(screen.getByText('cone at 40°')).toBeTruthy()
    turnTo(41)
    // Within the same step: nothing renders again.
    expect(counts).toEqual({ outside: 1, plan: 1, cone: 2 })
    turnTo(368)
    expect(screen.getByText('cone at 10°')).toBeTruthy()
    expect(counts).toEqual({ outside: 1, plan: 1, cone: 3 })
    // The plan still says where it was placed.
    expect(screen.getByText('s02 placed at 12°')).toBeTruthy()
  })

  it('shows no marker without a running tour, and the cone follows nothing', () => {
    const { placed } = mount(undefined)
    expect(screen.getByText('no marker')).toBeTruthy()
    expect(screen.getByText('cone placed')).toBeTruthy()
    expect(placed).toEqual([undefined])
  })
})

const scene = (code: string, cluster: string, x: number, y: number, linkedScenes: string[]) =>
  ({ code, x, y, z: 0, cluster, hidden: false, linkedScenes }) as unknown as Scene

describe('useWalkTargets', () => {
  // From the hall at the origin: the kitchen due north (compass 0°), the porch due east (90°).
  const scenes = [
    scene('s01', 'hall', 0, 0, ['s02', 's03']),
    scene('s02', 'kitchen', 0, 5, ['s01']),
    scene('s03', 'porch', 5, 0, ['s01']),
  ]
  const config = { scenesByCode: Object.fromEntries(scenes.map((s) => [s.code, s])) } as unknown as TourConfig

  function mountLabels(tour: RunningTour) {
    let renders = 0
    const Labels = () => {
      renders++
      const targets = useWalkTargets(tour, config, 's01')
      return <p>{targets.map((t) => t.label).join(' | ')}</p>
    }
    render(<Labels />)
    return () => renders
  }

  it('renders again only when a label changes, not at each step of the heading', () => {
    const { tour, turnTo } = turningTour(0)
    const renders = mountLabels(tour)
    expect(screen.getByText('Kitchen, ahead | Porch, to the right')).toBeTruthy()
    // 0° → 20°: the kitchen still ahead, the porch still to the right, across a 15° step of the heading.
    turnTo(20)
    expect(renders()).toBe(1)
    // Facing east: the porch ahead, the kitchen to the left.
    turnTo(90)
    expect(screen.getByText('Kitchen, to the left | Porch, ahead')).toBeTruthy()
    expect(renders()).toBe(2)
    turnTo(95)
    expect(renders()).toBe(2)
  })
})
