// A cheap fingerprint of every table a request can write, for the fuzz suite's "a rejected request writes nothing":
// row counts, the newest created/updated stamps, and counts of the columns requests flip (verified, used, placed,
// cancelled, waitlisted, claimed). One query; comparing two fingerprints names what changed.
//
// Left out on purpose:
// - throttle: a limit counts attempts, so a refused request (a wrong password, a 429) legitimately writes its row.
// - one_time_codes.attempts: likewise, a wrong code uses up one of the code's tries (server/auth/codes.ts).
// - the tables no request writes (products, photographers, agents, media sets …).
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../server/db/schema'

export type Fingerprint = Readonly<Record<string, string>>

export async function fingerprint(db: Kysely<Database>): Promise<Fingerprint> {
  // One scan per table, one JSON row each (a UNION ALL: no join for the planner to order), timestamps as text to
  // keep their microseconds.
  const { rows } = await sql<{ part: Record<string, unknown> }>`
    select json_build_object(
        'users.rows', count(*), 'users.created', max(created_at)::text,
        'users.verified', count(*) filter (where is_verified),
        'users.contents', sum(hashtext(password_hash || role || email || first_name || last_name || phone))) as part
      from users
    union all
    select json_build_object('sessions.rows', count(*), 'sessions.created', max(created_at)::text) from sessions
    union all
    select json_build_object(
        'listings.rows', count(*), 'listings.created', max(created_at)::text,
        'listings.updated', max(updated_at)::text)
      from listings
    union all
    select json_build_object('listing_photos.rows', count(*)) from listing_photos
    union all
    select json_build_object(
        'orders.rows', count(*), 'orders.created', max(created_at)::text,
        'orders.waitlisted', count(*) filter (where waitlist), 'orders.confirmed', count(confirmed_at),
        'orders.cancelled', count(cancelled_at))
      from orders
    union all
    select json_build_object(
        'booking_drafts.rows', count(*), 'booking_drafts.created', max(created_at)::text,
        'booking_drafts.updated', max(updated_at)::text, 'booking_drafts.claimed', count(user_id),
        'booking_drafts.placed', count(order_id))
      from booking_drafts
    union all
    select json_build_object('order_feedback.rows', count(*), 'order_feedback.updated', max(updated_at)::text)
      from order_feedback
    union all
    select json_build_object('visits.rows', count(*), 'visits.created', max(created_at)::text) from visits
    union all
    select json_build_object('visit_events.rows', count(*), 'visit_events.received', max(received_at)::text)
      from visit_events
    union all
    select json_build_object('outbox.rows', count(*), 'outbox.created', max(created_at)::text, 'outbox.sent', count(sent_at))
      from outbox
    union all
    select json_build_object(
        'one_time_codes.rows', count(*), 'one_time_codes.created', max(created_at)::text,
        'one_time_codes.used', count(used_at))
      from one_time_codes
  `.execute(db)
  return Object.fromEntries(
    rows.flatMap(({ part }) => Object.entries(part)).map(([key, value]) => [key, String(value)]),
  )
}

export function fingerprintChanges(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after)
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${before[key]} -> ${after[key]}`)
}
