// Copying a text with a confirmation (SPEC §9: copy confirmation 5 s), for single copy buttons such as the tour's
// "Copy link to this view". The share modal has its own copy region with the same timing.
import { type ActorRefFrom, assign, setup } from 'xstate'
import { COPY_CONFIRMATION_MS } from '../../schemas/constants'
import { notProvided } from '../shared/fromEffect'

export type CopyTextEvent = { type: 'copy'; text: string }

export const copyTextMachine = setup({
  types: {
    context: {} as { text?: string },
    events: {} as CopyTextEvent,
    tags: {} as 'copied' | 'failed',
  },
  actors: { copyText: notProvided<void, { text: string }>('copyText') },
  delays: { copyConfirmation: COPY_CONFIRMATION_MS },
}).createMachine({
  id: 'copyText',
  context: {},
  initial: 'idle',
  on: { copy: { target: '.copying', actions: assign({ text: ({ event }) => event.text }) } },
  states: {
    idle: {},
    copying: {
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({ text: context.text ?? '' }),
        onDone: 'copied',
        onError: 'failed',
      },
    },
    copied: { tags: ['copied'], after: { copyConfirmation: 'idle' } },
    failed: { tags: ['failed'], after: { copyConfirmation: 'idle' } },
  },
})

export type CopyTextActorRef = ActorRefFrom<typeof copyTextMachine>
