// Model-based test of the tour viewer chart: every transition (config and engine loaded, a config without a visible
// scene, a failed load, retry) replayed on a real actor with a stub loader, each state checked against SPEC §8.
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type LoadedTour,
  type TourViewerInput,
  tourViewerMachine,
  UNABLE_TO_LOAD_TOUR,
} from '../../src/machines/tour-viewer/tour-viewer.machine'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { deferred } from '../support/stub-actors'

import { tourConfig } from '../support/tour-config'

type Snapshot = SnapshotFrom<typeof tourViewerMachine>
type ModelEvent =
  | { type: 'retry' }
  | { type: 'xstate.done.actor.loadTour'; output: LoadedTour }
  | { type: 'xstate.error.actor.loadTour'; error: unknown }

const input: TourViewerInput = { tourName: '12-oak-st', version: 3, includeHidden: false }
const good = { config: tourConfig() }
const empty = { config: { ...tourConfig(), scenes: [] } }
const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadTour', output: good },
  { type: 'xstate.done.actor.loadTour', output: empty },
  { type: 'xstate.error.actor.loadTour', error: new Error('offline') },
  { type: 'retry' },
]
const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.error ?? null])
const model = new TestModel<Snapshot, ModelEvent, TourViewerInput>(tourViewerMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('tour viewer, every transition', () => {
  for (const path of everyTransition(model, serializeState)) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const load = deferred<LoadedTour>()
      const actor = createActor(tourViewerMachine.provide({ actors: { loadTour: load.logic } }), { input }).start()
      const snapshot = () => actor.getSnapshot()
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          loading: () => {
            expect(snapshot().hasTag('loading')).toBe(true)
            expect(load.calls.at(-1)).toEqual(input)
          },
          failed: () => expect(snapshot().context.error).toBe(UNABLE_TO_LOAD_TOUR),
          ready: () => expect(snapshot().context.opening?.sceneCode).toBe('s1'),
        }),
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.loadTour': async ({ event }) => {
            load.resolve(event.output)
            await settle()
          },
          'xstate.error.actor.loadTour': async () => {
            load.reject(new Error('offline'))
            await settle()
          },
          retry: ({ event }) => void actor.send(event),
        }),
      })
    })
  }
})
