// Page analytics (SPEC §7 POST /event): a visit per page load, its events once each.
import type { Kysely } from 'kysely'
import type { AnalyticsEvent } from '../../../src/schemas/AnalyticsEvent'
import type { VisitPage } from '../../domain/visit-page'
import type { ClassifiedSource } from '../../domain/visit-source'
import type { Database } from '../schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface Visitor {
  /** SHA-256 of the browser's visitor key (server/auth/visitor-key.ts). */
  readonly keyHash: string
  readonly userId: string | undefined
  /** Where the visit came from (server/domain/visit-source.ts), kept when the event starts a visit. */
  readonly source: ClassifiedSource
}

/**
 * Stores the event in its visit and answers the visit's id. An event without a visit id, or with one the database
 * does not know for this browser (expired, made up, from another installation, or another browser's), starts a new
 * visit; an event sent again (same visit, same index) is stored once. One transaction: when the event cannot be
 * stored, the visit it would have started is not stored either.
 */
export function recordEvent(
  db: Kysely<Database>,
  event: AnalyticsEvent,
  page: VisitPage,
  visitor: Visitor,
): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const known =
      event.visitId !== undefined && UUID.test(event.visitId)
        ? await tx
            .selectFrom('visits')
            .select('id')
            .where('id', '=', event.visitId)
            .where('visitor_key_hash', '=', visitor.keyHash)
            .executeTakeFirst()
        : undefined
    const visitId =
      known?.id ??
      (
        await tx
          .insertInto('visits')
          .values({
            client_date: event.clientDate ?? null,
            user_id: visitor.userId ?? null,
            page_path: page.pagePath,
            tour_name: page.tourName,
            visitor_key_hash: visitor.keyHash,
            source_kind: visitor.source.kind,
            source_host: visitor.source.host,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    await tx
      .insertInto('visit_events')
      .values({
        visit_id: visitId,
        index: event.index,
        type: event.type,
        time_ms: event.time,
        page_path: page.pagePath,
        scene_code: event.sceneCode ?? null,
        dwell_ms: event.dwellMs ?? null,
      })
      .onConflict((oc) => oc.columns(['visit_id', 'index']).doNothing())
      .execute()
    return visitId
  })
}
