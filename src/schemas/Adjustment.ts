// Manual price corrections an order admin adds to an order (SPEC §3 Adjustment; §6 order admin).
import { Schema } from 'effect'
import { Cents, Id } from './primitives'

/** As the order flow's confirm step lists them (priceAdjustments, cancellationAdjustments). */
export const Adjustment = Schema.Struct({
  id: Id,
  description: Schema.String,
  /** Cents; negative for a credit. */
  amount: Cents,
})
export type Adjustment = typeof Adjustment.Type

/** The booking wizard names the same thing `adjustmentId` (SPEC §3 booking-wizard order state). */
export const BookingAdjustment = Schema.Struct({
  adjustmentId: Id,
  description: Schema.String,
  amount: Cents,
})
export type BookingAdjustment = typeof BookingAdjustment.Type

export const toBookingAdjustment = ({ id, ...rest }: Adjustment): BookingAdjustment => ({ adjustmentId: id, ...rest })
