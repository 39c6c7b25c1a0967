// Real effects of the order admin's panel on a draft: each edit is the draft call for it (update-owner,
// photographer-instructions, create-adjustment, delete-adjustment), answered with the draft at CONFIRM, where the
// panel is shown. Tried once, like the placed order's edits: an added adjustment is not idempotent.
import { Effect } from 'effect'
import {
  createAdjustment,
  deleteAdjustment,
  updateOwner,
  updatePhotographerInstructions,
} from '../../schemas/api/booking'
import type { EditOrderRequest } from '../../schemas/api/order'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

const targetStep = 'confirm' as const

/** The draft call an edit request names (exactly one edit per request). */
export const draftEdit = (request: EditOrderRequest) => {
  const { orderId } = request
  if (request.ownerEmail !== undefined)
    return callApi(updateOwner, { orderId, ownerEmail: request.ownerEmail, targetStep })
  if (request.photographerInstructions !== undefined)
    return callApi(updatePhotographerInstructions, {
      orderId,
      photographerInstructions: request.photographerInstructions,
      targetStep,
    })
  if (request.addAdjustment !== undefined)
    return callApi(createAdjustment, { orderId, ...request.addAdjustment, targetStep })
  if (request.removeAdjustmentId !== undefined)
    return callApi(deleteAdjustment, { orderId, adjustmentId: request.removeAdjustmentId, targetStep })
  return Effect.die(new Error('an order admin edit with nothing to change'))
}

export const draftAdminActors = (runtime: AppRuntime) => ({
  editOrder: fromEffect(runtime, draftEdit),
})
