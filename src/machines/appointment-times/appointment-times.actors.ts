// Real effects of the appointment-times chart: one day's times from the booking backend, retried like every
// booking-wizard call (SPEC §7: 3 tries).
import { Effect } from 'effect'
import { parseIsoDate } from '../../domain/time-slots'
import { getAppointmentTimes } from '../../schemas/api/order'
import { BOOKING_RETRY_COUNT } from '../../schemas/constants'
import { callApi } from '../../services/HttpClient'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'
import type { LoadTimesRequest } from './appointment-times.machine'

export const appointmentTimesActors = (runtime: AppRuntime) => ({
  loadAppointmentTimes: fromEffect(runtime, ({ orderId, date }: LoadTimesRequest) => {
    // The request takes the day as JavaScript's Date does: day 1–31, zero-based month.
    const { year, month, day } = parseIsoDate(date)
    return callApi(getAppointmentTimes, { orderId, day, month, year }).pipe(
      withRetries(BOOKING_RETRY_COUNT),
      Effect.map((answer) => answer.photographers),
    )
  }),
})
