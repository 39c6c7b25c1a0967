// What the booking wizard's views read from its snapshot. Every rule stays here; a view never recomputes one.
// The chart (booking-wizard.machine.ts) re-exports these, so views import them from there.
import { canReach, checkDraft, draftErrors, isSubmitStep, orderError } from '../../domain/booking-steps'
import type { BookingStep, SubmitStep } from '../../schemas/BookingOrder'
import type { BookingWizardSnapshot } from './booking-wizard.machine'

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
