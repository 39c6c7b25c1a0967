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
/** Scene codes are short identifiers from the tour config. */
export const SCENE_CODE_MAX_LENGTH = 64
/** A host name is at most 253 characters (RFC 1035). */
export const HOST_MAX_LENGTH = 253
/** A stay in one scene is counted up to 6 hours: a tab left open overnight is not six hours of interest. */
export const DWELL_MAX_MS = 6 * 60 * 60 * 1000

/** Host names only: letters, digits, dots and hyphens (checked after the length, and cannot backtrack). */
const HostName = Schema.String.check(atMost(HOST_MAX_LENGTH)).check(
  Schema.isPattern(/^[a-zA-Z0-9.-]+$/, { message: 'Must be a host name' }),
)

/**
 * Where the page was opened from, sent with the `load` event: the site it is embedded in (the parent page's host), or
 * the other site a link was followed from; neither means direct. Host names only, never a path or a person.
 */
export const VisitSource = Schema.Struct({
  embeddedOn: Schema.optionalKey(HostName),
  linkedFrom: Schema.optionalKey(HostName),
})
export type VisitSource = typeof VisitSource.Type

const atMostNumber = (max: number) => Schema.isLessThanOrEqualTo(max, { message: `Must be at most ${max}` })

/**
 * The spec's four, and ours for the owner's Insights (issue 17): `sceneArrival` when the tour enters a scene and
 * `sceneDwell` when it leaves one (or the page is hidden), with the time spent there.
 */
export const AnalyticsEventType = oneOf(['load', 'navigate', 'focus', 'orderProgress', 'sceneArrival', 'sceneDwell'])
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
  /** sceneArrival and sceneDwell: the scene. */
  sceneCode: Schema.optionalKey(Schema.String.check(atMost(SCENE_CODE_MAX_LENGTH))),
  /** sceneDwell: milliseconds spent in the scene. */
  dwellMs: Schema.optionalKey(NonNegativeInt.check(atMostNumber(DWELL_MAX_MS))),
  /** load: where the page was opened from. */
  source: Schema.optionalKey(VisitSource),
})
export type AnalyticsEvent = typeof AnalyticsEvent.Type
