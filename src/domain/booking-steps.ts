// Step rules of the booking wizard (SPEC §4 Booking wizard): where the wizard lands after an answer, which steps are
// valid, what each step submits. Pure, so the chart, the views and the table tests share one reading of the order.
// A step is valid when what the order stores for it passes the step's form (src/schemas/forms) and the server
// reports no errors for it.
import { Result, Schema } from 'effect'
import {
  AddressModel,
  ContactModel,
  ProductModel,
  ScheduleModel,
  type StartBookingRequest,
} from '../schemas/api/booking'
import {
  BOOKING_STEPS,
  type BookingOrder,
  type BookingStep,
  SUBMIT_STEPS,
  type SubmitStep,
} from '../schemas/BookingOrder'
import { AddressForm } from '../schemas/forms/address'
import { ContactStepForm } from '../schemas/forms/contact'
import { ProductForm } from '../schemas/forms/product'
import { ScheduleForm } from '../schemas/forms/schedule'
import { checkForm } from '../schemas/forms/validate'
import type { AppSearch } from '../schemas/search/app'
import type { User } from '../schemas/User'

/** What each step's form holds while the user edits it (the form's encoded shape). */
export type AddressDraft = typeof AddressModel.Encoded
/** Chosen products only, quantity as typed. */
export type ProductDraft = typeof ProductForm.Encoded
export type ScheduleDraft = typeof ScheduleModel.Encoded
export type ContactDraft = typeof ContactStepForm.Encoded

export interface StepDrafts {
  readonly address: AddressDraft
  readonly product: ProductDraft
  readonly schedule: ScheduleDraft
  readonly contact: ContactDraft
}

/** What each step submits as `model` (src/schemas/api/booking.ts). */
export interface StepModels {
  readonly address: typeof AddressModel.Type
  readonly product: typeof ProductModel.Type
  readonly schedule: typeof ScheduleModel.Type
  readonly contact: typeof ContactModel.Type
}

export const isSubmitStep = (step: BookingStep): step is SubmitStep =>
  (SUBMIT_STEPS as ReadonlyArray<string>).includes(step)

export const stepIndex = (step: BookingStep): number => BOOKING_STEPS.indexOf(step)
export const isBefore = (a: BookingStep, b: BookingStep): boolean => stepIndex(a) < stepIndex(b)
/** The steps before `step`, in order. */
export const stepsBefore = (step: BookingStep): ReadonlyArray<BookingStep> => BOOKING_STEPS.slice(0, stepIndex(step))
export const earliest = (a: BookingStep, b: BookingStep): BookingStep => (isBefore(a, b) ? a : b)
/** Next's target; complete is reached only by placing the order, so confirm has none. */
export const nextStep = (step: BookingStep): BookingStep | undefined =>
  step === 'confirm' || step === 'complete' ? undefined : BOOKING_STEPS[stepIndex(step) + 1]
export const previousStep = (step: BookingStep): BookingStep | undefined =>
  step === 'complete' ? undefined : BOOKING_STEPS[stepIndex(step) - 1]

/** Each step's draft as the order stores it. */
export function draftsFromOrder(order: BookingOrder): StepDrafts {
  const { address, product, schedule, contact } = order
  return {
    address: {
      userAddress: address.userAddress,
      ...(address.unit === undefined ? {} : { unit: address.unit }),
      location: address.location,
      marker: address.marker,
    },
    product: {
      products: product.products.filter((p) => p.quantity > 0).map((p) => ({ id: p.id, quantity: String(p.quantity) })),
    },
    schedule: {
      selectedPhotographerId: schedule.selectedPhotographerId,
      selectedTime: schedule.selectedTime,
      waitlistEnabled: schedule.waitlistEnabled,
      ignoreAvailability: schedule.ignoreAvailability,
    },
    contact: {
      billingContact: contact.billingContact,
      additionalContacts: contact.additionalContacts,
      specialInstructions: contact.specialInstructions,
      photographerInstructions: contact.photographerInstructions,
    },
  }
}

const FORMS = { address: AddressForm, product: ProductForm, schedule: ScheduleForm, contact: ContactStepForm } as const

/** The draft checked with its step's form: the model to submit, or field errors keyed relative to the draft. */
export function checkDraft<S extends SubmitStep>(
  step: S,
  draft: StepDrafts[S],
): { ok: true; model: StepModels[S] } | { ok: false; fieldErrors: Readonly<Record<string, string>> } {
  const checked = checkForm(FORMS[step] as Schema.Decoder<unknown>, draft)
  if (!checked.ok) return checked
  // The address form does not know the unit; it rides along as typed.
  const model = step === 'address' ? { ...(checked.value as object), ...unitOf(draft as AddressDraft) } : checked.value
  return { ok: true, model: model as StepModels[S] }
}

const unitOf = (draft: AddressDraft) => (draft.unit === undefined ? {} : { unit: draft.unit })

/** The draft's form messages (empty when it passes). */
export const draftErrors = <S extends SubmitStep>(step: S, draft: StepDrafts[S]): Readonly<Record<string, string>> => {
  const checked = checkDraft(step, draft)
  return checked.ok ? {} : checked.fieldErrors
}

const LENIENT = {
  address: AddressModel,
  product: ProductModel,
  schedule: ScheduleModel,
  contact: ContactModel,
} as const

/**
 * What going back submits: the draft as it is, unvalidated (SPEC §4). Quantities that are not yet numbers are left
 * out; a draft the model cannot carry at all falls back to what the order stores, so Back never fails on a typo.
 */
