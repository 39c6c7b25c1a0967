// The subscriber's own plan on the Account page (issue 18): read for a signed-in visitor, shown with its term,
// listings left and next charge, and cancelled at the term's end (or the cancellation taken back) from there.
// Signed out there is nothing to read; a new session reads again, and so does a purchase made on the page.
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { SubscriptionView } from '../../schemas/api/finance'
import type { User } from '../../schemas/User'
import { errorMessage } from '../shared/error-message'
import { notProvided } from '../shared/fromEffect'

export interface SubscriptionStatusInput {
  readonly user: User | null
}

export interface SubscriptionStatusContext {
  user: User | null
  subscription: SubscriptionView | null
  error: string | undefined
}

export type SubscriptionStatusEvent =
  | { type: 'session.changed'; user: User | null }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'renewal.cancel' }
  | { type: 'renewal.resume' }

export const LOAD_FAILED = 'We could not load your plan. Please try again.'
export const SAVE_FAILED = 'Your plan could not be changed. Please try again.'

export const subscriptionStatusMachine = setup({
  types: {
    context: {} as SubscriptionStatusContext,
    events: {} as SubscriptionStatusEvent,
    input: {} as SubscriptionStatusInput,
    tags: {} as 'busy',
  },
  actors: {
    loadSubscription: notProvided<SubscriptionView | null, undefined>('loadSubscription'),
    setRenewal: notProvided<SubscriptionView | null, { renew: boolean }>('setRenewal'),
  },
  guards: {
    signedIn: ({ context }) => context.user !== null,
    hasPlan: ({ context }) => context.subscription !== null,
  },
  actions: {
    takeSaved: assign({
      subscription: ({ event }) => (event as unknown as { output: SubscriptionView | null }).output,
      error: undefined,
    }),
    showSaveError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error, SAVE_FAILED) }),
  },
}).createMachine({
  id: 'subscriptionStatus',
  context: ({ input }) => ({ user: input.user, subscription: null, error: undefined }),
  initial: 'deciding',
  on: {
    'session.changed': {
      target: '.deciding',
      actions: assign({ user: ({ event }) => event.user, subscription: null, error: undefined }),
    },
  },
  states: {
    deciding: { always: [{ guard: 'signedIn', target: 'loading' }, { target: 'signedOut' }] },
    signedOut: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: { target: 'shown', actions: assign({ subscription: ({ event }) => event.output, error: undefined }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorMessage(event.error, LOAD_FAILED) }),
        },
      },
    },
    failed: { on: { retry: { target: 'loading' } } },
    shown: {
      initial: 'idle',
      on: { refresh: { target: 'loading' } },
      states: {
        idle: {
          on: {
            'renewal.cancel': { guard: 'hasPlan', target: 'cancelling' },
            'renewal.resume': { guard: 'hasPlan', target: 'resuming' },
          },
        },
        cancelling: {
          tags: ['busy'],
          invoke: {
            id: 'cancelRenewal',
            src: 'setRenewal',
            input: { renew: false },
            onDone: { target: 'idle', actions: 'takeSaved' },
            onError: { target: 'idle', actions: 'showSaveError' },
          },
        },
        resuming: {
          tags: ['busy'],
          invoke: {
            id: 'resumeRenewal',
            src: 'setRenewal',
            input: { renew: true },
            onDone: { target: 'idle', actions: 'takeSaved' },
            onError: { target: 'idle', actions: 'showSaveError' },
          },
        },
      },
    },
  },
})

export type SubscriptionStatusActorRef = ActorRefFrom<typeof subscriptionStatusMachine>
