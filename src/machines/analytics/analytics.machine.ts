// Page analytics (SPEC §7 Other: POST /event {type, time, index, clientDate?, visitId?} returns {visitId}; events
// load, navigate, focus, orderProgress). Events go one at a time, in order: the server hands out the visit with the
// first answer and every later event must carry it, so an event tracked meanwhile waits its turn in a queue.
// Analytics must never disturb the page: a failed send is dropped, and the index still advances so the server can
// tell an event was lost.
import { type ActorRefFrom, assign, setup } from 'xstate'
import { localIsoDateTime } from '../../domain/local-date-time'
import {
  type AnalyticsEvent,
  type AnalyticsEventType,
  DWELL_MAX_MS,
  type VisitSource,
} from '../../schemas/AnalyticsEvent'
import type { EventResponse } from '../../schemas/api/event'
import { notProvided } from '../shared/fromEffect'

/** The chart starts with nothing: its clocks are the chart's own (below). */
export type AnalyticsInput = Record<string, never>

/**
 * Where the chart reads time. Built into the chart (`analyticsChart(clock)`), not kept in its context, so the context
 * stays plain data an inspector can show; tests build the chart with a clock they control.
 */
export interface AnalyticsClock {
  /** Milliseconds since the page loaded (monotonic, unlike the wall clock). */
  readonly sinceLoad: () => number
  /** The wall clock, for the first event's clientDate (the visit placed in local time). */
  readonly wallClock: () => Date
}

export const browserClock: AnalyticsClock = { sinceLoad: () => performance.now(), wallClock: () => new Date() }

/** What some events carry besides their type: the scene and time spent, or where the page was opened from. */
export interface EventDetail {
  readonly sceneCode?: string
  readonly dwellMs?: number
  readonly source?: VisitSource
}

/** An event as tracked, waiting to be sent. */
export interface TrackedEvent extends EventDetail {
  readonly type: AnalyticsEventType
  readonly time: number
  readonly index: number
  /** The wall clock when it was tracked, sent only while the server has not named the visit yet. */
  readonly clientDate: string
}

export interface AnalyticsContext {
  /** The index the next tracked event gets. */
  nextIndex: number
  /** The visit the server named in its first answer. */
  visitId?: string
  /** Events not sent yet, oldest first; the first is in flight while sending. */
  queue: readonly TrackedEvent[]
  /** The tour scene the visitor is in and since when (the clock's ms), for the time spent there. */
  scene?: { readonly code: string; readonly since: number }
  /** The scene the visitor was in when the page was hidden. */
  hiddenScene?: string
}

/** The chart's own events (AnalyticsEvent is the payload posted to the server). */
export type AnalyticsChartEvent =
  | { type: 'track'; eventType: AnalyticsEventType; detail?: EventDetail }
  /** The tour entered a scene: an arrival, and the time spent in the scene left. */
  | { type: 'scene.arrived'; sceneCode: string }
  /** The page was hidden or left: the time spent in the current scene so far is sent now, while it still can be. */
  | { type: 'page.hidden' }
  /** The page is shown again: the current scene's time counts afresh. */
  | { type: 'page.shown' }
  /** The tour was closed (another section): the time in its scene ends here. */
  | { type: 'tour.closed' }

/**
 * What is posted for a tracked event. The first event carries clientDate to place the visit in local time; once
 * the server has named the visit, events carry its visitId instead. If the first send failed, the next event is
 * the first the server sees, so it carries clientDate in turn.
 */
export function eventPayload(event: TrackedEvent, visitId: string | undefined): AnalyticsEvent {
  const { type, time, index } = event
  const detail = {
    ...(event.sceneCode === undefined ? {} : { sceneCode: event.sceneCode }),
    ...(event.dwellMs === undefined ? {} : { dwellMs: event.dwellMs }),
    ...(event.source === undefined ? {} : { source: event.source }),
  }
  return visitId === undefined
    ? { type, time, index, clientDate: event.clientDate, ...detail }
    : { type, time, index, visitId, ...detail }
}

