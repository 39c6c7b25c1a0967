// Table types for Kysely. One interface per table; columns as the database sees them.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

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

/** A JSON document column: written as JSON text (so arrays are not mistaken for PostgreSQL arrays), read parsed. */
type Json<T> = ColumnType<T, string, string>
/** A JSON column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>
type Timestamp = ColumnType<Date, Date | string, Date | string>

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

export interface PhotographersTable {
  id: string
  name: string
  email: string
  avatar_key: string | null
  time_zone: string
  home_lat: number
  home_lng: number
  /** Weekly windows in local time: { mon: [['08:00','18:00']], … }. */
  working_hours: Json<Record<string, ReadonlyArray<readonly [string, string]>>>
  active: Generated<boolean>
}

export interface PhotographerZonesTable {
  id: string
  photographer_id: string
  inner_km: number
  outer_km: number
  travel_cost_cents: number
  /** ISO weekdays (1 = Monday) the zone is served on; null = every working day. */
  weekdays: Json<ReadonlyArray<number>> | null
}

export interface CalendarEventsTable {
  id: Generated<string>
  photographer_id: string
  starts_at: Timestamp
  ends_at: Timestamp
  title: string
}

export interface ProductsTable {
  id: string
  name: string
  unit: string
  description: string
  pricing: Json<unknown>
  base_minutes: Generated<number>
  minutes_per_1000_sqft: Generated<number>
  position: number
  active: Generated<boolean>
}

export interface PromoCodesTable {
  code: string
  description: string
  percent_off: number | null
  amount_off_cents: number | null
  active: Generated<boolean>
  expires_at: Timestamp | null
  /** Orders it may be used on in all; null for no limit. */
  max_uses: number | null
}

export interface TaxRatesTable {
  id: string
  country: string
  region: string | null
  name: string
  rate_basis_points: number
  currency: string
}

export interface OrdersTable {
  id: Generated<string>
  order_code: string
  listing_id: string | null
  owner_user_id: string | null
  owner_email: string | null
  address: Json<unknown>
  lat: number
  lng: number
  /** [{ id, quantity }] */
  products: Json<ReadonlyArray<{ readonly id: string; readonly quantity: number }>>
  contacts: JsonWithDefault<unknown>
  photographer_id: string | null
  appointment_start: Timestamp | null
  appointment_end: Timestamp | null
  time_zone: string
  delivery_deadline: Timestamp | null
  waitlist: Generated<boolean>
  promo_code: string | null
  product_total_cents: Generated<number>
  discount_total_cents: Generated<number>
  travel_total_cents: Generated<number>
  tax_rate_basis_points: Generated<number>
  tax_total_cents: Generated<number>
  currency: Generated<string>
  confirmed_at: Timestamp | null
  confirmed_by: string | null
  cancelled_at: Timestamp | null
  cancelled_by: string | null
  delivered_at: Timestamp | null
  created_at: CreatedAt
  /** The partner or page credited with the order (the booking start's `r`). */
  reference_slug: string | null
  /** Campaign tags from the booking start URL. */
  utm: JsonWithDefault<Record<string, string>>
  /** The service zone whose travel cost the order pays. */
  travel_zone_id: string | null
  /** [{ id, description, amount }] in cents. */
  price_adjustments: JsonWithDefault<
    ReadonlyArray<{ readonly id: string; readonly description: string; readonly amount: number }>
  >
  price_adjustments_total_cents: Generated<number>
  /** server/domain/change-policy.ts; 'standard' unless the order was booked under another. */
  cancellation_policy_id: Generated<string>
  /** What cancelling cost, before tax, the waiver and the tax on what was charged (all 0 until cancelled late). */
  cancellation_charge_cents: Generated<number>
  cancellation_charge_adjustment_cents: Generated<number>
  cancellation_tax_cents: Generated<number>
  /** An order admin waived the late-change charge: no later change of this order charges it. */
  cancellation_waived: Generated<boolean>
  /** When the waitlist was turned on (offers of a freed slot go out in this order); null while it is off. */
  waitlist_joined_at: Timestamp | null
  /** The subscription the order was priced with; null for pay as you go (migration 0014). */
  subscription_id: string | null
  /** The plan whose included listing the order redeemed; null when it redeemed none (migration 0014). */
  redeemed_plan: 'AGENT' | 'TEAM' | null
  /** The redeemed listing's plan price, taken off before tax; 0 when none (migration 0014). */
  plan_redeemed_cents: Generated<number>
}

