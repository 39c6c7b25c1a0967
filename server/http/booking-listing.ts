// POST /booking/getforlisting (SPEC §7 Order flow): a listing's orders for its dashboard's order tabs, for those
// who hold the listing's `order` permission (its owner, order admins, internal admins). Everyone else gets the
// listing's not-found answer, as from /listing/get, so the call tells nothing about listings one may not see.
import { Hono } from 'hono'
import { getOrdersForListing } from '../../src/schemas/api/order'
import { callerOf } from '../booking/facts'
import { orderModel } from '../booking/order-model'
import { loadCatalogue, loadPhotographers } from '../booking/world'
import { loadOrderChanges } from '../orders/order-history'
import type { AppDeps, AppEnv } from './context'
import { listingNotFound, visibleListing } from './listing-for-caller'
import { readJson } from './request-body'

export function ordersForListingRoutes(deps: AppDeps) {
  const kysely = deps.db.kysely
  return new Hono<AppEnv>().post('/booking/getforlisting', async (c) => {
    const request = await readJson(c, getOrdersForListing.request)
    const { row, permissions } = await visibleListing(c, deps, request.tourName)
    if (!permissions.includes('order')) throw listingNotFound()
    const orders = await kysely
      .selectFrom('orders')
      .selectAll()
      .where('listing_id', '=', row.id)
      .orderBy('created_at')
      .execute()
    const ids = [...new Set(orders.map((o) => o.photographer_id).filter((id): id is string => id !== null))]
    const now = new Date()
    const [catalogue, photographers, changes] = await Promise.all([
      loadCatalogue(kysely),
      loadPhotographers(kysely, { from: now, to: now }, ids),
      loadOrderChanges(
        kysely,
        orders.map((o) => o.id),
      ),
    ])
    const viewer = { isAdmin: callerOf(c.get('user')).isAdmin }
    return c.json(
      orders.map((o) =>
        orderModel(
          o,
          catalogue,
          photographers.find((p) => p.id === o.photographer_id),
          viewer,
          changes.get(o.id),
        ),
      ),
    )
  })
}
