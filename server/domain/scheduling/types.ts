// The plain data the slot search reads (SCHEDULING.md "Inputs"). The server loads these rows and passes them in;
// nothing under scheduling/ touches the database, so every rule can be table-tested with hand-made fixtures.
import type { UnavailableBlockType } from '../../../src/schemas/TimeSlot'
import { DEFAULT_TRAVEL, type LatLng, type TravelSettings, type Zone } from '../appointment-time'

export type WeekdayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'

/** ISO weekday (1 = Monday … 7 = Sunday, as Temporal counts) to the key of `workingHours`. */
export const WEEKDAY_KEYS: ReadonlyArray<WeekdayKey> = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

export interface SchedulingZone extends Zone {
  /** ISO weekdays (1 = Monday) on which the photographer serves this ring; null for every day. */
  readonly weekdays: ReadonlyArray<number> | null
}

export interface SchedulingAppointment {
  readonly orderId: string
  readonly start: Date
  readonly end: Date
  readonly location: LatLng
  readonly address: string
}

export interface SchedulingPhotographer {
  readonly id: string
  readonly name: string
  /** IANA name; working hours and served weekdays are read in this zone. */
  readonly timeZone: string
  readonly home: LatLng
  /** Local 'HH:MM' windows per weekday, [open, close); a missing day is a day off. '24:00' closes at midnight. */
  readonly workingHours: Partial<Record<WeekdayKey, ReadonlyArray<readonly [string, string]>>>
  readonly zones: ReadonlyArray<SchedulingZone>
  readonly calendarEvents: ReadonlyArray<{ readonly start: Date; readonly end: Date; readonly title: string }>
  readonly appointments: ReadonlyArray<SchedulingAppointment>
}

export interface SchedulingSettings {
  /** Distance between candidate start times (30). */
  readonly slotMinutes: number
  /** No start earlier than now plus this (12). */
  readonly minNoticeHours: number
  /** The last bookable day is today plus this many months (2). */
  readonly horizonMonths: number
  readonly travel: TravelSettings
}

export const DEFAULT_SCHEDULING: SchedulingSettings = {
  slotMinutes: 30,
  minNoticeHours: 12,
  horizonMonths: 2,
  travel: DEFAULT_TRAVEL,
}

/** A calendar day with a one-based month (the wire's zero-based month is converted by the caller). */
export interface LocalDay {
  readonly year: number
  readonly month: number
  readonly day: number
}

export interface SchedulingOrder {
  readonly location: LatLng
  readonly durationMinutes: number
  /** The order being rescheduled: its own appointment does not block it. */
  readonly excludeOrderId?: string
}

export interface SearchRangeInterval {
  readonly start: Date
  /** Exclusive. */
  readonly end: Date
}

export interface StartTime {
  readonly utc: Date
  /** 'HH:MM' in the order's time zone. */
  readonly localTime: string
  readonly block: UnavailableBlockType | null
  /** The zone the order falls in then (even when that zone is not served that day); null for NoZone. */
  readonly zoneId: string | null
}

export interface Block {
  readonly type: UnavailableBlockType
  readonly description: string
  readonly start: Date
  readonly end: Date
}

export interface PhotographerDay {
  readonly photographerId: string
  /** The ring the order's location falls in, whatever the weekday; null when in none (NoZone). */
  readonly zoneId: string | null
  readonly startTimes: StartTime[]
  readonly blocks: Block[]
}

export interface Slot {
  readonly utc: Date
  readonly localTime: string
  /** Free photographer id → the zone that would serve the order. */
  readonly zones: Record<string, string>
  /** Nobody is free then; only order admins see these. */
  readonly noAvailability: boolean
}

export interface DaySearch {
  readonly searchRange: SearchRangeInterval | null
  readonly photographers: PhotographerDay[]
  readonly slots: Slot[]
}

export type Choice =
  | {
      readonly kind: 'assigned'
      readonly photographerId: string
      readonly zoneId: string
      readonly travelCostCents: number
      readonly notes: string[]
    }
  /** Somebody serves the location, but nobody is free at that start. */
  | { readonly kind: 'unavailable' }
  /** Nobody has the location in any zone. */
  | { readonly kind: 'noZone' }
