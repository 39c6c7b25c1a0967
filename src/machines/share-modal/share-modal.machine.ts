// The share modal (SPEC §2 Share modal): tabs link, embed, facebook (sub-tabs 'Facebook Page Share' and '360 Photo'),
// linkedin and twitter; pop-ups sized per network; a tweet of at most 256 typed characters; a copy confirmation that
// lasts 5 s. The `modal` URL parameter (share_{tab}) is the truth for the tab: the route sends `tab.changed`, and
// closing emits `close` for the view to remove the parameter.
//
// Three parallel regions, because they change independently: the tab shown, the clipboard's feedback, and the
// share pop-up. Both effects are invoked synchronously inside `send`, so they still run within the click's user
// activation, which browsers require for window.open and (in Safari) for the clipboard.
import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import type { ShareTab } from '../../domain/modal-param'
import { clampTweet, type SharePopup, sharePopup } from '../../domain/tweet'
import { COPY_CONFIRMATION_MS } from '../../schemas/constants'
import { notProvided } from '../shared/fromEffect'

export interface ShareModalInput {
  readonly tab: ShareTab
  /** The listing's public address, the thing every tab shares. */
  readonly url: string
  /** The listing's title (its address), the tweet's starting text. */
  readonly title: string
}

export interface ShareModalContext {
  /** The tab the `modal` parameter names. */
  tab: ShareTab
  readonly url: string
  readonly title: string
  /** The tweet being written, never more than 256 characters. */
  tweetText: string
  /** Whether the 'Copied' confirmation shows (the 5 s after a successful copy). */
  copied: boolean
  /** Why the last copy failed, for the view to offer selecting the text by hand. */
  copyError?: string
}

export type FacebookSubTab = 'page' | 'photo360'

export type ShareModalEvent =
  | { type: 'tab.changed'; tab: ShareTab }
  | { type: 'facebook.subtab'; subTab: FacebookSubTab }
  | { type: 'copy'; text: string }
  | { type: 'tweet.changed'; text: string }
  | { type: 'share.open' }
  | { type: 'close' }

export type ShareModalEmitted = { type: 'close' }

const describeCopyError = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The text could not be copied.'

export const shareModalMachine = setup({
  types: {
    context: {} as ShareModalContext,
    events: {} as ShareModalEvent,
    input: {} as ShareModalInput,
    emitted: {} as ShareModalEmitted,
    tags: {} as 'copied' | 'copyFailed' | 'popupBlocked',
  },
  actors: {
    copyText: notProvided<void, { text: string }>('copyText'),
    openPopup: notProvided<void, SharePopup>('openPopup'),
  },
  guards: {
    isTab: ({ context }, params: { tab: ShareTab }) => context.tab === params.tab,
    isOtherTab: ({ context, event }) => event.type === 'tab.changed' && event.tab !== context.tab,
    sharesByPopup: ({ context }) => sharePopup(context.tab, context) !== undefined,
  },
  delays: { copyConfirmation: COPY_CONFIRMATION_MS },
}).createMachine({
  id: 'shareModal',
  type: 'parallel',
  context: ({ input }) => ({
    tab: input.tab,
    url: input.url,
    title: input.title,
    tweetText: clampTweet(input.title),
    copied: false,
  }),
  on: {
    'tweet.changed': { actions: assign({ tweetText: ({ event }) => clampTweet(event.text) }) },
    close: { actions: emit({ type: 'close' as const }) },
  },
  states: {
    tab: {
      initial: 'choosing',
      on: {
        'tab.changed': {
          guard: 'isOtherTab',
          target: '.choosing',
          actions: assign({ tab: ({ event }) => event.tab }),
        },
      },
      states: {
        choosing: {
          description: 'Enters the tab context.tab names (from the input, or the last tab.changed).',
          always: [
            { guard: { type: 'isTab', params: { tab: 'embed' } }, target: 'embed' },
            { guard: { type: 'isTab', params: { tab: 'facebook' } }, target: 'facebook' },
            { guard: { type: 'isTab', params: { tab: 'linkedin' } }, target: 'linkedin' },
            { guard: { type: 'isTab', params: { tab: 'twitter' } }, target: 'twitter' },
            { target: 'link' },
          ],
        },
        link: {},
        embed: {},
        facebook: {
          initial: 'page',
          description: "Sub-tabs 'Facebook Page Share' and '360 Photo'; both share the listing's address.",
          on: {
            'facebook.subtab': [
              { guard: ({ event }) => event.subTab === 'photo360', target: '.photo360' },
              { target: '.page' },
            ],
          },
          states: { page: {}, photo360: {} },
        },
        linkedin: {},
        twitter: {},
      },
    },
    copy: {
      initial: 'idle',
      on: {
        // A confirmation belongs to the text it copied; on another tab it would claim that tab's text was copied.
        'tab.changed': { guard: 'isOtherTab', target: '.idle' },
      },
      states: {
        idle: {
          on: { copy: 'copying' },
        },
        copying: {
          entry: assign({ copyError: undefined }),
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ event }) => ({ text: event.type === 'copy' ? event.text : '' }),
            onDone: 'copied',
            onError: {
              target: 'failed',
              actions: assign({ copyError: ({ event }) => describeCopyError(event.error) }),
            },
          },
        },
        copied: {
          tags: ['copied'],
          entry: assign({ copied: true }),
          exit: assign({ copied: false }),
          after: { copyConfirmation: 'idle' },
          on: { copy: { target: 'copying' } },
        },
        failed: {
          tags: ['copyFailed'],
          on: { copy: 'copying' },
        },
      },
    },
    popup: {
      initial: 'idle',
      on: { 'tab.changed': { guard: 'isOtherTab', target: '.idle' } },
      states: {
        idle: {
          on: { 'share.open': { guard: 'sharesByPopup', target: 'opening' } },
        },
        opening: {
          invoke: {
            id: 'openPopup',
            src: 'openPopup',
            input: ({ context }) => sharePopup(context.tab, context) as SharePopup,
            onDone: 'idle',
            onError: 'blocked',
          },
        },
        blocked: {
          tags: ['popupBlocked'],
          description: 'The browser refused the pop-up; the view says so, and the button tries again.',
          on: { 'share.open': { guard: 'sharesByPopup', target: 'opening' } },
        },
      },
    },
  },
})

export type ShareModalActorRef = ActorRefFrom<typeof shareModalMachine>
