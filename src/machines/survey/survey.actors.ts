// Real effects of the survey: POST /listing/feedback-rating and /listing/feedback-comment, each answering the
// caller's feedback as now saved. Saving the same answer twice is harmless, so both are retried.
import { commentOnAppointment, rateAppointment } from '../../schemas/api/listing'
import { callApi } from '../../services/HttpClient'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { BOOKING_RETRIES } from '../booking-wizard/booking-wizard.actors'
import { fromEffect } from '../shared/fromEffect'

export const surveyActors = (runtime: AppRuntime) => ({
  saveRating: fromEffect(runtime, (request: { orderId: string; rating: number }) =>
    callApi(rateAppointment, { orderId: request.orderId, appointmentRating: request.rating }).pipe(
      withRetries(BOOKING_RETRIES),
    ),
  ),
  saveComment: fromEffect(runtime, (request: { orderId: string; comment: string }) =>
    callApi(commentOnAppointment, { orderId: request.orderId, appointmentComments: request.comment }).pipe(
      withRetries(BOOKING_RETRIES),
    ),
  ),
})
