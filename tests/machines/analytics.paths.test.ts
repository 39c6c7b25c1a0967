// Model-based test of the analytics chart: every transition (tracking, tour arrivals, the page hidden and shown, the
// tour closed, while idle or while a send is in flight; answers and failures) is replayed on a real actor with a
// recording sender. The model only chooses the paths: what is checked is the list of payloads posted, against the
// spec's rules recomputed here on their own (SPEC §7 POST /event, issue 17 scenes): one at a time in order, index
// from 0, clientDate until the server names the visit, then its visitId; an arrival first ends the stay in the scene
// left, hiding the page ends it so far, showing it counts afresh, closing the tour ends it for good.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { localIsoDateTime } from '../../src/domain/local-date-time'
import {
  type AnalyticsChartEvent,
  analyticsChart,
  analyticsMachine,
} from '../../src/machines/analytics/analytics.machine'
import type { AnalyticsEvent } from '../../src/schemas/AnalyticsEvent'
import type { EventResponse } from '../../src/schemas/api/event'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof analyticsMachine>
type ModelEvent =
  | AnalyticsChartEvent
  | { type: 'xstate.done.actor.sendEvent'; output: EventResponse }
  | { type: 'xstate.error.actor.sendEvent'; error: unknown }

const pageOpened = new Date('2026-05-04T14:00:00.000Z')
/** Each event happens this long after the one before: a fraction, so the times sent must be rounded. */
const STEP_MS = 1000.4
const MAX_TRACKED = 3

const events: ModelEvent[] = [
  { type: 'track', eventType: 'load' },
  { type: 'track', eventType: 'navigate' },
  { type: 'scene.arrived', sceneCode: 'hall' },
  { type: 'scene.arrived', sceneCode: 'kitchen' },
  { type: 'page.hidden' },
  { type: 'page.shown' },
  { type: 'tour.closed' },
  { type: 'xstate.done.actor.sendEvent', output: { visitId: 'v-1' } },
  { type: 'xstate.error.actor.sendEvent', error: new Error('offline') },
]
/** The events that may queue one to send (a stay in a scene ends with its dwell). */
const tracks = (e: ModelEvent) => ['track', 'scene.arrived', 'page.hidden', 'tour.closed'].includes(e.type)

// The queued indexes and the next index, exactly: a state that merely looks like another (one event queued) may
// carry a wrong index, and merging the two would hide it.
const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.queue.map((e) => e.index),
    s.context.visitId !== undefined,
    s.context.nextIndex,
    s.context.scene?.code ?? null,
    s.context.hiddenScene ?? null,
  ])
const model = new TestModel<Snapshot, ModelEvent, object>(analyticsMachine as never, {
  input: {},
  stateMatcher,
  // A few events per visit keep the model finite (a queue of three at most); longer visits behave the same.
  events: (s: Snapshot) => events.filter((e) => !tracks(e) || s.context.nextIndex < MAX_TRACKED),
  serializeState,
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(pageOpened)
})
afterEach(() => {
  vi.useRealTimers()
})

// Every transition, and every state sent each page event even when it ignores it (a hidden page outside the tour, a
// second arrival in the same scene), and each answer while sending even when it would leave the state as it was: a
// rule the chart dropped would otherwise leave no path that sends it there.
const paths = everyTransition(model, serializeState, {
  alsoIgnored: (event, source) => !event.type.startsWith('xstate.') || source.matches('sending'),
})
recordPaths('analytics', paths, serializeState)

describe('analytics, every transition', () => {
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      let now = 0
      const send = deferred<EventResponse>()
      const clock = { sinceLoad: () => now, wallClock: () => new Date() }
      const actor = createActor(analyticsChart(clock).provide({ actors: { sendEvent: send.logic } }), {
        input: {},
      }).start()

      // The spec's rules, kept by the test: what was tracked, how many sends settled, the visit named so far, and the
      // visitor's stay in a tour scene.
      type Tracked = Omit<AnalyticsEvent, 'index' | 'clientDate' | 'visitId'>
      const tracked: Tracked[] = []
      const posted: AnalyticsEvent[] = []
      let settled = 0
      let visitId: string | undefined
      let stay: { code: string; since: number } | undefined
      let hiddenIn: string | undefined
      const track = (event: Omit<Tracked, 'time'>) => tracked.push({ ...event, time: Math.round(now) })
      const endStay = () => {
        if (stay) track({ type: 'sceneDwell', sceneCode: stay.code, dwellMs: Math.round(now - stay.since) })
      }
      /** One at a time: the next tracked event goes out as soon as nothing is in flight. */
      const nextPost = () => {
        const k = posted.length
        const event = tracked[k]
        if (k !== settled || !event) return
        posted.push({
          ...event,
          index: k,
          ...(visitId === undefined ? { clientDate: localIsoDateTime(pageOpened) } : { visitId }),
        })
      }
      const settle = () => vi.advanceTimersByTimeAsync(0)
      const happen = (event: AnalyticsChartEvent, rule: () => void) => {
        now += STEP_MS
        rule()
        nextPost()
        actor.send(event)
      }

      const closeTour = () => {
        endStay()
        stay = undefined
        hiddenIn = undefined
      }
      const answer = async (output: EventResponse) => {
        send.resolve(output)
        visitId = output.visitId
        settled += 1
        nextPost()
        await settle()
      }

      await path.test({
        // The model's state only picks the check: at rest everything tracked was posted, sending one is in flight.
        states: {
          idle: () => {
            expect(send.calls).toEqual(posted)
            expect(posted).toHaveLength(tracked.length)
            expect(settled).toBe(posted.length)
          },
          sending: () => {
            expect(send.calls).toEqual(posted)
            expect(posted).toHaveLength(settled + 1)
          },
        },
        events: asExecutors<ModelEvent>({
          track: ({ event }) => happen(event, () => track({ type: event.eventType })),
          'scene.arrived': ({ event }) =>
            happen(event, () => {
              // The page hidden: the time in the new scene starts when it is shown again.
              if (hiddenIn) hiddenIn = event.sceneCode
              else {
                endStay()
                stay = { code: event.sceneCode, since: now }
              }
              track({ type: 'sceneArrival', sceneCode: event.sceneCode })
            }),
          'page.hidden': ({ event }) =>
            happen(event, () => {
              if (!stay) return
              endStay()
              hiddenIn = stay.code
              stay = undefined
            }),
          'page.shown': ({ event }) =>
            happen(event, () => {
              if (hiddenIn) stay = { code: hiddenIn, since: now }
              hiddenIn = undefined
            }),
          'tour.closed': ({ event }) => happen(event, closeTour),
          'xstate.done.actor.sendEvent': ({ event }) => answer(event.output),
          'xstate.error.actor.sendEvent': async () => {
            send.reject(new Error('offline'))
            settled += 1
            nextPost()
            await settle()
          },
        }),
      })

      // Then the visitor closes the tour and every send is answered: whatever the path left inside the chart (a
      // stay, a hidden scene, a queue) must now come out as the spec's payloads.
      happen({ type: 'tour.closed' }, closeTour)
      for (let k = 0; k < MAX_TRACKED + 2 && posted.length > settled; k++) await answer({ visitId: 'v-1' })
      expect(send.calls).toEqual(posted)
      expect(posted).toHaveLength(tracked.length)
    })
  }
})
