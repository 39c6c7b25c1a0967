// A placed order's status and history lines, as the dashboard's Orders tab shows them (SPEC §4 Order flow: status and
// history; issue 17). Pure reads of the order the server answered (getforlisting) and the clock.
import type { Order } from '../schemas/Order'

export type OrderStatus = 'Cancelled' | 'Delivered' | 'In production' | 'Confirmed'

const photographerOf = (order: Order) => {
  const id = order.schedule.assignedPhotographerId ?? order.schedule.selectedPhotographerId
  return order.schedule.photographers.find((p) => p.id === id)
}

/** Cancelled; else Delivered; else In production once the time plus the photographer's duration has passed. */
export function orderStatus(order: Order, now: number): OrderStatus {
  if (order.info.cancelledDate !== null) return 'Cancelled'
  if (order.info.deliveredDate !== null) return 'Delivered'
  const start = order.schedule.selectedTime ? Date.parse(order.schedule.selectedTime.utc) : null
  const minutes = photographerOf(order)?.appointmentDuration ?? 0
  if (start !== null && now >= start + minutes * 60_000) return 'In production'
  return 'Confirmed'
}

export interface HistoryLine {
  readonly label: string
  /** ISO instant the line is about. */
  readonly at: string
  /** Who did it, when the line names someone. */
  readonly by: string | null
}

/**
 * Confirmed (date, time and user), each reschedule, then Cancelled, Delivered, or the scheduled delivery with its
 * deadline. A cancellation already named by the changes is not repeated.
 */
export function orderHistory(order: Order): ReadonlyArray<HistoryLine> {
  const lines: HistoryLine[] = []
  if (order.info.confirmedDate)
    lines.push({ label: 'Confirmed', at: order.info.confirmedDate, by: order.info.confirmedUser })
  for (const change of order.changes)
    lines.push({ label: change.kind === 'cancelled' ? 'Cancelled' : 'Rescheduled', at: change.at, by: change.byName })
  const cancelledLine = order.changes.some((c) => c.kind === 'cancelled')
  if (order.info.cancelledDate !== null) {
    if (!cancelledLine) lines.push({ label: 'Cancelled', at: order.info.cancelledDate, by: order.info.cancelledUser })
  } else if (order.info.deliveredDate !== null) {
    lines.push({ label: 'Delivered', at: order.info.deliveredDate, by: null })
  } else if (order.schedule.deliveryDeadline !== null) {
    lines.push({ label: 'Scheduled delivery', at: order.schedule.deliveryDeadline, by: null })
  }
  return lines
}
