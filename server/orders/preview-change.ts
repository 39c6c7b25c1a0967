// POST /booking/previewchange (issue 16; SPEC §4 Change flow: "on Next, travel and tax totals are recomputed"): the
// order as the asked change would leave it, priced and checked by the same rules and permissions as changeorder,
// with the change terms as of now. Nothing is written or locked: the change itself re-checks everything.
import type { Kysely } from 'kysely'
import type { ChangeOrderRequest } from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import type { Config } from '../config'
import type { Database, UserRow } from '../db/schema'
import { notFound } from '../http/errors'
import { intentOf, ORDER_NOT_FOUND, refuseUnlessAllowed, withChosenPhotographer } from './change-order'
import { changeView } from './change-view'
import { findOrderForChange } from './order-for-change'

export async function previewChange(
  db: Kysely<Database>,
  config: Config,
  user: UserRow | undefined,
  request: ChangeOrderRequest,
  now = new Date(),
): Promise<Order> {
  const found = await findOrderForChange(db, request.orderId, user)
  if (!found || !user || found.role === 'none') throw notFound(ORDER_NOT_FOUND)
  refuseUnlessAllowed(found, request, now)
  const view = await changeView(db, config, found.row, user, now, intentOf(request, found.row))
  return request.cancel ? view : withChosenPhotographer(view, request)
}
