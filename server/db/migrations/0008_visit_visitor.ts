import type { Kysely } from 'kysely'

/**
 * Analytics hardening: a visit belongs to the browser that started it. `visitor_key_hash` is the SHA-256 of the
 * random key in that browser's httpOnly cookie (server/auth/visitor-key.ts); an event naming a visit of another
 * browser starts a new visit instead. Visits stored before have none, so no browser can add to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visits').addColumn('visitor_key_hash', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visits').dropColumn('visitor_key_hash').execute()
}
