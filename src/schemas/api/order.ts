// Order-flow and change-flow calls (SPEC §7 Order flow) on the product backend.
import { Schema } from 'effect'
import { LONG_TEXT_MAX_LENGTH } from '../constants'
import { BoundedString, Email, RequiredString } from '../fields'
import { Order, SelectedTime } from '../Order'
import { Cents, Id, Int, IsoDateTime, NonNegativeCents } from '../primitives'
import { AppointmentTimesResponse } from '../TimeSlot'
import { defineCall, Ok } from './call'

/** Saved at once when the owner flips the toggle (SPEC §4); the answer is ours to design, so it only confirms. */
export const enableWaitlist = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/enable-waitlist',
  request: Schema.Struct({ orderId: Id, enabled: Schema.Boolean }),
  response: Ok,
})

export const AppointmentTimesRequest = Schema.Struct({
  orderId: Id,
  /** Day of the month, 1–31. */
  day: Int.check(Schema.isBetween({ minimum: 1, maximum: 31 }, { message: 'Invalid' })),
  /** Zero-based like JavaScript's Date: 0 is January. */
  month: Int.check(Schema.isBetween({ minimum: 0, maximum: 11 }, { message: 'Invalid' })),
  year: Int.check(Schema.isBetween({ minimum: 2000, maximum: 9999 }, { message: 'Invalid' })),
})
export type AppointmentTimesRequest = typeof AppointmentTimesRequest.Type

export const getAppointmentTimes = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/getappointmenttimes',
  request: AppointmentTimesRequest,
  response: AppointmentTimesResponse,
})

/** Opens the change flow: the order with originalSchedule and originalConfirm filled in. */
export const startChange = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/startchange',
  request: Schema.Struct({ orderId: Id }),
  response: Order,
})

/**
 * The change form. The spec only says "the form"; we send what the user can change rather than the whole order
 * model, so the server never has to tell edited fields from stale copies of computed ones.
 */
export const ChangeOrderRequest = Schema.Struct({
  orderId: Id,
  /** True cancels the appointment; false reschedules it to the time below. */
  cancel: Schema.Boolean,
  selectedPhotographerId: Schema.NullOr(Id),
  /** Required to reschedule; ignored when cancelling. */
  selectedTime: Schema.NullOr(SelectedTime),
  /** Order admins only: force the time and photographer. */
  ignoreAvailability: Schema.Boolean,
  /** Order admins only: waive the cancellation charge (false resets it). */
  waiveCancellationCharge: Schema.Boolean,
  /**
   * The charge total the person was shown (changeTerms.chargeTotal). The server charges exactly that, or refuses
   * the change and answers the new figure when the free-change deadline passed in between.
   */
  shownChargeTotal: NonNegativeCents,
  /**
   * The appointment start the change was made from (originalSchedule.selectedTime.utc). When the order moved since,
   * someone else changed it first: the change is refused and the order answered as it now is.
   */
  originalTimeUtc: Schema.NullOr(IsoDateTime),
})
export type ChangeOrderRequest = typeof ChangeOrderRequest.Type

export const ChangeOrderResponse = Schema.Struct({
  isComplete: Schema.Boolean,
  /** The order after the change, or with its errors when the change did not go through. */
  orderModel: Order,
  /** Where the confirmation e-mail went, for the complete step. */
  billingContactEmail: Schema.String,
})
export type ChangeOrderResponse = typeof ChangeOrderResponse.Type

export const changeOrder = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/changeorder',
  request: ChangeOrderRequest,
  response: ChangeOrderResponse,
})

/**
 * The order as the change form would leave it, with travel, tax and the change terms recomputed (the change flow's
 * Next, and its fee preview when the free-change deadline passes or an order admin waives the charge). Writes
 * nothing; `shownChargeTotal` and `originalTimeUtc` are not checked here.
 */
export const previewChange = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/previewchange',
  request: ChangeOrderRequest,
  response: Order,
})

/**
 * An order admin's edits of a placed order (SPEC §6 order admin; issue 16): the owner by e-mail, the photographer's
 * instructions, an adjustment added or removed. The draft calls (update-owner, photographer-instructions,
 * create-adjustment, delete-adjustment) do the same before the order is placed; this one answers the change flow's
 * view of the placed order, with totals and tax recomputed. Each field present is one edit, applied in this order.
 */
export const EditOrderRequest = Schema.Struct({
  orderId: Id,
  ownerEmail: Schema.optionalKey(Email),
  photographerInstructions: Schema.optionalKey(BoundedString(LONG_TEXT_MAX_LENGTH)),
  addAdjustment: Schema.optionalKey(Schema.Struct({ description: RequiredString, amount: Cents })),
  removeAdjustmentId: Schema.optionalKey(Id),
})
export type EditOrderRequest = typeof EditOrderRequest.Type

export const editOrder = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/editorder',
  request: EditOrderRequest,
  response: Order,
})

/** The listing's orders for the dashboard's order tabs (only asked when an appointment or cancellation exists). */
export const getOrdersForListing = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/getforlisting',
  request: Schema.Struct({ tourName: Schema.String }),
  response: Schema.Array(Order),
})
