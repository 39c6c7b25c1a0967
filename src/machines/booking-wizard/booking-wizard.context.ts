// The booking-wizard chart's context and the pure steps its actions take on it: the submit a move sends
// (`request`), how an answer lands (`takeAnswer`), the drafts rebuilt from an order with what was typed carried
// over a lost draft (`draftsFor`, `carryDrafts`), and the small edits (address lookup, touched fields, waitlist).
// Every function here returns the part of the context it changes; the chart decides when each one runs.
import {
  type AddressDraft,
  autofillContact,
  checkDraft,
  draftsFromOrder,
  isBefore,
  isSubmitStep,
  landingStep,
  lenientModel,
  type StepDrafts,
  type StepModels,
} from '../../domain/booking-steps'
import { emptyContactModel, emptyScheduleModel, type StartBookingRequest } from '../../schemas/api/booking'
import {
  type BookingInfo,
  type BookingOrder,
  type BookingStep,
  SUBMIT_STEPS,
  type SubmitStep,
} from '../../schemas/BookingOrder'
import type { User } from '../../schemas/User'
import { describeFailure } from '../account-dialog/form-errors'

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

type Update = Partial<BookingWizardContext>

/** Said when the draft order has gone (404) and a new one was started. */
export const BOOKING_RESTARTED = 'Your booking had expired, so a new one was started.'

const none = { address: false, product: false, schedule: false, contact: false } as const
const noLists = { address: [], product: [], schedule: [], contact: [] } as const
const noErrors = { address: {}, product: {}, schedule: {}, contact: {} } as const

const emptyDrafts: StepDrafts = {
  address: { userAddress: '', location: null, marker: null },
  product: { products: [] },
  schedule: emptyScheduleModel,
  contact: emptyContactModel,
}

export const initialContext = (input: BookingWizardInput): BookingWizardContext => ({
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
})

/** Before a new draft order: nothing of the old one, except what was carried over a lost draft. */
export const clearedBooking = (context: BookingWizardContext): Update => ({
  order: null,
  step: 'address',
  drafts: context.carried ?? emptyDrafts,
  addressPending: false,
  awaitedStep: undefined,
  touched: noLists,
  touchedAll: none,
  fieldErrors: noErrors,
  showOrderErrors: false,
  pending: undefined,
})

/** /booking/start answered: the wizard begins from address (or shows an already placed order as complete). */
export const started = (context: BookingWizardContext, order: BookingOrder): Update => ({
  order,
  step: order.info.confirmedDate === null ? 'address' : 'complete',
  drafts: draftsFor(order, context.user, context.carried),
  showOrderErrors: false,
})

/** Drafts from an answer, the contact filled from the user when empty. */
export const draftsFor = (
  order: BookingOrder,
  user: User | null,
  carried?: StepDrafts,
  after?: SubmitStep,
): StepDrafts => {
  const drafts = withCarried(draftsFromOrder(order), carried, after)
  return { ...drafts, contact: autofillContact(drafts.contact, user) }
}

/** A new booking's drafts with what was typed before the old one was lost on top (SPEC §4: nothing typed is lost). */
const withCarried = (drafts: StepDrafts, carried: StepDrafts | undefined, after?: SubmitStep): StepDrafts => {
  if (carried === undefined) return drafts
  const kept = SUBMIT_STEPS.filter((step) => after === undefined || isBefore(after, step))
  return { ...drafts, ...Object.fromEntries(kept.map((step) => [step, carried[step]])) }
}

/** The draft order is gone: keep what was typed, and where the user was going, for the new booking. */
export const carryDrafts = (context: BookingWizardContext, restoreTo: BookingStep | undefined): Update => ({
  formError: BOOKING_RESTARTED,
  carried: context.drafts,
  // A second loss while restoring keeps the drafts but does not submit them again (no loop against the server).
  restoreTo: context.restoreTo === undefined ? restoreTo : undefined,
})

