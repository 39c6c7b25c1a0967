// Real effects of the change flow: open the order, price a change, make it (SPEC §7 startchange, changeorder, and our
// previewchange), each tried up to the booking wizard's count. changeorder is safe to retry: the server answers a
// change it already made as complete without making it twice.
import { changeOrder, previewChange, startChange } from '../../schemas/api/order'
import { callApi } from '../../services/HttpClient'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { BOOKING_RETRIES } from '../booking-wizard/booking-wizard.actors'
import { fromEffect } from '../shared/fromEffect'

export const changeFlowActors = (runtime: AppRuntime) => ({
  startChange: fromEffect(runtime, (orderId: string) =>
    callApi(startChange, { orderId }).pipe(withRetries(BOOKING_RETRIES)),
  ),
  previewChange: fromEffect(runtime, (request: typeof previewChange.request.Type) =>
    callApi(previewChange, request).pipe(withRetries(BOOKING_RETRIES)),
  ),
  changeOrder: fromEffect(runtime, (request: typeof changeOrder.request.Type) =>
    callApi(changeOrder, request).pipe(withRetries(BOOKING_RETRIES)),
  ),
})
