// Model-based test of the update notice chart: every transition (answers with the same, a new or no Last-Modified,
// failed checks, the 60 s wait, Later, Refresh and a failed reload) is replayed on a real actor with stub effects and
// fake timers, and each state reached is checked against the spec (SPEC §4 Viewer sections, §7 HEAD polling).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type UpdateNoticeEvent,
  type UpdateNoticeInput,
  updateNoticeMachine,
} from '../../src/machines/update-notice/update-notice.machine'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof updateNoticeMachine>
type ModelEvent =
  | UpdateNoticeEvent
  | { type: 'xstate.done.actor.checkLastModified'; output: string | null }
  | { type: 'xstate.error.actor.checkLastModified'; error: unknown }
  | { type: 'xstate.after.updateCheckInterval.updateNotice.watching.waiting' }
  | { type: 'xstate.error.actor.reloadPage'; error: unknown }

const input: UpdateNoticeInput = { url: 'https://showhome.example/12-oak-street' }
/** SPEC §7 and §9: the page is checked every 60 s. */
const SPEC_CHECK_INTERVAL_MS = 60_000
const monday = 'Mon, 04 May 2026 09:00:00 GMT'
const tuesday = 'Tue, 05 May 2026 09:00:00 GMT'

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.checkLastModified', output: monday },
  { type: 'xstate.done.actor.checkLastModified', output: tuesday },
  { type: 'xstate.done.actor.checkLastModified', output: null },
  { type: 'xstate.error.actor.checkLastModified', error: new Error('offline') },
  { type: 'xstate.after.updateCheckInterval.updateNotice.watching.waiting' },
  { type: 'later' },
  { type: 'refresh' },
  { type: 'xstate.error.actor.reloadPage', error: new Error('reload refused') },
]

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.baseline, s.context.latest])
const model = new TestModel<Snapshot, ModelEvent, UpdateNoticeInput>(updateNoticeMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function start() {
  const check = deferred<string | null>()
  const reload = deferred<void>()
  const actor = createActor(
    updateNoticeMachine.provide({ actors: { checkLastModified: check.logic, reloadPage: reload.logic } }),
    { input },
  ).start()
  return { actor, check, reload }
}

/** Lets a stub's answer reach the chart without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('update notice, every transition', () => {
  for (const path of everyTransition(model, serializeState)) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      /** The first header the server sent, as the test saw it: what the page on screen is. */
      let shown: string | null = null
      let offered: string | null = null
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          watching: () => expect(snapshot().hasTag('notice')).toBe(false),
          'watching.checking': () => expect(sut.check.calls.at(-1)).toEqual({ url: input.url }),
          notice: () => {
            expect(snapshot().hasTag('notice')).toBe(true)
            expect(offered).not.toBeNull()
            expect(offered).not.toBe(shown)
          },
          refreshing: () => expect(sut.reload.calls).toHaveLength(1),
        }),
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.checkLastModified': async ({ event }) => {
            if (shown === null) shown = event.output
            else if (event.output !== null && event.output !== shown) offered = event.output
            sut.check.resolve(event.output)
            await settle()
          },
          'xstate.error.actor.checkLastModified': async () => {
            sut.check.reject(new Error('offline'))
            await settle()
          },
          'xstate.after.updateCheckInterval.updateNotice.watching.waiting': async () => {
            const checks = sut.check.calls.length
            await vi.advanceTimersByTimeAsync(SPEC_CHECK_INTERVAL_MS - 1)
            expect(sut.check.calls).toHaveLength(checks)
            await vi.advanceTimersByTimeAsync(1)
            expect(sut.check.calls).toHaveLength(checks + 1)
          },
          later: ({ event }) => {
            sut.actor.send(event)
            expect(snapshot().hasTag('notice')).toBe(false)
            // The version offered becomes the one to compare against.
            shown = offered
          },
          refresh: ({ event }) => void sut.actor.send(event),
          'xstate.error.actor.reloadPage': async () => {
            sut.reload.reject(new Error('reload refused'))
            await settle()
          },
        }),
      })
    })
  }
})
