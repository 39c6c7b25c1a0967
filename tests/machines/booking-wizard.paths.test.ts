// Model-based test of the booking wizard (SPEC §4 Booking wizard, §5, §7, §8; issue 19). The wizard has no view of
// its own here (OrderFlow is its view, tested through order-flow's paths), so every transition (start or its
// failure, an invalid Next, Next, Back, the progress bar, the address lookup's value and its ready place, each
// answer and failure of a submit, a lost draft and its restoring, placing the order or its refusal, reset) is
// replayed on a real actor with stub effects settled by hand, and checked against the test's own account of the
// wizard: the step it must show, worked out from the events sent and the answers given with the step rules of
// src/domain/booking-steps (landingStep, canReach, checkDraft), what each submit must send, the error box and the
// message under the form. Rules that hold whatever happens are checked too: never shown past an invalid step,
// complete only when placed, going forward never sends a step that fails its form. Nothing is compared with the
// model's predicted snapshot.
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type AddressDraft,
  canReach,
  checkDraft,
  draftsFromOrder,
  firstInvalidStep,
  isBefore,
  isSubmitStep,
  landingStep,
  nextStep,
  orderError,
  type StepDrafts,
} from '../../src/domain/booking-steps'
import {
  type BookingWizardEvent,
  type BookingWizardInput,
  bookingWizardMachine,
  fieldErrorsOf,
  orderErrorOf,
  type SubmitRequest,
} from '../../src/machines/booking-wizard/booking-wizard.machine'
import type { BookingOrder, BookingStep } from '../../src/schemas/BookingOrder'
import { FieldErrors, NotFound, Unreachable } from '../../src/services/errors'
import { confirmedOrder, filledOrder } from '../support/booking-orders'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof bookingWizardMachine>
type ModelEvent =
  | BookingWizardEvent
  | { type: 'xstate.done.actor.startBooking'; output: BookingOrder }
  | { type: 'xstate.error.actor.startBooking'; error: unknown }
  | { type: 'xstate.done.actor.submitStep'; output: BookingOrder }
  | { type: 'xstate.error.actor.submitStep'; error: unknown }
  | { type: 'xstate.done.actor.confirmBooking'; output: BookingOrder }

/** SPEC §8, restated: an unreachable server, and a draft order the server no longer has. */
const GENERAL_FAILURE = 'Something went wrong. Please check your connection and try again.'
const RESTARTED = 'Your booking had expired, so a new one was started.'
const TAKEN = 'That time was just taken.'

const input: BookingWizardInput = { start: {}, user: null }
const everythingFilled = filledOrder('confirm', { step: 'address' })
const refused = (() => {
  const order = filledOrder('confirm', { step: 'schedule' })
  return { ...order, schedule: { ...order.schedule, errors: [TAKEN] } }
})()
const filledAddress = draftsFromOrder(everythingFilled).address
const emptyAddress: AddressDraft = { userAddress: '', location: null, marker: null }

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.startBooking', output: everythingFilled },
  { type: 'xstate.error.actor.startBooking', error: new Unreachable({ message: 'offline' }) },
  { type: 'edit', step: 'address', draft: emptyAddress },
  { type: 'address.ready', model: { ...filledAddress, unit: '4B' } },
  // The address lookup starts looking (Next then waits), and settles with a place or with new text only.
  { type: 'address.changed', model: filledAddress, pending: true },
  { type: 'address.changed', model: filledAddress, pending: false },
  { type: 'address.changed', model: { userAddress: '14 Elm St', location: null, marker: null }, pending: false },
  { type: 'goTo', step: 'product' },
  { type: 'goTo', step: 'address' },
  { type: 'goTo', step: 'confirm' },
  { type: 'xstate.done.actor.submitStep', output: filledOrder('confirm') },
  // The time was taken meanwhile: the server lands on schedule with its message.
  { type: 'xstate.done.actor.submitStep', output: refused },
  { type: 'xstate.error.actor.submitStep', error: new FieldErrors({ fieldErrors: { userAddress: 'Invalid' } }) },
  { type: 'xstate.error.actor.submitStep', error: new NotFound({ message: 'gone' }) },
  { type: 'confirm' },
  { type: 'xstate.done.actor.confirmBooking', output: confirmedOrder() },
  { type: 'xstate.done.actor.confirmBooking', output: refused },
  { type: 'reset' },
]

