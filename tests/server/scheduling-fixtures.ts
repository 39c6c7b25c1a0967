// Small hand-made photographers for the scheduling table tests. Everything sits on the equator (lat 0), where a
// degree of longitude is a fixed 111.195 km, so `east(km)` puts a place exactly km from the home base; the time
// zones are set apart from the coordinates on purpose (they are data, not geography).
import type { LatLng } from '../../server/domain/appointment-time'
import {
  DEFAULT_SCHEDULING,
  instantAt,
  type SchedulingAppointment,
  type SchedulingPhotographer,
  type SchedulingZone,
} from '../../server/domain/scheduling'

export const CHICAGO = 'America/Chicago'
/** A Tuesday in summer (CDT, UTC−5). */
export const TUESDAY = '2026-06-16'
/** Three weeks before, so neither the notice nor the horizon clips the day. */
export const NOW = new Date('2026-06-01T12:00:00Z')
export const settings = DEFAULT_SCHEDULING

const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180
export const east = (km: number): LatLng => ({ lat: 0, lng: km / KM_PER_DEGREE })
export const HOME = east(0)

/** A local wall-clock time in Chicago on a date (TUESDAY unless given). */
export const at = (time: string, date = TUESDAY) => instantAt(date, time, CHICAGO)

export const NEAR: SchedulingZone = { id: 'near', innerKm: 0, outerKm: 15, travelCostCents: 0, weekdays: null }
export const FAR: SchedulingZone = { id: 'far', innerKm: 15, outerKm: 40, travelCostCents: 2500, weekdays: null }

const weekday = [['08:00', '18:00']] as const

export function photographer(overrides: Partial<SchedulingPhotographer> = {}): SchedulingPhotographer {
  return {
    id: 'ann',
    name: 'Ann Example',
    timeZone: CHICAGO,
    home: HOME,
    workingHours: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: [['09:00', '14:00']] },
    zones: [NEAR, FAR],
    calendarEvents: [],
    appointments: [],
    ...overrides,
  }
}

/** An appointment between two Chicago wall-clock times on TUESDAY (or `date`). */
export function appointment(
  orderId: string,
  from: string,
  to: string,
  address: string,
  location: LatLng = HOME,
  date = TUESDAY,
): SchedulingAppointment {
  return { orderId, start: at(from, date), end: at(to, date), location, address }
}

/** A calendar event between two Chicago wall-clock times on TUESDAY. */
export const event = (from: string, to: string, title: string) => ({ start: at(from), end: at(to), title })
