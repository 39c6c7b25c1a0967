// The preparation guide of an upcoming appointment (SPEC §4 Timeline; issue 17): "Download the guide" posts the
// order and saves the PDF the server makes for it; afterwards the item thanks the person with the time since (and the
// date once that is more than 36 hours ago) and offers "Download again". A failed download says why and can be tried
// again. The time since is read from a minute clock, so "just now" becomes "5 minutes ago" on its own.
import { type ActorRefFrom, assign, setup } from 'xstate'
import { type ClockTick, tickingClock } from '../shared/clock'
import { errorMessage } from '../shared/error-message'
import { notProvided } from '../shared/fromEffect'

export interface PreparationGuideInput {
  readonly orderId: string
  /** When the caller last downloaded it (Feedback.guideDownloaded), or null. */
  readonly downloadedAt: string | null
}

export interface PreparationGuideContext {
  readonly orderId: string
  downloadedAt: string | null
  /** The clock's last tick (ms since the epoch), for the thanks line. */
  now: number
  error: string | undefined
}

export type PreparationGuideEvent = { type: 'download' } | ClockTick

export const GUIDE_DOWNLOAD_FAILED = 'The guide could not be downloaded. Please try again.'

export const preparationGuideMachine = setup({
  types: {
    context: {} as PreparationGuideContext,
    events: {} as PreparationGuideEvent,
    input: {} as PreparationGuideInput,
    tags: {} as 'downloading',
  },
  actors: {
    /** Fetches and saves the PDF; answers when the download happened (ISO). */
    downloadGuide: notProvided<string, { orderId: string }>('downloadGuide'),
    clock: tickingClock(30_000),
  },
}).createMachine({
  id: 'preparationGuide',
  context: ({ input }) => ({
    orderId: input.orderId,
    downloadedAt: input.downloadedAt,
    now: Date.now(),
    error: undefined,
  }),
  invoke: { id: 'clock', src: 'clock' },
  on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: ({ context }) => context.downloadedAt !== null, target: 'downloaded' }, { target: 'ready' }],
    },
    ready: {
      on: { download: { target: 'downloading', actions: assign({ error: undefined }) } },
    },
    downloading: {
      tags: ['downloading'],
      invoke: {
        id: 'downloadGuide',
        src: 'downloadGuide',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'downloaded',
          actions: assign({ downloadedAt: ({ event }) => event.output, now: ({ event }) => Date.parse(event.output) }),
        },
        onError: {
          target: 'deciding',
          actions: assign({ error: ({ event }) => errorMessage(event.error, GUIDE_DOWNLOAD_FAILED) }),
        },
      },
    },
    downloaded: {
      on: { download: { target: 'downloading', actions: assign({ error: undefined }) } },
    },
  },
})

export type PreparationGuideActorRef = ActorRefFrom<typeof preparationGuideMachine>