/** Appends an event to the queue with the next index and the clock's time. */
const queued = (
  clock: AnalyticsClock,
  context: AnalyticsContext,
  type: AnalyticsEventType,
  detail: EventDetail = {},
) => ({
  nextIndex: context.nextIndex + 1,
  queue: [
    ...context.queue,
    {
      type,
      time: Math.max(0, Math.round(clock.sinceLoad())),
      index: context.nextIndex,
      clientDate: localIsoDateTime(clock.wallClock()),
      ...detail,
    },
  ],
})

/** The time spent in the current scene, as a sceneDwell event's detail; none outside the tour. */
const dwellOf = (clock: AnalyticsClock, context: AnalyticsContext): EventDetail | undefined =>
  context.scene
    ? {
        sceneCode: context.scene.code,
        dwellMs: Math.min(DWELL_MAX_MS, Math.max(0, Math.round(clock.sinceLoad() - context.scene.since))),
      }
    : undefined

/** The chart reading time from `clock`; the product's is `analyticsMachine`, on the browser's clocks. */
export const analyticsChart = (clock: AnalyticsClock = browserClock) =>
  setup({
    types: {
      context: {} as AnalyticsContext,
      events: {} as AnalyticsChartEvent,
      input: {} as AnalyticsInput,
    },
    actors: {
      sendEvent: notProvided<EventResponse, AnalyticsEvent>('sendEvent'),
    },
    guards: {
      hasQueued: ({ context }) => context.queue.length > 0,
    },
    actions: {
      dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    },
  }).createMachine({
    id: 'analytics',
    context: () => ({
      nextIndex: 0,
      queue: [],
    }),
    initial: 'idle',
    on: {
      track: {
        actions: assign(({ context, event }) => queued(clock, context, event.eventType, event.detail)),
      },
      'scene.arrived': {
        actions: assign(({ context, event }) => {
          // Arrived while the page is hidden: the time there starts when the page is shown again, in this scene.
          if (context.hiddenScene !== undefined)
            return {
              ...queued(clock, context, 'sceneArrival', { sceneCode: event.sceneCode }),
              hiddenScene: event.sceneCode,
            }
          const left = dwellOf(clock, context)
          const afterDwell = left ? { ...context, ...queued(clock, context, 'sceneDwell', left) } : context
          return {
            ...queued(clock, afterDwell, 'sceneArrival', { sceneCode: event.sceneCode }),
            scene: { code: event.sceneCode, since: clock.sinceLoad() },
          }
        }),
      },
      'page.hidden': {
        guard: ({ context }) => context.scene !== undefined,
        actions: assign(({ context }) => ({
          ...queued(clock, context, 'sceneDwell', dwellOf(clock, context) as EventDetail),
          // Counted up to now; if the page comes back, the scene's time starts again then.
          scene: undefined,
          hiddenScene: context.scene?.code,
        })),
      },
      'tour.closed': {
        guard: ({ context }) => context.scene !== undefined || context.hiddenScene !== undefined,
        actions: assign(({ context }) => ({
          ...(context.scene ? queued(clock, context, 'sceneDwell', dwellOf(clock, context) as EventDetail) : {}),
          scene: undefined,
          hiddenScene: undefined,
        })),
      },
      'page.shown': {
        guard: ({ context }) => context.hiddenScene !== undefined,
        actions: assign(({ context }) => ({
          scene: { code: context.hiddenScene as string, since: clock.sinceLoad() },
          hiddenScene: undefined,
        })),
      },
    },
    states: {
      idle: {
        always: { guard: 'hasQueued', target: 'sending' },
      },
      sending: {
        invoke: {
          id: 'sendEvent',
          src: 'sendEvent',
          input: ({ context }) => eventPayload(context.queue[0] as TrackedEvent, context.visitId),
          onDone: { target: 'idle', actions: [assign({ visitId: ({ event }) => event.output.visitId }), 'dequeue'] },
          onError: { target: 'idle', actions: 'dequeue' },
        },
      },
    },
  })

export const analyticsMachine = analyticsChart()

export type AnalyticsActorRef = ActorRefFrom<typeof analyticsMachine>
