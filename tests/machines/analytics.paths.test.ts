// Model-based test of the analytics chart: every transition (tracking while idle or while a send is in flight,
// answers and failures) is replayed on a real actor with a stub sender, and every payload sent is checked against
// the spec's rules, recomputed here on their own (SPEC §7 POST /event): one at a time in order, index from 0,
// clientDate until the server names the visit, then its visitId.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { localIsoDateTime } from '../../src/domain/local-date-time'
import {
  type AnalyticsChartEvent,
  analyticsChart,
  analyticsMachine,
} from '../../src/machines/analytics/analytics.machine'
import type { EventResponse } from '../../src/schemas/api/event'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { deferred } from '../support/stub-actors'

/** A clock the test controls: the page's time from `sinceLoad`, the wall clock as it is. */
const clockOf = (sinceLoad: () => number) => ({ sinceLoad, wallClock: () => new Date() })

type Snapshot = SnapshotFrom<typeof analyticsMachine>
type ModelEvent =
  | AnalyticsChartEvent
  | { type: 'xstate.done.actor.sendEvent'; output: EventResponse }
  | { type: 'xstate.error.actor.sendEvent'; error: unknown }

const pageOpened = new Date('2026-05-04T14:00:00.000Z')
const MAX_TRACKED = 4

const events: ModelEvent[] = [
  { type: 'track', eventType: 'load' },
  { type: 'track', eventType: 'navigate' },
  { type: 'xstate.done.actor.sendEvent', output: { visitId: 'v-1' } },
  { type: 'xstate.error.actor.sendEvent', error: new Error('offline') },
]

// The queued indexes and the next index, exactly: a state that merely looks like another (one event queued) may
// carry a wrong index, and merging the two would hide it.
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.queue.map((e) => e.index), s.context.visitId !== undefined, s.context.nextIndex])
const model = new TestModel<Snapshot, ModelEvent, object>(analyticsMachine as never, {
  input: {},
  stateMatcher,
  // A few events per visit keep the model finite; longer visits behave the same.
  events: (s: Snapshot) => events.filter((e) => e.type !== 'track' || s.context.nextIndex < MAX_TRACKED),
  serializeState,
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(pageOpened)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('analytics, every transition', () => {
  for (const path of everyTransition(model, serializeState)) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      let now = 0
      const send = deferred<EventResponse>()
      const actor = createActor(
        analyticsChart(clockOf(() => (now += 100.4))).provide({ actors: { sendEvent: send.logic } }),
        {
          input: {},
        },
      ).start()
      const snapshot = () => actor.getSnapshot()
      // The spec's rules, kept by the test: what was tracked, how many sends settled, and the visit named so far.
      const tracked: Array<{ type: string; time: number }> = []
      let settled = 0
      let visitId: string | undefined
      const expectedPayload = (k: number) => ({
        type: tracked[k]?.type,
        time: tracked[k]?.time,
        index: k,
        ...(visitId === undefined ? { clientDate: localIsoDateTime(pageOpened) } : { visitId }),
      })
      const settle = () => vi.advanceTimersByTimeAsync(0)

      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          idle: () => {
            expect(send.calls).toHaveLength(tracked.length)
            expect(snapshot().context.queue).toEqual([])
          },
          sending: () => {
            // One at a time: exactly the next unsent event is in flight.
            expect(send.calls).toHaveLength(settled + 1)
            expect(send.calls.at(-1)).toEqual(expectedPayload(settled))
          },
        }),
        events: asExecutors<ModelEvent>({
          track: ({ event }) => {
            tracked.push({ type: event.eventType, time: Math.round(now + 100.4) })
            actor.send(event)
          },
          'xstate.done.actor.sendEvent': async ({ event }) => {
            send.resolve(event.output)
            visitId = event.output.visitId
            settled += 1
            await settle()
          },
          'xstate.error.actor.sendEvent': async () => {
            send.reject(new Error('offline'))
            settled += 1
            await settle()
          },
        }),
      })
    })
  }
})
