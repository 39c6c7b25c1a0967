// A placed order's history lines, as the dashboard's Orders tab shows them (SPEC §4 Order flow: history; issue 17).
// A pure read of the order the server answered (getforlisting); the status beside them is order-status.ts.
import type { Order } from '../schemas/Order'

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
