// POST /listing/insights (ours; issue 17): what visitors did on a listing, for holders of its `order` permission
// (the dashboard's users). Anyone else gets the listing's 404, so the answer says nothing about the listing.
import { Hono } from 'hono'
import { getInsights } from '../../src/schemas/api/listing'
import { listingInsights } from '../listings/insights'
import type { AppDeps, AppEnv } from './context'
import { listingForCaller, listingNotFound } from './listing-for-caller'
import { readJson } from './request-body'

export function listingInsightsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/listing/insights', async (c) => {
    const request = await readJson(c, getInsights.request)
    const found = await listingForCaller(c, deps, request.tourName)
    if (!found?.permissions.includes('order')) throw listingNotFound()
    c.header('Cache-Control', 'private, no-store')
    return c.json(await listingInsights(deps.db.kysely, found.row, request.period, new Date()))
  })
}
