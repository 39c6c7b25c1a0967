// The dashboard's Insights (issue 17): what visitors did on the listing over a period (7, 28 or 90 days). It asks the
// server (POST /listing/insights) for the period chosen; a new choice while one is loading cancels that one (the
// latest choice wins); a failure says so and can be tried again. The last answer stays on screen while the next loads.
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { Insights, InsightsPeriod } from '../../schemas/Insights'
import { errorMessage } from '../shared/error-message'
import { notProvided } from '../shared/fromEffect'

export interface InsightsInput {
  readonly tourName: string
  readonly period?: InsightsPeriod
}

export interface InsightsContext {
  readonly tourName: string
  period: InsightsPeriod
  insights: Insights | undefined
  error: string | undefined
}

export type InsightsEvent = { type: 'period.change'; period: InsightsPeriod } | { type: 'retry' }

export const INSIGHTS_LOAD_FAILED = 'The visits could not be loaded. Please try again.'

export const insightsMachine = setup({
  types: {
    context: {} as InsightsContext,
    events: {} as InsightsEvent,
    input: {} as InsightsInput,
    tags: {} as 'loading',
  },
  actors: {
    loadInsights: notProvided<Insights, { tourName: string; period: InsightsPeriod }>('loadInsights'),
  },
}).createMachine({
  id: 'insights',
  context: ({ input }) => ({
    tourName: input.tourName,
    period: input.period ?? 28,
    insights: undefined,
    error: undefined,
  }),
  initial: 'loading',
  on: {
    'period.change': {
      guard: ({ context, event }) => event.period !== context.period,
      target: '.loading',
      actions: assign({ period: ({ event }) => event.period }),
      reenter: true,
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadInsights',
        src: 'loadInsights',
        input: ({ context }) => ({ tourName: context.tourName, period: context.period }),
        onDone: { target: 'loaded', actions: assign({ insights: ({ event }) => event.output, error: undefined }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorMessage(event.error, INSIGHTS_LOAD_FAILED) }),
        },
      },
    },
    loaded: {},
    failed: { on: { retry: 'loading' } },
  },
})

export type InsightsActorRef = ActorRefFrom<typeof insightsMachine>
