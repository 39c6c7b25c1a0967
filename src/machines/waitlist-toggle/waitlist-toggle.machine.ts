// The waitlist setting of a placed order (issue 16; SPEC §3 order waitlistEnabled): the checkbox flips at once and is
// saved (POST /booking/enable-waitlist with the order's id); when saving fails it flips back and says so. One save
// at a time: the checkbox waits while one is under way. The change flow shows it beside the booked time, so a person
// who finds no better time can ask to be offered one; the owner's dashboard can host the same chart.
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { Ok } from '../../schemas/api/call'
import { notProvided } from '../shared/fromEffect'

export interface WaitlistToggleInput {
  readonly orderId: string
  readonly enabled: boolean
}

export interface WaitlistToggleContext {
  readonly orderId: string
  /** What the checkbox shows: the saved setting, or the one being saved. */
  enabled: boolean
  error: string | undefined
}

export type WaitlistToggleEvent = { type: 'toggle'; enabled: boolean }

export const WAITLIST_SAVE_FAILED = 'The waitlist could not be updated. Please try again.'

export const waitlistToggleMachine = setup({
  types: {
    context: {} as WaitlistToggleContext,
    events: {} as WaitlistToggleEvent,
    input: {} as WaitlistToggleInput,
    tags: {} as 'saving',
  },
  actors: {
    enableWaitlist: notProvided<Ok, { orderId: string; enabled: boolean }>('enableWaitlist'),
  },
}).createMachine({
  id: 'waitlistToggle',
  context: ({ input }) => ({ orderId: input.orderId, enabled: input.enabled, error: undefined }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        toggle: {
          guard: ({ context, event }) => event.enabled !== context.enabled,
          target: 'saving',
          actions: assign({ enabled: ({ event }) => event.enabled, error: undefined }),
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'enableWaitlist',
        src: 'enableWaitlist',
        input: ({ context }) => ({ orderId: context.orderId, enabled: context.enabled }),
        onDone: { target: 'idle' },
        onError: {
          description: 'Flip the checkbox back and say so.',
          target: 'idle',
          actions: assign({ enabled: ({ context }) => !context.enabled, error: WAITLIST_SAVE_FAILED }),
        },
      },
    },
  },
})

export type WaitlistToggleActorRef = ActorRefFrom<typeof waitlistToggleMachine>
