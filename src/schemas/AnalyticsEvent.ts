// Page analytics sent with POST /event (SPEC §3 Analytics event, §7 Other).
import { Schema } from 'effect'
import { atMost } from './fields'
import { IsoDateTime, NonNegativeInt, oneOf } from './primitives'

/** The largest event index: far more events than a page sends in a day, well inside a 32-bit integer column. */
export const EVENT_INDEX_MAX = 1_000_000
/** The latest event time: a year after the page loaded, in milliseconds (a tab left open that long starts afresh). */
export const EVENT_TIME_MAX_MS = 366 * 24 * 60 * 60 * 1000
/** Visit ids are UUIDs (36 characters); anything longer is not one. */
export const VISIT_ID_MAX_LENGTH = 36

const atMostNumber = (max: number) => Schema.isLessThanOrEqualTo(max, { message: `Must be at most ${max}` })

export const AnalyticsEventType = oneOf(['load', 'navigate', 'focus', 'orderProgress'])
export type AnalyticsEventType = typeof AnalyticsEventType.Type

export const AnalyticsEvent = Schema.Struct({
  type: AnalyticsEventType,
  /** Milliseconds since the page loaded (a monotonic clock, so a changed system clock cannot reorder events). */
  time: NonNegativeInt.check(atMostNumber(EVENT_TIME_MAX_MS)),
  /** Sequence number of the event within the visit, from 0, so the server can spot lost or repeated events. */
  index: NonNegativeInt.check(atMostNumber(EVENT_INDEX_MAX)),
  /** The browser's wall clock with its offset, sent with the first event only to place the visit in local time. */
  clientDate: Schema.optionalKey(IsoDateTime),
  /** The visit the server handed out for the first event; absent on that first event. */
  visitId: Schema.optionalKey(Schema.String.check(atMost(VISIT_ID_MAX_LENGTH))),
})
export type AnalyticsEvent = typeof AnalyticsEvent.Type
