// Placing the order (POST /booking/confirmbooking): every step re-checked on the server, the slot re-checked
// under a lock on the photographer, and the order and its listing created in one transaction. The draft row is
// locked first and links to its order once, so a double click or a retried request answers the same order.
import { randomInt } from 'node:crypto'
import type { Context } from 'hono'
import type { Kysely, Transaction } from 'kysely'
import { encodeGeohash } from '../../src/domain/geohash'
import { COUNTING_STATUSES, calendarDay, earliestRedeemableTermEnd } from '../../src/domain/subscriber-pricing'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import type { Config } from '../config'
import type { Database, UserRow } from '../db/schema'
import { slugOf } from '../demo/dataset/city'
import { normalisePromoCode } from '../domain/order-money'
import { findDraft } from './drafts'
import { loadFacts, redemptionOfOrder } from './facts'
import { appointmentDuration, bookingOrder, orderTimeZone } from './order-state'

export const PHOTOGRAPHER_TAKEN =
  'The photographer for this time has just been booked by someone else. Please choose a time again.'
export const TOTAL_CHANGED = 'The total has changed since you last saw it. Please check it and place your order again.'

const totalOf = ({ confirm: c }: BookingOrder) =>
  c.productTotal -
  c.discountTotal -
  (c.planRedemption?.amount ?? 0) +
  c.travelTotal +
  c.priceAdjustmentsTotal +
  c.taxTotal
const chosenProducts = (order: BookingOrder) =>
  JSON.stringify(order.product.products.filter((p) => p.quantity > 0).map((p) => [p.id, p.quantity]))
const sameOrder = (a: BookingOrder, b: BookingOrder) =>
  totalOf(a) === totalOf(b) &&
  (a.confirm.planRedemption?.amount ?? 0) === (b.confirm.planRedemption?.amount ?? 0) &&
  a.schedule.selectedTime?.utc === b.schedule.selectedTime?.utc &&
  chosenProducts(a) === chosenProducts(b)

export interface Placed {
  readonly order: BookingOrder
  /** Set when this call placed the order (not when it answered an earlier confirm). */
  readonly newOrderId: string | null
}

export async function confirmDraft(
  db: Kysely<Database>,
  config: Config,
  c: Context,
  /** The order as the customer saw it when they pressed the button. */
  shown: BookingOrder,
  now = new Date(),
): Promise<Placed> {
  const draftId = shown.info.id
  const user = c.get('user') as UserRow | undefined
  return db.transaction().execute(async (trx) => {
    const stored = await findDraft(trx, c, draftId, { forUpdate: true })
    const seen = bookingOrder(await loadFacts(trx, config, stored, user, now), 'complete')
    if (stored.orderId !== null || seen.step !== 'confirm') return { order: seen, newOrderId: null }

    // Lock the photographer the customer was shown, then re-read their diary: any order committed meanwhile is
    // now visible, and nobody else can book them until this transaction ends.
    const photographerId = shown.schedule.assignedPhotographerId ?? ''
    await trx.selectFrom('photographers').select('id').where('id', '=', photographerId).forUpdate().execute()
    // A promo code limited to some number of orders is counted under its own lock, so two orders cannot both take
    // its last use.
    if (stored.draft.promoCode) {
      const code = normalisePromoCode(stored.draft.promoCode)
      await trx.selectFrom('promo_codes').select('code').where('code', '=', code).forUpdate().execute()
    }
    const facts = await loadFacts(trx, config, stored, user, now)
    const fresh = bookingOrder(facts, 'complete')
    if (fresh.step !== 'confirm' || fresh.schedule.assignedPhotographerId !== photographerId) {
      const errors = fresh.schedule.errors.length > 0 ? fresh.schedule.errors : [PHOTOGRAPHER_TAKEN]
      return {
        order: { ...fresh, step: 'schedule', schedule: { ...fresh.schedule, isValid: false, errors } },
        newOrderId: null,
      }
    }
    // Nothing is charged that the customer did not see: a promo code used up meanwhile, a changed travel fee, or a
    // time or product changed in another tab.
    if (!sameOrder(fresh, shown)) {
      return { order: { ...fresh, confirm: { ...fresh.confirm, errors: [TOTAL_CHANGED] } }, newOrderId: null }
    }
    // The plan's included listing is taken with one conditional update: of two orders racing for the last one, the
    // second finds the condition false once the first commits. It is then not charged the higher price silently: it
    // is answered re-priced, with the changed-total error, to review and place again.
    const redemption = fresh.confirm.planRedemption
    if (redemption && facts.plan && !(await redeemListing(trx, facts.plan.id, now))) {
      const repriced = bookingOrder(await loadFacts(trx, config, stored, user, now), 'complete')
      return { order: { ...repriced, confirm: { ...repriced.confirm, errors: [TOTAL_CHANGED] } }, newOrderId: null }
    }

    const duration = appointmentDuration(stored.draft, facts.catalogue)
    const orderId = await insertOrder(trx, {
      draftId,
      fresh,
      duration,
      user,
      stored,
      timeZone: orderTimeZone(facts),
      subscriptionId: facts.plan?.id ?? null,
      now,
    })
    await trx
      .updateTable('booking_drafts')
      .set({ order_id: orderId, updated_at: now })
      .where('id', '=', draftId)
      .execute()
    const placed = bookingOrder(
      { ...facts, confirmed: { ...(await placedOrder(trx, orderId)), confirmedAt: now } },
      'complete',
    )
    return { order: placed, newOrderId: orderId }
  })
}

/**
 * Takes one of the subscription's included listings for this order (issue 18), if it still has one: one conditional
 * update, so two orders at once cannot both take the last one (the second waits for the first's row lock and then
 * finds the condition false). False when it no longer applies: none left, the plan no longer counts, or more than
 * 90 days past the term.
 */
