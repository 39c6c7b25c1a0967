// The booking wizard (SPEC §2 Booking wizard, §4 Booking wizard, §5, §7 Booking wizard, §8). Steps address, product,
// schedule, contact, confirm, complete over one draft order the server keeps:
// - starting: POST /booking/start with what the URL carried; the wizard then begins from address.
// - ready: the user edits the current step's draft. Going forward (Next, or a later step on the progress bar)
//   checks the draft with its form first, every field touched, and does not submit while it is invalid; going back
//   submits without validating. Each submit is the invoked `submitStep` (submitconfirm from the confirm step).
// - After an answer the wizard lands on the earlier of the server's step and the first invalid step before the
//   target (src/domain/booking-steps.ts). Order errors are suppressed on initialisation, when the server's step is
//   the target, and an answer about another order than the one submitted is ignored.
// - confirming: POST /booking/confirmbooking; complete when the answer has info.confirmedDate, otherwise the step
//   is recomputed and the order's errors shown. A 404 on any call means the draft is gone: a new booking starts,
//   keeping everything typed (restoring: each carried step is submitted onto the new booking again, forward, up to
//   where the user was going, while it passes its form and the server takes it; whatever is left stays in the forms).
// - The address step's lookup tells the wizard its value as it settles (address.changed): the draft follows it, and
//   Next pressed while a lookup is still under way waits for it (awaitingAddress) rather than send the old value.
// - reset starts a new booking. A signed-in user's names and e-mail fill an empty billing contact (SPEC §6).
// The order flow (order-flow chart) invokes this chart and tells it of promo answers and waitlist changes.
// The context and the pure updates its actions make live in booking-wizard.context.ts; the views' selectors in
// booking-wizard.selectors.ts (re-exported here).
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import {
  type AddressDraft,
  canReach,
  checkDraft,
  isBefore,
  isSubmitStep,
  landingStep,
  nextStep,
  type StepDrafts,
} from '../../domain/booking-steps'
import type { StartBookingRequest } from '../../schemas/api/booking'
import { BOOKING_STEPS, type BookingOrder, type BookingStep, type SubmitStep } from '../../schemas/BookingOrder'
import type { User } from '../../schemas/User'
import { describeFailure } from '../account-dialog/form-errors'
import { notProvided } from '../shared/fromEffect'
import {
  allTouched,
  type BookingWizardContext,
  type BookingWizardInput,
  callFailed,
  canRestoreStep,
  carryDrafts,
  clearedBooking,
  draftsFor,
  edited,
  followedAddress,
  initialContext,
  isNotFound,
  request,
  type SubmitRequest,
  started,
  takeAnswer,
  touchedField,
  withUnit,
  withUser,
  withWaitlist,
} from './booking-wizard.context'

export { BOOKING_RESTARTED, type BookingWizardInput, type SubmitRequest } from './booking-wizard.context'

type EditEvent = { [S in SubmitStep]: { type: 'edit'; step: S; draft: StepDrafts[S] } }[SubmitStep]

export type BookingWizardEvent =
  | EditEvent
  | { type: 'touch'; step: SubmitStep; field: string }
  /** Next, Back or a step of the progress bar. */
  | { type: 'goTo'; step: BookingStep }
  | { type: 'confirm' }
  | { type: 'reset' }
  /** The address step found a geocoded address: submit it and go on to product. */
  | { type: 'address.ready'; model: AddressDraft }
  /**
   * The address lookup's value settled (or, pending, a lookup started): the address draft follows it, the unit
   * typed beside the lookup kept. This is the address step's edit.
   */
  | { type: 'address.changed'; model: AddressDraft; pending: boolean }
  | { type: 'session.changed'; user: User | null }
  /** The order flow applied or removed a promo code: the answer is the new order. */
  | { type: 'order.updated'; order: BookingOrder }
  /** The order flow toggled the waitlist (optimistically, or rolling back). */
  | { type: 'waitlist.set'; enabled: boolean }

/**
 * The order, in `ready` and every state after it: `starting` is the only way in, and it sets one or fails to
 * `startFailed`. The guards of those states read it without checking again.
 */
const orderOf = (context: BookingWizardContext) => context.order as BookingOrder

