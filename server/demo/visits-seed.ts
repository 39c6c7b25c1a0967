// Stores a few weeks of synthetic visits for the demo owner's listings (issue 17; drawn by dataset/visits.ts), once,
// on a fresh demo: the Insights view then shows a living listing on `npm start`. Tests seed their own visits.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { demoVisits, type VisitScene } from './dataset/visits'
import { seededRandom } from './house/random'

const BATCH = 500

export async function seedDemoVisits(db: Kysely<Database>, now: Date): Promise<number> {
  const listings = await db
    .selectFrom('listings')
    .innerJoin('users', 'users.id', 'listings.owner_user_id')
    .leftJoin('media_sets', 'media_sets.id', 'listings.media_set_id')
    .select(['listings.id', 'listings.tour_name', 'listings.starting_scene', 'media_sets.tour_config'])
    .where('users.email', '=', 'owner@showhome.example')
    .where('listings.tour_delivered', '=', true)
    .orderBy('listings.tour_name')
    .execute()
  const random = seededRandom(20261127)
  let stored = 0
  for (const listing of listings) {
    const agent = await db
      .selectFrom('listing_agents')
      .innerJoin('agents', 'agents.id', 'listing_agents.agent_id')
      .select('agents.website')
      .where('listing_agents.listing_id', '=', listing.id)
      .executeTakeFirst()
    const config = listing.tour_config as { scenes?: ReadonlyArray<VisitScene & { hidden?: boolean }> } | null
    const visits = demoVisits(
      {
        tourName: listing.tour_name,
        scenes: (config?.scenes ?? []).filter((s) => !s.hidden),
        startingScene: listing.starting_scene,
        agentHost: agent?.website ? new URL(agent.website).hostname : 'realty.example.com',
      },
      now,
      random.fork(listing.tour_name),
    )
    for (let i = 0; i < visits.length; i += BATCH) {
      const batch = visits.slice(i, i + BATCH)
      const ids = await db
        .insertInto('visits')
        .values(
          batch.map((v) => ({
            created_at: v.createdAt,
            client_date: v.createdAt.toISOString(),
            page_path: v.pagePath,
            tour_name: listing.tour_name,
            visitor_key_hash: v.visitorKeyHash,
            source_kind: v.sourceKind,
            source_host: v.sourceHost,
          })),
        )
        .returning('id')
        .execute()
      const events = batch.flatMap((v, n) =>
        v.events.map((e, index) => ({
          visit_id: (ids[n] as { id: string }).id,
          index,
          type: e.type,
          time_ms: e.timeMs,
          page_path: v.pagePath,
          received_at: new Date(v.createdAt.getTime() + e.timeMs),
          scene_code: e.sceneCode,
          dwell_ms: e.dwellMs,
        })),
      )
      for (let j = 0; j < events.length; j += BATCH * 4) {
        await db
          .insertInto('visit_events')
          .values(events.slice(j, j + BATCH * 4))
          .execute()
      }
      stored += batch.length
    }
  }
  return stored
}
