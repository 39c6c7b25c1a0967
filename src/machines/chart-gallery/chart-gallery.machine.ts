// The chart gallery (/dev/charts; issue 19): every chart of the product, drawn as a statechart, with live sessions
// from the product's other tabs. Two regions:
// - view: the list, or one chart whose diagram is being laid out, is ready, or could not be laid out.
// - live: waiting for the product, or following its running charts. The channel actor carries the messages
//   (src/devtools/live-protocol.ts); sending an event to a followed session goes through it too.
import { assign, fromCallback, raise, sendTo, setup } from 'xstate'
import type { ChartLayout } from '../../devtools/chart-layout'
import { eventFromPayload } from '../../devtools/event-payload'
import type { LiveSnapshot } from '../../devtools/live-protocol'
import { notProvided } from '../shared/fromEffect'

export interface ChartSummary {
  readonly name: string
  /** The chart's id (a live session names its chart by id). */
  readonly id: string
  readonly file: string
  readonly states: number
  readonly transitions: number
}

export interface ChartGalleryInput {
  readonly charts: ReadonlyArray<ChartSummary>
  /** The chart named in the address (?chart=), if any. */
  readonly selected?: string | null
}

export interface ChartGalleryContext {
  readonly charts: ReadonlyArray<ChartSummary>
  /** What the list is filtered by. */
  filter: string
  selected: string | null
  layout: ChartLayout | null
  layoutError: string | null
  /** Running charts in the product's tabs, by session id. */
  sessions: Record<string, LiveSnapshot>
  /** The session the diagram follows. */
  followed: string | null
  sendError: string | null
  /** Events sent to the followed session in this visit. */
  sent: number
}

export type ChartGalleryEvent =
  | { type: 'filter.changed'; text: string }
  | { type: 'chart.select'; name: string }
  | { type: 'chart.close' }
  | { type: 'layout.retry' }
  | { type: 'live.snapshot'; snapshot: LiveSnapshot }
  | { type: 'live.stopped'; sessionId: string }
  | { type: 'live.tabClosed'; tabId: string }
  | { type: 'session.follow'; sessionId: string }
  | { type: 'session.unfollow' }
  | { type: 'session.send'; eventType: string; payload: string }

/** What the channel actor is told to post. */
export type ChannelCommand = { type: 'post.send'; sessionId: string; event: { type: string; [key: string]: unknown } }

const FILTER_MAX_LENGTH = 100

const chartOfSession = (context: ChartGalleryContext, sessionId: string) => {
  const session = context.sessions[sessionId]
  return session ? context.charts.find((chart) => chart.id === session.chartId) : undefined
}

