// Listing calls (SPEC §7 Listing) under the product backend: the two lists. The viewer's calls are beside it
// (listing-viewer.ts, photo-zips.ts).
import { Hono } from 'hono'
import { exploreListings, myListings } from '../../src/schemas/api/listing'
import { searchListings } from '../listings/search'
import type { AppDeps, AppEnv } from './context'
import { ApiError } from './errors'
import { readJson } from './request-body'

export function listingRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .post('/listing/explore', async (c) => {
      const terms = await readJson(c, exploreListings.request)
      return c.json(await searchListings(db.kysely, { kind: 'explore' }, terms))
    })
    .post('/listing/my', async (c) => {
      const terms = await readJson(c, myListings.request)
      const user = c.get('user')
      if (!user)
        throw new ApiError(401, {
          statusError: 'Please sign in to see your listings.',
          message: 'Please sign in to see your listings.',
        })
      return c.json(await searchListings(db.kysely, { kind: 'my', user }, terms))
    })
}
