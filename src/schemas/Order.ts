// The order as the order flow and the change flow hold it (SPEC §3 Order (order flow); §4 Order flow, Change flow).
// Every step is stored as last submitted, finished or not; forms/ holds the rules a step must pass to go forward.
import { Schema } from 'effect'
import { Adjustment } from './Adjustment'
import { BillingContact, Contact } from './Contact'
import { ADDRESS_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, MAX_ADDITIONAL_CONTACTS, SHORT_TEXT_MAX_LENGTH } from './constants'
import { BoundedString } from './fields'
import { OrderProductLine } from './Product'
import {
  Cents,
  Finite,
  Id,
  IsoDate,
  IsoDateTime,
  Latitude,
  LocalTime,
  Longitude,
  NonNegativeCents,
  NonNegativeInt,
  oneOf,
  TimeZoneName,
  Url,
} from './primitives'

/** Messages about the step for its error box (SPEC §8: the first one is shown). */
const StepErrors = Schema.Array(Schema.String)

export const OrderInfo = Schema.Struct({
  id: Id,
  /** Short code quoted to support and in e-mails. */
  orderCode: Schema.String,
  confirmedDate: Schema.NullOr(IsoDateTime),
  /** Name of whoever confirmed (the history line shows it). */
  confirmedUser: Schema.NullOr(Schema.String),
  cancelledDate: Schema.NullOr(IsoDateTime),
  cancelledUser: Schema.NullOr(Schema.String),
  deliveredDate: Schema.NullOr(IsoDateTime),
  promoCode: Schema.NullOr(Schema.String),
  /** Null until a promo code has been checked. */
  promoCodeValid: Schema.NullOr(Schema.Boolean),
  /** The owner's e-mail, sent to order admins only (null for everyone else). */
  ownerEmail: Schema.NullOr(Schema.String),
  /** The current user is an order admin for this order (SPEC §6). */
  isAdmin: Schema.Boolean,
  /** The IANA zone the appointment's day and times are read in (the serving photographers'). */
  timeZone: TimeZoneName,
  /** The currency of every amount (CAD for Canadian addresses). */
  currency: oneOf(['USD', 'CAD']),
})
export type OrderInfo = typeof OrderInfo.Type

/** The geocoder's reading of the address. */
export const GeocodedLocation = Schema.Struct({
  formattedAddress: BoundedString(ADDRESS_MAX_LENGTH),
  latitude: Latitude,
  longitude: Longitude,
  /** Street line. */
  address1: BoundedString(ADDRESS_MAX_LENGTH),
  /** Unit or second line. */
  address2: BoundedString(ADDRESS_MAX_LENGTH),
  city: BoundedString(SHORT_TEXT_MAX_LENGTH),
  /** State or province. */
  state: BoundedString(SHORT_TEXT_MAX_LENGTH),
  postalCode: BoundedString(20),
  /** ISO 3166 alpha-2 ('US', 'CA'); CA selects Canadian pricing and tax. */
  country: BoundedString(2),
})
export type GeocodedLocation = typeof GeocodedLocation.Type

/** Where the map marker stands; the user may drag it off the geocoded point onto the right building. */
export const Marker = Schema.Struct({ latitude: Latitude, longitude: Longitude })
export type Marker = typeof Marker.Type

export const OrderAddress = Schema.Struct({
  /** The address as typed. */
  userAddress: BoundedString(ADDRESS_MAX_LENGTH),
  /** Apartment or suite at the address (the booking start's addressUnit); absent when none. */
  unit: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(40, { message: 'Invalid' }))),
  location: Schema.NullOr(GeocodedLocation),
  marker: Schema.NullOr(Marker),
  errors: StepErrors,
})
export type OrderAddress = typeof OrderAddress.Type

export const OrderProductStep = Schema.Struct({ products: Schema.Array(OrderProductLine) })
export type OrderProductStep = typeof OrderProductStep.Type

