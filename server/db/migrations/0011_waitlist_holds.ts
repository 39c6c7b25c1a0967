import type { Kysely } from 'kysely'

/**
 * The freed slot is held for the waitlist while its offers are good (issue 16): each offer keeps the slot's end and
 * the freed appointment's place, so the slot search can treat a live offer as the photographer's busy time (with the
 * travel to and from that address) for everyone but the orders it was offered to. Offers made before this migration
 * have no end and hold nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('waitlist_offers')
    .addColumn('slot_end', 'timestamptz')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .execute()
  await db.schema
    .createIndex('waitlist_offers_live')
    .on('waitlist_offers')
    .columns(['photographer_id', 'expires_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('waitlist_offers_live').execute()
  await db.schema.alterTable('waitlist_offers').dropColumn('slot_end').dropColumn('lat').dropColumn('lng').execute()
}
