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
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import {
  type AddressDraft,
  autofillContact,
  canReach,
  checkDraft,
  draftErrors,
  draftsFromOrder,
  isBefore,
  isSubmitStep,
  landingStep,
  lenientModel,
  nextStep,
  orderError,
  type StepDrafts,
  type StepModels,
} from '../../domain/booking-steps'
import type { StartBookingRequest } from '../../schemas/api/booking'
import {
  type BookingInfo,
  type BookingOrder,
  type BookingStep,
  SUBMIT_STEPS,
  type SubmitStep,
} from '../../schemas/BookingOrder'
import { emptyBillingContact } from '../../schemas/Contact'
import type { User } from '../../schemas/User'
import { describeFailure } from '../account-dialog/form-errors'
import { notProvided } from '../shared/fromEffect'

export interface BookingWizardInput {
  /** What the URL asked the booking to start with (promo, address, referral, campaign tags). */
  readonly start: StartBookingRequest
  /** Who is signed in, for the contact autofill; null for an anonymous visitor. */
  readonly user: User | null
}

/** One step's submit: the step being left, where to, and (for the form steps) its model. */
export type SubmitRequest = {
  readonly info: BookingInfo
  readonly targetStep: BookingStep
} & (
  | { readonly from: 'confirm' }
  | { [S in SubmitStep]: { readonly from: S; readonly model: StepModels[S] } }[SubmitStep]
)

type PerStep<T> = Readonly<Record<SubmitStep, T>>

export interface BookingWizardContext {
  /** The start request, kept so reset (and a lost draft) can start again the same way. */
  start: StartBookingRequest
  /** The signed-in user, whose names and e-mail fill an empty billing contact. */
  user: User | null
  /** The order as the server last answered it; null until /booking/start answers. */
  order: BookingOrder | null
  /** The step shown. */
  step: BookingStep
  /** What each step's form holds (the form's encoded shape), rebuilt from every answer. */
  drafts: StepDrafts
  /** Fields the user has left, per step; their form messages show. */
  touched: PerStep<ReadonlyArray<string>>
  /** Next was pressed on the step: every field counts as touched. */
  touchedAll: PerStep<boolean>
  /** The server's field messages per step (keys relative to the step's model); editing the step clears them. */
  fieldErrors: PerStep<Readonly<Record<string, string>>>
  /** A message for the whole form: a refused or failed call. */
  formError?: string | undefined
  /** Whether the order's own errors (address, schedule, confirm errors[0]) are shown. */
  showOrderErrors: boolean
  /** The submit in flight, so its answer can be matched to the order and target it was for. */
  pending?: SubmitRequest | undefined
  /** The address lookup is still looking up the location of the address draft. */
  addressPending: boolean
  /** Where Next (or the progress bar) was going when it had to wait for the address lookup. */
  awaitedStep?: BookingStep | undefined
  /** What was typed into each step when the draft order was lost (404): kept for the new booking. */
  carried?: StepDrafts | undefined
  /** Where the user was going when the draft order was lost: the carried steps are submitted again up to here. */
  restoreTo?: BookingStep | undefined
}

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

/** Said when the draft order has gone (404) and a new one was started. */
export const BOOKING_RESTARTED = 'Your booking had expired, so a new one was started.'

const none = { address: false, product: false, schedule: false, contact: false } as const
const noLists = { address: [], product: [], schedule: [], contact: [] } as const
const noErrors = { address: {}, product: {}, schedule: {}, contact: {} } as const

const emptyDrafts: StepDrafts = {
  address: { userAddress: '', location: null, marker: null },
  product: { products: [] },
  schedule: { selectedPhotographerId: null, selectedTime: null, waitlistEnabled: false, ignoreAvailability: false },
  contact: {
    billingContact: emptyBillingContact,
    additionalContacts: [],
    specialInstructions: '',
    photographerInstructions: '',
  },
}

const infoOf = (order: BookingOrder): BookingInfo => ({ id: order.info.id, confirmedDate: order.info.confirmedDate })

/** Drafts from an answer, the contact filled from the user when empty. */
const draftsFor = (order: BookingOrder, user: User | null, carried?: StepDrafts, after?: SubmitStep): StepDrafts => {
  const drafts = withCarried(draftsFromOrder(order), carried, after)
  return { ...drafts, contact: autofillContact(drafts.contact, user) }
}

