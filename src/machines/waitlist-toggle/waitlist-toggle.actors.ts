// Real effect of the waitlist toggle: POST /booking/enable-waitlist, retried like the order flow's calls (setting a
// flag twice is harmless).
import { enableWaitlist } from '../../schemas/api/order'
import { callApi } from '../../services/HttpClient'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { BOOKING_RETRIES } from '../booking-wizard/booking-wizard.actors'
import { fromEffect } from '../shared/fromEffect'

export const waitlistToggleActors = (runtime: AppRuntime) => ({
  enableWaitlist: fromEffect(runtime, (request: { orderId: string; enabled: boolean }) =>
    callApi(enableWaitlist, request).pipe(withRetries(BOOKING_RETRIES)),
  ),
})
