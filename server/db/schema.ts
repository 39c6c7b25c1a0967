// Table types for Kysely. One interface per table; columns as the database sees them. The booking tables
// (schema-booking.ts) and the billing tables (schema-billing.ts) live beside this file, which keeps the rest and the
// Database that names them all.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { CreatedAt, Json, Timestamp } from './column-types'
import type {
  PaymentEventsTable,
  PaymentIntentsTable,
  SubscriptionChargesTable,
  SubscriptionsTable,
} from './schema-billing'
import type {
  BookingDraftsTable,
  CalendarEventsTable,
  OrderFeedbackTable,
  OrderHistoryTable,
  OrdersTable,
  PhotographersTable,
  PhotographerZonesTable,
  ProductsTable,
  PromoCodesTable,
  TaxRatesTable,
  WaitlistOffersTable,
} from './schema-booking'

export * from './schema-billing'
export * from './schema-booking'

/** Roles a person can hold (ARCHITECTURE §4): order admins see order powers, internal admins hold `global`. */
export type UserRole = 'user' | 'order_admin' | 'internal_admin'

export interface UsersTable {
  id: Generated<string>
  /** Always stored lower-cased and trimmed, so look-ups are exact. */
  email: string
  first_name: string
  last_name: string
  phone: Generated<string>
  password_hash: string
  is_verified: Generated<boolean>
  role: Generated<UserRole>
  created_at: CreatedAt
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a leaked table does not hand out sessions. */
  id: string
  user_id: string
  created_at: CreatedAt
  expires_at: Date
}

export interface ListingsTable {
  id: Generated<string>
  tour_name: string
  owner_user_id: string | null
  is_offline: Generated<boolean>
  created_at: CreatedAt
  updated_at: Generated<Date>
  media_set_id: string | null
  tour_ready: Generated<boolean>
  tour_config_version: Generated<number>
  starting_scene: string | null
  /** argon2id hash of the listing's passcode; null when the listing is public. */
  passcode_hash: string | null
  description: Generated<string>
  lat: Generated<number>
  lng: Generated<number>
  geohash: Generated<string>
  street: Generated<string>
  unit: string | null
  neighborhood: string | null
  city: Generated<string>
  region: Generated<string>
  postal_code: Generated<string>
  country: Generated<string>
  bedrooms_primary: number | null
  bedrooms_secondary: number | null
  bathrooms_primary: number | null
  bathrooms_secondary: number | null
  area_primary: number | null
  area_secondary: number | null
  /** bigint, read as a number on both engines (server/db/client.ts sets pg's int8 parser). */
  price_cents: number | null
  market: string | null
  brokerage: string | null
  office: string | null
  team: string | null
  tour_delivered: Generated<boolean>
  photos_delivered: Generated<boolean>
  floorplan_delivered: Generated<boolean>
  fully_delivered: Generated<boolean>
  published_at: Timestamp | null
  /** The agents' names, for search (kept in step with listing_agents by whoever writes them). */
  agent_names: Generated<string>
  /** Generated full-text vector; never written. */
  search: ColumnType<string, never, never>
}

export interface MediaSetsTable {
  id: string
  kind: 'synthetic' | 'imported'
  seed: number | null
  tour_config: Json<unknown> | null
  floorplan: Json<unknown> | null
  photos: Json<unknown>
  created_at: CreatedAt
}

export interface ListingPhotosTable {
  id: Generated<string>
  listing_id: string
  code: string
  position: number
  /** Where the image lives in the media store, relative to its media set. */
  media_key: string
  name: string
  caption: Generated<string>
  hidden: Generated<boolean>
  aspect: Generated<number>
  external_link: string | null
  scene_code: string | null
  yaw: number | null
  pitch: number | null
  toggle: Generated<boolean>
}

export interface AgentsTable {
  id: Generated<string>
  name: string
  company: string | null
  title: string | null
  phone: string | null
  email: string | null
  website: string | null
  photo_key: string | null
}

export interface ListingAgentsTable {
  listing_id: string
  agent_id: string
  position: number
}

export interface OneTimeCodesTable {
  id: Generated<string>
  purpose: 'verify' | 'reset'
  email: string
  /** SHA-256 of the six digits with the row's id: a leaked table gives no usable codes. */
  code_hash: string
  expires_at: Timestamp
  attempts: Generated<number>
  used_at: Timestamp | null
  created_at: CreatedAt
}

export interface OutboxTable {
  id: Generated<string>
  to_address: string
  subject: string
  text_body: string
  sent_at: Timestamp | null
  error: string | null
  created_at: CreatedAt
}

/** A photo zip being built, claimed by one process (server/listings/photo-zip-claims.ts). */
export interface PhotoZipBuildsTable {
  zip_key: string
  claimed_by: string
  done: Generated<number>
  total: number
  heartbeat_at: Generated<Date>
}

export interface ThrottleTable {
  key: string
  window_start: Timestamp
  count: number
}

/** One page load in one browser tab (SPEC §7 POST /event): its events share the visit's id. */
export interface VisitsTable {
  id: Generated<string>
  created_at: CreatedAt
  /** The browser's clock with its offset, as sent with the first event. */
  client_date: string | null
  user_id: string | null
  /** The path of the page the visit began on (from the Referer header); null when the browser sent none. */
  page_path: string | null
  /** The listing when that page is a listing's. */
  tour_name: string | null
  /** SHA-256 of the browser's visitor key (server/auth/visitor-key.ts); only that browser adds events to the visit. */
  visitor_key_hash: string | null
  /** Where the visit came from (migration 0012): 'direct', 'embedded' or 'link'; null before. */
  source_kind: string | null
  /** The embedding or linking site's host name, for 'embedded' and 'link'. */
  source_host: string | null
}

export interface VisitEventsTable {
  visit_id: string
  index: number
  type: string
  /** Milliseconds since the page loaded, as the browser counted them. */
  time_ms: number
  /** The page the event happened on (SPA navigation moves it). */
  page_path: string | null
  received_at: CreatedAt
  /** The tour scene of a sceneArrival or sceneDwell event (migration 0012). */
  scene_code: string | null
  /** How long the visitor stayed in that scene (sceneDwell). */
  dwell_ms: number | null
}

export interface Database {
  users: UsersTable
  sessions: SessionsTable
  listings: ListingsTable
  media_sets: MediaSetsTable
  listing_photos: ListingPhotosTable
  agents: AgentsTable
  listing_agents: ListingAgentsTable
  photographers: PhotographersTable
  photographer_zones: PhotographerZonesTable
  calendar_events: CalendarEventsTable
  products: ProductsTable
  promo_codes: PromoCodesTable
  tax_rates: TaxRatesTable
  orders: OrdersTable
  order_history: OrderHistoryTable
  waitlist_offers: WaitlistOffersTable
  booking_drafts: BookingDraftsTable
  order_feedback: OrderFeedbackTable
  one_time_codes: OneTimeCodesTable
  outbox: OutboxTable
  throttle: ThrottleTable
  photo_zip_builds: PhotoZipBuildsTable
  visits: VisitsTable
  visit_events: VisitEventsTable
  subscriptions: SubscriptionsTable
  payment_intents: PaymentIntentsTable
  payment_events: PaymentEventsTable
  subscription_charges: SubscriptionChargesTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type ListingRow = Selectable<ListingsTable>
