// Table types for Kysely: photographers and their calendars, products and prices, orders and what happens to them.
import type { Generated } from 'kysely'
import type { CreatedAt, Json, JsonWithDefault, Timestamp } from './column-types'

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