export const chartGalleryMachine = setup({
  types: {
    context: {} as ChartGalleryContext,
    events: {} as ChartGalleryEvent,
    input: {} as ChartGalleryInput,
    tags: {} as 'laying-out' | 'live',
  },
  actors: {
    layoutChart: notProvided<ChartLayout, { name: string }>('layoutChart'),
    // Posts `gallery.hello`, forwards the product's messages as live.* events and posts what it is sent.
    channel: fromCallback<ChannelCommand, void, ChartGalleryEvent>(() => {
      throw new Error("The 'channel' actor is not provided. Add it with machine.provide({ actors }).")
    }),
  },
  actions: {
    /** Keeps the address in step with the chart shown, so a link opens the same chart. */
    showInAddress: (_, _params: { chart: string | null }) => {},
    /** Shows a chart; a followed session of another chart is no longer followed. */
    choose: assign({
      selected: ({ context, event }) => (event.type === 'chart.select' ? event.name : context.selected),
      followed: ({ context, event }) =>
        event.type === 'chart.select' && chartOfSession(context, context.followed ?? '')?.name === event.name
          ? context.followed
          : null,
    }),
    /** Drops a stopped session, or every session of a closed tab; following one of them ends. */
    forgetSessions: assign(({ context, event }) => {
      const sessions = remaining(context.sessions, event)
      return { sessions, followed: context.followed && sessions[context.followed] ? context.followed : null }
    }),
  },
  guards: {
    /** Another chart than the one shown (choosing the one shown again changes nothing). */
    knownOtherChart: ({ context, event }) =>
      event.type === 'chart.select' &&
      event.name !== context.selected &&
      context.charts.some((chart) => chart.name === event.name),
    knownChart: ({ context, event }) =>
      event.type === 'chart.select' && context.charts.some((chart) => chart.name === event.name),
    startsOnChart: ({ context }) => context.charts.some((chart) => chart.name === context.selected),
    sessionHasChart: ({ context, event }) =>
      event.type === 'session.follow' && chartOfSession(context, event.sessionId) !== undefined,
    /** A session of a chart the gallery knows, other than the one shown (an unknown chart's session is ignored). */
    sessionOnAnotherChart: ({ context, event }) => {
      if (event.type !== 'session.follow') return false
      const chart = chartOfSession(context, event.sessionId)
      return chart !== undefined && chart.name !== context.selected
    },
    leavesNoSession: ({ context, event }) => Object.keys(remaining(context.sessions, event)).length === 0,
    validEvent: ({ context, event }) =>
      event.type === 'session.send' && context.followed !== null && eventFromPayload(event.eventType, event.payload).ok,
  },
}).createMachine({
  id: 'chartGallery',
  type: 'parallel',
  context: ({ input }) => ({
    charts: input.charts,
    filter: '',
    selected: input.selected ?? null,
    layout: null,
    layoutError: null,
    sessions: {},
    followed: null,
    sendError: null,
    sent: 0,
  }),
  on: {
    'filter.changed': { actions: assign({ filter: ({ event }) => event.text.slice(0, FILTER_MAX_LENGTH) }) },
  },
  states: {
    view: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'startsOnChart', target: 'chart' }, { target: 'list' }],
        },
        list: {
          entry: [assign({ selected: null, layout: null }), { type: 'showInAddress', params: { chart: null } }],
          on: {
            'chart.select': { guard: 'knownChart', target: 'chart', actions: 'choose' },
          },
        },
        chart: {
          initial: 'layingOut',
          entry: { type: 'showInAddress', params: ({ context }) => ({ chart: context.selected }) },
          on: {
            'chart.select': {
              guard: 'knownOtherChart',
              target: 'chart',
              reenter: true,
              actions: 'choose',
            },
            'chart.close': { target: 'list', actions: assign({ followed: null }) },
          },
          states: {
            layingOut: {
              tags: ['laying-out'],
              entry: assign({ layout: null, layoutError: null }),
              invoke: {
                id: 'layout',
                src: 'layoutChart',
                input: ({ context }) => ({ name: context.selected ?? '' }),
                onDone: { target: 'ready', actions: assign({ layout: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({
                    layoutError: ({ event }) =>
                      `The diagram could not be laid out: ${event.error instanceof Error ? event.error.message : String(event.error)}`,
                  }),
                },
              },
            },
            ready: {},
            failed: { on: { 'layout.retry': 'layingOut' } },
          },
        },
      },
    },
    live: {
      initial: 'waiting',
      invoke: { id: 'channel', src: 'channel' },
      on: {
        'live.snapshot': {
          target: '.following',
          actions: assign({
            sessions: ({ context, event }) => {
              const known = context.sessions[event.snapshot.sessionId]
              // A late message must not undo a newer one.
              if (known && known.sequence > event.snapshot.sequence) return context.sessions
              return { ...context.sessions, [event.snapshot.sessionId]: event.snapshot }
            },
          }),
        },
        'live.stopped': [
          { guard: 'leavesNoSession', target: '.waiting', actions: 'forgetSessions' },
          { actions: 'forgetSessions' },
        ],
        'live.tabClosed': [
          { guard: 'leavesNoSession', target: '.waiting', actions: 'forgetSessions' },
          { actions: 'forgetSessions' },
        ],
        'session.follow': [
          {
            // The diagram shows the followed session's chart.
            guard: 'sessionOnAnotherChart',
            actions: [
              assign({ followed: ({ event }) => event.sessionId, sendError: null }),
              raise(({ context, event }) => ({
                type: 'chart.select' as const,
                name: chartOfSession(context, event.sessionId)?.name ?? '',
              })),
            ],
          },
          { guard: 'sessionHasChart', actions: assign({ followed: ({ event }) => event.sessionId, sendError: null }) },
        ],
        'session.unfollow': { actions: assign({ followed: null, sendError: null }) },
        'session.send': [
          {
            guard: 'validEvent',
            actions: [
              sendTo('channel', ({ context, event }): ChannelCommand => {
                const built = eventFromPayload(event.eventType, event.payload)
                return {
                  type: 'post.send',
                  sessionId: context.followed ?? '',
                  event: built.ok ? built.event : { type: event.eventType },
                }
              }),
              assign({ sendError: null, sent: ({ context }) => context.sent + 1 }),
            ],
          },
          {
            actions: assign({
              sendError: ({ event }) => {
                const built = eventFromPayload(event.eventType, event.payload)
                return built.ok ? null : built.error
              },
            }),
          },
        ],
      },
      states: {
        waiting: {},
        following: { tags: ['live'] },
      },
    },
  },
})

/** The sessions left after a stop or a closed tab (other events leave them all). */
function remaining(sessions: Record<string, LiveSnapshot>, event: ChartGalleryEvent) {
  if (event.type === 'live.stopped') {
    const { [event.sessionId]: _gone, ...rest } = sessions
    return rest
  }
  if (event.type === 'live.tabClosed') {
    return Object.fromEntries(Object.entries(sessions).filter(([, session]) => session.tabId !== event.tabId))
  }
  return sessions
}