export async function redeemListing(trx: Transaction<Database>, subscriptionId: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('subscriptions')
    .set((eb) => ({ listings_used: eb('listings_used', '+', 1) }))
    .where('id', '=', subscriptionId)
    .whereRef('listings_used', '<', 'listings_included')
    .where('status', 'in', COUNTING_STATUSES)
    .where('term_end', '>=', earliestRedeemableTermEnd(calendarDay(now)))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The new order's code, its listing's tour name and the listing it redeemed, for the answer. */
async function placedOrder(trx: Transaction<Database>, orderId: string) {
  const row = await trx
    .selectFrom('orders')
    .innerJoin('listings', 'listings.id', 'orders.listing_id')
    .select(['orders.order_code', 'listings.tour_name', 'orders.redeemed_plan', 'orders.plan_redeemed_cents'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow()
  return { orderCode: row.order_code, tourName: row.tour_name, planRedemption: redemptionOfOrder(row) }
}

interface NewOrder {
  readonly draftId: string
  readonly fresh: BookingOrder
  readonly duration: number
  readonly user: UserRow | undefined
  readonly stored: Awaited<ReturnType<typeof findDraft>>
  readonly timeZone: string
  /** The subscription the order was priced with (issue 18); null for pay as you go. */
  readonly subscriptionId: string | null
  readonly now: Date
}

async function insertOrder(trx: Transaction<Database>, o: NewOrder): Promise<string> {
  const { fresh, stored } = o
  const location = fresh.address.location
  const marker = fresh.address.marker
  const selected = fresh.schedule.selectedTime
  if (!location || !marker || !selected) throw new Error('confirm reached without an address or a time')
  const start = new Date(selected.utc)
  const billing = stored.draft.contact.billingContact
  const listingId = await insertListing(trx, fresh, o.user, o.now)
  const row = await trx
    .insertInto('orders')
    .values({
      order_code: await freshOrderCode(trx),
      listing_id: listingId,
      owner_user_id: o.user?.id ?? null,
      // The account that placed it, or the billing e-mail: a verified account with that e-mail claims the listing.
      owner_email: (stored.draft.ownerEmail ?? o.user?.email ?? billing.email).trim().toLowerCase(),
      address: JSON.stringify({ ...location, unit: fresh.address.unit ?? '', userAddress: fresh.address.userAddress }),
      lat: marker.latitude,
      lng: marker.longitude,
      products: JSON.stringify(stored.draft.products.filter((p) => p.quantity > 0)),
      contacts: JSON.stringify(stored.draft.contact),
      photographer_id: fresh.schedule.assignedPhotographerId,
      appointment_start: start,
      appointment_end: new Date(start.getTime() + o.duration * 60_000),
      time_zone: o.timeZone,
      delivery_deadline: fresh.schedule.deliveryDeadline,
      waitlist: stored.draft.schedule.waitlistEnabled,
      waitlist_joined_at: stored.draft.schedule.waitlistEnabled ? new Date() : null,
      promo_code: fresh.info.promoCodeValid ? (stored.draft.promoCode?.trim().toUpperCase() ?? null) : null,
      product_total_cents: fresh.confirm.productTotal,
      discount_total_cents: fresh.confirm.discountTotal,
      travel_total_cents: fresh.confirm.travelTotal,
      tax_rate_basis_points: Math.round(fresh.confirm.taxRate * 10_000),
      tax_total_cents: fresh.confirm.taxTotal,
      price_adjustments: JSON.stringify(fresh.confirm.priceAdjustments),
      price_adjustments_total_cents: fresh.confirm.priceAdjustmentsTotal,
      currency: fresh.info.currency,
      confirmed_at: o.now,
      confirmed_by: o.user
        ? `${o.user.first_name} ${o.user.last_name}`.trim()
        : `${billing.firstName} ${billing.lastName}`.trim(),
      reference_slug: stored.draft.referenceSlug,
      utm: JSON.stringify(stored.draft.utm),
      travel_zone_id: null,
      subscription_id: o.subscriptionId,
      redeemed_plan: fresh.confirm.planRedemption?.plan ?? null,
      plan_redeemed_cents: fresh.confirm.planRedemption?.amount ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** 'SH-' and six digits, unused so far. */
async function freshOrderCode(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    const code = `SH-${randomInt(100_000, 1_000_000)}`
    const taken = await trx.selectFrom('orders').select('id').where('order_code', '=', code).executeTakeFirst()
    if (!taken) return code
  }
}

/** The listing the order will deliver into; its tour name is the address's slug, made unique (ARCHITECTURE §4). */
async function insertListing(trx: Transaction<Database>, order: BookingOrder, user: UserRow | undefined, now: Date) {
  const location = order.address.location
  const marker = order.address.marker
  if (!location || !marker) throw new Error('listing without an address')
  const base = slugOf([location.address1 || location.formattedAddress, order.address.unit ?? ''].join(' ')) || 'listing'
  const taken = new Set(
    (await trx.selectFrom('listings').select('tour_name').where('tour_name', 'like', `${base}%`).execute()).map(
      (r) => r.tour_name,
    ),
  )
  let tourName = base
  for (let n = 2; taken.has(tourName); n++) tourName = `${base}-${n}`
  const row = await trx
    .insertInto('listings')
    .values({
      tour_name: tourName,
      owner_user_id: user?.id ?? null,
      lat: marker.latitude,
      lng: marker.longitude,
      geohash: encodeGeohash(marker.latitude, marker.longitude, 9),
      street: location.address1 || location.formattedAddress,
      unit: order.address.unit || null,
      city: location.city,
      region: location.state,
      postal_code: location.postalCode,
      country: location.country,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
