// /listing/my and /listing/explore (SPEC §7, §2 Explore and My listings): one page of 60 listing summaries with the
// total count. Explore shows public listings (online, no passcode, tour delivered); My listings shows what the user
// owns, orders placed with their verified e-mail (claimed listings), and for admins every listing.
import { type Kysely, sql } from 'kysely'
import type { ListingPage, SearchTerms } from '../../src/schemas/api/listing'
import { LISTING_PAGE_SIZE } from '../../src/schemas/constants'
import type { Database, ListingRow, UserRow } from '../db/schema'
import { type ListingPermission, listingPermissions } from '../domain/permissions'
import { shownPartsOf } from './listing'
import { addressOf, photoOf, statsOf } from './mapping'
import { coverPhotos } from './photos'

export type ListingScope = { kind: 'explore' } | { kind: 'my'; user: UserRow }

/** 'kenm ave' → 'kenm:* & ave:*': every word must match the start of a word in the listing. */
export function searchQuery(filter: string): string | undefined {
  const words = filter
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  return words.length === 0 ? undefined : words.map((w) => `${w}:*`).join(' & ')
}

export async function searchListings(
  db: Kysely<Database>,
  scope: ListingScope,
  terms: SearchTerms,
): Promise<ListingPage> {
  let query = db.selectFrom('listings')
  if (scope.kind === 'explore') {
    query = query.where('is_offline', '=', false).where('passcode_hash', 'is', null).where('tour_ready', '=', true)
  } else if (scope.user.role === 'user') {
    const { id, email, is_verified } = scope.user
    query = query.where((eb) =>
      eb.or([
        eb('owner_user_id', '=', id),
        ...(is_verified
          ? [
              eb.exists(
                eb
                  .selectFrom('orders')
                  .select('orders.id')
                  .whereRef('orders.listing_id', '=', 'listings.id')
                  .where('orders.owner_email', '=', email),
              ),
            ]
          : []),
      ]),
    )
  }
  const tsQuery = terms.filter ? searchQuery(terms.filter) : undefined
  if (tsQuery) query = query.where(sql<boolean>`search @@ to_tsquery('simple', ${tsQuery})`)
  if (terms.geohash) query = query.where('geohash', 'like', `${terms.geohash.replace(/[%_]/g, '')}%`)
  if (terms.market) query = query.where('market', '=', terms.market)
  if (terms.brokerage) query = query.where('brokerage', '=', terms.brokerage)
  if (terms.office) query = query.where('office', '=', terms.office)
  if (terms.team) query = query.where('team', '=', terms.team)

  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const totalCount = Number(total)
  const lastPage = Math.max(1, Math.ceil(totalCount / LISTING_PAGE_SIZE))
  const pageNumber = Math.min(Math.max(1, terms.page ?? 1), lastPage)
  const rows = await query
    .selectAll('listings')
    .orderBy('published_at', (ob) => ob.desc().nullsLast())
    .orderBy('tour_name')
    .limit(LISTING_PAGE_SIZE)
    .offset((pageNumber - 1) * LISTING_PAGE_SIZE)
    .execute()
  const user = scope.kind === 'my' ? scope.user : undefined
  const covers = await coverPhotos(
    db,
    rows.map((r) => r.id),
  )
  const cover = (id: string, tourName: string) => {
    const photo = covers.get(id)
    return photo ? photoOf(tourName, photo) : null
  }
  const summary = (row: ListingRow, permissions: ReadonlyArray<ListingPermission>) => ({
    tourName: row.tour_name,
    tourReady: row.tour_ready,
    offline: row.is_offline,
    passcode: row.passcode_hash !== null,
    address: addressOf(row),
    location: { lat: row.lat, lng: row.lng },
    stats: statsOf(row),
    // The cover is one of the listing's photos: none before they are delivered, as in /listing/get.
    coverPhoto: shownPartsOf(row, { permissions, debugMode: false }).photos ? cover(row.id, row.tour_name) : null,
    permissions,
    fullyDelivered: row.fully_delivered,
  })
  return {
    totalCount,
    pageNumber,
    pageSize: LISTING_PAGE_SIZE,
    listings: rows.map((row) => summary(row, listingPermissions(user, { ownerUserId: row.owner_user_id }))),
  }
}
