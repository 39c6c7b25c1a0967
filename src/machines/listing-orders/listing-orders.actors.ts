// Real effect of the Orders tab's chart: POST /booking/getforlisting, retried when the server is unreachable (a read).
import { getOrdersForListing } from '../../schemas/api/order'
import { callApi } from '../../services/HttpClient'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { BOOKING_RETRIES } from '../booking-wizard/booking-wizard.actors'
import { fromEffect } from '../shared/fromEffect'

export const listingOrdersActors = (runtime: AppRuntime) => ({
  getOrders: fromEffect(runtime, (tourName: string) =>
    callApi(getOrdersForListing, { tourName }).pipe(withRetries(BOOKING_RETRIES)),
  ),
})
