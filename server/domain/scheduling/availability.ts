// Whether one photographer can take one start time: the first rule of SCHEDULING.md's table that applies.
// `checkStart` keeps what each rule found (the event, the appointment, the closing time) so the search can describe
// the block; `blockAt` is the bare answer the confirm step re-checks.
import type { Temporal } from 'temporal-polyfill'
import type { UnavailableBlockType } from '../../../src/schemas/TimeSlot'
import { distanceKm, travelMinutes } from '../appointment-time'
import { addMinutes, plainDateAt, wallClock } from './calendar'
import {
  type SchedulingAppointment,
  type SchedulingOrder,
  type SchedulingPhotographer,
  type SchedulingSettings,
  type SchedulingZone,
  WEEKDAY_KEYS,
} from './types'

/** Why a start is blocked, with what the description needs. */
export type Reason =
  | { readonly type: 'NoZone' }
  | { readonly type: 'Zone'; readonly weekday: number }
  | { readonly type: 'CalendarEvent'; readonly title: string }
  | { readonly type: 'Appointment' | 'TravelFromOrder' | 'TravelToOrder'; readonly address: string }
  /** `closes` is null when the start is outside every working window. */
  | { readonly type: 'NotEnoughTime'; readonly closes: Date | null }

export interface StartCheck {
  readonly reason: Reason | null
  /** The ring the location falls in (served that day or not); null for NoZone. */
  readonly zone: SchedulingZone | null
}

/** The working windows of a local date as instants, [open, close), in the photographer's zone. */
export function windowsOn(p: SchedulingPhotographer, date: Temporal.PlainDate): Array<{ open: Date; close: Date }> {
  const key = WEEKDAY_KEYS[date.dayOfWeek - 1]
  const windows = key ? (p.workingHours[key] ?? []) : []
  return windows.map(([open, close]) => ({
    open: wallClock(date, open, p.timeZone),
    close: wallClock(date, close, p.timeZone),
  }))
}

/**
 * The ring the location falls in on a weekday. Rings may overlap when one is served only some days, so a ring
 * served that weekday wins; otherwise the first ring holding the distance (the Zone block), or null (NoZone).
 */
export function zoneFor(
  p: SchedulingPhotographer,
  location: SchedulingOrder['location'],
  weekday: number,
): { zone: SchedulingZone | null; served: boolean } {
  const km = distanceKm(p.home, location)
  const holding = p.zones.filter((z) => z.innerKm <= km && km < z.outerKm)
  const served = holding.find((z) => z.weekdays === null || z.weekdays.includes(weekday))
  return { zone: served ?? holding[0] ?? null, served: served !== undefined }
}

/** The ring the location falls in whatever the weekday (the photographer's zone shown with the day's times). */
export function ringOf(p: SchedulingPhotographer, location: SchedulingOrder['location']): SchedulingZone | null {
  const km = distanceKm(p.home, location)
  return p.zones.find((z) => z.innerKm <= km && km < z.outerKm) ?? null
}

const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) => a.start < b.end && b.start < a.end

/** The photographer's appointments on the local date of `at`, minus the order's own, in start order. */
export function appointmentsOfDay(
  p: SchedulingPhotographer,
  at: Date,
  excludeOrderId?: string,
): SchedulingAppointment[] {
  const day = plainDateAt(at, p.timeZone)
  return p.appointments
    .filter((a) => a.orderId !== excludeOrderId && plainDateAt(a.start, p.timeZone).equals(day))
    .sort((a, b) => a.start.getTime() - b.start.getTime())
}

/** The appointment that ends last at or before `start` on the same local day, if any. */
export function previousAppointment(p: SchedulingPhotographer, start: Date, excludeOrderId?: string) {
  return appointmentsOfDay(p, start, excludeOrderId)
    .filter((a) => a.end <= start)
    .sort((a, b) => b.end.getTime() - a.end.getTime())[0]
}

export function checkStart(
  p: SchedulingPhotographer,
  order: SchedulingOrder,
  start: Date,
  settings: SchedulingSettings,
): StartCheck {
  const date = plainDateAt(start, p.timeZone)
  const { zone, served } = zoneFor(p, order.location, date.dayOfWeek)
  if (zone === null) return { reason: { type: 'NoZone' }, zone }
  if (!served) return { reason: { type: 'Zone', weekday: date.dayOfWeek }, zone }
  const found = (reason: Reason | null): StartCheck => ({ reason, zone })

  const shoot = { start, end: addMinutes(start, order.durationMinutes) }
  const event = p.calendarEvents.find((e) => overlaps(shoot, e))
  if (event) return found({ type: 'CalendarEvent', title: event.title })

  // Appointments of other days still block an overlap (a shoot past midnight); travel only counts within the day.
  const others = p.appointments.filter((a) => a.orderId !== order.excludeOrderId)
  const taken = others.find((a) => overlaps(shoot, a))
  if (taken) return found({ type: 'Appointment', address: taken.address })

  const day = appointmentsOfDay(p, start, order.excludeOrderId)
  const before = previousAppointment(p, start, order.excludeOrderId)
  if (before && addMinutes(before.end, travelMinutes(before.location, order.location, settings.travel)) > start)
    return found({ type: 'TravelFromOrder', address: before.address })
  const after = day.find((a) => a.start >= shoot.end)
  if (after && addMinutes(shoot.end, travelMinutes(order.location, after.location, settings.travel)) > after.start)
    return found({ type: 'TravelToOrder', address: after.address })

  const window = windowsOn(p, date).find((w) => w.open <= start && start < w.close)
  if (!window) return found({ type: 'NotEnoughTime', closes: null })
  if (shoot.end > window.close) return found({ type: 'NotEnoughTime', closes: window.close })
  return found(null)
}

/**
 * Why the photographer cannot take `start` (the first rule that applies), or null when they can. A start outside
 * every working window answers NotEnoughTime, so a time forced or kept from an earlier search is re-checked safely.
 */
export function blockAt(
  p: SchedulingPhotographer,
  order: SchedulingOrder,
  start: Date,
  settings: SchedulingSettings,
): UnavailableBlockType | null {
  return checkStart(p, order, start, settings).reason?.type ?? null
}
