// POST /booking/changeorder (issue 16; SPEC §4 Change flow): reschedules or cancels a placed order in one
// transaction under the order's row lock (two changes of one order run one after the other, and the second sees the
// first), re-checking a new time under the photographer's lock exactly as confirming does, charging only what the
// person was shown, and writing the history line. A retried request finds its change made and answers complete.
import type { Kysely, Transaction } from 'kysely'
import { type Currency, formatMoney } from '../../src/domain/money'
import type { ChangeOrderRequest, ChangeOrderResponse } from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import { PHOTOGRAPHER_TAKEN } from '../booking/confirm'
import type { Config } from '../config'
import type { Database, UserRow } from '../db/schema'
import {
  type ChangeRefusal,
  changeRefusal,
  ORDER_CANCELLED,
  ORDER_DELIVERED,
  RESCHEDULE_NOT_ALLOWED,
  STARTED_CHANGE_REFUSED,
} from '../domain/change-policy'
import { ApiError, notFound } from '../http/errors'
import { type ChangeIntent, changeView } from './change-view'
import { findOrderForChange, type OrderForChange, type OrderRow } from './order-for-change'
import { offerFreedSlot } from './waitlist-offers'

export const ORDER_NOT_FOUND = 'This order could not be found.'
export const CHANGED_MEANWHILE = 'This order was changed a moment ago. Please check it and choose again.'
export const chargeChanged = (total: string) =>
  `The free-change period has ended: this change now costs ${total}. Please check it and confirm again.`

export interface ChangeOutcome {
  readonly response: ChangeOrderResponse
  /** Set when this call changed the order (not for a refusal or a retry of a change already made). */
  readonly done: {
    readonly before: OrderRow
    readonly chargedTotal: number
    readonly photographerIds: ReadonlyArray<string>
  } | null
}

/** The answer for a refusal the person cannot fix by choosing again. */
export function refusalError(refusal: ChangeRefusal): ApiError {
  const [status, message] =
    refusal === 'notFound'
      ? ([404, ORDER_NOT_FOUND] as const)
      : refusal === 'started'
        ? ([403, STARTED_CHANGE_REFUSED] as const)
        : refusal === 'delivered'
          ? ([409, ORDER_DELIVERED] as const)
          : ([409, ORDER_CANCELLED] as const)
  return status === 404 ? notFound(message) : new ApiError(status, { statusError: message, message })
}

/** The order's currency as formatMoney names it. */
export const currencyOf = (row: OrderRow): Currency => (row.currency === 'CAD' ? 'CAD' : 'USD')
const nameOf = (user: UserRow) => `${user.first_name} ${user.last_name}`.trim() || user.email
const startOf = (row: OrderRow) => (row.appointment_start ? new Date(row.appointment_start).toISOString() : null)

/** Throws the answer for a change this caller may not make to this order now (or a reschedule with no time). */
export function refuseUnlessAllowed(found: OrderForChange, request: ChangeOrderRequest, now: Date): void {
  const { row } = found
  const start = row.appointment_start ? new Date(row.appointment_start) : now
  const refusal = changeRefusal(
    found.role,
    request.cancel ? 'cancel' : 'reschedule',
    { start, cancelled: row.cancelled_at !== null, delivered: row.delivered_at !== null },
    now,
  )
  if (refusal) throw refusalError(refusal)
  if (!request.cancel && request.selectedTime === null)
    throw new ApiError(400, { fieldErrors: { selectedTime: 'Required' } })
}

/** What the request asks of the order, as the change view reads it. */
export function intentOf(request: ChangeOrderRequest, row: OrderRow): ChangeIntent {
  return {
    cancel: request.cancel,
    waive: request.waiveCancellationCharge,
    schedule: request.cancel
      ? null
      : {
          selectedPhotographerId: request.selectedPhotographerId,
          selectedTime: request.selectedTime,
          waitlistEnabled: row.waitlist,
          ignoreAvailability: request.ignoreAvailability,
        },
  }
}

