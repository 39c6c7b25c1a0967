// The owner's survey answers and guide downloads (SPEC §3 Feedback, §7 POST /listing/feedback-rating,
// /listing/feedback-comment, /listing/appointment-guide). One row per order and user, written by one upsert so two
// tabs saving at once cannot lose either answer's other half.
import type { Kysely } from 'kysely'
import type { Feedback } from '../../src/schemas/OrderEvent'
import type { Database, UserRow } from '../db/schema'
import { ApiError, notFound } from '../http/errors'
import { ORDER_NOT_FOUND } from './change-order'
import { findOrderForChange, type OrderRow } from './order-for-change'

type FeedbackChange = { readonly rating: number } | { readonly comment: string } | { readonly guideDownloadedAt: Date }

export type FeedbackKind = 'survey' | 'guide'

/**
 * The order, if the caller has a part in it (owner, order admin, internal admin: the dashboard's users) and it
 * still has an appointment. The survey is about a visit that happened, so it opens at the appointment's start.
 * Anyone else gets the 404 of an order that does not exist.
 */
export async function orderForFeedback(
  db: Kysely<Database>,
  user: UserRow | undefined,
  orderId: string,
  kind: FeedbackKind,
  now: Date,
): Promise<{ readonly row: OrderRow; readonly user: UserRow }> {
  if (!user) throw new ApiError(401, { message: 'Please sign in to continue.' })
  const found = await findOrderForChange(db, orderId, user)
  if (!found || found.role === 'none') throw notFound(ORDER_NOT_FOUND)
  const { row } = found
  if (row.cancelled_at !== null || row.appointment_start === null) {
    throw new ApiError(409, { message: 'This appointment was cancelled.', statusError: 'cancelled' })
  }
  if (kind === 'survey' && now < new Date(row.appointment_start)) {
    const message = 'You can rate the appointment once it has taken place.'
    throw new ApiError(409, { message, statusError: 'notStarted' })
  }
  return { row, user }
}

/** Saves one part of the caller's feedback and answers all of it as now stored. */
export async function saveFeedback(
  db: Kysely<Database>,
  user: UserRow,
  orderId: string,
  change: FeedbackChange,
  now: Date,
): Promise<Feedback> {
  const values =
    'rating' in change
      ? { rating: change.rating }
      : 'comment' in change
        ? { comment: change.comment }
        : { guide_downloaded_at: change.guideDownloadedAt }
  const row = await db
    .insertInto('order_feedback')
    .values({ order_id: orderId, user_id: user.id, updated_at: now, ...values })
    .onConflict((oc) => oc.columns(['order_id', 'user_id']).doUpdateSet({ ...values, updated_at: now }))
    .returning(['rating', 'comment', 'guide_downloaded_at', 'updated_at'])
    .executeTakeFirstOrThrow()
  const date = (value: Date | string) => new Date(value).toISOString()
  return {
    userName: `${user.first_name} ${user.last_name}`.trim(),
    userEmail: user.email,
    guideDownloaded: row.guide_downloaded_at === null ? null : date(row.guide_downloaded_at),
    rating: row.rating,
    comment: row.comment,
    lastUpdated: date(row.updated_at),
    isCurrentUser: true,
  }
}
