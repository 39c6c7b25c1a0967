// Booking-wizard calls (SPEC §7 Booking wizard) on the product backend. Each answers with the whole order state.
import { Schema } from 'effect'
import { BookingInfo, BookingOrder, BookingStep } from '../BookingOrder'
import { emptyBillingContact } from '../Contact'
import { Email, RequiredString } from '../fields'
import { OrderAddress, OrderContact, OrderSchedule } from '../Order'
import { OrderedProduct } from '../Product'
import { Cents, Id } from '../primitives'
import { defineCall } from './call'

/** Everything is optional: each comes from the booking start URL when present (SPEC §2 query parameters). */
export const StartBookingRequest = Schema.Struct({
  promoCode: Schema.optionalKey(Schema.String),
  /** Slug of the referring partner or page, credited with the order. */
  referenceSlug: Schema.optionalKey(Schema.String),
  /** An address to pre-fill the address step with. */
  address: Schema.optionalKey(Schema.String),
  addressUnit: Schema.optionalKey(Schema.String),
  // Campaign tags keep their URL names so the route can pass them straight through.
  utm_source: Schema.optionalKey(Schema.String),
  utm_medium: Schema.optionalKey(Schema.String),
  utm_campaign: Schema.optionalKey(Schema.String),
  utm_term: Schema.optionalKey(Schema.String),
  utm_content: Schema.optionalKey(Schema.String),
  /** Two-letter country to price in until an address is known (?country=CA selects CAD and HST; issue 18). */
  country: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[A-Za-z]{2}$/))),
})
export type StartBookingRequest = typeof StartBookingRequest.Type

/**
 * What each step submits as `model`: the parts of the step the user edits. Going back submits without validating
 * (SPEC §4), so these accept unfinished steps; the server applies the forms/ rules only when moving forward.
 */
export const AddressModel = Schema.Struct({
  userAddress: OrderAddress.fields.userAddress,
  unit: OrderAddress.fields.unit,
  location: OrderAddress.fields.location,
  marker: OrderAddress.fields.marker,
})
export const ProductModel = Schema.Struct({ products: Schema.Array(OrderedProduct) })
export const ScheduleModel = Schema.Struct({
  selectedPhotographerId: OrderSchedule.fields.selectedPhotographerId,
  selectedTime: OrderSchedule.fields.selectedTime,
  waitlistEnabled: OrderSchedule.fields.waitlistEnabled,
  /** Honoured for order admins only. */
  ignoreAvailability: OrderSchedule.fields.ignoreAvailability,
})
export const ContactModel = OrderContact

/** A step nobody has filled in yet: how a new draft (server) and a new booking (wizard) start. */
export const emptyScheduleModel: typeof ScheduleModel.Type = {
  selectedPhotographerId: null,
  selectedTime: null,
  waitlistEnabled: false,
  ignoreAvailability: false,
}
export const emptyContactModel: typeof ContactModel.Type = {
  billingContact: emptyBillingContact,
  additionalContacts: [],
  specialInstructions: '',
  photographerInstructions: '',
}

/** `info` says which order; `targetStep` where the user is heading (Back or Next). */
const submitRequest = <M extends Schema.Top>(model: M) =>
  Schema.Struct({ info: BookingInfo, model, targetStep: BookingStep })

export const startBooking = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/start',
  request: StartBookingRequest,
  response: BookingOrder,
})

export const submitAddress = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/submitaddress',
  request: submitRequest(AddressModel),
  response: BookingOrder,
})
export const submitProduct = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/submitproduct',
  request: submitRequest(ProductModel),
  response: BookingOrder,
})
export const submitSchedule = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/submitschedule',
  request: submitRequest(ScheduleModel),
  response: BookingOrder,
})
export const submitContact = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/submitcontact',
  request: submitRequest(ContactModel),
  response: BookingOrder,
})
/** The confirm step has no form of its own: it sends only where to go. */
export const submitConfirm = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/submitconfirm',
  request: Schema.Struct({ info: BookingInfo, targetStep: BookingStep }),
  response: BookingOrder,
})

/** Order admins only (SPEC §6). */
export const updateOwner = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/update-owner',
  request: Schema.Struct({ orderId: Id, ownerEmail: Email, targetStep: BookingStep }),
  response: BookingOrder,
})
export const updatePhotographerInstructions = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/photographer-instructions',
  request: Schema.Struct({ orderId: Id, photographerInstructions: Schema.String, targetStep: BookingStep }),
  response: BookingOrder,
})
export const createAdjustment = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/create-adjustment',
  request: Schema.Struct({
    orderId: Id,
    description: RequiredString,
    /** Cents; negative for a credit. */
    amount: Cents,
    targetStep: BookingStep,
  }),
  response: BookingOrder,
})
export const deleteAdjustment = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/delete-adjustment',
  request: Schema.Struct({ orderId: Id, adjustmentId: Id, targetStep: BookingStep }),
  response: BookingOrder,
})

/** Places the order. The server re-validates every step and re-checks availability; it trusts no total sent. */
export const confirmBooking = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/confirmbooking',
  request: Schema.Struct({ orderModel: BookingOrder }),
  response: BookingOrder,
})

/**
 * The order flow's promo code box (SPEC §4; the path is ours, SPEC §7 leaves it unnamed). An empty code removes
 * the one applied. The answer's info.promoCodeValid says 'applied' or 'not valid'.
 */
export const applyPromoCode = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/apply-promo',
  request: Schema.Struct({
    orderId: Id,
    promoCode: Schema.String.check(Schema.isMaxLength(64, { message: 'Invalid' })),
    targetStep: BookingStep,
  }),
  response: BookingOrder,
})
