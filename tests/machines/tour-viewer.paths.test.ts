// Model-based test of the tour viewer chart: every transition (config and engine loaded, a config without a visible
// scene, a failed load, retry) replayed on a real actor with a recording loader. The model only chooses the paths;
// each state is checked against SPEC §4/§8 kept by hand: the loads asked for, the tag the tour section shows, the
// 'Unable to load tour' error, and the opening view (the d1 scene when visible, else the config's start).
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type LoadedTour,
  type TourViewerInput,
  tourViewerMachine,
  UNABLE_TO_LOAD_TOUR,
} from '../../src/machines/tour-viewer/tour-viewer.machine'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'
import { tourConfig } from '../support/tour-config'

type Snapshot = SnapshotFrom<typeof tourViewerMachine>
type ModelEvent =
  | { type: 'retry' }
  | { type: 'xstate.done.actor.loadTour'; output: LoadedTour }
  | { type: 'xstate.error.actor.loadTour'; error: unknown }

/** The address names a visible scene (d1): the tour opens there, unless the config hides it. */
const requested = { sceneCode: 's3', pan: 90, tilt: 10 }
const input: TourViewerInput = { tourName: '12-oak-st', version: 3, includeHidden: false, requested }
/** What the loader is asked for, written by hand: GET /tour/12-oak-st?v=3 (hidden scenes left out). */
const LOAD_INPUT = { tourName: '12-oak-st', version: 3, includeHidden: false }
const good = { config: tourConfig() }
const s3Hidden = {
  config: { ...tourConfig(), scenes: tourConfig().scenes.map((s) => (s.code === 's3' ? { ...s, hidden: true } : s)) },
}
const empty = { config: { ...tourConfig(), scenes: [] } }
/** SPEC §4 starting view, by hand: the d1 view when it names a visible scene, else the config's start (s1). */
const OPENING = new Map<LoadedTour, unknown>([
  [good, requested],
  [s3Hidden, { sceneCode: 's1', pan: 200, tilt: -5 }],
])
const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadTour', output: good },
  { type: 'xstate.done.actor.loadTour', output: s3Hidden },
  { type: 'xstate.done.actor.loadTour', output: empty },
  { type: 'xstate.error.actor.loadTour', error: new Error('offline') },
  { type: 'retry' },
]
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.error ?? null, s.context.opening?.sceneCode ?? null])
const model = new TestModel<Snapshot, ModelEvent, TourViewerInput>(tourViewerMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

// Every transition, and a retry asked in every state (the button only shows once loading failed, but a stale click
// must not start a second load).
const paths = everyTransition(model, serializeState, { alsoIgnored: (event) => event.type === 'retry' })
recordPaths('tour-viewer', paths, serializeState)

describe('tour viewer, every transition', () => {
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const load = deferred<LoadedTour>()
      const actor = createActor(tourViewerMachine.provide({ actors: { loadTour: load.logic } }), { input }).start()
      const snapshot = () => actor.getSnapshot()
      // SPEC §8 kept by the test: what the view should show, and every load it should have asked for.
      let shows: 'loading' | 'failed' | 'ready' = 'loading'
      const asked = [LOAD_INPUT]
      let answered: LoadedTour | undefined
      /** The oracle: the tags the tour section reads, the loads asked, and the error or the opening view shown. */
      const showsAsSpec = () => {
        expect([...snapshot().tags]).toEqual([shows])
        expect(load.calls).toEqual(asked)
        expect(snapshot().context.error).toBe(shows === 'failed' ? UNABLE_TO_LOAD_TOUR : undefined)
        if (shows === 'ready') {
          expect(snapshot().context.opening).toEqual(OPENING.get(answered as LoadedTour))
          expect(snapshot().context.loaded).toBe(answered)
        }
      }
      await path.test({
        // The model's state only picks the check; each reads the actor and the spec kept above.
        states: {
          loading: () => {
            showsAsSpec()
            expect(shows).toBe('loading')
          },
          failed: () => {
            showsAsSpec()
            expect(shows).toBe('failed')
          },
          ready: () => {
            showsAsSpec()
            expect(shows).toBe('ready')
          },
        },
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.loadTour': async ({ event }) => {
            load.resolve(event.output)
            // A config without a visible scene cannot be shown either.
            answered = event.output
            shows = OPENING.has(event.output) ? 'ready' : 'failed'
            await settle()
          },
          'xstate.error.actor.loadTour': async () => {
            load.reject(new Error('offline'))
            shows = 'failed'
            await settle()
          },
          retry: ({ event }) => {
            if (shows === 'failed') {
              shows = 'loading'
              asked.push(LOAD_INPUT)
            }
            actor.send(event)
          },
        }),
      })
    })
  }
})
