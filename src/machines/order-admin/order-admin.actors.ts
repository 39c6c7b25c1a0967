// Real effects of the order admin's panel: POST /booking/editorder, tried once. Adding an adjustment is not
// idempotent (each gets a new id), so a lost answer is not retried behind the admin's back: the panel says the save
// failed, and the order's list shows what is on it.
import { editOrder } from '../../schemas/api/order'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

export const orderAdminActors = (runtime: AppRuntime) => ({
  editOrder: fromEffect(runtime, (request: typeof editOrder.request.Type) => callApi(editOrder, request)),
})
