// Model-based test of the tour section's loading (SPEC §4 tour, §8 'Unable to load tour'; issue 19): every transition
// of the tour-viewer chart is replayed through the real TourStage, on the real chart (its loadTour call a stub the
// path settles by hand) and a stub of the three.js engine's chunk (WebGL cannot run in jsdom: the stub records how it
// is started and opens at once). The address carries d1=16300s3 (scene s3, pan 90°, tilt 10°). The person's retry is a
// click on 'Try again'. Each state is checked against the test's own account: the throbber ('Loading the tour…')
// while the tour loads, 'Unable to load tour' with 'Try again' after a failed load or a config without a visible
// scene, and once ready the tour itself: the engine started once, on the stage, at the view worked out by hand (the d1
// view when s3 is visible, else the config's start s1 at 200°/-5°), with the walk-to buttons of that scene; and
// every load asked for (GET /tour/12-elm-st?v=7, hidden scenes left out).
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { parseViewFlags } from '../../src/domain/view-flags'
import { type LoadedTour, tourViewerMachine } from '../../src/machines/tour-viewer/tour-viewer.machine'
import type { Listing } from '../../src/schemas/Listing'
import { validateAppSearch } from '../../src/schemas/search/validate-app-search'
import { TourStage } from '../../src/ui/features/listing-viewer/tour/TourStage'
import type { ViewerSettings } from '../../src/ui/features/listing-viewer/useListingViewer'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'
import { deferred } from '../support/stub-actors'
import { tourConfig } from '../support/tour-config'

afterEach(cleanup)

type Snapshot = SnapshotFrom<typeof tourViewerMachine>
type ModelEvent =
  | { type: 'retry' }
  | { type: 'xstate.done.actor.loadTour'; output: LoadedTour }
  | { type: 'xstate.error.actor.loadTour'; error: unknown }

const listing = listingJson as unknown as Listing
const settings: ViewerSettings = {
  search: validateAppSearch({ d1: '16300s3' }),
  flags: parseViewFlags(undefined),
  mode: { tourOnly: false, unbranded: false, embedded: false, minimal: false },
}
/** The load asked for, by hand: the fixture listing's tour and config version, no hidden scenes (not debug). */
const LOAD = { tourName: '12-elm-st', version: 7, includeHidden: false }
const good = { config: tourConfig() }
const hiddenS3 = tourConfig().scenes.map((s) => (s.code === 's3' ? { ...s, hidden: true } : s))
const s3Hidden = {
  config: { ...tourConfig(), scenes: hiddenS3, scenesByCode: Object.fromEntries(hiddenS3.map((s) => [s.code, s])) },
}
const empty = { config: { ...tourConfig(), scenes: [] } }
/** SPEC §4 by hand: where the tour opens, and how many scenes it offers to walk to from there (s3→s1; s1→s2, s3 being hidden). */
const OPENS = new Map<LoadedTour, { start: object; walks: number }>([
  [good, { start: { sceneCode: 's3', pan: 90, tilt: 10 }, walks: 1 }],
  [s3Hidden, { start: { sceneCode: 's1', pan: 200, tilt: -5 }, walks: 1 }],
])

const EVENTS: ModelEvent[] = [
  { type: 'xstate.done.actor.loadTour', output: good },
  { type: 'xstate.done.actor.loadTour', output: s3Hidden },
  { type: 'xstate.done.actor.loadTour', output: empty },
  { type: 'xstate.error.actor.loadTour', error: new Error('offline') },
  { type: 'retry' },
]
/** What the view can cause: an answer only while loading, 'Try again' only where it shows. */
const offered = (s: Snapshot, e: ModelEvent) => (e.type === 'retry' ? s.matches('failed') : s.matches('loading'))
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.error ?? null, s.context.opening?.sceneCode ?? null])
const model = new TestModel<Snapshot, ModelEvent, unknown>(tourViewerMachine as never, {
  input: { ...LOAD, requested: { sceneCode: 's3', pan: 90, tilt: 10 } },
  stateMatcher,
  serializeState,
  events: (s: Snapshot) => EVENTS.filter((e) => offered(s, e)),
})