export function lenientModel<S extends SubmitStep>(step: S, draft: StepDrafts[S], order: BookingOrder): StepModels[S] {
  const value =
    step === 'product'
      ? {
          products: (draft as ProductDraft).products
            .filter((p) => /^\d{1,9}$/.test(p.quantity.trim()))
            .map((p) => ({ id: p.id, quantity: Number(p.quantity.trim()) })),
        }
      : draft
  const decoded = Schema.decodeUnknownResult(LENIENT[step] as Schema.Decoder<unknown>)(value)
  if (Result.isSuccess(decoded)) return decoded.success as StepModels[S]
  const stored = Schema.decodeUnknownResult(LENIENT[step] as Schema.Decoder<unknown>)(
    step === 'product' ? { products: [] } : draftsFromOrder(order)[step],
  )
  return (Result.isSuccess(stored) ? stored.success : value) as StepModels[S]
}

/** The first message the server keeps for a step (SPEC §8: address, schedule, confirm errors[0]). */
export function serverErrorOf(order: BookingOrder, step: BookingStep): string | undefined {
  switch (step) {
    case 'address':
      return order.address.errors[0]
    case 'schedule':
      return order.schedule.errors[0]
    case 'confirm':
      return order.confirm.errors[0]
    default:
      return undefined
  }
}

/** The order's error box: the first error of the address, schedule or confirm step. */
export const orderError = (order: BookingOrder): string | undefined =>
  serverErrorOf(order, 'address') ?? serverErrorOf(order, 'schedule') ?? serverErrorOf(order, 'confirm')

/** Whether a step may be left forward: its draft (the order's, unless given) passes and the server has no errors. */
export function isStepValid(
  order: BookingOrder,
  step: SubmitStep,
  drafts: StepDrafts = draftsFromOrder(order),
): boolean {
  return serverErrorOf(order, step) === undefined && checkDraft(step, drafts[step]).ok
}

/** The first invalid step before `limit`, if any. */
export function firstInvalidStep(
  order: BookingOrder,
  limit: BookingStep,
  drafts: StepDrafts = draftsFromOrder(order),
): SubmitStep | undefined {
  return SUBMIT_STEPS.find((step) => isBefore(step, limit) && !isStepValid(order, step, drafts))
}

/**
 * The step to show (SPEC §4): complete once the order is confirmed; otherwise the first invalid step before the
 * requested one, or the requested one. Without a request it lands on confirm once every earlier step is valid.
 * Complete is never requested into: only placing the order gets there.
 */
export function activeStep(order: BookingOrder, requested: BookingStep = 'confirm'): BookingStep {
  if (order.info.confirmedDate !== null) return 'complete'
  const target = requested === 'complete' ? 'confirm' : requested
  return firstInvalidStep(order, target) ?? target
}

/** After a submit: the earlier of where the server landed and where the order's own validity leads. */
export function landingStep(order: BookingOrder, target: BookingStep): BookingStep {
  const ours = activeStep(order, target)
  return ours === 'complete' || order.step === 'complete' ? ours : earliest(order.step, ours)
}

/**
 * Whether the progress bar may go to `step` from `current`: any earlier step, or a later one when every step before
 * it is valid (the current step judged by its draft alone). Complete is not on the bar.
 */
export function canReach(order: BookingOrder, drafts: StepDrafts, current: BookingStep, step: BookingStep): boolean {
  if (step === 'complete' || current === 'complete') return false
  if (!isBefore(current, step)) return true
  // The current step is judged by its draft alone: the server's errors for it are about what it stored before the
  // user's edits, and it checks the step again on submit.
  return SUBMIT_STEPS.every(
    (s) => !isBefore(s, step) || (s === current ? checkDraft(s, drafts[s]).ok : isStepValid(order, s, drafts)),
  )
}

/** Nothing typed for the billing contact's name and e-mail yet. */
export const isContactEmpty = (draft: ContactDraft): boolean =>
  draft.billingContact.firstName.trim() === '' &&
  draft.billingContact.lastName.trim() === '' &&
  draft.billingContact.email.trim() === ''

/** Anonymous autofill (SPEC §6): a signed-in user's names and e-mail fill an empty billing contact. */
export function autofillContact(draft: ContactDraft, user: User | null): ContactDraft {
  if (user === null || !isContactEmpty(draft)) return draft
  return {
    ...draft,
    billingContact: {
      ...draft.billingContact,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    },
  }
}

/** The order flow's names for the wizard's steps (SPEC §2 Order flow). */
export const ORDER_FLOW_STEPS = ['ADDRESS', 'PRODUCT', 'SCHEDULE', 'CONTACT', 'CONFIRM', 'COMPLETE'] as const
export type OrderFlowStep = (typeof ORDER_FLOW_STEPS)[number]
export const toFlowStep = (step: BookingStep): OrderFlowStep => ORDER_FLOW_STEPS[stepIndex(step)] as OrderFlowStep

const START_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'address',
  'addressUnit',
  'country',
] as const

/**
 * The booking start request out of the order page's URL (SPEC §2: promo, r, address, addressUnit, utm_*, and country:
 * CA prices in CAD with HST until an address is known).
 */
export function startRequestFrom(search: AppSearch): StartBookingRequest {
  const request: Record<string, string> = {}
  if (search.promo !== undefined) request.promoCode = search.promo
  if (search.r !== undefined) request.referenceSlug = search.r
  for (const key of START_KEYS) {
    const value = search[key]
    if (value !== undefined) request[key] = value
  }
  return request as StartBookingRequest
}
