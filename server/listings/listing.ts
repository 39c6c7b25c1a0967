// The whole listing as the viewer reads it (SPEC §3 Listing, §7 POST /listing/get), for a caller already allowed
// to see it (server/domain/listing-visibility.ts decides that). What of it the caller receives depends on their
// permissions and debug mode: hidden photos, undelivered media and other people's feedback.
import type { Kysely } from 'kysely'
import type { Agent, Listing } from '../../src/schemas/Listing'
import type { Database, ListingRow } from '../db/schema'
import { stripActiveContent } from '../domain/html-text'
import {
  type DeliveryFacts,
  mediaAccess,
  type ShownParts,
  seesHiddenPhotos,
  shownParts,
} from '../domain/listing-visibility'
import type { ListingPermission } from '../domain/permissions'
import { withRooms } from '../domain/photo-rooms'
import { floorplanOf } from './floorplan'
import { addressOf, statsOf } from './mapping'
import { listingPhotos } from './photos'
import { listingStatus } from './status'
import { cachedTourConfig } from './tour-config'
import { portraitUrl } from './urls'

export interface ListingViewer {
  readonly userId: string | undefined
  readonly permissions: ReadonlyArray<ListingPermission>
  /** The o=f flag (GetListingRequest.debugMode). */
  readonly debugMode: boolean
}

/** What has been delivered of the listing's media; a tour needs a media set to be a tour at all. */
export const deliveryOf = (row: ListingRow): DeliveryFacts => ({
  tourReady: row.tour_ready && row.media_set_id !== null,
  tourDelivered: row.tour_delivered,
  photosDelivered: row.photos_delivered,
  floorplanDelivered: row.floorplan_delivered,
})

/** Which of the listing's media this viewer is shown. */
export const shownPartsOf = (row: ListingRow, viewer: Pick<ListingViewer, 'permissions' | 'debugMode'>) =>
  shownParts(deliveryOf(row), viewer.debugMode, viewer.permissions)

/** Which of the listing's files /media serves to a caller holding these permissions (the same rule). */
export const mediaAccessOf = (row: ListingRow, permissions: ReadonlyArray<ListingPermission>) =>
  mediaAccess(deliveryOf(row), permissions)

export async function fullListing(
  db: Kysely<Database>,
  row: ListingRow,
  viewer: ListingViewer,
  now = new Date(),
): Promise<Listing> {
  const shown = shownPartsOf(row, viewer)
  const [photos, config, agents, floorplan, status] = await Promise.all([
    shown.photos ? listingPhotos(db, row, seesHiddenPhotos(viewer.permissions)) : [],
    // The tour's rooms name the photos' rooms, only when the visitor may see the tour.
    shown.photos && shown.tour ? cachedTourConfig(db, row, false) : undefined,
    listingAgents(db, row.id),
    listingFloorplan(db, row, shown),
    listingStatus(
      db,
      row,
      {
        userId: viewer.userId,
        global: viewer.permissions.includes('global'),
        timeline: viewer.permissions.includes('order'),
      },
      now,
    ),
  ])
  return {
    tourName: row.tour_name,
    // The listing's own id: media sets are shared between listings, so they cannot name a listing's tour.
    tourId: row.id,
    tourReady: shown.tour,
    tourConfigVersion: row.tour_config_version,
    startingSceneId: row.starting_scene,
    offline: row.is_offline,
    passcode: row.passcode_hash !== null,
    permissions: [...viewer.permissions],
    description: stripActiveContent(row.description),
    location: { lat: row.lat, lng: row.lng },
    photos: withRooms(photos, config),
    floorplan,
    agents,
    address: addressOf(row),
    stats: statsOf(row),
    status,
  }
}

async function listingAgents(db: Kysely<Database>, listingId: string): Promise<Agent[]> {
  const rows = await db
    .selectFrom('listing_agents')
    .innerJoin('agents', 'agents.id', 'listing_agents.agent_id')
    .select([
      'agents.name',
      'agents.company',
      'agents.title',
      'agents.phone',
      'agents.email',
      'agents.website',
      'agents.photo_key',
    ])
    .where('listing_agents.listing_id', '=', listingId)
    .orderBy('listing_agents.position')
    .execute()
  // An empty string is no value; the schema's URL must not be empty.
  const text = (value: string | null) => (value?.trim() ? value : null)
  return rows.map((a) => ({
    name: a.name,
    company: text(a.company),
    title: text(a.title),
    phone: text(a.phone),
    email: text(a.email),
    website: text(a.website),
    photoUrl: a.photo_key ? portraitUrl(a.photo_key) : null,
  }))
}

async function listingFloorplan(db: Kysely<Database>, row: ListingRow, shown: ShownParts) {
  if (!shown.floorplan || row.media_set_id === null) return null
  const set = await db
    .selectFrom('media_sets')
    .select('floorplan')
    .where('id', '=', row.media_set_id)
    .executeTakeFirst()
  return set?.floorplan ? floorplanOf(row.tour_name, row.id, set.floorplan) : null
}
