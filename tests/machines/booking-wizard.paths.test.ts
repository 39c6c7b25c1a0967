// Model-based test of the booking wizard: every transition (start or its failure, an invalid Next, Next, Back, the
// progress bar, each answer and failure of a submit, a lost draft, placing the order or its refusal, reset) is
// replayed on a real actor with stub effects settled by hand, and each state reached is checked on that actor: the
// chart state, the step shown, and what each submit sent.
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  checkDraft,
  draftsFromOrder,
  firstInvalidStep,
  isBefore,
  isSubmitStep,
  orderError,
} from '../../src/domain/booking-steps'
import {
  type BookingWizardEvent,
  type BookingWizardInput,
  bookingWizardMachine,
  type SubmitRequest,
} from '../../src/machines/booking-wizard/booking-wizard.machine'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import { FieldErrors, NotFound, Unreachable } from '../../src/services/errors'
import { confirmedOrder, filledOrder } from '../support/booking-orders'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof bookingWizardMachine>
type ModelEvent =
  | BookingWizardEvent
  | { type: 'xstate.done.actor.startBooking'; output: BookingOrder }
  | { type: 'xstate.error.actor.startBooking'; error: unknown }
  | { type: 'xstate.done.actor.submitStep'; output: BookingOrder }
  | { type: 'xstate.error.actor.submitStep'; error: unknown }
  | { type: 'xstate.done.actor.confirmBooking'; output: BookingOrder }

const input: BookingWizardInput = { start: {}, user: null }
const everythingFilled = filledOrder('confirm', { step: 'address' })
const refused = (() => {
  const order = filledOrder('confirm', { step: 'schedule' })
  return { ...order, schedule: { ...order.schedule, errors: ['That time was just taken.'] } }
})()

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.startBooking', output: everythingFilled },
  { type: 'xstate.error.actor.startBooking', error: new Unreachable({ message: 'offline' }) },
  { type: 'edit', step: 'address', draft: { userAddress: '', location: null, marker: null } },
  { type: 'address.ready', model: { ...draftsFromOrder(everythingFilled).address, unit: '4B' } },
  // The address lookup starts looking (Next then waits), and settles with a place or with new text only.
  { type: 'address.changed', model: draftsFromOrder(everythingFilled).address, pending: true },
  { type: 'address.changed', model: draftsFromOrder(everythingFilled).address, pending: false },
  { type: 'address.changed', model: { userAddress: '14 Elm St', location: null, marker: null }, pending: false },
  { type: 'goTo', step: 'product' },
  { type: 'goTo', step: 'address' },
  { type: 'goTo', step: 'confirm' },
  { type: 'xstate.done.actor.submitStep', output: filledOrder('confirm') },
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
  events,
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

describe('booking wizard, every transition', () => {
  for (const path of everyTransition(model, serializeState)) {
    it(`reaches ${JSON.stringify(path.state.value)} on ${path.state.context.step} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const ctx = () => snapshot().context
      const sameStep = (expected: Snapshot) => expect(ctx().step).toBe(expected.context.step)
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          starting: () => {
            expect(snapshot().hasTag('busy')).toBe(true)
            expect(ctx().order).toBeNull()
          },
          startFailed: () => {
            expect(ctx().formError).toBeDefined()
          },
          ready: (expected) => {
            sameStep(expected)
            expect(snapshot().hasTag('busy')).toBe(false)
            // The error box, as the serialised state tells it apart.
            const errorBox = (s: Snapshot) =>
              s.context.showOrderErrors && orderError(s.context.order as BookingOrder) !== undefined
            expect(errorBox(snapshot())).toBe(errorBox(expected))
            // Rules that hold whatever the chart says: never shown past an invalid step; complete only when placed.
            const order = ctx().order as BookingOrder
            if (ctx().step === 'complete') expect(order.info.confirmedDate).not.toBeNull()
            else expect(firstInvalidStep(order, ctx().step)).toBeUndefined()
          },
          submitting: (expected) => {
            sameStep(expected)
            const sent = sut.submitStep.calls.at(-1) as SubmitRequest
            expect(sent).toMatchObject({
              from: expected.context.step,
              targetStep: expected.context.pending?.targetStep,
            })
            // Going forward never sends a step that fails its form (SPEC §4).
            if (isSubmitStep(sent.from) && isBefore(sent.from, sent.targetStep)) {
              expect(checkDraft(sent.from, ctx().drafts[sent.from]).ok).toBe(true)
            }
          },
          awaitingAddress: () => {
            // Next waits for the lookup: busy, and nothing sent for the address yet.
            expect(snapshot().hasTag('busy')).toBe(true)
            expect(ctx().addressPending).toBe(true)
            expect(ctx().awaitedStep).toBeDefined()
          },
          confirming: () => {
            expect(sut.confirmBooking.calls.at(-1)).toEqual({ orderModel: ctx().order })
          },
        }),
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.startBooking': async ({ event }) => {
            sut.startBooking.resolve(event.output)
            await settle()
          },
          'xstate.error.actor.startBooking': async ({ event }) => {
            sut.startBooking.reject(event.error)
            await settle()
          },
          'xstate.done.actor.submitStep': async ({ event }) => {
            sut.submitStep.resolve(event.output)
            await settle()
          },
          'xstate.error.actor.submitStep': async ({ event }) => {
            sut.submitStep.reject(event.error)
            await settle()
          },
          'xstate.done.actor.confirmBooking': async ({ event }) => {
            sut.confirmBooking.resolve(event.output)
            await settle()
          },
          edit: ({ event }) => {
            sut.actor.send(event)
          },
          goTo: ({ event }) => {
            sut.actor.send(event)
          },
          confirm: ({ event }) => {
            sut.actor.send(event)
          },
          'address.ready': ({ event }) => {
            sut.actor.send(event)
          },
          'address.changed': ({ event }) => {
            sut.actor.send(event)
          },
          reset: ({ event }) => {
            sut.actor.send(event)
          },
        }),
      })
    })
  }
})
