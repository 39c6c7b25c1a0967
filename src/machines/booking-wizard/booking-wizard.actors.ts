// Real effects of the booking wizard (SPEC §7 Booking wizard): each call through the HTTP client, retried up to the
// wizard's count of 3 tries; an unreachable server ends as a typed Unreachable the chart shows (src/services/retry.ts).
import {
  confirmBooking,
  type StartBookingRequest,
  startBooking,
  submitAddress,
  submitConfirm,
  submitContact,
  submitProduct,
  submitSchedule,
} from '../../schemas/api/booking'
import type { BookingOrder } from '../../schemas/BookingOrder'
import { callApi } from '../../services/HttpClient'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'
import type { SubmitRequest } from './booking-wizard.machine'

/** SPEC §7: the booking wizard's calls are tried up to three times. */
export const BOOKING_RETRIES = 3

/** POST /booking/submit{step}, or /booking/submitconfirm when leaving the confirm step. */
export const submitCall = (request: SubmitRequest) => {
  const { info, targetStep } = request
  switch (request.from) {
    case 'address':
      return callApi(submitAddress, { info, targetStep, model: request.model })
    case 'product':
      return callApi(submitProduct, { info, targetStep, model: request.model })
    case 'schedule':
      return callApi(submitSchedule, { info, targetStep, model: request.model })
    case 'contact':
      return callApi(submitContact, { info, targetStep, model: request.model })
    case 'confirm':
      return callApi(submitConfirm, { info, targetStep })
  }
}

export const bookingWizardActors = (runtime: AppRuntime) => ({
  startBooking: fromEffect(runtime, (request: StartBookingRequest) =>
    callApi(startBooking, request).pipe(withRetries(BOOKING_RETRIES)),
  ),
  submitStep: fromEffect(runtime, (request: SubmitRequest) => withRetries(BOOKING_RETRIES)(submitCall(request))),
  // Placing the order is idempotent on the server, so a retry after a lost answer cannot book twice.
  confirmBooking: fromEffect(runtime, (request: { orderModel: BookingOrder }) =>
    callApi(confirmBooking, request).pipe(withRetries(BOOKING_RETRIES)),
  ),
})
