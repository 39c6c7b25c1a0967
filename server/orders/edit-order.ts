// POST /booking/editorder (issue 16; SPEC §6 order admin): an order admin's edits of a placed order, in one
// transaction under the order's row lock (the lock changeorder takes, so an edit and a reschedule of one order run one
// after the other): the owner by e-mail (the account with that e-mail becomes the owner, or nobody until it exists),
// the photographer's instructions, and adjustments, with the order's tax recomputed from its totals. Anyone else is
// refused as for the draft calls.
import type { Kysely, Updateable } from 'kysely'
import type { EditOrderRequest } from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import { callerOf } from '../booking/facts'
import { contactOfOrder } from '../booking/order-model'
import type { Config } from '../config'
import type { Database, OrdersTable, UserRow } from '../db/schema'
import { orderMoney } from '../domain/order-money'
import { ApiError, notFound } from '../http/errors'
import { ORDER_NOT_FOUND } from './change-order'
import { changeView } from './change-view'
import { findOrderForChange } from './order-for-change'

export const ORDER_ADMINS_ONLY = 'Only order admins can do this.'

export async function editOrder(
  db: Kysely<Database>,
  config: Config,
  user: UserRow | undefined,
  request: EditOrderRequest,
  now = new Date(),
): Promise<Order> {
  if (!callerOf(user).isAdmin) throw new ApiError(403, { statusError: ORDER_ADMINS_ONLY, message: ORDER_ADMINS_ONLY })
  return db.transaction().execute(async (trx) => {
    const found = await findOrderForChange(trx, request.orderId, user, { forUpdate: true })
    if (!found) throw notFound(ORDER_NOT_FOUND)
    const { row } = found
    const set: Updateable<OrdersTable> = {}
    if (request.ownerEmail !== undefined) {
      const email = request.ownerEmail.toLowerCase()
      const owner = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
      Object.assign(set, { owner_email: email, owner_user_id: owner?.id ?? null })
    }
    if (request.photographerInstructions !== undefined) {
      const contact = contactOfOrder(row)
      set.contacts = JSON.stringify({ ...contact, photographerInstructions: request.photographerInstructions })
    }
    let adjustments = row.price_adjustments
    if (request.addAdjustment) adjustments = [...adjustments, { id: crypto.randomUUID(), ...request.addAdjustment }]
    if (request.removeAdjustmentId !== undefined) {
      const before = adjustments.length
      adjustments = adjustments.filter((a) => a.id !== request.removeAdjustmentId)
      if (adjustments.length === before)
        throw new ApiError(404, {
          statusError: 'This adjustment could not be found.',
          message: 'This adjustment could not be found.',
        })
    }
    if (adjustments !== row.price_adjustments) {
      const priceAdjustmentsTotal = adjustments.reduce((sum, a) => sum + a.amount, 0)
      const money = orderMoney({
        productTotal: row.product_total_cents,
        discountTotal: row.discount_total_cents,
        planRedemptionTotal: row.plan_redeemed_cents,
        travelTotal: row.travel_total_cents,
        priceAdjustmentsTotal,
        taxRate: row.tax_rate_basis_points / 10_000,
      })
      Object.assign(set, {
        price_adjustments: JSON.stringify(adjustments),
        price_adjustments_total_cents: priceAdjustmentsTotal,
        tax_total_cents: money.taxTotal,
      })
    }
    if (Object.keys(set).length > 0) await trx.updateTable('orders').set(set).where('id', '=', row.id).execute()
    const after = await trx.selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    return changeView(trx, config, after, user, now)
  })
}
