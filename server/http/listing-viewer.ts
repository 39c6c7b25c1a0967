// The listing viewer's calls (SPEC §7 Listing): POST /listing/get with the passcode, offline, permission and debug
// rules, and GET /listing/metadata/{tourName} for link previews. Rules: docs/server-behaviour.md, Listing viewer.
import { type Context, Hono } from 'hono'
import { getListing, getListingMetadata } from '../../src/schemas/api/listing'
import { grantListingAccess } from '../auth/listing-access'
import { verifyPassword } from '../auth/passwords'
import { PASSCODE_PER_ADDRESS, release, reserve, waitWords } from '../auth/throttle'
import type { ListingRow } from '../db/schema'
import { metadataTags } from '../domain/listing-metadata'
import { hasPublicMetadata, publicMetadata } from '../listings/metadata'
import { clientAddress } from './client-address'
import type { AppDeps, AppEnv } from './context'
import { ApiError } from './errors'
import { requestLinkOrigin } from './link-origin'
import { listingForCaller, listingNotFound } from './listing-for-caller'
import { listingAsSeenBy } from './listing-page-data'
import { decodeFields, readJson } from './request-body'

/** The spec's words for a wrong passcode (SPEC §8), exactly. */
export const INCORRECT_PASSCODE = 'incorrect passcode'

export function listingViewerRoutes(deps: AppDeps) {
  const { db, config } = deps
  /**
   * Checks a passcode, throws 403 or 429. Every try is counted per client address and listing before the passcode is
   * compared (atomically, so a burst cannot slip past the limit); a right passcode gives its try back, so people
   * sharing an office's address are not held up by each other's successes.
   */
  const checkPasscode = async (c: Context<AppEnv>, row: ListingRow, passcode: string) => {
    const key = `passcode:${clientAddress(c, config)}:${row.id}`
    const wait = await reserve(db.kysely, key, PASSCODE_PER_ADDRESS)
    if (wait > 0) {
      const message = `Too many passcode attempts. Please wait ${waitWords(wait)} and try again.`
      throw new ApiError(429, { statusError: message, message })
    }
    if (!(await verifyPassword(row.passcode_hash ?? '', passcode))) {
      throw new ApiError(403, { statusError: INCORRECT_PASSCODE, message: INCORRECT_PASSCODE })
    }
    await release(db.kysely, key)
  }

  return new Hono<AppEnv>()
    .post('/listing/get', async (c) => {
      const request = await readJson(c, getListing.request)
      const found = await listingForCaller(c, deps, request.tourName)
      if (!found || found.visibility === 'notFound') throw listingNotFound()
      const { row, permissions } = found
      if (found.visibility === 'passcodeRequired') {
        // Nothing but the fact that a passcode is needed (ARCHITECTURE §4).
        if (request.passcode === undefined) return c.json({ tourName: row.tour_name, passcodeRequired: true as const })
        await checkPasscode(c, row, request.passcode)
        grantListingAccess(c, config, row.tour_name)
      }
      return c.json(await listingAsSeenBy(c, deps, { row, permissions }, request.debugMode))
    })
    .get('/listing/metadata/:tourName', async (c) => {
      // The path's name passes the request-text bounds like any field (a NUL there would reach the database).
      const { tourName } = decodeFields(getListingMetadata.request, { tourName: c.req.param('tourName') })
      const found = await listingForCaller(c, deps, tourName)
      if (!found || !hasPublicMetadata(found.row)) throw listingNotFound()
      const origin = requestLinkOrigin(c, config)
      const tags = metadataTags(await publicMetadata(db.kysely, config, found.row, origin), config.brandName)
      c.header('Cache-Control', 'no-cache')
      return c.html(`<head>\n    ${tags}\n</head>\n`)
    })
}
