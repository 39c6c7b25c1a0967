// Model-based test of the floor choice (SPEC §4 floor plan, issue 7; issue 19): every transition of the plan-floor
// chart reachable through a view is replayed through the real sidebar plan (SidebarPlan: usePlanFloor, the floor
// switcher and the interactive plan, whose drawings are requested from a fetch that never answers). The visitor's
// switches are clicks on the floor buttons the view shows (the floor already shown too); the tour moving is the view
// given the tour's next scene (on another floor, on the same floor, or on none the plan knows); a reload of the
// listing is the view given its floors again, the same or others; each is tried in every state. Each state is checked
// in the DOM against the test's own record, which restates the rule: the plan follows the tour only when the tour
// changes floor. It checks the floor buttons and the one pressed, the plan's name, and the drawing requested.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { type PlanFloorEvent, planFloorMachine } from '../../src/machines/plan-floor/plan-floor.machine'
import type { Floor } from '../../src/schemas/Listing'
import { SidebarPlan } from '../../src/ui/features/listing-viewer/floorplan/SidebarPlan'
import { asExecutors, everyTransition, stateMatcher } from '../support/chart-paths'
import { planFloor, planScene } from '../support/plan-fixtures'
import { recordPaths } from '../support/recorded-paths'

type Snapshot = SnapshotFrom<typeof planFloorMachine>

const NAME: Record<string, string> = { f1: 'Main floor', f2: 'Upper floor', f3: 'Attic' }
/** Two scenes on each floor, so the tour can move within a floor as well as to another. */
const scenes = [
  planScene('s01', 'f1', 2, 3),
  planScene('s02', 'f1', 8, 3),
  planScene('s03', 'f2', 2, 3),
  planScene('s04', 'f2', 8, 3),
  planScene('s05', 'f3', 2, 3),
  planScene('s06', 'f3', 8, 3),
]
const SCENES_ON: Record<string, [string, string]> = { f1: ['s01', 's02'], f2: ['s03', 's04'], f3: ['s05', 's06'] }
/** A scene the plan has no floor for (its position is off the plan). */
const OFF_PLAN = 's99'

const START = { floorIds: ['f1', 'f2'], markerFloor: 'f1' }
const events: PlanFloorEvent[] = [
  { type: 'floor.select', floorId: 'f1' },
  { type: 'floor.select', floorId: 'f2' },
  { type: 'floor.select', floorId: 'f3' },
  { type: 'marker.moved', floorId: 'f1' },
  { type: 'marker.moved', floorId: 'f2' },
  { type: 'marker.moved', floorId: null },
  { type: 'floors.changed', floorIds: ['f1', 'f2'] },
  { type: 'floors.changed', floorIds: ['f2', 'f3'] },
]
/** A step's name in a test's title: what happened, with which floor. */
const stepName = (e: PlanFloorEvent) =>
  e.type === 'floor.select'
    ? `click ${e.floorId}`
    : e.type === 'marker.moved'
      ? `tour on ${e.floorId ?? 'no floor'}`
      : `floors ${e.floorIds.join('+')}`
const title = (p: { steps: ReadonlyArray<{ event: { type: string } }> }) =>
  p.steps
    .slice(1)
    .map((step) => stepName(step.event as PlanFloorEvent))
    .join(' → ') || 'start'
const serializeState = (s: Snapshot) => JSON.stringify([s.context.floorIds, s.context.floorId, s.context.markerFloor])
const model = new TestModel<Snapshot, PlanFloorEvent, typeof START>(planFloorMachine as never, {
  input: START,
  stateMatcher,
  serializeState,
  // The visitor can only click the floors the switcher shows.
  events: ((s: Snapshot) =>
    events.filter((e) => e.type !== 'floor.select' || s.context.floorIds.includes(e.floorId))) as never,
})

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('plan floor: every transition, in the view', () => {
  // Every event tried in every state, also where it changes nothing: a switch or a move to another floor the chart
  // wrongly ignores would otherwise never be tried, nor a move within a floor that wrongly moves the plan.
  const paths = everyTransition(model, serializeState, { alsoIgnored: () => true })
  recordPaths('plan-floor: in the view', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${title(path)}`, async () => {
      const drawings: string[] = []
      vi.stubGlobal('fetch', (url: string) => {
        drawings.push(url)
        return new Promise(() => {})
      })
      /** The test's own record: the floors, the floor the visitor should see, the tour's scene and its floor. */
      const seen = {
        floors: ['f1', 'f2'],
        floor: 'f1',
        scene: 's01' as string | undefined,
        tour: 'f1' as string | null,
      }
      const floorsOf = (ids: ReadonlyArray<string>) => ids.map((id) => planFloor(id, NAME[id] as string))
      let floors: Floor[] = floorsOf(seen.floors)
      const plan = () => (
        <SidebarPlan
          floors={floors}
          unit="imperial"
          scenes={scenes}
          {...(seen.scene ? { marker: { sceneCode: seen.scene, yaw: 0 } } : {})}
        />
      )
      const view = render(plan())
      await path.test({
        states: {
          '*': () => {
            const buttons = within(screen.getByRole('group', { name: 'Floor' })).getAllByRole('button')
            expect(buttons.map((b) => b.textContent)).toEqual(seen.floors.map((id) => NAME[id]))
            expect(buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent)).toEqual([
              NAME[seen.floor],
            ])
            expect(screen.getByRole('application').getAttribute('aria-label')).toBe(
              `Floor plan of the ${NAME[seen.floor]?.toLowerCase()}`,
            )
            expect(drawings.at(-1)).toBe(`/${seen.floor}-imperial.svg`)
          },
        },
        events: asExecutors<PlanFloorEvent>({
          'floor.select': ({ event }) => {
            seen.floor = event.floorId
            fireEvent.click(screen.getByRole('button', { name: NAME[event.floorId] }))
          },
          'marker.moved': ({ event }) => {
            const [one, other] = event.floorId ? (SCENES_ON[event.floorId] as [string, string]) : [OFF_PLAN, undefined]
            // The tour's next scene: on that floor (the other scene there, if it is there already), or off the plan.
            seen.scene = seen.scene === one ? other : one
            if (event.floorId !== seen.tour && event.floorId !== null && seen.floors.includes(event.floorId))
              seen.floor = event.floorId
            seen.tour = event.floorId
            view.rerender(plan())
          },
          'floors.changed': ({ event }) => {
            // The listing loaded again: new floor objects, the same floors or others.
            seen.floors = [...event.floorIds]
            if (!seen.floors.includes(seen.floor))
              seen.floor = seen.tour && seen.floors.includes(seen.tour) ? seen.tour : (seen.floors[0] as string)
            floors = floorsOf(seen.floors)
            view.rerender(plan())
          },
        }),
      })
    })
  }
})
