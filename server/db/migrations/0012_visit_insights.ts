import type { Kysely } from 'kysely'

/**
 * What visitors did, for the owner's Insights (issue 17): where a visit came from (`direct`, `embedded` on a site, or
 * a `link` from another site; the host only, never a path or a person), and the tour's scene arrivals and time spent
 * per scene. The index serves the per-listing, per-period reads of the Insights view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visits').addColumn('source_kind', 'text').addColumn('source_host', 'text').execute()
  await db.schema.alterTable('visit_events').addColumn('scene_code', 'text').addColumn('dwell_ms', 'integer').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visit_events').dropColumn('scene_code').dropColumn('dwell_ms').execute()
  await db.schema.alterTable('visits').dropColumn('source_kind').dropColumn('source_host').execute()
}
