// The appointment survey (SPEC §4 Timeline; issue 17): a rating of five faces (1–5), then a comment, then thanks.
// It starts at thanks when the caller's rating and comment exist, at the comment when only the rating does, else at
// the rating. Each answer is saved at once (POST /listing/feedback-rating, /feedback-comment); a failed save stays
// on its step with the message and keeps what was typed. From thanks the answers can be changed.
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { Feedback } from '../../schemas/OrderEvent'
import { errorMessage } from '../shared/error-message'
import { notProvided } from '../shared/fromEffect'

export interface SurveyInput {
  readonly orderId: string
  /** The caller's saved answers, if any. */
  readonly rating: number | null
  readonly comment: string | null
}

export interface SurveyContext {
  readonly orderId: string
  /** The saved rating. */
  rating: number | null
  /** The face just picked, while it is being saved. */
  picked: number | null
  comment: string | null
  /** What the comment box shows: kept through failed saves and through changing the rating. */
  draft: string
  error: string | undefined
}

export type SurveyEvent =
  | { type: 'rate'; rating: number }
  | { type: 'comment.change'; text: string }
  | { type: 'comment.submit' }
  | { type: 'edit' }

export const RATING_SAVE_FAILED = 'Your rating could not be saved. Please try again.'
export const COMMENT_SAVE_FAILED = 'Your comment could not be saved. Please try again.'

const hasText = (text: string | null): text is string => text !== null && text.trim() !== ''

export const surveyMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    input: {} as SurveyInput,
    tags: {} as 'saving',
  },
  actors: {
    saveRating: notProvided<Feedback, { orderId: string; rating: number }>('saveRating'),
    saveComment: notProvided<Feedback, { orderId: string; comment: string }>('saveComment'),
  },
  guards: {
    answered: ({ context }) => context.rating !== null && hasText(context.comment),
    rated: ({ context }) => context.rating !== null,
    draftWritten: ({ context }) => hasText(context.draft),
  },
  actions: {
    pickRating: assign({
      picked: ({ event }) => (event as Extract<SurveyEvent, { type: 'rate' }>).rating,
      error: undefined,
    }),
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({
    orderId: input.orderId,
    rating: input.rating,
    picked: null,
    comment: input.comment,
    draft: input.comment ?? '',
    error: undefined,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'answered', target: 'thanks' }, { guard: 'rated', target: 'comment' }, { target: 'rating' }],
    },
    rating: {
      on: { rate: { target: 'savingRating', actions: 'pickRating' } },
    },
    savingRating: {
      tags: ['saving'],
      invoke: {
        id: 'saveRating',
        src: 'saveRating',
        input: ({ context }) => ({ orderId: context.orderId, rating: context.picked as number }),
        onDone: { target: 'comment', actions: assign({ rating: ({ event }) => event.output.rating, picked: null }) },
        onError: {
          description: 'Back to the faces with the message; the saved rating stays as it was.',
          target: 'rating',
          actions: assign({ picked: null, error: ({ event }) => errorMessage(event.error, RATING_SAVE_FAILED) }),
        },
      },
    },
    comment: {
      on: {
        rate: { target: 'savingRating', actions: 'pickRating' },
        'comment.change': { actions: assign({ draft: ({ event }) => event.text, error: undefined }) },
        // Sending again takes the last refusal away, so it cannot come back once the answers are changed.
        'comment.submit': { guard: 'draftWritten', target: 'savingComment', actions: assign({ error: undefined }) },
      },
    },
    savingComment: {
      tags: ['saving'],
      invoke: {
        id: 'saveComment',
        src: 'saveComment',
        input: ({ context }) => ({ orderId: context.orderId, comment: context.draft }),
        onDone: {
          target: 'thanks',
          actions: assign({
            comment: ({ event }) => event.output.comment,
            draft: ({ event }) => event.output.comment ?? '',
          }),
        },
        onError: {
          target: 'comment',
          actions: assign({ error: ({ event }) => errorMessage(event.error, COMMENT_SAVE_FAILED) }),
        },
      },
    },
    thanks: {
      on: { edit: { target: 'rating' } },
    },
  },
})

export type SurveyActorRef = ActorRefFrom<typeof surveyMachine>
