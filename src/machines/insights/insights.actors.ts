// Real effect of the Insights: POST /listing/insights, retried when the server could not be reached (reading twice
// is harmless).
import { getInsights } from '../../schemas/api/listing'
import type { InsightsPeriod } from '../../schemas/Insights'
import { callApi } from '../../services/HttpClient'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { BOOKING_RETRIES } from '../booking-wizard/booking-wizard.actors'
import { fromEffect } from '../shared/fromEffect'

export const insightsActors = (runtime: AppRuntime) => ({
  loadInsights: fromEffect(runtime, (request: { tourName: string; period: InsightsPeriod }) =>
    callApi(getInsights, request).pipe(withRetries(BOOKING_RETRIES)),
  ),
})
