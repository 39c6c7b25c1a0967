// The listing a request names, with what its caller may do: one look-up for every listing endpoint and the page,
// so they all apply the same visibility rule (server/domain/listing-visibility.ts).
import type { Context } from 'hono'
import { hasListingAccess } from '../auth/listing-access'
import { findListingByTourName } from '../db/repos/listings'
import type { ListingRow } from '../db/schema'
import { type ListingVisibility, listingVisibility } from '../domain/listing-visibility'
import { type ListingPermission, listingPermissions } from '../domain/permissions'
import { generationCachePer } from '../listings/lookup-cache'
import type { AppDeps, AppEnv } from './context'
import { notFound } from './errors'

export interface ListingForCaller {
  readonly row: ListingRow
  readonly permissions: ReadonlyArray<ListingPermission>
  readonly visibility: ListingVisibility
}

const rows = generationCachePer<ListingRow | undefined>()

/**
 * The listing's current row: read once until something may have changed it, and shared by concurrent requests
 * (server/listings/lookup-cache.ts). The row is shared too, so nobody may change it.
 */
export function currentListingRow(deps: AppDeps, tourName: string): Promise<ListingRow | undefined> {
  const name = tourName.toLowerCase()
  return rows(deps.db).get(name, () => findListingByTourName(deps.db.kysely, name))
}

/** Undefined when no listing has that name. */
export async function listingForCaller(
  c: Context<AppEnv>,
  deps: AppDeps,
  tourName: string,
): Promise<ListingForCaller | undefined> {
  const row = await currentListingRow(deps, tourName)
  if (!row) return undefined
  const permissions = listingPermissions(c.get('user'), { ownerUserId: row.owner_user_id })
  const isProtected = row.passcode_hash !== null
  const visibility = listingVisibility(
    { offline: row.is_offline, protected: isProtected },
    { permissions, hasAccessCookie: isProtected && hasListingAccess(c, deps.config, row.tour_name) },
  )
  return { row, permissions, visibility }
}

/** One answer for an unknown, an offline and a not-yet-unlocked listing, so none of them tells which it is. */
export const listingNotFound = () => notFound('This listing could not be found.')

/** The listing when the caller may see it now (passcode already given); otherwise the not-found answer. */
export async function visibleListing(c: Context<AppEnv>, deps: AppDeps, tourName: string): Promise<ListingForCaller> {
  const found = await listingForCaller(c, deps, tourName)
  if (found?.visibility !== 'visible') throw listingNotFound()
  return found
}
