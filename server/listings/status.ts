// A listing's delivery status and timeline (SPEC §3 Status, Order event, Feedback) from its row and its orders.
import type { Kysely } from 'kysely'
import type { ListingStatus } from '../../src/schemas/Listing'
import type { Database, ListingRow } from '../db/schema'
import { orderEvents, type TimelineViewer } from '../domain/order-events'

/** Null for a listing without orders (an imported one): nothing was ordered, so nothing is pending either. */
export async function listingStatus(
  db: Kysely<Database>,
  listing: ListingRow,
  viewer: TimelineViewer,
  now: Date,
): Promise<ListingStatus | null> {
  const orders = await db
    .selectFrom('orders')
    .leftJoin('photographers', 'photographers.id', 'orders.photographer_id')
    .select([
      'orders.id',
      'orders.time_zone',
      'orders.appointment_start',
      'orders.appointment_end',
      'orders.cancelled_at',
      'orders.delivered_at',
      'orders.delivery_deadline',
      'photographers.name as photographer_name',
    ])
    .where('orders.listing_id', '=', listing.id)
    .orderBy('orders.created_at')
    .execute()
  if (orders.length === 0) return null
  const feedback = await feedbackOf(
    db,
    orders.map((o) => o.id),
    viewer,
  )
  const date = (value: Date | string | null) => (value === null ? null : new Date(value))
  return {
    fullyDelivered: listing.fully_delivered,
    tourDelivered: listing.tour_delivered,
    photosDelivered: listing.photos_delivered,
    floorPlanDelivered: listing.floorplan_delivered,
    orderEvents: orderEvents(
      orders.map((o) => ({
        id: o.id,
        timeZone: o.time_zone,
        appointmentStart: date(o.appointment_start),
        appointmentEnd: date(o.appointment_end),
        photographerName: o.photographer_name,
        cancelledAt: date(o.cancelled_at),
        deliveredAt: date(o.delivered_at),
        deliveryDeadline: date(o.delivery_deadline),
      })),
      feedback.map((f) => ({
        orderId: f.order_id,
        userId: f.user_id,
        userName: `${f.first_name} ${f.last_name}`.trim(),
        userEmail: f.email,
        guideDownloadedAt: date(f.guide_downloaded_at),
        rating: f.rating,
        comment: f.comment,
        updatedAt: new Date(f.updated_at),
      })),
      viewer,
      now,
    ),
  }
}

/** Only what this viewer may read leaves the database: everyone's for `global`, else the user's own. */
async function feedbackOf(db: Kysely<Database>, orderIds: ReadonlyArray<string>, viewer: TimelineViewer) {
  if (!viewer.global && viewer.userId === undefined) return []
  return db
    .selectFrom('order_feedback')
    .innerJoin('users', 'users.id', 'order_feedback.user_id')
    .select([
      'order_feedback.order_id',
      'order_feedback.user_id',
      'order_feedback.rating',
      'order_feedback.comment',
      'order_feedback.guide_downloaded_at',
      'order_feedback.updated_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('order_feedback.order_id', 'in', orderIds)
    .$if(!viewer.global, (q) => q.where('order_feedback.user_id', '=', viewer.userId as string))
    .execute()
}
