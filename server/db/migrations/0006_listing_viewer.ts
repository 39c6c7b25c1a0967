import { type Kysely, sql } from 'kysely'

/**
 * The listing viewer (issue 6): page analytics (SPEC §7 POST /event) as visits and their events, and a listing's
 * `updated_at` kept true by the database itself, since the page's Last-Modified (the update notice's HEAD poll)
 * is read from it and every writer of a listing, its photos, agents or orders would otherwise have to remember it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visits')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // As the browser sent it: the offset is the point (the visit in the visitor's local time), timestamptz drops it.
    .addColumn('client_date', 'text')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('page_path', 'text')
    .addColumn('tour_name', 'text')
    .execute()
  await db.schema.createIndex('visits_tour_name').on('visits').columns(['tour_name', 'created_at']).execute()
  await db.schema
    .createTable('visit_events')
    .addColumn('visit_id', 'uuid', (c) => c.notNull().references('visits.id').onDelete('cascade'))
    .addColumn('index', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('time_ms', 'bigint', (c) => c.notNull())
    .addColumn('page_path', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A retried event (same visit, same index) is stored once.
    .addPrimaryKeyConstraint('visit_events_pk', ['visit_id', 'index'])
    .execute()

  // An update that does not set updated_at itself stamps it; one that does (a test, an import) is left alone.
  await sql`create function listings_stamp_updated_at() returns trigger language plpgsql as $$
    begin
      if new.updated_at is not distinct from old.updated_at then new.updated_at := now(); end if;
      return new;
    end $$`.execute(db)
  await sql`create trigger listings_updated_at before update on listings
    for each row execute function listings_stamp_updated_at()`.execute(db)
  // A change to what the listing page shows touches the listing. `updated_at < now()` skips listings already
  // stamped in this transaction (now() is the transaction's start), so seeding a listing's rows costs no updates.
  await sql`create function listings_touch_from_child() returns trigger language plpgsql as $$
    declare listing uuid := case when tg_op = 'DELETE' then old.listing_id else new.listing_id end;
    begin
      update listings set updated_at = now() where id = listing and updated_at < now();
      if tg_op = 'UPDATE' and old.listing_id is distinct from new.listing_id then
        update listings set updated_at = now() where id = old.listing_id and updated_at < now();
      end if;
      return null;
    end $$`.execute(db)
  for (const table of CHILD_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_touch_listing`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function listings_touch_from_child()`.execute(db)
  }
}

/** Tables whose rows show on the listing page, each with a listing_id. */
const CHILD_TABLES = ['listing_photos', 'listing_agents', 'orders'] as const

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CHILD_TABLES) {
    await sql`drop trigger ${sql.raw(`${table}_touch_listing`)} on ${sql.table(table)}`.execute(db)
  }
  await sql`drop function listings_touch_from_child()`.execute(db)
  await sql`drop trigger listings_updated_at on listings`.execute(db)
  await sql`drop function listings_stamp_updated_at()`.execute(db)
  await db.schema.dropTable('visit_events').execute()
  await db.schema.dropTable('visits').execute()
}
