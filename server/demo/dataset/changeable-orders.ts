// The demo owner's orders that are there to be changed right after `npm start` (issue 16), and the delivery deadline
// every demo order has. Split from listings.ts, which builds the rest of each demo listing.
import type { DemoOrder, ListingState } from './listings'

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000

/**
 * The demo owner's orders that are there to be changed right after `npm start` (issue 16): the first upcoming one is
 * days away on a weekday, free to reschedule or cancel, and on the waitlist; the second starts within 24 hours, inside
 * the late-change window, so the fee preview shows a charge; the one in production started three hours ago, so only
 * an internal or order admin may still move it; the second in production started half an hour ago and is still under
 * way, so the dashboard timeline shows a shoot in progress (issue 17) on a fresh start.
 */
export type ChangeableRole = 'free' | 'late' | 'started' | 'inProgress'

export function changeableRole(state: ListingState, ownedIndex: number): ChangeableRole | null {
  if (state === 'upcoming') return ownedIndex === 0 ? 'free' : ownedIndex === 1 ? 'late' : null
  if (state !== 'inProduction') return null
  return ownedIndex === 0 ? 'started' : ownedIndex === 1 ? 'inProgress' : null
}

export function demoChangeable(order: DemoOrder, role: ChangeableRole | null, now: Date): DemoOrder {
  if (role === null) return order
  const length = order.appointmentEnd.getTime() - order.appointmentStart.getTime()
  const start =
    role === 'free'
      ? weekdayAtTen(now, 5)
      : role === 'late'
        ? daytimeWithin24Hours(now)
        : role === 'started'
          ? new Date(Math.floor(now.getTime() / HOUR) * HOUR - 3 * HOUR)
          : new Date(Math.floor(now.getTime() / (5 * MINUTE)) * 5 * MINUTE - 30 * MINUTE)
  return {
    ...order,
    appointmentStart: start,
    appointmentEnd: new Date(start.getTime() + length),
    confirmedAt: new Date(Math.min(order.confirmedAt.getTime(), start.getTime() - DAY)),
    deliveryDeadline: nextBusinessDayEnd(start),
    waitlist: role === 'free',
  }
}

/**
 * Someone else's demo order, cancelled a minute before the demo was seeded, at a time of the owner's waitlisted order's
 * photographer days before it: seeding offers its slot to that order (server/demo/seed.ts), so right after `npm start`
 * the offer's e-mail is in the outbox and the owner's Reschedule shows the time held for them for half an hour.
 */
export function demoFreedSlot(order: DemoOrder, waiting: DemoOrder, now: Date): DemoOrder {
  const start = weekdayAtTen(now, 2)
  const length = order.appointmentEnd.getTime() - order.appointmentStart.getTime()
  return {
    ...order,
    photographerId: waiting.photographerId,
    appointmentStart: start,
    appointmentEnd: new Date(start.getTime() + length),
    confirmedAt: new Date(Math.min(order.confirmedAt.getTime(), now.getTime() - DAY)),
    cancelledAt: new Date(now.getTime() - 60_000),
    deliveryDeadline: nextBusinessDayEnd(start),
    freesSlotForWaitlist: true,
  }
}

const chicagoHour = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Chicago' }).format(at),
  )

/** 10:00 Chicago time on the first weekday from the calendar day `days` ahead (so at least `days` − 1 days away). */
function weekdayAtTen(now: Date, days: number): Date {
  const day = new Date(now.getTime() + days * DAY)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  day.setUTCHours(12, 0, 0, 0)
  return new Date(day.getTime() + (10 - chicagoHour(day)) * HOUR)
}

/** The first whole hour between 9:00 and 16:00 Chicago time that is 2 to 23 hours away (there always is one). */
function daytimeWithin24Hours(now: Date): Date {
  const first = Math.ceil(now.getTime() / HOUR) * HOUR
  for (let h = 2; h <= 23; h++) {
    const at = new Date(first + h * HOUR)
    const hour = chicagoHour(at)
    if (hour >= 9 && hour <= 16) return at
  }
  return new Date(first + 20 * HOUR)
}

/** End of the next business day after the appointment, Chicago time, taken as 23:00 UTC (SCHEDULING.md). */
export function nextBusinessDayEnd(start: Date): Date {
  const d = new Date(start)
  do d.setUTCDate(d.getUTCDate() + 1)
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6)
  d.setUTCHours(23, 0, 0, 0)
  return d
}
