import { type Kysely, sql } from 'kysely'

/**
 * Everything a listing shows and everything ordering needs (issue 4): media sets (a rendered or imported house:
 * tour config, photos, floor plans), the listing's facts, photos and agents, orders with their appointment and
 * delivery, feedback, photographers with zones and calendars, the product catalogue, promo codes and tax rates.
 * JSON columns hold documents that are read and written whole (tour config, pricing tiers, working hours).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_sets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('synthetic', 'imported')`))
    .addColumn('seed', 'integer')
    .addColumn('tour_config', 'jsonb')
    .addColumn('floorplan', 'jsonb')
    .addColumn('photos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .alterTable('listings')
    .addColumn('media_set_id', 'text', (c) => c.references('media_sets.id').onDelete('set null'))
    .addColumn('tour_ready', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tour_config_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('starting_scene', 'text')
    .addColumn('passcode_hash', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('lng', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('geohash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text')
    .addColumn('neighborhood', 'text')
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('US'))
    .addColumn('bedrooms_primary', 'integer')
    .addColumn('bedrooms_secondary', 'integer')
    .addColumn('bathrooms_primary', 'real')
    .addColumn('bathrooms_secondary', 'real')
    .addColumn('area_primary', 'integer')
    .addColumn('area_secondary', 'integer')
    .addColumn('price_cents', 'bigint')
    .addColumn('market', 'text')
    .addColumn('brokerage', 'text')
    .addColumn('office', 'text')
    .addColumn('team', 'text')
    .addColumn('tour_delivered', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('photos_delivered', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('floorplan_delivered', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fully_delivered', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('listings_geohash').on('listings').column('geohash').execute()

  await db.schema
    .createTable('listing_photos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('listing_id', 'uuid', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('aspect', 'real', (c) => c.notNull().defaultTo(1.5))
    .addColumn('external_link', 'text')
    .addColumn('scene_code', 'text')
    .addColumn('yaw', 'real')
    .addColumn('pitch', 'real')
    .addColumn('toggle', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('listing_photos_code', ['listing_id', 'code'])
    .execute()

  await db.schema
    .createTable('agents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('title', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('photo_key', 'text')
    .execute()
  await db.schema
    .createTable('listing_agents')
    .addColumn('listing_id', 'uuid', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_agents_pk', ['listing_id', 'agent_id'])
    .execute()

  await db.schema
    .createTable('photographers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('avatar_key', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('home_lat', 'double precision', (c) => c.notNull())
    .addColumn('home_lng', 'double precision', (c) => c.notNull())
    .addColumn('working_hours', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute()
  await db.schema
    .createTable('photographer_zones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('photographer_id', 'text', (c) => c.notNull().references('photographers.id').onDelete('cascade'))
    .addColumn('inner_km', 'real', (c) => c.notNull())
    .addColumn('outer_km', 'real', (c) => c.notNull())
    .addColumn('travel_cost_cents', 'integer', (c) => c.notNull())
    .addColumn('weekdays', 'jsonb')
    .execute()
  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('photographer_id', 'text', (c) => c.notNull().references('photographers.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('calendar_events_photographer')
    .on('calendar_events')
    .columns(['photographer_id', 'starts_at'])
    .execute()

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('pricing', 'jsonb', (c) => c.notNull())
    .addColumn('base_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minutes_per_1000_sqft', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute()
  await db.schema
    .createTable('promo_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off_cents', 'integer')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('expires_at', 'timestamptz')
    .addCheckConstraint('promo_codes_one_discount', sql`(percent_off is null) <> (amount_off_cents is null)`)
    .execute()
  await db.schema
    .createTable('tax_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rate_basis_points', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_code', 'text', (c) => c.notNull().unique())
    .addColumn('listing_id', 'uuid', (c) => c.references('listings.id').onDelete('set null'))
    .addColumn('owner_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('owner_email', 'text')
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('products', 'jsonb', (c) => c.notNull())
    .addColumn('contacts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('photographer_id', 'text', (c) => c.references('photographers.id'))
    .addColumn('appointment_start', 'timestamptz')
    .addColumn('appointment_end', 'timestamptz')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('delivery_deadline', 'timestamptz')
    .addColumn('waitlist', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('promo_code', 'text')
    .addColumn('product_total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('travel_total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_rate_basis_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('confirmed_by', 'text')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('orders_listing').on('orders').column('listing_id').execute()
  await db.schema
    .createIndex('orders_photographer_appointment')
    .on('orders')
    .columns(['photographer_id', 'appointment_start'])
    .execute()

  await db.schema
    .createTable('order_feedback')
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('guide_downloaded_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('order_feedback_pk', ['order_id', 'user_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'order_feedback',
    'orders',
    'tax_rates',
    'promo_codes',
    'products',
    'calendar_events',
    'photographer_zones',
    'photographers',
    'listing_agents',
    'agents',
    'listing_photos',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.dropIndex('listings_geohash').execute()
  for (const column of LISTING_COLUMNS) await db.schema.alterTable('listings').dropColumn(column).execute()
  await db.schema.dropTable('media_sets').execute()
}

const LISTING_COLUMNS = [
  'media_set_id',
  'tour_ready',
  'tour_config_version',
  'starting_scene',
  'passcode_hash',
  'description',
  'lat',
  'lng',
  'geohash',
  'street',
  'unit',
  'neighborhood',
  'city',
  'region',
  'postal_code',
  'country',
  'bedrooms_primary',
  'bedrooms_secondary',
  'bathrooms_primary',
  'bathrooms_secondary',
  'area_primary',
  'area_secondary',
  'price_cents',
  'market',
  'brokerage',
  'office',
  'team',
  'tour_delivered',
  'photos_delivered',
  'floorplan_delivered',
  'fully_delivered',
  'published_at',
]
