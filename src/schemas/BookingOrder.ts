// The booking wizard's order state (SPEC §3 Booking-wizard order state; §4 Booking wizard). Every booking call
// answers with it. The steps reuse the order flow's shapes: the same order, seen by a simpler screen.
import { Schema } from 'effect'
import { BookingAdjustment } from './Adjustment'
import { OrderAddress, OrderConfirm, OrderContact, OrderProductStep, OrderSchedule } from './Order'
import { Id, IsoDateTime, oneOf } from './primitives'

export const BOOKING_STEPS = ['address', 'product', 'schedule', 'contact', 'confirm', 'complete'] as const
export const BookingStep = oneOf(BOOKING_STEPS)
export type BookingStep = typeof BookingStep.Type

/** The steps with a form of their own, each submitted with POST /booking/submit{step}. */
export const SUBMIT_STEPS = ['address', 'product', 'schedule', 'contact'] as const
export type SubmitStep = (typeof SUBMIT_STEPS)[number]

export const BookingInfo = Schema.Struct({
  id: Id,
  /** Set once the booking is confirmed; the wizard then shows complete. */
  confirmedDate: Schema.NullOr(IsoDateTime),
})
export type BookingInfo = typeof BookingInfo.Type

/** What answers add to the info a request sends back: enough for the order flow's header, promo box and admin tools. */
export const BookingOrderInfo = Schema.Struct({
  ...BookingInfo.fields,
  /** Short code quoted to support and in e-mails. */
  orderCode: Schema.String,
  /** The promo code on the order, as the customer typed it; null when none. */
  promoCode: Schema.NullOr(Schema.String),
  /** Null until a promo code has been checked; false shows 'not valid'. */
  promoCodeValid: Schema.NullOr(Schema.Boolean),
  /** The caller is an order admin (SPEC §6): unavailable slots, forced times, adjustments. */
  isAdmin: Schema.Boolean,
  /** The listing the order delivers into, once it is placed (its page is /{tourName}); null before. */
  tourName: Schema.NullOr(Schema.String),
  /** The IANA zone the appointment's day and times are read in (the serving photographers'). */
  timeZone: Schema.String,
  /** The currency of every amount (CAD for Canadian addresses, or before an address with ?country=CA). */
  currency: oneOf(['USD', 'CAD']),
  /**
   * The name of the tax confirm.taxRate charges ('HST', 'Illinois service tax'), for the note beside the prices
   * (issue 18: ?country=CA shows CAD with HST noted before an address is known).
   */
  taxName: Schema.String,
})
export type BookingOrderInfo = typeof BookingOrderInfo.Type

export const BookingOrder = Schema.Struct({
  /** Requests send back only id and confirmedDate (BookingInfo); the rest is read-only. */
  info: BookingOrderInfo,
  /**
   * The step the server lands the wizard on. Ours, not in the spec's field list: the wizard suppresses errors when
   * this equals the requested target step (SPEC §4), so the answer has to say it.
   */
  step: BookingStep,
  /** Same as info.id; the wizard ignores answers whose order id differs from the one it submitted. */
  orderId: Id,
  /** The owner's e-mail, sent to order admins only (null for everyone else). */
  ownerEmail: Schema.NullOr(Schema.String),
  photographerInstructions: Schema.String,
  adjustments: Schema.Array(BookingAdjustment),
  address: OrderAddress,
  product: OrderProductStep,
  schedule: OrderSchedule,
  contact: OrderContact,
  confirm: OrderConfirm,
})
export type BookingOrder = typeof BookingOrder.Type