export const Photographer = Schema.Struct({
  id: Id,
  name: Schema.String,
  /** Minutes on site for this order (grows with the ordered area). */
  appointmentDuration: NonNegativeInt,
  /** Service zones with their travel cost in cents. */
  zones: Schema.Array(Schema.Struct({ id: Id, travelCost: NonNegativeCents })),
  avatarUrl: Schema.NullOr(Url),
})
export type Photographer = typeof Photographer.Type

/** A chosen appointment start, with its local reading in the order's time zone. */
export const SelectedTime = Schema.Struct({
  utc: IsoDateTime,
  localDate: IsoDate,
  localTime: LocalTime,
  timeZoneName: TimeZoneName,
})
export type SelectedTime = typeof SelectedTime.Type

export const OrderSchedule = Schema.Struct({
  photographers: Schema.Array(Photographer),
  /** The photographer the customer picked; null for "any". */
  selectedPhotographerId: Schema.NullOr(Id),
  /** Who will actually come: the selected one, or the best alternative when they are busy. */
  assignedPhotographerId: Schema.NullOr(Id),
  selectedTime: Schema.NullOr(SelectedTime),
  /** Cents for the zone the order falls in. */
  travelCost: NonNegativeCents,
  cancellationPolicyId: Schema.NullOr(Id),
  cancellationPolicyDesc: Schema.NullOr(Schema.String),
  /** Rescheduling or cancelling is free until this instant (the policy read at the selected time); null without one. */
  freeChangeUntil: Schema.NullOr(IsoDateTime),
  /** Offer this order an earlier slot when one frees up. */
  waitlistEnabled: Schema.Boolean,
  /** An order admin forces the time and photographer regardless of availability. */
  ignoreAvailability: Schema.Boolean,
  /** The selected time is one nobody is free for (possible only with ignoreAvailability). */
  unavailableTimeSelected: Schema.Boolean,
  /** Delivery promised by this instant (end of the next business day after the appointment). */
  deliveryDeadline: Schema.NullOr(IsoDateTime),
  /**
   * Notes about the chosen slot (SPEC §8 slot notes): the selected photographer was busy and the best alternative
   * was assigned; the travel fee increases or decreases; a travel fee applies outside the normal radius.
   */
  notes: Schema.Array(Schema.String),
  errors: StepErrors,
  isValid: Schema.Boolean,
})
export type OrderSchedule = typeof OrderSchedule.Type

export const OrderContact = Schema.Struct({
  billingContact: BillingContact,
  additionalContacts: Schema.Array(Contact).check(Schema.isMaxLength(MAX_ADDITIONAL_CONTACTS)),
  /** For our office (access, parking, timing). */
  specialInstructions: BoundedString(LONG_TEXT_MAX_LENGTH),
  /** Passed to the photographer; order admins may edit them later. */
  photographerInstructions: BoundedString(LONG_TEXT_MAX_LENGTH),
})
export type OrderContact = typeof OrderContact.Type

/**
 * A listing the subscriber's plan includes, redeemed by this order (SPEC §9 Subscription pricing; issue 18): shown as
 * a line of its own and taken off before tax. The product lines and productTotal keep the plan price, so the line
 * says what the plan paid for.
 */
export const PlanRedemption = Schema.Struct({
  plan: oneOf(['AGENT', 'TEAM']),
  /** 'Included with your Agent plan (1 of 1 left)' while ordering; 'Included with your Agent plan' once placed. */
  description: Schema.String,
  /** The plan price of the per-listing product's line, taken off (a positive amount). */
  amount: NonNegativeCents,
})
export type PlanRedemption = typeof PlanRedemption.Type

