// The update notice (SPEC §4 Viewer sections: the notice appears when the page's Last-Modified header changes and
// offers Later or Refresh; SPEC §7: HEAD on the current page polled every 60 s; SPEC §9: update check 60 s).
// The first answer is the version on screen; a later, different one means the listing was republished.
import { type ActorRefFrom, assign, setup } from 'xstate'
import { UPDATE_CHECK_INTERVAL_MS } from '../../schemas/constants'
import { notProvided } from '../shared/fromEffect'

export interface UpdateNoticeInput {
  /** The page to watch: the listing's own address. */
  readonly url: string
}

export interface UpdateNoticeContext {
  readonly url: string
  /** Last-Modified of the version on screen; null until the server first sends one. */
  baseline: string | null
  /** Last-Modified of the newer version the notice offers. */
  latest: string | null
}

export type UpdateNoticeEvent = { type: 'later' } | { type: 'refresh' }

export const updateNoticeMachine = setup({
  types: {
    context: {} as UpdateNoticeContext,
    events: {} as UpdateNoticeEvent,
    input: {} as UpdateNoticeInput,
    tags: {} as 'notice',
  },
  actors: {
    checkLastModified: notProvided<string | null, { url: string }>('checkLastModified'),
    reloadPage: notProvided<void, void>('reloadPage'),
  },
  guards: {
    // A missing header says nothing about the version, so only a present, different value counts as a change.
    isNewVersion: ({ context }, lastModified: string | null) =>
      context.baseline !== null && lastModified !== null && lastModified !== context.baseline,
  },
  delays: { updateCheckInterval: UPDATE_CHECK_INTERVAL_MS },
}).createMachine({
  id: 'updateNotice',
  context: ({ input }) => ({ url: input.url, baseline: null, latest: null }),
  initial: 'watching',
  states: {
    watching: {
      initial: 'checking',
      description: 'Checks at once, for the baseline, then every 60 s.',
      states: {
        checking: {
          invoke: {
            id: 'checkLastModified',
            src: 'checkLastModified',
            input: ({ context }) => ({ url: context.url }),
            onDone: [
              {
                guard: { type: 'isNewVersion', params: ({ event }) => event.output },
                target: '#updateNotice.notice',
                actions: assign({ latest: ({ event }) => event.output }),
              },
              {
                target: 'waiting',
                actions: assign({ baseline: ({ context, event }) => context.baseline ?? event.output }),
              },
            ],
            // An offline moment or a failed request is no news: keep watching.
            onError: 'waiting',
          },
        },
        waiting: {
          after: { updateCheckInterval: 'checking' },
        },
      },
    },
    notice: {
      tags: ['notice'],
      on: {
        // Later: the newer version becomes the one to compare against, so the notice returns only for a newer one.
        later: { target: 'watching.waiting', actions: assign({ baseline: ({ context }) => context.latest }) },
        refresh: 'refreshing',
      },
    },
    refreshing: {
      tags: ['notice'],
      description: 'The page is reloading; the notice stays until the new page replaces it.',
      invoke: { id: 'reloadPage', src: 'reloadPage', onError: 'notice' },
    },
  },
})

export type UpdateNoticeActorRef = ActorRefFrom<typeof updateNoticeMachine>
