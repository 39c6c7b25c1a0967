// Real effects of the analytics chart: POST /event through the app's HttpClient. No retries: a lost event is
// cheaper than a page that keeps the network busy for statistics.
import type { AnalyticsEvent } from '../../schemas/AnalyticsEvent'
import { sendEvent } from '../../schemas/api/event'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

export const analyticsActors = (runtime: AppRuntime) => ({
  sendEvent: fromEffect(runtime, (event: AnalyticsEvent) => callApi(sendEvent, event)),
})
