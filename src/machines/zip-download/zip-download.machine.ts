// The "download all photos" button (SPEC §7 POST /listing/zip/{tourName}, §9: single-use for 2 s, success state
// resets after 1 s). The server builds the zip while the request is pending; a progress actor polls how far it got
// so the visitor sees a real progress bar, then the browser is sent to the zip's address to download it.
import { type ActorRefFrom, and, assign, fromCallback, not, setup, spawnChild, stateIn } from 'xstate'
import type { PhotoSize } from '../../schemas/api/listing'
import { DOWNLOAD_LOCK_MS, DOWNLOAD_SUCCESS_RESET_MS } from '../../schemas/constants'
import type { ApiError } from '../../services/errors'
import { notProvided } from '../shared/fromEffect'

export interface ZipRequest {
  readonly tourName: string
  readonly sizes: ReadonlyArray<PhotoSize>
}

export interface ZipDownloadContext extends ZipRequest {
  /** Photos packed so far and in all; undefined until the server reports. */
  progress?: { readonly done: number; readonly total: number }
  error?: string
}

export type ZipDownloadEvent = { type: 'download' } | { type: 'progress'; done: number; total: number }

const describeError = (error: unknown) => {
  const failure = error as Partial<ApiError> | undefined
  return failure?._tag === 'Unreachable'
    ? 'We could not reach the server. Check your connection and try again.'
    : failure?.message || 'The photos could not be packed. Please try again.'
}

export const zipDownloadMachine = setup({
  types: {
    context: {} as ZipDownloadContext,
    events: {} as ZipDownloadEvent,
    input: {} as ZipRequest,
    tags: {} as 'locked' | 'preparing' | 'succeeded' | 'failed',
  },
  actors: {
    prepareZip: notProvided<{ url: string }, ZipRequest>('prepareZip'),
    /** Polls the build's progress and sends `progress` events until stopped. */
    watchProgress: fromCallback<ZipDownloadEvent, ZipRequest>(() => () => {}),
    /** Sends the browser to the zip (a navigation, so the download survives this page). */
    startDownload: notProvided<void, string>('startDownload'),
  },
  guards: {
    /** A click counts only when the button is unlocked and no zip is being prepared. */
    accepts: and([
      stateIn('#zipDownload.lock.open'),
      not(stateIn('#zipDownload.job.preparing')),
      not(stateIn('#zipDownload.job.succeeded')),
    ]),
  },
  actions: {
    download: spawnChild('startDownload', {
      input: ({ event }) => (event as unknown as { output: { url: string } }).output.url,
    }),
  },
  delays: { lock: DOWNLOAD_LOCK_MS, successReset: DOWNLOAD_SUCCESS_RESET_MS },
}).createMachine({
  id: 'zipDownload',
  type: 'parallel',
  context: ({ input }) => ({ tourName: input.tourName, sizes: input.sizes }),
  states: {
    lock: {
      description: 'The button is single-use for 2 s, however fast the zip comes back.',
      initial: 'open',
      states: {
        open: { on: { download: { guard: 'accepts', target: 'locked' } } },
        locked: { tags: ['locked'], after: { lock: 'open' } },
      },
    },
    job: {
      initial: 'idle',
      states: {
        idle: {
          on: { download: { guard: 'accepts', target: 'preparing' } },
        },
        preparing: {
          tags: ['preparing'],
          entry: assign({ progress: undefined, error: undefined }),
          invoke: [
            {
              id: 'prepareZip',
              src: 'prepareZip',
              input: ({ context }) => ({ tourName: context.tourName, sizes: context.sizes }),
              onDone: { target: 'succeeded', actions: 'download' },
              onError: { target: 'failed', actions: assign({ error: ({ event }) => describeError(event.error) }) },
            },
            {
              id: 'watchProgress',
              src: 'watchProgress',
              input: ({ context }) => ({ tourName: context.tourName, sizes: context.sizes }),
            },
          ],
          on: {
            progress: { actions: assign({ progress: ({ event }) => ({ done: event.done, total: event.total }) }) },
          },
        },
        succeeded: { tags: ['succeeded'], after: { successReset: 'idle' } },
        failed: {
          tags: ['failed'],
          on: { download: { guard: 'accepts', target: 'preparing' } },
        },
      },
    },
  },
})

export type ZipDownloadActorRef = ActorRefFrom<typeof zipDownloadMachine>
