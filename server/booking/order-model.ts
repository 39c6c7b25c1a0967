// A placed order as the order flow and the dashboard's order tabs read it (SPEC §3 Order (order flow); §7
// POST /booking/getforlisting): the stored order row with its catalogue lines, its photographer and its totals.
import { Option, Schema } from 'effect'
import type { Selectable } from 'kysely'
import { redemptionDescription } from '../../src/domain/subscriber-pricing'
import { emptyBillingContact } from '../../src/schemas/Contact'
import { type GeocodedLocation, type Order, OrderContact } from '../../src/schemas/Order'
import type { OrdersTable } from '../db/schema'
import { freeChangeDeadline, policyById } from '../domain/change-policy'
import { localDateTime } from '../domain/scheduling'
import type { BookablePhotographer, CatalogueProduct } from './world'

export type OrderRow = Selectable<OrdersTable>

const readContact = Schema.decodeUnknownOption(OrderContact)
const noContact = {
  billingContact: emptyBillingContact,
  additionalContacts: [],
  specialInstructions: '',
  photographerInstructions: '',
}
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())
const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** Where the order's shoot is, as the booking's address step keeps it. */
export function addressOfOrder(row: OrderRow) {
  const stored = (row.address ?? {}) as Record<string, unknown>
  const location: GeocodedLocation = {
    formattedAddress: text(stored.formattedAddress),
    latitude: row.lat,
    longitude: row.lng,
    address1: text(stored.address1),
    address2: text(stored.address2),
    city: text(stored.city),
    state: text(stored.state),
    postalCode: text(stored.postalCode),
    country: text(stored.country) || 'US',
  }
  return {
    userAddress: text(stored.userAddress) || location.formattedAddress,
    ...(text(stored.unit) ? { unit: text(stored.unit) } : {}),
    location,
    marker: { latitude: row.lat, longitude: row.lng },
  }
}

/** The order's contacts as stored; an unreadable copy reads as empty rather than failing the order. */
export const contactOfOrder = (row: OrderRow) => Option.getOrElse(readContact(row.contacts), () => noContact)

export function orderModel(
  row: OrderRow,
  catalogue: ReadonlyArray<CatalogueProduct>,
  photographer: BookablePhotographer | undefined,
  viewer: { readonly isAdmin: boolean },
  /** Its history lines (order_history), oldest first. */
  changes: Order['changes'] = [],
): Order {
  const address = addressOfOrder(row)
  const policy = policyById(row.cancellation_policy_id)
  const products = row.products as ReadonlyArray<{ id: string; quantity: number }>
  const start = row.appointment_start ? new Date(row.appointment_start) : null
  const minutes =
    start && row.appointment_end ? (new Date(row.appointment_end).getTime() - start.getTime()) / 60_000 : 0
  const schedule: Order['schedule'] = {
    photographers: photographer
      ? [
          {
            id: photographer.id,
            name: photographer.name,
            appointmentDuration: minutes,
            zones: photographer.zones.map((z) => ({ id: z.id, travelCost: z.travelCostCents })),
            avatarUrl: photographer.avatarUrl,
          },
        ]
      : [],
    selectedPhotographerId: row.photographer_id,
    assignedPhotographerId: row.photographer_id,
    selectedTime: start ? { utc: start.toISOString(), ...localDateTime(start, row.time_zone) } : null,
    travelCost: row.travel_total_cents,
    cancellationPolicyId: policy.id,
    cancellationPolicyDesc: policy.description,
    freeChangeUntil: start ? freeChangeDeadline(policy, start).toISOString() : null,
    waitlistEnabled: row.waitlist,
    ignoreAvailability: false,
    unavailableTimeSelected: false,
    deliveryDeadline: iso(row.delivery_deadline),
    notes: [],
    errors: [],
    isValid: start !== null,
  }
  const confirm: Order['confirm'] = {
    productTotal: row.product_total_cents,
    discountTotal: row.discount_total_cents,
    travelTotal: row.travel_total_cents,
    priceAdjustmentsTotal: row.price_adjustments_total_cents,
    priceAdjustments: row.price_adjustments,
    taxTotal: row.tax_total_cents,
    taxRate: row.tax_rate_basis_points / 10_000,
    // What cancelling charged (0 for a live order): the change flow answers the charge as of now instead.
    cancellationCharge: row.cancellation_charge_cents,
    cancellationChargeAdjustment: row.cancellation_charge_adjustment_cents,
    cancellationAdjustments: [],
    errors: [],
    // The included listing the order redeemed (issue 18), as stored when it was placed.
    planRedemption:
      row.redeemed_plan !== null && row.plan_redeemed_cents > 0
        ? {
            plan: row.redeemed_plan,
            description: redemptionDescription(row.redeemed_plan),
            amount: row.plan_redeemed_cents,
          }
        : null,
  }
  return {
    info: {
      id: row.id,
      orderCode: row.order_code,
      confirmedDate: iso(row.confirmed_at),
      confirmedUser: row.confirmed_by,
      cancelledDate: iso(row.cancelled_at),
      cancelledUser: row.cancelled_by,
      deliveredDate: iso(row.delivered_at),
      promoCode: row.promo_code,
      promoCodeValid: row.promo_code === null ? null : true,
      ownerEmail: viewer.isAdmin ? row.owner_email : null,
      isAdmin: viewer.isAdmin,
      timeZone: row.time_zone,
      currency: row.currency === 'CAD' ? 'CAD' : 'USD',
    },
    address: { ...address, errors: [] },
    product: {
      products: catalogue.map((c) => ({
        id: c.id,
        name: c.name,
        unit: c.unit,
        description: c.description,
        pricing: c.pricing,
        quantity: products.find((p) => p.id === c.id)?.quantity ?? 0,
      })),
    },
    schedule,
    contact: contactOfOrder(row),
    confirm,
    originalSchedule: null,
    originalConfirm: null,
    changeTerms: null,
    changes,
  }
}