/** Restoring a lost booking: the step shown passes its form and lies before where the user was going. */
export const canRestoreStep = (context: BookingWizardContext): boolean =>
  context.order !== null &&
  context.restoreTo !== undefined &&
  isSubmitStep(context.step) &&
  isBefore(context.step, context.restoreTo) &&
  checkDraft(context.step, context.drafts[context.step]).ok

export const isNotFound = (error: unknown) => (error as { _tag?: string } | undefined)?._tag === 'NotFound'

/** A step's edit: its draft, and the server's messages for it gone. */
export const edited = <S extends SubmitStep>(context: BookingWizardContext, step: S, draft: StepDrafts[S]): Update => ({
  drafts: { ...context.drafts, [step]: draft },
  fieldErrors: { ...context.fieldErrors, [step]: {} },
})

/** A field the user has left on `step`. */
export const touchedField = (context: BookingWizardContext, step: SubmitStep, field: string): Update => ({
  touched: context.touched[step].includes(field)
    ? context.touched
    : { ...context.touched, [step]: [...context.touched[step], field] },
})

/** Next on an invalid step: every field touched, so every message shows. */
export const allTouched = (context: BookingWizardContext): Update => ({
  touchedAll: isSubmitStep(context.step) ? { ...context.touchedAll, [context.step]: true } : context.touchedAll,
})

/** The user signed in or out: an empty billing contact takes their names and e-mail. */
export const withUser = (context: BookingWizardContext, user: User | null): Update => ({
  user,
  drafts: { ...context.drafts, contact: autofillContact(context.drafts.contact, user) },
})

/** The order flow toggled the waitlist: the order and the schedule draft follow. */
export const withWaitlist = (context: BookingWizardContext, enabled: boolean): Update => ({
  order: context.order && { ...context.order, schedule: { ...context.order.schedule, waitlistEnabled: enabled } },
  drafts: { ...context.drafts, schedule: { ...context.drafts.schedule, waitlistEnabled: enabled } },
})

/** A found address with the unit typed beside the lookup (the lookup does not know it). */
export const withUnit = (model: AddressDraft, draft: AddressDraft): AddressDraft => ({ ...model, ...unitOf(draft) })

const unitOf = (draft: AddressDraft) => (draft.unit === undefined ? {} : { unit: draft.unit })

const sameAddress = (a: AddressDraft, b: AddressDraft) =>
  a.userAddress === b.userAddress &&
  a.unit === b.unit &&
  JSON.stringify(a.location) === JSON.stringify(b.location) &&
  JSON.stringify(a.marker) === JSON.stringify(b.marker)

/** The address lookup's value, with the unit typed beside it; server messages go only when it changed. */
export const followedAddress = (context: BookingWizardContext, model: AddressDraft, pending: boolean): Update => {
  const draft = withUnit(model, context.drafts.address)
  if (sameAddress(draft, context.drafts.address)) return { addressPending: pending }
  return {
    addressPending: pending,
    drafts: { ...context.drafts, address: draft },
    fieldErrors: { ...context.fieldErrors, address: {} },
    formError: undefined,
  }
}

/** A refused or failed call: its message, and the field messages on the step that was submitted. */
export const callFailed = (context: BookingWizardContext, error: unknown): Update => {
  const failure = describeFailure(error)
  const from = context.pending?.from
  return {
    formError: failure.formError,
    fieldErrors:
      from !== undefined && isSubmitStep(from)
        ? { ...context.fieldErrors, [from]: failure.fieldErrors }
        : context.fieldErrors,
    touchedAll: from !== undefined && isSubmitStep(from) ? { ...context.touchedAll, [from]: true } : context.touchedAll,
    pending: undefined,
    carried: undefined,
    restoreTo: undefined,
  }
}

/** The submit for leaving the current step towards `target`. */
export function request(context: BookingWizardContext, targetStep: BookingStep, validated: boolean): SubmitRequest {
  const order = context.order as BookingOrder
  const info: BookingInfo = { id: order.info.id, confirmedDate: order.info.confirmedDate }
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
export function takeAnswer(context: BookingWizardContext, order: BookingOrder, restoring: boolean): Update {
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