/** The engine's chunk, stubbed: each engine made keeps its options; it opens and plays at once. */
function stubEngine() {
  const started: Array<{ container: HTMLElement; start: unknown }> = []
  class TourEngine {
    readonly canvas = document.createElement('canvas')
    constructor(options: { container: HTMLElement; start: unknown }) {
      started.push({ container: options.container, start: options.start })
    }
    open = () => Promise.resolve()
    prepare = () => Promise.resolve()
    transition = () => Promise.resolve()
    look() {}
    spin() {}
    dispose() {}
  }
  // One module, as the real chunk is: the view restarts the tour whenever the module it reads changes.
  const module = { TourEngine } as never
  return { started, code: { loaded: () => module } }
}

async function mount() {
  const load = deferred<LoadedTour>()
  const engine = stubEngine()
  const viewerMachines = {
    ...unprovidedViewerMachines,
    tourViewer: tourViewerMachine.provide({ actors: { loadTour: load.logic } }),
    tourEngineCode: engine.code,
  }
  await renderInRouter(() => <TourStage listing={listing} settings={settings} basePath="/12-elm-st" />, '/', {
    viewerMachines,
  })
  return { load, engine }
}

/** Does what the path does inside act(), which waits for the chart's answer and the renders it causes. */
const settle = (fn: () => void) =>
  act(async () => {
    fn()
  })

describe('tour stage: every transition of the tour-viewer chart, in the view', () => {
  const paths = everyTransition(model, serializeState)
  recordPaths('tour-viewer: in the view', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const sut = await mount()
      // The test's own account: the loads it expects asked, and the tour answered last.
      const asked = [LOAD]
      let answered: LoadedTour | undefined
      const throbber = () => screen.queryByText('Loading the tour…')
      const tryAgain = () => screen.queryByRole('button', { name: 'Try again' })
      const walks = () => screen.queryByRole('navigation', { name: 'Walk to' })?.querySelectorAll('button').length ?? 0
      const asSpecifiedWhileNotReady = () => {
        expect(sut.load.calls).toEqual(asked)
        expect(sut.engine.started).toEqual([])
        expect(walks()).toBe(0)
      }
      await path.test({
        states: {
          loading: () => {
            asSpecifiedWhileNotReady()
            expect(throbber()?.closest('[role="status"]')).toBeTruthy()
            expect(screen.queryByText('Unable to load tour')).toBeNull()
            expect(tryAgain()).toBeNull()
          },
          failed: () => {
            asSpecifiedWhileNotReady()
            expect(throbber()).toBeNull()
            expect(screen.getByRole('alert').textContent).toBe('Unable to load tourTry again')
            expect(tryAgain()).toBeTruthy()
          },
          ready: () => {
            const opens = OPENS.get(answered as LoadedTour)
            expect(opens).toBeDefined()
            expect(sut.load.calls).toEqual(asked)
            expect(sut.engine.started).toHaveLength(1)
            expect(sut.engine.started[0]?.start).toEqual(opens?.start)
            expect(sut.engine.started[0]?.container.closest('[data-tour-phase]')).toBeTruthy()
            expect(throbber()).toBeNull()
            expect(screen.queryByRole('alert')).toBeNull()
            expect(tryAgain()).toBeNull()
            expect(walks()).toBe(opens?.walks)
          },
        },
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.loadTour': ({ event }) => {
            answered = event.output
            return settle(() => sut.load.resolve(event.output))
          },
          'xstate.error.actor.loadTour': () => settle(() => sut.load.reject(new Error('offline'))),
          retry: () => {
            asked.push(LOAD)
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
          },
        }),
      })
    })
  }
})
