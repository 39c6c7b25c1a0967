import { type Kysely, sql } from 'kysely'

/**
 * Listing search (issue 5: server-side search over address, neighbourhood and agent, with proper indexes): the
 * agents' names are kept on the listing, and a generated full-text vector over address, neighbourhood, city and
 * agents carries a GIN index. 'simple' text search: no stemming or stop words, so street names match as typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('listings')
    .addColumn('agent_names', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await sql`alter table listings add column search tsvector generated always as (
    to_tsvector('simple',
      coalesce(street, '') || ' ' || coalesce(unit, '') || ' ' || coalesce(neighborhood, '') || ' ' ||
      coalesce(city, '') || ' ' || coalesce(postal_code, '') || ' ' || coalesce(agent_names, ''))
  ) stored`.execute(db)
  await sql`create index listings_search on listings using gin (search)`.execute(db)
  await sql`create index listings_published on listings (published_at desc nulls last)`.execute(db)
  await sql`update listings set agent_names = coalesce((
    select string_agg(a.name, ' ' order by la.position) from listing_agents la join agents a on a.id = la.agent_id
    where la.listing_id = listings.id), '')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index listings_published`.execute(db)
  await sql`drop index listings_search`.execute(db)
  await db.schema.alterTable('listings').dropColumn('search').execute()
  await db.schema.alterTable('listings').dropColumn('agent_names').execute()
}
