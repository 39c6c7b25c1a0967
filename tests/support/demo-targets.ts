// Listings of the demo world in each state the access rules care about, none owned by any demo account unless its name
// says so, with their media files written (tests/support/demo-media.ts). A few are changed from the seeded world to
// reach states the demo does not seed: photos that exist but are not delivered, a tour ready but not delivered, and a
// hidden scene.
import { expect } from 'vitest'
import { placeListingDocuments, writeDemoMedia } from './demo-media'
import { seedTestWorld } from './demo-world'
import type { TestServer } from './test-server'

export interface DemoTarget {
  readonly tourName: string
  readonly street: string
  readonly orderCode: string
  readonly startingScene: string
  /** Its photos' codes and names in order, hidden ones included ('' when it has none). */
  readonly visiblePhoto: string
  readonly hiddenPhoto: string
  readonly hiddenPhotoName: string
  /** A floor with a drawing. */
  readonly floor: string
  /** Cached floor plan page, PDF and photo zip (tests/support/demo-media.ts placeListingDocuments). */
  readonly documents: { readonly page: string; readonly pdf: string; readonly zip: string }
}

export type TargetName =
  | 'ownedPublic'
  | 'public'
  | 'offline'
  | 'passcode'
  | 'planUndelivered'
  | 'photosUndelivered'
  | 'tourUndelivered'
  | 'hiddenScene'

export interface DemoTargets {
  readonly targets: Record<TargetName, DemoTarget>
  /** A scene of hiddenScene's media set that its tour config marks hidden. */
  readonly hiddenSceneCode: string
}

export async function seedDemoTargets(server: TestServer): Promise<DemoTargets> {
  const db = server.db.kysely
  await seedTestWorld(db)
  const rows = await db
    .selectFrom('listings')
    .leftJoin('users', 'users.id', 'listings.owner_user_id')
    .select([
      'listings.id',
      'tour_name',
      'is_offline',
      'passcode_hash',
      'fully_delivered',
      'tour_delivered',
      'photos_delivered',
      'media_set_id',
      'users.email as owner_email',
    ])
    .orderBy('tour_name')
    .execute()
  const open = (r: (typeof rows)[number]) => !r.is_offline && r.passcode_hash === null
  const owned = rows.filter((r) => r.owner_email === 'owner@showhome.example')
  const unowned = rows.filter((r) => r.owner_email === null)
  const delivered = unowned.filter((r) => r.fully_delivered && open(r))
  const picks: Record<TargetName, (typeof rows)[number] | undefined> = {
    ownedPublic: owned.find((r) => r.fully_delivered && open(r)),
    public: delivered[0],
    offline: unowned.find((r) => r.is_offline && r.fully_delivered),
    passcode: unowned.find((r) => r.passcode_hash !== null && r.fully_delivered),
    planUndelivered: unowned.find((r) => open(r) && r.tour_delivered && !r.photos_delivered && r.media_set_id),
    photosUndelivered: delivered[1],
    tourUndelivered: delivered[2],
    // Another media set than public's, so hiding one of its scenes leaves public's tour whole.
    hiddenScene: delivered.find((r) => r.media_set_id !== delivered[0]?.media_set_id),
  }
  expect(Object.values(picks).every(Boolean), JSON.stringify(picks)).toBe(true)
  const id = (name: TargetName) => picks[name]?.id as string
  await db
    .updateTable('listings')
    .set({ photos_delivered: false, floorplan_delivered: false, fully_delivered: false })
    .where('id', '=', id('photosUndelivered'))
    .execute()
  await db
    .updateTable('listings')
    .set({ tour_delivered: false, fully_delivered: false })
    .where('id', '=', id('tourUndelivered'))
    .execute()
  const hiddenSet = picks.hiddenScene?.media_set_id as string
  const set = await db
    .selectFrom('media_sets')
    .select('tour_config')
    .where('id', '=', hiddenSet)
    .executeTakeFirstOrThrow()
  const config = set.tour_config as {
    scenes: Array<{ code: string; hidden: boolean }>
    starting: { sceneCode: string }
  }
  const hiddenScene = config.scenes.find((s) => s.code !== config.starting.sceneCode) as { code: string }
  const scenes = config.scenes.map((s) => (s.code === hiddenScene.code ? { ...s, hidden: true } : s))
  await db
    .updateTable('media_sets')
    .set({ tour_config: JSON.stringify({ ...config, scenes }) })
    .where('id', '=', hiddenSet)
    .execute()
  await writeDemoMedia(server)

  const targets = {} as Record<TargetName, DemoTarget>
  for (const [name, row] of Object.entries(picks) as Array<[TargetName, (typeof rows)[number]]>) {
    const listing = await db
      .selectFrom('listings')
      .innerJoin('media_sets', 'media_sets.id', 'listings.media_set_id')
      .select(['street', 'starting_scene', 'media_sets.floorplan'])
      .where('listings.id', '=', row.id)
      .executeTakeFirstOrThrow()
    const photos = await db
      .selectFrom('listing_photos')
      .select(['code', 'name', 'hidden'])
      .where('listing_id', '=', row.id)
      .where('external_link', 'is', null)
      .orderBy('position')
      .execute()
    const order = await db
      .selectFrom('orders')
      .select('order_code')
      .where('listing_id', '=', row.id)
      .executeTakeFirstOrThrow()
    const hidden = photos.find((p) => p.hidden)
    targets[name] = {
      tourName: row.tour_name,
      street: listing.street,
      orderCode: order.order_code,
      startingScene: listing.starting_scene as string,
      visiblePhoto: photos.find((p) => !p.hidden)?.code ?? '',
      hiddenPhoto: hidden?.code ?? '',
      hiddenPhotoName: hidden?.name ?? '',
      floor: (listing.floorplan as { floors: Array<{ id: string }> }).floors[0]?.id as string,
      documents: await placeListingDocuments(server, row.tour_name),
    }
  }
  return { targets, hiddenSceneCode: hiddenScene.code }
}
