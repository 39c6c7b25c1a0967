// Appointment times (SPEC §3 Time slot, Unavailable block; §7 getappointmenttimes; SCHEDULING.md).
import { Schema } from 'effect'
import { Id, IsoDateTime, LocalTime, oneOf } from './primitives'

/** A slot's start: the instant, and its wall-clock time in the order's time zone. */
export const SlotTime = Schema.Struct({ utc: IsoDateTime, localTime: LocalTime })
export type SlotTime = typeof SlotTime.Type

/** Why a photographer cannot take a time, the first rule that applies (SCHEDULING.md §Slots). */
export const UnavailableBlockType = oneOf([
  'NoZone',
  'Zone',
  'Appointment',
  'CalendarEvent',
  'NotEnoughTime',
  'TravelFromOrder',
  'TravelToOrder',
])
export type UnavailableBlockType = typeof UnavailableBlockType.Type

/** An interval in which a photographer is busy; adjacent equal blocks arrive merged. */
export const UnavailableBlock = Schema.Struct({
  type: UnavailableBlockType,
  /** Human-readable reason for order admins ('Appointment at 12 Elm St'). */
  description: Schema.String,
  startTime: IsoDateTime,
  endTime: IsoDateTime,
})
export type UnavailableBlock = typeof UnavailableBlock.Type

/** The interval that was searched: one local day, clipped to the minimum notice and the two-month horizon. */
export const SearchRange = Schema.Struct({ start: IsoDateTime, end: IsoDateTime })
export type SearchRange = typeof SearchRange.Type

/** One candidate start time of one photographer, as getappointmenttimes sends it. */
export const PhotographerStartTime = Schema.Struct({
  time: SlotTime,
  isAvailable: Schema.Boolean,
  /** The service zone the order falls in at that time; null when none. */
  zoneId: Schema.NullOr(Id),
  /** Why the photographer is busy then; null when available. */
  notAvailable: Schema.NullOr(UnavailableBlockType),
})
export type PhotographerStartTime = typeof PhotographerStartTime.Type

/** Availability of one photographer over the search range. */
export const PhotographerTimes = Schema.Struct({
  photographerId: Id,
  /** Every candidate start for order admins; only available ones for everyone else. */
  startTimes: Schema.Array(PhotographerStartTime),
  /** Sent to order admins only; empty otherwise. */
  unavailableBlocks: Schema.Array(UnavailableBlock),
  searchRange: SearchRange,
})
export type PhotographerTimes = typeof PhotographerTimes.Type

export const AppointmentTimesResponse = Schema.Struct({ photographers: Schema.Array(PhotographerTimes) })
export type AppointmentTimesResponse = typeof AppointmentTimesResponse.Type

/**
 * A start time the schedule step offers, merged over photographers: `zones` maps each photographer free then to
 * the zone that would serve the order; `noAvailability` marks a time nobody can take (shown to order admins only).
 */
export const TimeSlot = Schema.Struct({
  startTime: SlotTime,
  zones: Schema.Record(Schema.String, Id),
  noAvailability: Schema.Boolean,
})
export type TimeSlot = typeof TimeSlot.Type
