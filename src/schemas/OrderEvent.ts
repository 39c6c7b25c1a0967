// What happened to a listing's orders, as the dashboard timeline shows it (SPEC §3 Order event, Feedback; §4 Timeline).
import { Schema } from 'effect'
import { RATING_MAX, RATING_MIN } from './constants'
import { Id, Int, IsoDateTime, oneOf, TimeZoneName } from './primitives'

/**
 * `appointment` is the photographer's visit; `delivery` is a delivery still to come (its start is the deadline);
 * `delivered` is a delivery that happened; `cancelled` is an appointment that was called off.
 */
export const OrderEventType = oneOf(['appointment', 'delivered', 'delivery', 'cancelled'])
export type OrderEventType = typeof OrderEventType.Type

/** An appointment rating, one to five (the survey's five emoji). */
export const Rating = Int.check(Schema.isBetween({ minimum: RATING_MIN, maximum: RATING_MAX }, { message: 'Invalid' }))
export type Rating = typeof Rating.Type

/** One person's survey answers and guide download for one appointment. */
export const Feedback = Schema.Struct({
  userName: Schema.String,
  userEmail: Schema.String,
  /** When the preparation guide was last downloaded; null if never (the view shows the time since). */
  guideDownloaded: Schema.NullOr(IsoDateTime),
  rating: Schema.NullOr(Rating),
  comment: Schema.NullOr(Schema.String),
  lastUpdated: IsoDateTime,
  /** True for the signed-in user's own feedback, the one the survey edits. */
  isCurrentUser: Schema.Boolean,
})
export type Feedback = typeof Feedback.Type

export const OrderEvent = Schema.Struct({
  type: OrderEventType,
  start: IsoDateTime,
  /** Null for instants without a duration (deliveries). */
  end: Schema.NullOr(IsoDateTime),
  /** The zone the event's times are shown in: the listing's, not the viewer's. */
  timeZone: TimeZoneName,
  /** Computed by the server at answer time, so the timeline needs no clock of its own to pick its active item. */
  started: Schema.Boolean,
  ended: Schema.Boolean,
  orderId: Id,
  photographerName: Schema.NullOr(Schema.String),
  /** Everyone's feedback for users with the global permission; otherwise only the current user's. */
  feedbacks: Schema.Array(Feedback),
})
export type OrderEvent = typeof OrderEvent.Type
