// Model-based test of the plan-floor chart: every transition and every ignored event (visitor switches, the tour
// moving within a floor, to another floor, off the plan, a reload with other floors) replayed on a real actor; each
// state's floor on screen is checked against the rule restated here, never against the model: the plan follows the
// tour only when the tour changes floor.
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type PlanFloorEvent,
  type PlanFloorInput,
  planFloorMachine,
} from '../../src/machines/plan-floor/plan-floor.machine'
import { asExecutors, everyTransition, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'

type Snapshot = SnapshotFrom<typeof planFloorMachine>

const input: PlanFloorInput = { floorIds: ['f1', 'f2'], markerFloor: 'f1' }
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
const serializeState = (s: Snapshot) => JSON.stringify([s.context.floorIds, s.context.floorId, s.context.markerFloor])
const model = new TestModel<Snapshot, PlanFloorEvent, PlanFloorInput>(planFloorMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

// Every transition, and every event replayed once from each state where the model says it changes nothing: a floor
// switch the chart wrongly ignores would otherwise never be replayed.
const paths = everyTransition(model, serializeState, { alsoIgnored: () => true })
recordPaths('plan-floor', paths, serializeState)

describe('plan floor, every transition and every ignored event', () => {
  it('covers a reasonable number of transitions', () => expect(paths.length).toBeGreaterThan(30))
  for (const path of paths) {
    it(`reaches ${path.description}`, async () => {
      const actor = createActor(planFloorMachine, { input }).start()
      const context = () => actor.getSnapshot().context
      /** The test's own record: the floors, the floor the visitor should see, where the tour was last. */
      const seen = { floors: [...input.floorIds], floor: 'f1', tour: input.markerFloor as string | null }
      await path.test({
        states: {
          '*': () => {
            expect(context().floorId).toBe(seen.floor)
            expect(seen.floors).toContain(context().floorId)
          },
        },
        events: asExecutors<PlanFloorEvent>({
          'floor.select': ({ event }) => {
            if (seen.floors.includes(event.floorId)) seen.floor = event.floorId
            actor.send(event)
          },
          'marker.moved': ({ event }) => {
            if (event.floorId !== seen.tour && event.floorId !== null && seen.floors.includes(event.floorId))
              seen.floor = event.floorId
            seen.tour = event.floorId
            actor.send(event)
          },
          'floors.changed': ({ event }) => {
            seen.floors = [...event.floorIds]
            if (!seen.floors.includes(seen.floor))
              seen.floor = seen.tour && seen.floors.includes(seen.tour) ? seen.tour : (seen.floors[0] as string)
            actor.send(event)
          },
        }),
      })
    })
  }
})
