// Page analytics (SPEC §7 Other: POST /event {type, time, index, clientDate?, visitId?} returns {visitId}; events
// load, navigate, focus, orderProgress). Events go one at a time, in order: the server hands out the visit with the
// first answer and every later event must carry it, so an event tracked meanwhile waits its turn in a queue.
// Analytics must never disturb the page: a failed send is dropped, and the index still advances so the server can
// tell an event was lost.
import { type ActorRefFrom, assign, setup } from 'xstate'
import { localIsoDateTime } from '../../domain/local-date-time'
import type { AnalyticsEvent, AnalyticsEventType } from '../../schemas/AnalyticsEvent'
import type { EventResponse } from '../../schemas/api/event'
import { notProvided } from '../shared/fromEffect'

export interface AnalyticsInput {
  /** Milliseconds since the page loaded; performance.now by default (monotonic, unlike the wall clock). */
  readonly clock?: () => number
}

/** An event as tracked, waiting to be sent. */
export interface TrackedEvent {
  readonly type: AnalyticsEventType
  readonly time: number
  readonly index: number
  /** The wall clock when it was tracked, sent only while the server has not named the visit yet. */
  readonly clientDate: string
}

export interface AnalyticsContext {
  readonly clock: () => number
  /** The index the next tracked event gets. */
  nextIndex: number
  /** The visit the server named in its first answer. */
  visitId?: string
  /** Events not sent yet, oldest first; the first is in flight while sending. */
  queue: readonly TrackedEvent[]
}

/** The chart's own event (AnalyticsEvent is the payload posted to the server). */
export type AnalyticsChartEvent = { type: 'track'; eventType: AnalyticsEventType }

/**
 * What is posted for a tracked event. The first event carries clientDate to place the visit in local time; once
 * the server has named the visit, events carry its visitId instead. If the first send failed, the next event is
 * the first the server sees, so it carries clientDate in turn.
 */
export function eventPayload(event: TrackedEvent, visitId: string | undefined): AnalyticsEvent {
  const { type, time, index } = event
  return visitId === undefined ? { type, time, index, clientDate: event.clientDate } : { type, time, index, visitId }
}

export const analyticsMachine = setup({
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
  context: ({ input }) => ({
    clock: input.clock ?? (() => performance.now()),
    nextIndex: 0,
    queue: [],
  }),
  initial: 'idle',
  on: {
    track: {
      actions: assign(({ context, event }) => ({
        nextIndex: context.nextIndex + 1,
        queue: [
          ...context.queue,
          {
            type: event.eventType,
            time: Math.max(0, Math.round(context.clock())),
            index: context.nextIndex,
            clientDate: localIsoDateTime(new Date()),
          },
        ],
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

export type AnalyticsActorRef = ActorRefFrom<typeof analyticsMachine>
