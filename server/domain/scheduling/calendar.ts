// Local days and wall-clock times. Every conversion between an instant and a local reading goes through Temporal,
// so days of 23 or 25 hours (daylight-saving changes) come out right without offset arithmetic of our own.
import { Temporal } from 'temporal-polyfill'
import type { LocalDay, SchedulingSettings, SearchRangeInterval } from './types'

const zoned = (instant: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone)

const toDate = (z: Temporal.ZonedDateTime) => new Date(z.epochMilliseconds)

const pad = (n: number) => String(n).padStart(2, '0')

/** The local calendar date of an instant. */
export const plainDateAt = (instant: Date, timeZone: string): Temporal.PlainDate =>
  zoned(instant, timeZone).toPlainDate()

/** The first instant of a local date (usually 00:00; Temporal picks the real start when midnight is skipped). */
export const startOfDay = (date: Temporal.PlainDate, timeZone: string): Date =>
  toDate(date.toZonedDateTime({ timeZone }))

/** 'HH:MM' of an instant in a time zone. */
export const localTimeOf = (instant: Date, timeZone: string): string => {
  const z = zoned(instant, timeZone)
  return `${pad(z.hour)}:${pad(z.minute)}`
}

/** What SelectedTime shows: the local date and time in the order's zone, and the zone's IANA name. */
export function localDateTime(
  instant: Date,
  timeZone: string,
): { localDate: string; localTime: string; timeZoneName: string } {
  return {
    localDate: plainDateAt(instant, timeZone).toString(),
    localTime: localTimeOf(instant, timeZone),
    timeZoneName: timeZone,
  }
}

/**
 * The instant of a local date ('YYYY-MM-DD') and wall-clock time ('HH:MM', or '24:00' for the next midnight).
 * A time skipped by a spring-forward change moves forward, a repeated one takes its first occurrence
 * (Temporal's 'compatible', as calendars do).
 */
export function instantAt(localDate: string, localTime: string, timeZone: string): Date {
  const date = Temporal.PlainDate.from(localDate, { overflow: 'reject' })
  return wallClock(date, localTime, timeZone)
}

/** instantAt for a PlainDate. */
export function wallClock(date: Temporal.PlainDate, localTime: string, timeZone: string): Date {
  if (localTime === '24:00') return startOfDay(date.add({ days: 1 }), timeZone)
  const time = Temporal.PlainTime.from(localTime, { overflow: 'reject' })
  return toDate(date.toZonedDateTime({ timeZone, plainTime: time }))
}

/** An instant plus minutes of elapsed time (not wall-clock time: 30 minutes are 30 minutes across a DST change). */
export const addMinutes = (instant: Date, minutes: number): Date => new Date(instant.getTime() + minutes * 60_000)

/**
 * The local day in the order's zone, clipped to [now + minimum notice, end of the local day today + horizon].
 * Null when nothing is left (a past day, a day inside the notice, a day beyond the horizon). An impossible date
 * (February 30) throws a RangeError: the caller validates input first.
 */
export function searchRange(
  day: LocalDay,
  timeZone: string,
  now: Date,
  settings: Pick<SchedulingSettings, 'minNoticeHours' | 'horizonMonths'>,
): SearchRangeInterval | null {
  const date = Temporal.PlainDate.from(day, { overflow: 'reject' })
  const dayStart = startOfDay(date, timeZone)
  const dayEnd = startOfDay(date.add({ days: 1 }), timeZone)
  const earliest = addMinutes(now, settings.minNoticeHours * 60)
  const lastDay = plainDateAt(now, timeZone).add({ months: settings.horizonMonths })
  const horizonEnd = startOfDay(lastDay.add({ days: 1 }), timeZone)
  const start = Math.max(dayStart.getTime(), earliest.getTime())
  const end = Math.min(dayEnd.getTime(), horizonEnd.getTime())
  return start < end ? { start: new Date(start), end: new Date(end) } : null
}

/**
 * When the media are due: the end of the next business day (Mon–Fri) after the appointment's local date, in the
 * order's zone; the last millisecond before the following local midnight. Holidays are not known here.
 */
export function deliveryDeadline(appointmentStart: Date, timeZone: string): Date {
  let date = plainDateAt(appointmentStart, timeZone).add({ days: 1 })
  while (date.dayOfWeek > 5) date = date.add({ days: 1 })
  return new Date(startOfDay(date.add({ days: 1 }), timeZone).getTime() - 1)
}
