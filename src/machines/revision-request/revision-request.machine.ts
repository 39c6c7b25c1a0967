// Asking for a revision of delivered media (SPEC §4 Timeline Next steps; issue 17): "Request a revision" opens a box
// for the message, Send mails the team through the server (POST /listing/revision-request), and the panel confirms.
// A refused or failed send keeps the message and says why; Cancel folds the box and keeps the text for next time.
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { Ok } from '../../schemas/api/call'
import { errorMessage } from '../shared/error-message'
import { notProvided } from '../shared/fromEffect'

export interface RevisionRequestInput {
  readonly tourName: string
}

export interface RevisionRequestContext {
  readonly tourName: string
  message: string
  error: string | undefined
}

export type RevisionRequestEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'message.change'; text: string }
  | { type: 'send' }

export const REVISION_SEND_FAILED = 'Your request could not be sent. Please try again.'

export const revisionRequestMachine = setup({
  types: {
    context: {} as RevisionRequestContext,
    events: {} as RevisionRequestEvent,
    input: {} as RevisionRequestInput,
    tags: {} as 'sending',
  },
  actors: {
    sendRequest: notProvided<Ok, { tourName: string; message: string }>('sendRequest'),
  },
}).createMachine({
  id: 'revisionRequest',
  context: ({ input }) => ({ tourName: input.tourName, message: '', error: undefined }),
  initial: 'closed',
  states: {
    closed: { on: { open: 'writing' } },
    writing: {
      on: {
        close: { target: 'closed', actions: assign({ error: undefined }) },
        'message.change': { actions: assign({ message: ({ event }) => event.text, error: undefined }) },
        // A new try drops the last refusal: it described the try before, not this one.
        send: {
          guard: ({ context }) => context.message.trim() !== '',
          target: 'sending',
          actions: assign({ error: undefined }),
        },
      },
    },
    sending: {
      tags: ['sending'],
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => ({ tourName: context.tourName, message: context.message }),
        onDone: { target: 'sent', actions: assign({ message: '', error: undefined }) },
        onError: {
          target: 'writing',
          actions: assign({ error: ({ event }) => errorMessage(event.error, REVISION_SEND_FAILED) }),
        },
      },
    },
    sent: { on: { open: 'writing' } },
  },
})

export type RevisionRequestActorRef = ActorRefFrom<typeof revisionRequestMachine>