const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.step,
    checkDraft('address', s.context.drafts.address).ok,
    s.context.touchedAll.address,
    s.context.formError !== undefined,
    s.context.showOrderErrors && s.context.order !== null && orderError(s.context.order) !== undefined,
    s.context.pending?.targetStep,
    s.context.addressPending,
    s.context.restoreTo,
  ])

const model = new TestModel<Snapshot, ModelEvent, BookingWizardInput>(bookingWizardMachine as never, {
  input,
  stateMatcher,
  // The taken time is answered to the jump to confirm only: the box it raises is the same after any other submit.
  events: (s: Snapshot) =>
    events.filter(
      (e) =>
        !(e.type === 'xstate.done.actor.submitStep' && e.output === refused) ||
        (s.context.pending?.targetStep === 'confirm' && s.context.restoreTo === undefined),
    ),
  serializeState,
})

function start() {
  const startBooking = deferred<BookingOrder>()
  const submitStep = deferred<BookingOrder>()
  const confirmBooking = deferred<BookingOrder>()
  const actor = createActor(
    bookingWizardMachine.provide({
      actors: { startBooking: startBooking.logic, submitStep: submitStep.logic, confirmBooking: confirmBooking.logic },
    }),
    { input },
  ).start()
  return { actor, startBooking, submitStep, confirmBooking }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

type Phase = 'starting' | 'startFailed' | 'ready' | 'submitting' | 'awaitingAddress' | 'confirming'

/**
 * The test's account of the wizard, kept from what it sent and answered (SPEC §4): the phase, the step shown, the
 * address as typed or found (the other steps are never edited here, so their drafts are the order's), the submits
 * sent, the error box and the message under the form. A lost draft (404) starts a new booking that keeps what was
 * typed and submits it again, forward, up to where the person was going.
 */
function account() {
  const a = {
    phase: 'starting' as Phase,
    order: null as BookingOrder | null,
    step: 'address' as BookingStep,
    address: emptyAddress,
    addressPending: false,
    awaited: undefined as BookingStep | undefined,
    /** Where the person was going when the draft was lost, while its steps are being submitted again. */
    restoreTo: undefined as BookingStep | undefined,
    /** The address typed when the draft was lost. */
    carriedAddress: undefined as AddressDraft | undefined,
    /** Each submit sent, in order: from where, to where, and whether the draft was checked. */
    sent: [] as Array<{ from: BookingStep; targetStep: BookingStep; forward: boolean }>,
    errorBox: undefined as string | undefined,
    formError: undefined as string | undefined,
    /** Field messages the server put on the step it refused. */
    serverFields: undefined as { step: BookingStep; fields: Record<string, string> } | undefined,
    drafts(): StepDrafts {
      return { ...draftsFromOrder(a.order as BookingOrder), address: a.address }
    },
    submit(targetStep: BookingStep, forward: boolean) {
      a.sent.push({ from: a.step, targetStep, forward })
      a.phase = 'submitting'
    },
    /** After a new booking or an answer while restoring: the next carried step goes again, if it passes. */
    restoreOrSettle() {
      const step = a.step
      if (a.restoreTo && isSubmitStep(step) && isBefore(step, a.restoreTo) && checkDraft(step, a.drafts()[step]).ok) {
        a.submit(nextStep(step) as BookingStep, true)
      } else {
        a.phase = 'ready'
        a.restoreTo = undefined
        a.carriedAddress = undefined
      }
    },
    /** Leaving the current step forward to `target`: sent when every step before it passes, else all touched. */
    forward(target: BookingStep) {
      if (canReach(a.order as BookingOrder, a.drafts(), a.step, target)) {
        a.formError = undefined
        a.submit(target, true)
      } else a.phase = 'ready'
    },
    /** The order's error box on the step shown (the confirm step's own errors show in its body). */
    box(order: BookingOrder, step: BookingStep) {
      return step === 'confirm' ? (order.address.errors[0] ?? order.schedule.errors[0]) : orderError(order)
    },
  }
  return a
}

describe('booking wizard, every transition', () => {
  const paths = everyTransition(model, serializeState)
  recordPaths('booking-wizard', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} on ${path.state.context.step} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const ctx = () => snapshot().context
      const a = account()
      /** What the wizard shows against the account: where it is, the step, busy, the messages, the submits. */
      const asAccounted = () => {
        // On a step, the step is the chart's state (ready.<step>); busy phases keep it in the context only.
        expect(snapshot().value).toEqual(a.phase === 'ready' ? { ready: a.step } : a.phase)
        expect(ctx().step).toBe(a.step)
        expect(snapshot().hasTag('busy')).toBe(a.phase !== 'ready' && a.phase !== 'startFailed')
        expect(ctx().formError).toBe(a.formError)
        expect(orderErrorOf(snapshot())).toBe(a.errorBox)
        expect(sut.submitStep.calls.map((c) => ({ ...(c as SubmitRequest) }))).toMatchObject(
          a.sent.map(({ from, targetStep }) => ({ from, targetStep })),
        )
        expect(sut.submitStep.calls).toHaveLength(a.sent.length)
        if (a.order) expect(ctx().drafts.address).toEqual(a.address)
        if (a.serverFields && isSubmitStep(a.serverFields.step) && a.phase === 'ready') {
          expect(fieldErrorsOf(snapshot(), a.serverFields.step)).toMatchObject(a.serverFields.fields)
        }
      }
      await path.test({
        states: {
          starting: () => {
            asAccounted()
            expect(ctx().order).toBeNull()
          },
          startFailed: asAccounted,
          ready: () => {
            asAccounted()
            // Rules that hold whatever the chart says: never shown past an invalid step; complete only when placed.
            const order = ctx().order as BookingOrder
            if (ctx().step === 'complete') expect(order.info.confirmedDate).not.toBeNull()
            else expect(firstInvalidStep(order, ctx().step)).toBeUndefined()
          },
          submitting: () => {
            asAccounted()
            // Going forward sends the step's draft as its form reads it, and never a step that fails it (SPEC §4).
            const sent = sut.submitStep.calls.at(-1) as SubmitRequest
            const last = a.sent.at(-1)
            if (last?.forward && isSubmitStep(sent.from)) {
              const checked = checkDraft(sent.from, a.drafts()[sent.from])
              expect(checked.ok).toBe(true)
              if (checked.ok) expect((sent as { model: unknown }).model).toEqual(checked.model)
            }
          },
          awaitingAddress: asAccounted,
          confirming: () => {
            asAccounted()
            expect(sut.confirmBooking.calls.at(-1)).toEqual({ orderModel: a.order })
          },
        },
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.startBooking': async ({ event }) => {
            sut.startBooking.resolve(event.output)
            await settle()
            // A new booking begins from address with the order's drafts, what was typed before a loss on top.
            a.order = event.output
            a.step = event.output.info.confirmedDate === null ? 'address' : 'complete'
            a.address = a.carriedAddress ?? draftsFromOrder(event.output).address
            a.errorBox = undefined
            a.restoreOrSettle()
            asAccounted()
          },
          'xstate.error.actor.startBooking': async ({ event }) => {
            sut.startBooking.reject(event.error)
            await settle()
            a.phase = 'startFailed'
            a.formError = GENERAL_FAILURE
            asAccounted()
          },
          'xstate.done.actor.submitStep': async ({ event }) => {
            sut.submitStep.resolve(event.output)
            await settle()
            const { targetStep } = a.sent.at(-1) as { targetStep: BookingStep }
            const landed = landingStep(event.output, targetStep)
            a.order = event.output
            a.step = landed
            a.address = draftsFromOrder(event.output).address
            // The order's errors show unless the server landed where it was asked to (SPEC §4).
            a.errorBox = event.output.step === targetStep ? undefined : a.box(event.output, landed)
            a.serverFields = undefined
            if (a.restoreTo && landed === targetStep) a.restoreOrSettle()
            else {
              a.phase = 'ready'
              a.restoreTo = undefined
              a.carriedAddress = undefined
            }
            asAccounted()
          },
          'xstate.error.actor.submitStep': async ({ event }) => {
            sut.submitStep.reject(event.error)
            await settle()
            const { targetStep } = a.sent.at(-1) as { targetStep: BookingStep }
            if (event.error instanceof NotFound) {
              // The draft is gone: a new booking, keeping what was typed and (once) where the person was going.
              a.formError = RESTARTED
              a.carriedAddress = a.address
              a.restoreTo = a.restoreTo === undefined ? targetStep : undefined
              a.phase = 'starting'
              a.order = null
              a.step = 'address'
              a.errorBox = undefined
              a.addressPending = false
            } else {
              // Refused: the server's field messages on the step sent, nothing more to say under the form.
              a.phase = 'ready'
              a.formError = undefined
              a.serverFields = {
                step: (a.sent.at(-1) as { from: BookingStep }).from,
                fields: { userAddress: 'Invalid' },
              }
              a.restoreTo = undefined
              a.carriedAddress = undefined
            }
            asAccounted()
          },
          'xstate.done.actor.confirmBooking': async ({ event }) => {
            sut.confirmBooking.resolve(event.output)
            await settle()
            a.order = event.output
            a.phase = 'ready'
            if (event.output.info.confirmedDate !== null) {
              a.step = 'complete'
              a.errorBox = undefined
            } else {
              // Not placed: back to the first step that needs the person, with the order's errors shown.
              a.step = landingStep(event.output, 'confirm')
              a.errorBox = a.box(event.output, a.step)
              a.address = draftsFromOrder(event.output).address
            }
            asAccounted()
          },
          edit: ({ event }) => {
            sut.actor.send(event)
            if ((a.phase === 'ready' && a.order) || a.phase === 'awaitingAddress') {
              a.address = event.draft as AddressDraft
              if (a.phase === 'ready') a.formError = undefined
              if (a.serverFields?.step === 'address') a.serverFields = undefined
            }
            asAccounted()
          },
          goTo: ({ event }) => {
            sut.actor.send(event)
            const target = event.step
            if (a.phase === 'ready' && a.order && a.step !== 'complete') {
              if (a.step === 'address' && a.addressPending && isBefore('address', target)) {
                // Next while the lookup is still finding the place: wait for it (nothing sent yet).
                a.phase = 'awaitingAddress'
                a.awaited = target
              } else if (isBefore(target, a.step)) {
                a.formError = undefined
                a.submit(target, false)
              } else if (isSubmitStep(a.step) && isBefore(a.step, target)) a.forward(target)
            }
            asAccounted()
          },
          confirm: ({ event }) => {
            sut.actor.send(event)
            if (a.phase === 'ready' && a.step === 'confirm') a.phase = 'confirming'
            asAccounted()
          },
          'address.ready': ({ event }) => {
            sut.actor.send(event)
            if (a.phase === 'ready' && a.order && a.step === 'address') {
              // The found place with the unit typed beside it; on to product when it passes its form.
              a.address = { ...event.model, ...(a.address.unit === undefined ? {} : { unit: a.address.unit }) }
              if (checkDraft('address', a.address).ok) {
                a.formError = undefined
                a.submit('product', true)
              }
            }
            asAccounted()
          },
          'address.changed': ({ event }) => {
            sut.actor.send(event)
            const follows = (a.phase === 'ready' && a.order && a.step === 'address') || a.phase === 'awaitingAddress'
            if (follows) {
              const next = { ...event.model, ...(a.address.unit === undefined ? {} : { unit: a.address.unit }) }
              if (JSON.stringify(next) !== JSON.stringify(a.address)) {
                a.formError = undefined
                if (a.serverFields?.step === 'address') a.serverFields = undefined
              }
              a.address = next
              a.addressPending = event.pending
              if (a.phase === 'awaitingAddress' && !event.pending) {
                // The lookup settled: on to where Next was going if it can be reached now, else say why.
                a.phase = 'ready'
                const target = a.awaited as BookingStep
                a.awaited = undefined
                a.forward(target)
              }
            }
            asAccounted()
          },
          reset: ({ event }) => {
            sut.actor.send(event)
            // A new booking from scratch: nothing of the old one, nothing carried, no message.
            Object.assign(a, {
              phase: 'starting',
              order: null,
              step: 'address',
              address: emptyAddress,
              addressPending: false,
              awaited: undefined,
              restoreTo: undefined,
              carriedAddress: undefined,
              errorBox: undefined,
              formError: undefined,
              serverFields: undefined,
            })
            asAccounted()
          },
        }),
      })
    })
  }
})
