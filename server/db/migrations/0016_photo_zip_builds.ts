import { type Kysely, sql } from 'kysely'

/**
 * Photo zip builds in progress (issue 20: no state in process memory). One row per zip being built, claimed by the
 * process building it: other processes wait for that build instead of starting their own, and answer the progress
 * call from `done`/`total`. `heartbeat_at` moves while the build runs; a claim whose heartbeat stopped (its process
 * died) may be taken over. The row goes when the build ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_zip_builds')
    .addColumn('zip_key', 'text', (c) => c.primaryKey())
    .addColumn('claimed_by', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_zip_builds').execute()
}
