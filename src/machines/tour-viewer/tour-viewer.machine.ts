// The tour section's loading (SPEC §4 tour, §8 'Unable to load tour'): the tour config and the three.js engine's
// chunk load together; the view shows a throbber after 500 ms (TOUR_THROBBER_DELAY_MS, a CSS delay), the tour when
// both are in, or 'Unable to load tour' with a retry. Where the tour opens is decided here, once: the d1 view when
// it names a visible scene, else the config's start. Moving between scenes is the scene-transition chart's job.
import { type ActorRefFrom, assign, setup } from 'xstate'
import { openingView, type StartingViewLike } from '../../domain/tour-view'
import type { TourConfig } from '../../schemas/TourConfig'
import { notProvided } from '../shared/fromEffect'

/** The engine's chunk; a type-only import, so the chart's code never pulls three.js in. */
export type TourEngineModule = typeof import('../../ui/three')

/**
 * What loading gives: the config. The engine's chunk loads with it but stays out of the context (plain data only,
 * so inspectors can show it): the view reads it from `tourEngineCode` once the chart is ready.
 */
export interface LoadedTour {
  readonly config: TourConfig
}

export interface TourViewerInput {
  readonly tourName: string
  readonly version: number
  readonly includeHidden: boolean
  /** The d1 starting view from the address, when there is one. */
  readonly requested?: StartingViewLike
}

export interface LoadTourInput {
  readonly tourName: string
  readonly version: number
  readonly includeHidden: boolean
}

export interface TourViewerContext extends TourViewerInput {
  loaded?: LoadedTour
  opening?: StartingViewLike
  error?: string
}

export type TourViewerEvent = { type: 'retry' }

export const UNABLE_TO_LOAD_TOUR = 'Unable to load tour'

export const tourViewerMachine = setup({
  types: {
    context: {} as TourViewerContext,
    events: {} as TourViewerEvent,
    input: {} as TourViewerInput,
    tags: {} as 'loading' | 'failed' | 'ready',
  },
  actors: {
    loadTour: notProvided<LoadedTour, LoadTourInput>('loadTour'),
  },
}).createMachine({
  id: 'tourViewer',
  context: ({ input }) => ({ ...input }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ error: undefined }),
      invoke: {
        id: 'loadTour',
        src: 'loadTour',
        input: ({ context }) => ({
          tourName: context.tourName,
          version: context.version,
          includeHidden: context.includeHidden,
        }),
        onDone: [
          {
            guard: ({ event }) => openingView(event.output.config, undefined) !== undefined,
            target: 'ready',
            actions: assign({
              loaded: ({ event }) => event.output,
              opening: ({ context, event }) => openingView(event.output.config, context.requested),
            }),
          },
          // A config without a single visible scene cannot be shown either.
          { target: 'failed', actions: assign({ error: UNABLE_TO_LOAD_TOUR }) },
        ],
        onError: { target: 'failed', actions: assign({ error: UNABLE_TO_LOAD_TOUR }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'loading' },
    },
    ready: { tags: ['ready'] },
  },
})

export type TourViewerActorRef = ActorRefFrom<typeof tourViewerMachine>