const isNotFound = (error: unknown) => (error as { _tag?: string } | undefined)?._tag === 'NotFound'

const sameAddress = (a: AddressDraft, b: AddressDraft) =>
  a.userAddress === b.userAddress &&
  a.unit === b.unit &&
  JSON.stringify(a.location) === JSON.stringify(b.location) &&
  JSON.stringify(a.marker) === JSON.stringify(b.marker)

/** A new booking's drafts with what was typed before the old one was lost on top (SPEC §4: nothing typed is lost). */
const withCarried = (drafts: StepDrafts, carried: StepDrafts | undefined, after?: SubmitStep): StepDrafts => {
  if (carried === undefined) return drafts
  const kept = SUBMIT_STEPS.filter((step) => after === undefined || isBefore(after, step))
  return { ...drafts, ...Object.fromEntries(kept.map((step) => [step, carried[step]])) }
}

/** The draft order is gone: keep what was typed, and where the user was going, for the new booking. */
const carryDrafts = (context: BookingWizardContext, restoreTo: BookingStep | undefined) => ({
  formError: BOOKING_RESTARTED,
  carried: context.drafts,
  // A second loss while restoring keeps the drafts but does not submit them again (no loop against the server).
  restoreTo: context.restoreTo === undefined ? restoreTo : undefined,
})
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
    isOnConfirm: ({ context }) => context.order !== null && context.step === 'confirm',
    isOnAddress: ({ context }) => context.order !== null && context.step === 'address',
    /** Back, or any earlier step of the progress bar. */
    isBackward: ({ context, event }) =>
      context.order !== null &&
      context.step !== 'complete' &&
      isBefore((event as { step: BookingStep }).step, context.step),
    /** Forward to a step the current draft and the order can reach. */
    canGoForward: ({ context, event }) => {
      const target = (event as { step: BookingStep }).step
      return (
        context.order !== null &&
        isSubmitStep(context.step) &&
        isBefore(context.step, target) &&
        canReach(context.order, context.drafts, context.step, target)
      )
    },
    isForward: ({ context, event }) =>
      context.order !== null &&
      isSubmitStep(context.step) &&
      isBefore(context.step, (event as { step: BookingStep }).step),
    isAddressDraftValid: ({ context }) => checkDraft('address', context.drafts.address).ok,
    /** Forward from the address step while its lookup is still finding the location: wait for it. */
    isAwaitingAddress: ({ context, event }) =>
      context.order !== null &&
      context.step === 'address' &&
      context.addressPending &&
      isBefore('address', (event as { step: BookingStep }).step),
    /** The awaited move can go ahead now that the address draft is final. */
    canGoToAwaited: ({ context }) =>
      context.order !== null &&
      context.awaitedStep !== undefined &&
      canReach(context.order, context.drafts, context.step, context.awaitedStep),
    /** Restoring a lost booking: the step shown passes its form and lies before where the user was going. */
    canRestoreStep: ({ context }) =>
      context.order !== null &&
      context.restoreTo !== undefined &&
      isSubmitStep(context.step) &&
      isBefore(context.step, context.restoreTo) &&
      checkDraft(context.step, context.drafts[context.step]).ok,
    /** The answer took the restored step and landed where it was asked to: go on restoring. */
    isRestoringOn: ({ context, event }) =>
      context.restoreTo !== undefined &&
      context.pending !== undefined &&
      landingStep((event as unknown as { output: BookingOrder }).output, context.pending.targetStep) ===
        context.pending.targetStep,
    /** SPEC §4: an answer about another order than the one submitted is ignored. */
    isOtherOrder: ({ context, event }) =>
      context.order !== null && (event as unknown as { output: BookingOrder }).output.orderId !== context.order.info.id,
    isConfirmed: ({ event }) => (event as unknown as { output: BookingOrder }).output.info.confirmedDate !== null,
    isDraftGone: ({ event }) => isNotFound((event as { error?: unknown }).error),
  },
  actions: {
    clearBooking: assign({
      order: null,
      step: 'address' as BookingStep,
      drafts: ({ context }) => context.carried ?? emptyDrafts,
      addressPending: false,
      awaitedStep: undefined,
      touched: noLists,
      touchedAll: none,
      fieldErrors: noErrors,
      showOrderErrors: false,
      pending: undefined,
    }),
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
    touchAll: assign({
      touchedAll: ({ context }) =>
        isSubmitStep(context.step) ? { ...context.touchedAll, [context.step]: true } : context.touchedAll,
    }),
    showCallFailure: assign(({ context, event }) => {
      const failure = describeFailure((event as { error?: unknown }).error)
      const from = context.pending?.from
      return {
        formError: failure.formError,
        fieldErrors:
          from !== undefined && isSubmitStep(from)
            ? { ...context.fieldErrors, [from]: failure.fieldErrors }
            : context.fieldErrors,
        touchedAll:
          from !== undefined && isSubmitStep(from) ? { ...context.touchedAll, [from]: true } : context.touchedAll,
        pending: undefined,
        carried: undefined,
        restoreTo: undefined,
      }
    }),
    /** The address lookup's value, with the unit typed beside it; server messages go only when it changed. */
    followAddress: assign(({ context, event }) => {
      const { model, pending } = event as Extract<BookingWizardEvent, { type: 'address.changed' }>
      const draft: AddressDraft = { ...model, ...unitOf(context.drafts.address) }
      if (sameAddress(draft, context.drafts.address)) return { addressPending: pending }
      return {
        addressPending: pending,
        drafts: { ...context.drafts, address: draft },
        fieldErrors: { ...context.fieldErrors, address: {} },
        formError: undefined,
      }
    }),
  },
}).createMachine({
  id: 'bookingWizard',
  context: ({ input }) => ({
    start: input.start,
    user: input.user,
    order: null,
    step: 'address',
    drafts: emptyDrafts,
    touched: noLists,
    touchedAll: none,
    fieldErrors: noErrors,
    showOrderErrors: false,
    addressPending: false,
  }),
  on: {
    'session.changed': {
      actions: assign(({ context, event }) => ({
        user: event.user,
        drafts: { ...context.drafts, contact: autofillContact(context.drafts.contact, event.user) },
      })),
    },
    'waitlist.set': {
      guard: 'hasOrder',
      actions: assign(({ context, event }) => ({
        order: context.order && {
          ...context.order,
          schedule: { ...context.order.schedule, waitlistEnabled: event.enabled },
        },
        drafts: { ...context.drafts, schedule: { ...context.drafts.schedule, waitlistEnabled: event.enabled } },
      })),
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
          actions: assign(({ context, event }) => ({
            order: event.output,
            step: event.output.info.confirmedDate === null ? 'address' : 'complete',
            drafts: draftsFor(event.output, context.user, context.carried),
            showOrderErrors: false,
          })),
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
      on: {
        edit: {
          guard: 'hasOrder',
          actions: assign(({ context, event }) => ({
            drafts: { ...context.drafts, [event.step]: event.draft },
            fieldErrors: { ...context.fieldErrors, [event.step]: {} },
            formError: undefined,
          })),
        },
        'address.changed': { guard: 'isOnAddress', actions: 'followAddress' },
        touch: {
          actions: assign({
            touched: ({ context, event }) =>
              context.touched[event.step].includes(event.field)
                ? context.touched
                : { ...context.touched, [event.step]: [...context.touched[event.step], event.field] },
          }),
        },
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
        'address.ready': [
          {
            guard: 'isOnAddress',
            actions: assign({
              drafts: ({ context, event }) => ({
                ...context.drafts,
                // The unit is typed beside the lookup; the lookup does not know it.
                address: { ...event.model, ...unitOf(context.drafts.address) },
              }),
            }),
            target: 'addressReady',
          },
        ],
        confirm: { guard: 'isOnConfirm', target: 'confirming' },
        'order.updated': {
          guard: ({ context, event }) => event.order.orderId === context.order?.info.id,
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
        edit: {
          actions: assign(({ context, event }) => ({
            drafts: { ...context.drafts, [event.step]: event.draft },
            fieldErrors: { ...context.fieldErrors, [event.step]: {} },
          })),
        },
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

const unitOf = (draft: AddressDraft) => (draft.unit === undefined ? {} : { unit: draft.unit })

/** The submit for leaving the current step towards `target`. */
function request(context: BookingWizardContext, targetStep: BookingStep, validated: boolean): SubmitRequest {
  const order = context.order as BookingOrder
  const info = infoOf(order)
  const from = context.step
  if (!isSubmitStep(from)) return { from: 'confirm', info, targetStep }
  const checked = validated ? checkDraft(from, context.drafts[from]) : undefined
  const model = checked?.ok ? checked.model : lenientModel(from, context.drafts[from], order)
  return { from, info, targetStep, model } as SubmitRequest
}

/**
 * Takes a submit's answer: where to land, fresh drafts, and whether the order's errors show. While restoring a lost
 * booking, the steps after the one submitted keep what was typed; `restoring` says whether that goes on.
 */
function takeAnswer(
  context: BookingWizardContext,
  order: BookingOrder,
  restoring: boolean,
): Partial<BookingWizardContext> {
  const pending = context.pending as SubmitRequest
  const step = landingStep(order, pending.targetStep)
  const suppress = order.step === pending.targetStep
  const drafts = draftsFor(order, context.user, context.carried, isSubmitStep(pending.from) ? pending.from : undefined)
  return {
    order,
    step,
    // Going back stores the draft unvalidated; keep what was typed rather than what the lenient model carried.
    drafts:
      isSubmitStep(pending.from) && isBefore(pending.targetStep, pending.from)
        ? { ...drafts, [pending.from]: context.drafts[pending.from] }
        : drafts,
    showOrderErrors: !suppress,
    // Sent back to an earlier step: show why, every field touched.
    touchedAll: !suppress && isSubmitStep(step) ? { ...context.touchedAll, [step]: true } : context.touchedAll,
    fieldErrors: { ...context.fieldErrors, ...(isSubmitStep(pending.from) ? { [pending.from]: {} } : {}) },
    pending: undefined,
    ...(restoring ? {} : { carried: undefined, restoreTo: undefined }),
  }
}

export type BookingWizardActorRef = ActorRefFrom<typeof bookingWizardMachine>
export type BookingWizardSnapshot = SnapshotFrom<typeof bookingWizardMachine>

// Selectors: what the views read. Every rule stays here; a view never recomputes one.

/** The current step's draft passes its form: Next looks primary (SPEC §2: plain while invalid). */
export const canGoNext = (s: BookingWizardSnapshot): boolean =>
  isSubmitStep(s.context.step) && checkDraft(s.context.step, s.context.drafts[s.context.step]).ok

/** A step's messages: its draft's form messages with the server's on top. */
export const fieldErrorsOf = (s: BookingWizardSnapshot, step: SubmitStep): Readonly<Record<string, string>> => ({
  ...draftErrors(step, s.context.drafts[step]),
  ...s.context.fieldErrors[step],
})

/** The fields whose messages show: those left, or all of them once Next was pressed. */
export const touchedOf = (s: BookingWizardSnapshot, step: SubmitStep): ReadonlyArray<string> =>
  s.context.touchedAll[step]
    ? [...s.context.touched[step], ...Object.keys(fieldErrorsOf(s, step))]
    : s.context.touched[step]

/**
 * The order's error box (SPEC §8), unless suppressed. On the confirm step the step's body shows the confirm errors
 * itself, so the box leaves them out there.
 */
export const orderErrorOf = (s: BookingWizardSnapshot): string | undefined => {
  const { order, showOrderErrors, step } = s.context
  if (!showOrderErrors || order === null) return undefined
  return step === 'confirm' ? (order.address.errors[0] ?? order.schedule.errors[0]) : orderError(order)
}

/** Whether the progress bar's button for `step` is enabled. */
export const canGoTo = (s: BookingWizardSnapshot, step: BookingStep): boolean =>
  s.context.order !== null &&
  step !== s.context.step &&
  canReach(s.context.order, s.context.drafts, s.context.step, step)

/** The messages of the fields whose messages show (for views that do not filter by touched themselves). */
export const visibleErrorsOf = (s: BookingWizardSnapshot, step: SubmitStep): Readonly<Record<string, string>> => {
  const touched = new Set(touchedOf(s, step))
  return Object.fromEntries(Object.entries(fieldErrorsOf(s, step)).filter(([field]) => touched.has(field)))
}
