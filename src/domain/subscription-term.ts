// Subscription term dates (SPEC §9 Subscription pricing): the initial term is 3 months (monthly billing) or 12
// months (annual); listings stay redeemable 90 days after a term ends; the renewal notice goes out 30 days before
// renewal. These are calendar periods, not elapsed milliseconds, so they work on calendar dates ('YYYY-MM-DD'):
// a term starting 31 January ends on the last day of April, whatever the time zone or daylight saving.
import { REDEEMABLE_AFTER_TERM_DAYS, RENEWAL_NOTICE_DAYS } from '../schemas/constants'
import { type BillingPeriod, initialTermMonths } from './subscription'

/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 24 * 60 * 60 * 1000

function parse(date: CalendarDate): { year: number; month: number; day: number } {
  const match = DATE.exec(date)
  const [, y = '', m = '', d = ''] = match ?? []
  const parsed = { year: Number(y), month: Number(m) - 1, day: Number(d) }
  // Date.UTC silently rolls 2026-02-30 into March; a date that does not round-trip is not a date.
  if (!match || format(Date.UTC(parsed.year, parsed.month, parsed.day)) !== date) {
    throw new RangeError(`not a calendar date (YYYY-MM-DD): '${date}'`)
  }
  return parsed
}

function format(utcMs: number): CalendarDate {
  return new Date(utcMs).toISOString().slice(0, 10)
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
}

/** Adds calendar months, keeping the day of month or the month's last day when it is shorter (Jan 31 + 1 → Feb 28). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = parse(date)
  const firstOfTarget = new Date(Date.UTC(year, month + months, 1))
  const targetYear = firstOfTarget.getUTCFullYear()
  const targetMonth = firstOfTarget.getUTCMonth()
  return format(Date.UTC(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth))))
}

/** Adds (or with a negative count, subtracts) calendar days. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = parse(date)
  return format(Date.UTC(year, month, day) + days * DAY_MS)
}

/** The day the initial term ends (and the plan renews): start + 3 months (monthly) or + 12 months (annual). */
export function initialTermEnd(start: CalendarDate, period: BillingPeriod): CalendarDate {
  return addMonths(start, initialTermMonths(period))
}

/** The last day a term's listings can be redeemed: 90 days after the term ends. */
export function redemptionDeadline(termEnd: CalendarDate): CalendarDate {
  return addDays(termEnd, REDEEMABLE_AFTER_TERM_DAYS)
}

/** The day the renewal notice is due: 30 days before renewal. */
export function renewalNoticeDate(renewal: CalendarDate): CalendarDate {
  return addDays(renewal, -RENEWAL_NOTICE_DAYS)
}
