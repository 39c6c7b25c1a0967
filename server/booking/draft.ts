// What a booking draft keeps between calls: exactly what the customer entered (step models as last submitted,
// valid or not, since going back submits without validating), where the booking came from, and the order admin's
// additions. Everything the wizard shows beyond this (prices, photographers, totals) is computed on each answer.
import { Schema } from 'effect'
import { BookingAdjustment } from '../../src/schemas/Adjustment'
import {
  AddressModel,
  emptyContactModel,
  emptyScheduleModel,
  ScheduleModel,
  type StartBookingRequest,
} from '../../src/schemas/api/booking'
import { OrderContact } from '../../src/schemas/Order'
import { OrderedProduct } from '../../src/schemas/Product'
import { normalisePromoCode } from '../domain/order-money'

export const BookingDraft = Schema.Struct({
  address: AddressModel,
  products: Schema.Array(OrderedProduct),
  schedule: ScheduleModel,
  contact: OrderContact,
  /** As typed; null when none was given. */
  promoCode: Schema.NullOr(Schema.String),
  referenceSlug: Schema.NullOr(Schema.String),
  utm: Schema.Record(Schema.String, Schema.String),
  /** Assigned by an order admin; null keeps the customer (or the billing e-mail) as owner. */
  ownerEmail: Schema.NullOr(Schema.String),
  adjustments: Schema.Array(BookingAdjustment),
  /**
   * The country the visitor asked for prices in (?country=CA, issue 18): their currency and tax until an address is
   * known; the address's country decides after that. Absent on drafts started without one (and older drafts).
   */
  country: Schema.optionalKey(Schema.String),
})
export type BookingDraft = typeof BookingDraft.Type

const decodeDraft = Schema.decodeUnknownSync(BookingDraft)

/** Reads a stored draft; a draft written by an older version fails loudly rather than showing half an order. */
export const readDraft = (stored: unknown): BookingDraft => decodeDraft(stored)

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** A new draft from the booking start's parameters (SPEC §2: promo, address, addressUnit, r, utm_*). */
export function newDraft(start: StartBookingRequest): BookingDraft {
  const utm: Record<string, string> = {}
  for (const key of UTM_KEYS) {
    const value = start[key]?.trim()
    if (value) utm[key] = value.slice(0, 200)
  }
  const address = start.address?.trim() ?? ''
  const country = start.country?.trim().toUpperCase()
  return {
    address: {
      userAddress: address,
      ...(start.addressUnit?.trim() ? { unit: start.addressUnit.trim().slice(0, 40) } : {}),
      location: null,
      marker: null,
    },
    products: [],
    schedule: emptyScheduleModel,
    contact: emptyContactModel,
    promoCode: start.promoCode ? normalisePromoCode(start.promoCode) || null : null,
    referenceSlug: start.referenceSlug?.trim() || null,
    utm,
    ownerEmail: null,
    adjustments: [],
    ...(country ? { country } : {}),
  }
}