export async function changeOrder(
  db: Kysely<Database>,
  config: Config,
  user: UserRow | undefined,
  request: ChangeOrderRequest,
  now = new Date(),
): Promise<ChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const found = await findOrderForChange(trx, request.orderId, user, { forUpdate: true })
    if (!found || !user || found.role === 'none') throw notFound(ORDER_NOT_FOUND)
    const { row } = found
    const answer = async (isComplete: boolean, given?: Order): Promise<ChangeOutcome> => {
      const order = given ?? (await changeView(trx, config, row, user, now))
      return {
        response: { isComplete, orderModel: order, billingContactEmail: order.contact.billingContact.email },
        done: null,
      }
    }
    const asked = request.selectedTime?.utc ?? null
    // A retry of a change already made: nothing to do again, nothing charged or mailed twice.
    if (request.cancel && row.cancelled_at !== null) return answer(true)
    if (!request.cancel && row.cancelled_at === null && asked !== null && startOf(row) === asked) {
      if (request.selectedPhotographerId === null || request.selectedPhotographerId === row.photographer_id)
        return answer(true)
    }
    refuseUnlessAllowed(found, request, now)
    // Someone else moved or cancelled it after this person opened the flow.
    if (startOf(row) !== request.originalTimeUtc) {
      const fresh = await changeView(trx, config, row, user, now)
      return answer(false, { ...fresh, schedule: { ...fresh.schedule, errors: [CHANGED_MEANWHILE], isValid: false } })
    }
    const intent = intentOf(request, row)
    if (!request.cancel) {
      const seen = await changeView(trx, config, row, user, now, intent)
      if (!seen.changeTerms?.reschedulable)
        throw new ApiError(409, { statusError: RESCHEDULE_NOT_ALLOWED, message: RESCHEDULE_NOT_ALLOWED })
      if (!seen.schedule.isValid) return answer(false, seen)
      // The photographer's diary is re-read under their lock: an order confirmed or moved meanwhile is seen, and
      // nobody else can take them until this transaction ends.
      await lockPhotographer(trx, seen.schedule.assignedPhotographerId)
    }
    const view = await changeView(trx, config, row, user, now, intent)
    if (!request.cancel) {
      const checked = withChosenPhotographer(view, request)
      if (!checked.schedule.isValid) return answer(false, checked)
    }
    const terms = view.changeTerms
    if (!terms) throw new Error('a change view without terms')
    // Nothing is charged that the person did not see: the deadline may have passed while they looked.
    if (terms.chargeTotal !== request.shownChargeTotal) {
      const total = formatMoney(terms.chargeTotal, { currency: currencyOf(row) })
      return answer(false, { ...view, confirm: { ...view.confirm, errors: [chargeChanged(total)] } })
    }
    await (request.cancel ? cancel(trx, row, view, user, now) : reschedule(trx, row, view, user, now))
    const after = await trx.selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    // The slot the order held is free now (a cancelled order held none): offered to the waitlist.
    const moved = startOf(after) !== startOf(row) || after.photographer_id !== row.photographer_id || request.cancel
    if (moved && row.cancelled_at === null && row.appointment_start && row.appointment_end && row.photographer_id)
      await offerFreedSlot(
        trx,
        {
          orderId: row.id,
          photographerId: row.photographer_id,
          start: new Date(row.appointment_start),
          end: new Date(row.appointment_end),
          location: { lat: row.lat, lng: row.lng },
        },
        now,
      )
    const order = await changeView(trx, config, after, user, now)
    const photographerIds = [row.photographer_id, after.photographer_id].filter(
      (id, i, all): id is string => id !== null && all.indexOf(id) === i,
    )
    return {
      response: { isComplete: true, orderModel: order, billingContactEmail: order.contact.billingContact.email },
      done: { before: row, chargedTotal: terms.chargeTotal, photographerIds },
    }
  })
}

/**
 * A change moves the order to the photographer the person chose: when they are no longer free then, the booking
 * rules would quietly assign another one, so the change is refused with the spec's message instead (the preview says
 * the same as the change itself).
 */
export function withChosenPhotographer(view: Order, request: ChangeOrderRequest): Order {
  const taken =
    !view.schedule.isValid ||
    (request.selectedPhotographerId !== null && view.schedule.assignedPhotographerId !== request.selectedPhotographerId)
  if (!taken) return view
  const errors = view.schedule.errors.length > 0 ? view.schedule.errors : [PHOTOGRAPHER_TAKEN]
  return { ...view, schedule: { ...view.schedule, errors, isValid: false } }
}

async function lockPhotographer(trx: Transaction<Database>, id: string | null) {
  if (id) await trx.selectFrom('photographers').select('id').where('id', '=', id).forUpdate().execute()
}

async function cancel(trx: Transaction<Database>, row: OrderRow, view: Order, user: UserRow, now: Date) {
  const terms = view.changeTerms
  await trx
    .updateTable('orders')
    .set({
      cancelled_at: now,
      cancelled_by: nameOf(user),
      cancellation_charge_cents: terms?.charge ?? 0,
      cancellation_charge_adjustment_cents: terms?.chargeAdjustment ?? 0,
      cancellation_tax_cents: terms?.chargeTax ?? 0,
    })
    .where('id', '=', row.id)
    .execute()
  await addHistoryLine(trx, { row, view, user, now }, 'cancelled', null)
}

async function reschedule(trx: Transaction<Database>, row: OrderRow, view: Order, user: UserRow, now: Date) {
  const time = view.schedule.selectedTime
  if (!time) throw new Error('rescheduling without a time')
  const start = new Date(time.utc)
  // The shoot takes as long as it did: the products did not change.
  const minutes =
    row.appointment_start && row.appointment_end
      ? (new Date(row.appointment_end).getTime() - new Date(row.appointment_start).getTime()) / 60_000
      : (view.schedule.photographers.find((p) => p.id === view.schedule.assignedPhotographerId)?.appointmentDuration ??
        60)
  await trx
    .updateTable('orders')
    .set({
      appointment_start: start,
      appointment_end: new Date(start.getTime() + minutes * 60_000),
      photographer_id: view.schedule.assignedPhotographerId,
      travel_total_cents: view.confirm.travelTotal,
      tax_total_cents: view.confirm.taxTotal,
      delivery_deadline: view.schedule.deliveryDeadline,
      // Booked again after a cancellation: live once more.
      cancelled_at: null,
      cancelled_by: null,
    })
    .where('id', '=', row.id)
    .execute()
  await addHistoryLine(trx, { row, view, user, now }, 'rescheduled', start)
}

/** The order's history line for this change: who, when, from and to, and what it charged (after any waiver). */
async function addHistoryLine(
  trx: Transaction<Database>,
  change: { readonly row: OrderRow; readonly view: Order; readonly user: UserRow; readonly now: Date },
  kind: 'cancelled' | 'rescheduled',
  to: Date | null,
) {
  const terms = change.view.changeTerms
  await trx
    .insertInto('order_history')
    .values({
      order_id: change.row.id,
      kind,
      at: change.now,
      by_name: nameOf(change.user),
      from_start: change.row.appointment_start,
      to_start: to,
      charge_cents: (terms?.charge ?? 0) + (terms?.chargeAdjustment ?? 0),
    })
    .execute()
}
