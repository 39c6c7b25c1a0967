import { type Kysely, sql } from 'kysely'

/** The core of a listing: its public name, who owns it, and whether it is offline. Later migrations add media. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tour_name', 'text', (c) => c.notNull().unique().check(sql`tour_name ~ '^[a-z0-9][a-z0-9-]*$'`))
    .addColumn('owner_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_offline', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('listings_owner_user_id').on('listings').column('owner_user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listings').execute()
}