export const bookingWizardMachine = setup({
  types: {
    context: {} as BookingWizardContext,
    events: {} as BookingWizardEvent,
    input: {} as BookingWizardInput,
    tags: {} as 'busy',
  },
  actors: {
    startBooking: notProvided<BookingOrder, StartBookingRequest>('startBooking'),
    submitStep: notProvided<BookingOrder, SubmitRequest>('submitStep'),
    confirmBooking: notProvided<BookingOrder, { orderModel: BookingOrder }>('confirmBooking'),
  },
  guards: {
    hasOrder: ({ context }) => context.order !== null,
    /** The step the answer that led here put the order on (`ready` shows it as its child state). */
    isOnStep: ({ context }, params: { step: BookingStep }) => context.step === params.step,
    /** Back, or any earlier step of the progress bar. */
    isBackward: ({ context, event }) =>
      context.step !== 'complete' && isBefore((event as { step: BookingStep }).step, context.step),
    /** Forward to a step the current draft and the order can reach. */
    canGoForward: ({ context, event }) => {
      const target = (event as { step: BookingStep }).step
      return (
        isSubmitStep(context.step) &&
        isBefore(context.step, target) &&
        canReach(orderOf(context), context.drafts, context.step, target)
      )
    },
    isForward: ({ context, event }) =>
      isSubmitStep(context.step) && isBefore(context.step, (event as { step: BookingStep }).step),
    isAddressDraftValid: ({ context }) => checkDraft('address', context.drafts.address).ok,
    /** Forward from the address step while its lookup is still finding the location: wait for it. */
    isAwaitingAddress: ({ context, event }) =>
      context.step === 'address' &&
      context.addressPending &&
      isBefore('address', (event as { step: BookingStep }).step),
    /** The awaited move can go ahead now that the address draft is final. */
    canGoToAwaited: ({ context }) =>
      context.awaitedStep !== undefined &&
      canReach(orderOf(context), context.drafts, context.step, context.awaitedStep),
    canRestoreStep: ({ context }) => canRestoreStep(context),
    /** The answer took the restored step and landed where it was asked to: go on restoring. */
    isRestoringOn: ({ context, event }) =>
      context.restoreTo !== undefined &&
      context.pending !== undefined &&
      landingStep((event as unknown as { output: BookingOrder }).output, context.pending.targetStep) ===
        context.pending.targetStep,
    /** SPEC §4: an answer about another order than the one submitted is ignored. */
    isOtherOrder: ({ context, event }) =>
      (event as unknown as { output: BookingOrder }).output.orderId !== orderOf(context).info.id,
    isConfirmed: ({ event }) => (event as unknown as { output: BookingOrder }).output.info.confirmedDate !== null,
    isDraftGone: ({ event }) => isNotFound((event as { error?: unknown }).error),
  },
  actions: {
    clearBooking: assign(({ context }) => clearedBooking(context)),
    /** Going back: the step's draft as it is, unvalidated. */
    submitBackward: assign({
      pending: ({ context, event }) => request(context, (event as { step: BookingStep }).step, false),
      formError: undefined,
    }),
    /** Going forward: the draft's decoded model (the guard checked it passes). */
    submitForward: assign({
      pending: ({ context, event }) => request(context, (event as { step: BookingStep }).step, true),
      formError: undefined,
    }),
    /** Next on an invalid step: every field touched, so every message shows; nothing is sent. */
    touchAll: assign(({ context }) => allTouched(context)),
    showCallFailure: assign(({ context, event }) => callFailed(context, (event as { error?: unknown }).error)),
    /** The address lookup's value, with the unit typed beside it; server messages go only when it changed. */
    followAddress: assign(({ context, event }) => {
      const { model, pending } = event as Extract<BookingWizardEvent, { type: 'address.changed' }>
      return followedAddress(context, model, pending)
    }),
  },
}).createMachine({
  id: 'bookingWizard',
  context: ({ input }) => initialContext(input),
  on: {
    'session.changed': { actions: assign(({ context, event }) => withUser(context, event.user)) },
    'waitlist.set': {
      guard: 'hasOrder',
      actions: assign(({ context, event }) => withWaitlist(context, event.enabled)),
    },
    reset: {
      target: '.starting',
      reenter: true,
      actions: assign({ formError: undefined, carried: undefined, restoreTo: undefined }),
    },
  },
  initial: 'starting',
  states: {
    starting: {
      tags: ['busy'],
      description: 'A new draft order; errors are suppressed on initialisation and the wizard begins from address.',
      entry: 'clearBooking',
      invoke: {
        id: 'startBooking',
        src: 'startBooking',
        input: ({ context }) => context.start,
        onDone: {
          target: 'restoring',
          actions: assign(({ context, event }) => started(context, event.output)),
        },
        onError: {
          target: 'startFailed',
          actions: assign({ formError: ({ event }) => describeFailure(event.error).formError }),
        },
      },
    },
    startFailed: {
      description: 'No draft order could be made; the view offers to try again (reset).',
    },
    restoring: {
      tags: ['busy'],
      description:
        'After a lost draft: submit each carried step forward again while it passes, up to where the user was going.',
      always: [
        {
          guard: 'canRestoreStep',
          target: 'submitting',
          actions: assign({
            pending: ({ context }) => request(context, nextStep(context.step) as BookingStep, true),
          }),
        },
        { target: 'ready', actions: assign({ carried: undefined, restoreTo: undefined }) },
      ],
    },
    ready: {
      description: 'The person is on a step: the answer that led here chose which (context.step).',
      initial: 'routing',
      states: {
        routing: {
          always: [
            ...BOOKING_STEPS.filter((step) => step !== 'address').map((step) => ({
              guard: { type: 'isOnStep' as const, params: { step } },
              target: step,
            })),
            { target: 'address' },
          ],
        },
        address: {
          on: {
            'address.changed': { actions: 'followAddress' },
            'address.ready': {
              actions: assign(({ context, event }) => ({
                drafts: { ...context.drafts, address: withUnit(event.model, context.drafts.address) },
              })),
              target: '#bookingWizard.addressReady',
            },
          },
        },
        product: {},
        schedule: {},
        contact: {},
        confirm: { on: { confirm: { target: '#bookingWizard.confirming' } } },
        complete: {}, // not final: `reset` starts another order from here
      },
      on: {
        edit: {
          actions: assign(({ context, event }) => ({
            ...edited(context, event.step, event.draft),
            formError: undefined,
          })),
        },
        touch: { actions: assign(({ context, event }) => touchedField(context, event.step, event.field)) },
        goTo: [
          {
            guard: 'isAwaitingAddress',
            target: 'awaitingAddress',
            actions: assign({ awaitedStep: ({ event }) => event.step }),
          },
          { guard: 'isBackward', target: 'submitting', actions: 'submitBackward' },
          { guard: 'canGoForward', target: 'submitting', actions: 'submitForward' },
          { guard: 'isForward', actions: 'touchAll' },
        ],
        'order.updated': {
          guard: ({ context, event }) => event.order.orderId === orderOf(context).info.id,
          actions: assign(({ context, event }) => ({
            order: event.order,
            drafts: draftsFor(event.order, context.user),
          })),
        },
      },
    },
    awaitingAddress: {
      tags: ['busy'],
      description: 'Next was pressed while the address lookup was still finding the location: wait for its answer.',
      on: {
        'address.changed': [
          { guard: ({ event }) => event.pending, actions: 'followAddress' },
          {
            description: 'The lookup settled: go where Next was going if the draft passes; otherwise show why.',
            actions: 'followAddress',
            target: 'leavingAddress',
          },
        ],
        edit: { actions: assign(({ context, event }) => edited(context, event.step, event.draft)) },
      },
    },
    leavingAddress: {
      always: [
        {
          guard: 'canGoToAwaited',
          target: 'submitting',
          actions: assign({
            pending: ({ context }) => request(context, context.awaitedStep as BookingStep, true),
            formError: undefined,
            awaitedStep: undefined,
          }),
        },
        { target: 'ready', actions: ['touchAll', assign({ awaitedStep: undefined })] },
      ],
    },
    addressReady: {
      description: 'The address step found an address: go on to product when it passes its form.',
      always: [
        {
          guard: 'isAddressDraftValid',
          target: 'submitting',
          actions: assign({
            pending: ({ context }) => request(context, 'product', true),
            formError: undefined,
          }),
        },
        { target: 'ready', actions: 'touchAll' },
      ],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitStep',
        src: 'submitStep',
        input: ({ context }) => context.pending as SubmitRequest,
        onDone: [
          {
            guard: 'isOtherOrder',
            target: 'ready',
            actions: assign({ pending: undefined, carried: undefined, restoreTo: undefined }),
          },
          {
            guard: 'isRestoringOn',
            target: 'restoring',
            actions: assign(({ context, event }) => takeAnswer(context, event.output, true)),
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => takeAnswer(context, event.output, false)),
          },
        ],
        onError: [
          {
            guard: 'isDraftGone',
            target: 'starting',
            actions: assign(({ context }) => carryDrafts(context, context.pending?.targetStep ?? context.step)),
          },
          { target: 'ready', actions: 'showCallFailure' },
        ],
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmBooking',
        src: 'confirmBooking',
        input: ({ context }) => ({ orderModel: context.order as BookingOrder }),
        onDone: [
          { guard: 'isOtherOrder', target: 'ready' },
          {
            guard: 'isConfirmed',
            target: 'ready',
            actions: assign(({ event }) => ({
              order: event.output,
              step: 'complete' as const,
              showOrderErrors: false,
            })),
          },
          {
            description: 'Not placed (slot taken, a step invalid): recompute the step and show the order errors.',
            target: 'ready',
            actions: assign(({ context, event }) => ({
              order: event.output,
              step: landingStep(event.output, 'confirm'),
              drafts: draftsFor(event.output, context.user),
              showOrderErrors: true,
            })),
          },
        ],
        onError: [
          {
            guard: 'isDraftGone',
            target: 'starting',
            actions: assign(({ context }) => carryDrafts(context, 'confirm')),
          },
          { target: 'ready', actions: 'showCallFailure' },
        ],
      },
    },
  },
})

export type BookingWizardActorRef = ActorRefFrom<typeof bookingWizardMachine>
export type BookingWizardSnapshot = SnapshotFrom<typeof bookingWizardMachine>

// Selectors: what the views read (booking-wizard.selectors.ts).
export {
  canGoNext,
  canGoTo,
  fieldErrorsOf,
  orderErrorOf,
  touchedOf,
  visibleErrorsOf,
} from './booking-wizard.selectors'
