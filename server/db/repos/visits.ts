// Page analytics (SPEC §7 POST /event): a visit per page load, its events once each.
import type { Kysely } from 'kysely'
import type { AnalyticsEvent } from '../../../src/schemas/AnalyticsEvent'
import type { VisitPage } from '../../domain/visit-page'
import type { Database } from '../schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Stores the event in its visit and answers the visit's id. An event without a visit id, or with one the database
 * does not know (expired, made up, from another installation), starts a new visit; an event sent again (same
 * visit, same index) is stored once.
 */
export async function recordEvent(
  db: Kysely<Database>,
  event: AnalyticsEvent,
  page: VisitPage,
  userId: string | undefined,
): Promise<string> {
  const known =
    event.visitId !== undefined && UUID.test(event.visitId)
      ? await db.selectFrom('visits').select('id').where('id', '=', event.visitId).executeTakeFirst()
      : undefined
  const visitId =
    known?.id ??
    (
      await db
        .insertInto('visits')
        .values({
          client_date: event.clientDate ?? null,
          user_id: userId ?? null,
          page_path: page.pagePath,
          tour_name: page.tourName,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  await db
    .insertInto('visit_events')
    .values({ visit_id: visitId, index: event.index, type: event.type, time_ms: event.time, page_path: page.pagePath })
    .onConflict((oc) => oc.columns(['visit_id', 'index']).doNothing())
    .execute()
  return visitId
}
