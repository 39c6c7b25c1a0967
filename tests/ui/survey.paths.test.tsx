// Model-based test of the appointment survey (SPEC §4 Timeline; issue 17): every transition of the survey chart is
// replayed through the real view (SurveyPanel, its calls answered by a test runtime the path settles by hand), from
// each of the three start states, and each state reached is checked in the DOM against what the test keeps itself,
// never the chart's context: the answers it started with, the face it pressed and the text it typed, the answers the
// server gave back, and the server's own words when it refused (the five faces named as the spec has them).
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { type SurveyEvent, type SurveyInput, surveyMachine } from '../../src/machines/survey/survey.machine'
import type { Feedback, OrderEvent } from '../../src/schemas/OrderEvent'
import { type ApiError, StatusError } from '../../src/services/errors'
import { SurveyPanel } from '../../src/ui/features/listing-viewer/sections/dashboard/timeline/SurveyPanel'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { heldCallsRuntime, type PendingCall, settle } from '../support/held-calls'
import { recordPaths } from '../support/recorded-paths'
import { ownFeedback as feedback } from '../support/survey-fixtures'

type Snapshot = SnapshotFrom<typeof surveyMachine>
type ModelEvent =
  | SurveyEvent
  | { type: 'xstate.done.actor.saveRating'; output: Feedback }
  | { type: 'xstate.error.actor.saveRating'; error: unknown }
  | { type: 'xstate.done.actor.saveComment'; output: Feedback }
  | { type: 'xstate.error.actor.saveComment'; error: unknown }

/** SPEC §4: five faces for ratings 1–5; the labels are the view's names for them. */
const FACE_NAMES = ['1 of 5: Very unhappy', '2 of 5: Unhappy', '3 of 5: Neutral', '4 of 5: Happy', '5 of 5: Very happy']
const COMMENT = 'Quick and tidy.'
const REFUSAL = 'You can rate the appointment once it has taken place.'

const appointment = (own: Feedback | null): OrderEvent => ({
  type: 'appointment',
  start: '2026-05-04T15:00:00.000Z',
  end: '2026-05-04T16:30:00.000Z',
  timeZone: 'America/Chicago',
  started: true,
  ended: true,
  orderId: 'order-1',
  photographerName: 'Sam Ortiz',
  feedbacks: own ? [own] : [],
})

afterEach(cleanup)

async function mount(input: SurveyInput) {
  const { pending, runtime } = heldCallsRuntime()
  const own = input.rating === null && input.comment === null ? null : feedback(input.rating, input.comment)
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <SurveyPanel event={appointment(own)} seesAll={false} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { runtime } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return { pending }
}

const face = (rating: number) => screen.getByRole('button', { name: FACE_NAMES[rating - 1] }) as HTMLButtonElement
const pressedFaces = () =>
  FACE_NAMES.filter((name) => screen.queryByRole('button', { name })?.getAttribute('aria-pressed') === 'true')
const commentBox = () => screen.queryByRole('textbox') as HTMLTextAreaElement | null
const alertText = () => screen.queryByRole('alert')?.textContent ?? null

const models: ReadonlyArray<readonly [string, SurveyInput]> = [
  ['no answers yet', { orderId: 'order-1', rating: null, comment: null }],
  ['a rating only', { orderId: 'order-1', rating: 3, comment: null }],
  ['a rating and a comment', { orderId: 'order-1', rating: 5, comment: 'Lovely photos.' }],
]

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.rating, s.context.picked, s.context.comment, s.context.draft, s.context.error])

for (const [name, input] of models) {
  const model = new TestModel<Snapshot, ModelEvent, SurveyInput>(surveyMachine as never, {
    input,
    stateMatcher,
    serializeState,
    events: [
      { type: 'rate', rating: 4 },
      { type: 'comment.change', text: COMMENT },
      { type: 'comment.submit' },
      { type: 'edit' },
      { type: 'xstate.done.actor.saveRating', output: feedback(4, input.comment) },
      { type: 'xstate.error.actor.saveRating', error: new StatusError({ message: REFUSAL }) },
      { type: 'xstate.done.actor.saveComment', output: feedback(4, COMMENT) },
      { type: 'xstate.error.actor.saveComment', error: new StatusError({ message: REFUSAL }) },
    ],
  })

  describe(`survey starting with ${name}, every transition through the view`, () => {
    const paths = everyTransition(model, serializeState)
    recordPaths(`survey: ${name}`, paths, serializeState)
    for (const path of paths) {
      it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
        const sut = await mount(input)
        const last = () => sut.pending.at(-1) as PendingCall
        // The test's own account of the survey: the rating and comment saved, the face pressed while it is being
        // saved, what the comment box holds, and the refusal on screen: it stays until a face is picked, the box is
        // typed in or the comment is sent again.
        let saved = input.rating
        let picked: number | null = null
        let savedComment = input.comment
        let typed = input.comment ?? ''
        let shownError: string | null = null
        const faceName = (rating: number | null) => FACE_NAMES[(rating as number) - 1] as string
        await path.test({
          states: {
            rating: () => {
              expect(commentBox()).toBeNull()
              expect(face(1).matches(':disabled')).toBe(false)
              expect(pressedFaces()).toEqual(saved ? [faceName(saved)] : [])
              expect(alertText()).toBe(shownError)
            },
            savingRating: () => {
              expect(face(4).matches(':disabled')).toBe(true)
              expect(pressedFaces()).toEqual([faceName(picked)])
              expect(last()).toMatchObject({ path: '/listing/feedback-rating', request: { appointmentRating: picked } })
            },
            comment: () => {
              expect(commentBox()?.value).toBe(typed)
              expect(pressedFaces()).toEqual([faceName(saved)])
              expect(alertText()).toBe(shownError)
            },
            savingComment: () => {
              expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy()
              expect(last()).toMatchObject({
                path: '/listing/feedback-comment',
                request: { orderId: 'order-1', appointmentComments: typed },
              })
            },
            thanks: () => {
              expect(screen.getByRole('status').textContent).toBe('Thank you for your feedback!')
              const text = screen.getByRole('region', { name: 'Your feedback' }).textContent ?? ''
              expect(text).toContain(faceName(saved).split(': ')[1])
              expect(text).toContain(savedComment)
              expect(commentBox()).toBeNull()
            },
          },
          events: asExecutors<ModelEvent>({
            rate: ({ event }) => {
              picked = event.rating
              shownError = null
              return settle(() => fireEvent.click(face(event.rating)))
            },
            'comment.change': ({ event }) => {
              typed = event.text
              shownError = null
              return settle(() => {
                const box = commentBox() as HTMLTextAreaElement
                // React reports no change for the value the box already holds; a person would retype it.
                if (box.value === event.text) fireEvent.change(box, { target: { value: '' } })
                fireEvent.change(box, { target: { value: event.text } })
              })
            },
            'comment.submit': () => {
              shownError = null
              return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
            },
            edit: () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Change your answers' }))),
            'xstate.done.actor.saveRating': ({ event }) => {
              saved = event.output.rating
              picked = null
              return settle(() => last().resolve(event.output))
            },
            'xstate.error.actor.saveRating': ({ event }) => {
              picked = null
              shownError = REFUSAL
              return settle(() => last().reject(event.error as ApiError))
            },
            'xstate.done.actor.saveComment': ({ event }) => {
              savedComment = event.output.comment
              typed = event.output.comment ?? ''
              return settle(() => last().resolve(event.output))
            },
            'xstate.error.actor.saveComment': ({ event }) => {
              shownError = REFUSAL
              return settle(() => last().reject(event.error as ApiError))
            },
          }),
        })
      })
    }
  })
}
