// Order status per order tab (SPEC §4 Order flow). The checks run in this order because later facts override
// earlier ones: a delivered order that is then cancelled reads Cancelled, and delivery ends production whatever
// the clock says. `now` is a parameter so the rule stays pure and tests can stand on either side of a boundary.

export type OrderStatus = 'Cancelled' | 'Delivered' | 'In production' | 'Confirmed'

export interface OrderStatusInput {
  /** info.cancelledDate; any non-empty value means the order was cancelled. */
  readonly cancelledDate?: string | null
  /** info.deliveredDate; any non-empty value means the order was delivered. */
  readonly deliveredDate?: string | null
  /** schedule.selectedTime.utc: the appointment start, an ISO 8601 instant. */
  readonly appointmentStartUtc?: string | null
  /** The photographer's appointmentDuration in minutes (see appointmentDurationMinutes). */
  readonly appointmentDurationMinutes?: number | null
}

const MINUTE_MS = 60_000

const present = (value: string | null | undefined): boolean => value != null && value !== ''

/**
 * The instant the appointment ends (start + duration), or undefined when the start is missing or unreadable.
 * A missing duration counts as 0: the shoot is then in production from its start time, the earliest it can be.
 */
export function appointmentEnd(input: OrderStatusInput): Date | undefined {
  if (!present(input.appointmentStartUtc)) return undefined
  const start = Date.parse(input.appointmentStartUtc!)
  if (Number.isNaN(start)) return undefined
  return new Date(start + (input.appointmentDurationMinutes ?? 0) * MINUTE_MS)
}

/**
 * Cancelled if a cancelled date exists; else Delivered if a delivered date exists; else In production once the
 * appointment start plus the photographer's duration has passed (at the end instant itself counts as passed);
 * else Confirmed. Without a readable appointment time the order stays Confirmed, since nothing says it happened.
 */
export function orderStatus(input: OrderStatusInput, now: Date): OrderStatus {
  if (present(input.cancelledDate)) return 'Cancelled'
  if (present(input.deliveredDate)) return 'Delivered'
  const end = appointmentEnd(input)
  if (end !== undefined && now.getTime() >= end.getTime()) return 'In production'
  return 'Confirmed'
}

/** The parts of an order's schedule that say who shoots and for how long. */
export interface ScheduleForDuration {
  readonly photographers?: readonly { readonly id: string | number; readonly appointmentDuration?: number | null }[]
  readonly selectedPhotographerId?: string | number | null
  readonly assignedPhotographerId?: string | number | null
}

/**
 * The appointment length in minutes: the assigned photographer's when one was assigned (the server may assign
 * another than the one chosen, SPEC §8 slot notes), else the selected one's; undefined when neither is listed.
 */
export function appointmentDurationMinutes(schedule: ScheduleForDuration): number | undefined {
  const id = schedule.assignedPhotographerId ?? schedule.selectedPhotographerId
  if (id == null) return undefined
  return schedule.photographers?.find((p) => p.id === id)?.appointmentDuration ?? undefined
}

/** The parts of an order (order flow state) the status depends on. */
export interface OrderForStatus {
  readonly info: { readonly cancelledDate?: string | null; readonly deliveredDate?: string | null }
  readonly schedule: ScheduleForDuration & { readonly selectedTime?: { readonly utc: string } | null }
}

/** orderStatus for an order as the order flow holds it: its dates, selected time and photographer's duration. */
export function orderStatusOf(order: OrderForStatus, now: Date): OrderStatus {
  return orderStatus(
    {
      cancelledDate: order.info.cancelledDate,
      deliveredDate: order.info.deliveredDate,
      appointmentStartUtc: order.schedule.selectedTime?.utc,
      appointmentDurationMinutes: appointmentDurationMinutes(order.schedule),
    },
    now,
  )
}
