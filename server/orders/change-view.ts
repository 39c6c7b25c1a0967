// The change flow's view of a placed order (issue 16; SPEC §4 Change flow): the order as it stands (originalSchedule,
// originalConfirm), the schedule it would have at the chosen time with travel and tax recomputed, and the change
// terms as of now (the late-change charge, the free-change deadline, whether it may be moved at all). Rescheduling
// reuses the booking wizard's schedule rules on the order read as a draft, so a change is checked exactly as a new
// booking is.
import type { Kysely } from 'kysely'
import type { Order } from '../../src/schemas/Order'
import type { BookingDraft } from '../booking/draft'
import { callerOf, loadFacts } from '../booking/facts'
import { orderModel } from '../booking/order-model'
import { bookingOrder } from '../booking/order-state'
import type { Config } from '../config'
import type { Database, UserRow } from '../db/schema'
import { changeCharge, freeChangeDeadline, policyById, RESCHEDULE_NOT_ALLOWED } from '../domain/change-policy'
import { orderMoney } from '../domain/order-money'
import { type OrderRow, scheduleOfOrder, storedDraftOf } from './order-for-change'
import { loadOrderChanges } from './order-history'
import { offersForOrder } from './waitlist-offers'

export interface ChangeIntent {
  readonly cancel: boolean
  /** The schedule asked for; null for the order's own (opening the flow, or cancelling). */
  readonly schedule: BookingDraft['schedule'] | null
  /** An order admin waives the late-change charge for this change. */
  readonly waive: boolean
}

const OPENING: ChangeIntent = { cancel: false, schedule: null, waive: false }

export async function changeView(
  db: Kysely<Database>,
  config: Config,
  row: OrderRow,
  user: UserRow | undefined,
  now: Date,
  intent: ChangeIntent = OPENING,
): Promise<Order> {
  const caller = callerOf(user)
  const asked = intent.cancel ? null : intent.schedule
  const schedule = asked
    ? { ...asked, ignoreAvailability: caller.isAdmin && asked.ignoreAvailability }
    : scheduleOfOrder(row)
  const [facts, changes, waitlistOffers] = await Promise.all([
    loadFacts(db, config, storedDraftOf(row, schedule), user, now),
    loadOrderChanges(db, [row.id]),
    offersForOrder(db, row, now),
  ])
  const photographer = facts.photographers.find((p) => p.id === row.photographer_id)
  const original = orderModel(row, facts.catalogue, photographer, { isAdmin: caller.isAdmin }, changes.get(row.id))
  const booked = bookingOrder(facts, 'confirm').schedule
  // A change keeps the shoot's length (the products did not change): every photographer is offered for that long.
  const length =
    row.appointment_start && row.appointment_end
      ? Math.round((new Date(row.appointment_end).getTime() - new Date(row.appointment_start).getTime()) / 60_000)
      : null
  const computed =
    length === null
      ? booked
      : { ...booked, photographers: booked.photographers.map((p) => ({ ...p, appointmentDuration: length })) }
  const policy = policyById(row.cancellation_policy_id)
  const policyFields = { cancellationPolicyId: policy.id, cancellationPolicyDesc: policy.description }
  const rescheduling = asked !== null
  const refusal = rescheduling && !policy.allowsReschedule ? [RESCHEDULE_NOT_ALLOWED] : []
  const nextSchedule: Order['schedule'] = rescheduling
    ? {
        ...computed,
        ...policyFields,
        waitlistEnabled: row.waitlist,
        errors: [...refusal, ...computed.errors],
        isValid: computed.isValid && refusal.length === 0,
      }
    : // The order's own schedule, with everyone who serves the address, for the selection step's time picker.
      { ...original.schedule, photographers: computed.photographers }

  const taxRate = row.tax_rate_basis_points / 10_000
  const money = orderMoney({
    productTotal: row.product_total_cents,
    discountTotal: row.discount_total_cents,
    planRedemptionTotal: row.plan_redeemed_cents,
    travelTotal: nextSchedule.travelCost,
    priceAdjustmentsTotal: row.price_adjustments_total_cents,
    taxRate,
  })
  const start = row.appointment_start ? new Date(row.appointment_start) : null
  const freeUntil = start ? freeChangeDeadline(policy, start) : null
  const chargeAt = (at: Date) =>
    changeCharge({
      policy,
      start: start ?? at,
      now: at,
      productTotal: row.product_total_cents,
      discountTotal: row.discount_total_cents,
      planRedemptionTotal: row.plan_redeemed_cents,
      taxRate,
      waived: row.cancellation_waived || (caller.isAdmin && intent.waive),
    })
  // A cancelled order paid for its cancellation already: booking it again costs nothing more.
  const free = { charge: 0, adjustment: 0, tax: 0, total: 0 }
  const charge = start && row.cancelled_at === null ? chargeAt(now) : free
  const late = freeUntil && row.cancelled_at === null ? chargeAt(new Date(freeUntil.getTime() + 1)) : free
  return {
    ...original,
    schedule: nextSchedule,
    confirm: {
      ...original.confirm,
      travelTotal: money.travelTotal,
      taxTotal: money.taxTotal,
      cancellationCharge: charge.charge,
      cancellationChargeAdjustment: charge.adjustment,
      errors: [],
    },
    originalSchedule: original.schedule,
    originalConfirm: original.confirm,
    changeTerms: {
      asOf: now.toISOString(),
      freeUntil: freeUntil?.toISOString() ?? null,
      charge: charge.charge,
      chargeAdjustment: charge.adjustment,
      chargeTax: charge.tax,
      chargeTotal: charge.total,
      lateChargeTotal: late.total,
      reschedulable: policy.allowsReschedule,
      waitlistOffers,
    },
  }
}
