// The change flow's rules (SPEC §4 Change flow; issue 16): whether the chosen schedule differs from the order's
// (Next is enabled only then), the request a change sends, and the fee preview's words. The server decides every
// figure; these only read what it answered.
import type { ChangeOrderRequest } from '../schemas/api/order'
import type { ChangeTerms, Order, OrderSchedule, SelectedTime } from '../schemas/Order'
import { type Currency, formatMoney } from './money'

/** What the selection step edits: the schedule form, as the order flow's SCHEDULE step holds it. */
export interface ChangeDraft {
  readonly selectedPhotographerId: string | null
  readonly selectedTime: SelectedTime | null
  readonly waitlistEnabled: boolean
  readonly ignoreAvailability: boolean
}

export type ChangeKind = 'reschedule' | 'cancel'

/** The selection step starts from the order as it stands. */
export const draftFromSchedule = (schedule: OrderSchedule): ChangeDraft => ({
  selectedPhotographerId: schedule.selectedPhotographerId,
  selectedTime: schedule.selectedTime,
  waitlistEnabled: schedule.waitlistEnabled,
  ignoreAvailability: schedule.ignoreAvailability,
})

const instant = (time: SelectedTime | null | undefined) => (time ? Date.parse(time.utc) : null)

/** SPEC §4: the time, the photographer or the ignore-availability flag differs from the original. */
export function scheduleChanged(original: OrderSchedule | null, draft: ChangeDraft): boolean {
  if (draft.selectedTime === null) return false
  if (original === null) return true
  return (
    instant(original.selectedTime) !== instant(draft.selectedTime) ||
    original.selectedPhotographerId !== draft.selectedPhotographerId ||
    original.ignoreAvailability !== draft.ignoreAvailability
  )
}

/**
 * The change as the server takes it: the schedule asked for (none to cancel), the order admin's waiver, the charge
 * the person is being shown, and the start the change is made from (so a change made meanwhile is noticed).
 */
export function changeRequestOf(
  order: Order,
  draft: ChangeDraft,
  kind: ChangeKind,
  waive: boolean,
): ChangeOrderRequest {
  const cancel = kind === 'cancel'
  return {
    orderId: order.info.id,
    cancel,
    selectedPhotographerId: cancel ? null : draft.selectedPhotographerId,
    selectedTime: cancel ? null : draft.selectedTime,
    ignoreAvailability: !cancel && draft.ignoreAvailability,
    waiveCancellationCharge: waive,
    shownChargeTotal: order.changeTerms?.chargeTotal ?? 0,
    originalTimeUtc: (order.originalSchedule ?? order.schedule).selectedTime?.utc ?? null,
  }
}

/** The longest wait a browser timer takes (about 24.8 days); a later deadline is checked again when it fires. */
export const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * How long until the charge the person sees goes up: the free-change deadline, when one is still ahead and passing
 * it changes the figure; undefined when nothing will change while the modal is open.
 */
export function msUntilChargeRises(terms: ChangeTerms | null, now: number): number | undefined {
  if (!terms?.freeUntil || terms.lateChargeTotal === terms.chargeTotal) return undefined
  // A deadline already past when the server answered is in the charge it named: nothing to wait for.
  if (Date.parse(terms.freeUntil) < Date.parse(terms.asOf)) return undefined
  // The server charges from the instant after the deadline.
  const wait = Date.parse(terms.freeUntil) + 1 - now
  return Math.min(Math.max(wait, 0), MAX_TIMER_MS)
}

const deadlineFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  })

export interface FeePreview {
  /** The charge now, e.g. 'No charge' or '$120.00'. */
  readonly charge: string
  /** What happens next: 'Free to change until Tue, Dec 1, 3:00 PM CST; after that it costs $120.00.' */
  readonly note: string | null
  /** An order admin waived the charge. */
  readonly waived: boolean
}

/** The confirm step's fee preview, in the order's zone and currency. */
export function feePreview(terms: ChangeTerms, timeZone: string, currency: Currency): FeePreview {
  const money = (cents: number) => formatMoney(cents, { currency })
  const waived = terms.charge > 0 && terms.chargeAdjustment === -terms.charge
  const charge = terms.chargeTotal === 0 ? 'No charge' : money(terms.chargeTotal)
  const deadline = terms.freeUntil ? deadlineFormat(timeZone).format(new Date(terms.freeUntil)) : null
  const stillFree = deadline !== null && Date.parse(terms.freeUntil as string) >= Date.parse(terms.asOf)
  let note: string | null = null
  if (stillFree && terms.lateChargeTotal > terms.chargeTotal)
    note = `Free to change until ${deadline}; after that it costs ${money(terms.lateChargeTotal)}.`
  else if (stillFree) note = `Free to change until ${deadline}.`
  else if (deadline !== null && waived)
    note = `The free-change period ended ${deadline}; the late-change charge is waived.`
  else if (deadline !== null && terms.charge > 0)
    note = `The free-change period ended ${deadline}, so a late-change charge applies${
      terms.chargeTax > 0 ? ` (${money(terms.chargeTax)} of it tax)` : ''
    }.`
  return { charge, note, waived }
}