/** All amounts in cents. */
export const OrderConfirm = Schema.Struct({
  productTotal: NonNegativeCents,
  /** Promo code discount, as a positive amount taken off. */
  discountTotal: NonNegativeCents,
  travelTotal: NonNegativeCents,
  priceAdjustmentsTotal: Cents,
  priceAdjustments: Schema.Array(Adjustment),
  taxTotal: Cents,
  /** A fraction: 0.13 is 13 %. */
  taxRate: Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
  /** What cancelling now would cost (0 while cancellation is free). */
  cancellationCharge: NonNegativeCents,
  /** An admin's change to that charge: −cancellationCharge waives it, 0 resets it. */
  cancellationChargeAdjustment: Cents,
  cancellationAdjustments: Schema.Array(Adjustment),
  errors: StepErrors,
  /**
   * The plan's included listing this order redeems, or null (no plan, none left, or no per-listing product ordered).
   * Added by issue 18; the total is productTotal − discountTotal − planRedemption.amount + travel + adjustments + tax.
   */
  planRedemption: Schema.NullOr(PlanRedemption),
})
export type OrderConfirm = typeof OrderConfirm.Type

/** A freed slot offered to this order from the waitlist (issue 16), as its claim link finds it. */
export const WaitlistOffer = Schema.Struct({
  photographerId: Id,
  photographerName: Schema.String,
  time: SelectedTime,
  /** The slot is held for the orders offered it until then. */
  expiresAt: IsoDateTime,
  /** held: still good and free; expired: its time ran out before it was claimed; taken: another order has it. */
  status: Schema.Literals(['held', 'expired', 'taken']),
})
export type WaitlistOffer = typeof WaitlistOffer.Type

/**
 * What changing this order costs and allows, as of `asOf` (the change flow's live fee preview; issue 16). The
 * browser shows these figures and counts down to `freeUntil`; when that passes it asks again rather than working the
 * new charge out itself.
 */
export const ChangeTerms = Schema.Struct({
  asOf: IsoDateTime,
  /** Changes are free until this instant; null when the order has no appointment. */
  freeUntil: Schema.NullOr(IsoDateTime),
  /** The late-change charge now: before tax, an order admin's waiver (−charge or 0), the tax, and the total. */
  charge: NonNegativeCents,
  chargeAdjustment: Cents,
  chargeTax: Cents,
  chargeTotal: NonNegativeCents,
  /** What the charge will be once `freeUntil` passes (the same as `charge` after it has). */
  lateChargeTotal: NonNegativeCents,
  /** False when the order's policy forbids moving it (it may still be cancelled). */
  reschedulable: Schema.Boolean,
  /** Earlier times the waitlist offered this order that are still ahead, soonest first. */
  waitlistOffers: Schema.Array(WaitlistOffer),
})
export type ChangeTerms = typeof ChangeTerms.Type

/** One reschedule or cancellation of a placed order, for its history (after Confirmed, before Delivered). */
export const OrderChange = Schema.Struct({
  kind: Schema.Literals(['rescheduled', 'cancelled']),
  at: IsoDateTime,
  /** Who made the change, as the history line names them. */
  byName: Schema.String,
  /** The appointment's start before and after (a cancellation has no `to`). */
  from: Schema.NullOr(IsoDateTime),
  to: Schema.NullOr(IsoDateTime),
})
export type OrderChange = typeof OrderChange.Type

export const Order = Schema.Struct({
  info: OrderInfo,
  address: OrderAddress,
  product: OrderProductStep,
  schedule: OrderSchedule,
  contact: OrderContact,
  confirm: OrderConfirm,
  /** The schedule as confirmed, so the change flow can tell whether anything differs (SPEC §4 Change flow). */
  originalSchedule: Schema.NullOr(OrderSchedule),
  originalConfirm: Schema.NullOr(OrderConfirm),
  /** Filled in by the change flow's calls (startchange, changeorder); null elsewhere. */
  changeTerms: Schema.NullOr(ChangeTerms),
  /** Reschedules and cancellations, oldest first. */
  changes: Schema.Array(OrderChange),
})
export type Order = typeof Order.Type
