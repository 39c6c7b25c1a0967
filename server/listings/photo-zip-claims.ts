// Who builds a photo zip, across server processes (issue 20: no state in process memory). A build is claimed with one
// statement (insert, or take over a claim whose heartbeat stopped); the claimant reports its progress and heartbeat
// in the row and deletes it when done. Another process asked for the same zip meanwhile waits for that build, and
// answers the progress call from the row, so a progress bar polled through a load balancer moves steadily whichever
// process answers.
import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'

/** This process, as a claimant. */
export const THIS_PROCESS = `${process.pid}-${randomUUID()}`

/** A claim whose heartbeat is older than this belongs to a process that died: another may take the build over. */
export const STALE_AFTER_S = 30

/** Claims the build for `owner`: true when it is theirs now (no claim, or a stale one taken over). */
export async function claimZipBuild(
  db: Kysely<Database>,
  zipKey: string,
  total: number,
  owner: string,
): Promise<boolean> {
  const claimed = await db
    .insertInto('photo_zip_builds')
    .values({ zip_key: zipKey, claimed_by: owner, total })
    .onConflict((oc) =>
      oc
        .column('zip_key')
        .doUpdateSet({ claimed_by: owner, total, done: 0, heartbeat_at: sql`now()` })
        .where('photo_zip_builds.heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_AFTER_S})`),
    )
    .returning('zip_key')
    .executeTakeFirst()
  return claimed !== undefined
}

/** The claimant's progress, which is also its heartbeat. */
export async function reportZipProgress(db: Kysely<Database>, zipKey: string, owner: string, done: number) {
  await db
    .updateTable('photo_zip_builds')
    .set({ done, heartbeat_at: sql`now()` })
    .where('zip_key', '=', zipKey)
    .where('claimed_by', '=', owner)
    .execute()
}

export async function releaseZipBuild(db: Kysely<Database>, zipKey: string, owner: string) {
  await db.deleteFrom('photo_zip_builds').where('zip_key', '=', zipKey).where('claimed_by', '=', owner).execute()
}

/** A live build's progress, whichever process runs it; undefined when none runs (or its claimant died). */
export async function zipBuildProgress(
  db: Kysely<Database>,
  zipKey: string,
): Promise<{ done: number; total: number } | undefined> {
  return db
    .selectFrom('photo_zip_builds')
    .select(['done', 'total'])
    .where('zip_key', '=', zipKey)
    .where('heartbeat_at', '>=', sql<Date>`now() - make_interval(secs => ${STALE_AFTER_S})`)
    .executeTakeFirst()
}

/** Builds running now in every process (the metrics' job queue depth). */
export async function liveZipBuilds(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('photo_zip_builds')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('heartbeat_at', '>=', sql<Date>`now() - make_interval(secs => ${STALE_AFTER_S})`)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
