// Page analytics sent with POST /event (SPEC §3 Analytics event, §7 Other).
import { Schema } from 'effect'
import { IsoDateTime, NonNegativeInt, oneOf } from './primitives'

export const AnalyticsEventType = oneOf(['load', 'navigate', 'focus', 'orderProgress'])
export type AnalyticsEventType = typeof AnalyticsEventType.Type

export const AnalyticsEvent = Schema.Struct({
  type: AnalyticsEventType,
  /** Milliseconds since the page loaded (a monotonic clock, so a changed system clock cannot reorder events). */
  time: NonNegativeInt,
  /** Sequence number of the event within the visit, from 0, so the server can spot lost or repeated events. */
  index: NonNegativeInt,
  /** The browser's wall clock with its offset, sent with the first event only to place the visit in local time. */
  clientDate: Schema.optionalKey(IsoDateTime),
  /** The visit the server handed out for the first event; absent on that first event. */
  visitId: Schema.optionalKey(Schema.String),
})
export type AnalyticsEvent = typeof AnalyticsEvent.Type