export interface OrderHistoryTable {
  id: Generated<string>
  order_id: string
  kind: 'rescheduled' | 'cancelled'
  at: Generated<Date>
  /** The person's name as the history line shows it. */
  by_name: string
  from_start: Timestamp | null
  to_start: Timestamp | null
  /** The late-change charge this change made (before tax), 0 when free or waived. */
  charge_cents: Generated<number>
}

/** A freed slot offered to a waitlisted order (issue 16). */
export interface WaitlistOffersTable {
  id: Generated<string>
  order_id: string
  photographer_id: string
  slot_start: Timestamp
  /** The order whose change freed the slot. */
  freed_by_order_id: string | null
  created_at: Generated<Date>
  /** The claim link in the e-mail is good until then. */
  expires_at: Timestamp
  /** Set by the one process that mails the offer. */
  mailed_at: Timestamp | null
  /** The freed slot's end and place: while the offer is good, the slot is held for the orders offered it. */
  slot_end: Timestamp | null
  lat: number | null
  lng: number | null
}

export interface BookingDraftsTable {
  id: Generated<string>
  /** SHA-256 of the booking cookie's token: the browser that started the draft. */
  browser_key_hash: string | null
  /** The signed-in user who started or continued it. */
  user_id: string | null
  /** What the customer entered so far (server/booking/draft.ts). */
  state: Json<unknown>
  /** Set once, in the transaction that places the order. */
  order_id: string | null
  created_at: CreatedAt
  updated_at: Generated<Date>
}

export interface OrderFeedbackTable {
  order_id: string
  user_id: string
  rating: number | null
  comment: string | null
  guide_downloaded_at: Timestamp | null
  updated_at: Generated<Date>
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

/** A plan bought (migration 0013). Term dates are calendar dates as 'YYYY-MM-DD' text. */
export interface SubscriptionsTable {
  id: Generated<string>
  user_id: string
  plan: 'AGENT' | 'TEAM'
  period: 'monthly' | 'annual'
  country: string | null
  currency: 'USD' | 'CAD'
  /** past_due: a renewal charge failed (migration 0015); the plan no longer prices orders. */
  status: Generated<'pending' | 'active' | 'ending' | 'ended' | 'past_due'>
  renews: Generated<boolean>
  term_start: string
  term_end: string
  listings_included: number
  listings_used: Generated<number>
  charge_cents: number
  tax_cents: number
  payment_intent_id: string
  created_at: CreatedAt
  activated_at: Date | null
  renewal_notice_sent_at: Date | null
  /** The saved card renewals are charged to, off-session (migration 0015). */
  payment_method_id: ColumnType<string | null, string | null | undefined, string | null>
  /** Stripe's Customer the card is saved on; null with the local provider. */
  provider_customer_id: ColumnType<string | null, string | null | undefined, string | null>
  /** 'YYYY-MM-DD': the day the next charge is due. */
  paid_through: string
}

/** One renewal charge per period of a subscription (migration 0015). */
export interface SubscriptionChargesTable {
  id: Generated<string>
  subscription_id: string
  period_start: string
  amount: number
  currency: string
  payment_intent_id: string | null
  status: Generated<'pending' | 'succeeded' | 'failed'>
  failure_message: string | null
  created_at: CreatedAt
}

/** The local test provider's payment intents (migration 0013). */
export interface PaymentIntentsTable {
  id: string
  client_secret: string
  amount: number
  currency: string
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled'
  metadata: ColumnType<Record<string, string>, string, string>
  last_error: string | null
  /** The test card it was confirmed with, as a payment method id (pm_local_4242): never a card number. */
  payment_method: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
}

/** Provider events already handled, by id (migration 0013). */
export interface PaymentEventsTable {
  id: string
  type: string
  received_at: CreatedAt
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
