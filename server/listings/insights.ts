// What visitors did on a listing (issue 17, the dashboard's Insights), read from its visits and their events: visits
// and unique visitors per day in the listing's zone, where they came from, the median time a visit stayed, and per
// tour scene the visits that entered it and the time spent there. The owner's own visits are left out (they would
// count every look at the dashboard). Rules without the database: server/domain/insights.ts.
import { type Kysely, sql } from 'kysely'
import type { Insights, InsightsPeriod, InsightsScene } from '../../src/schemas/Insights'
import type { Database, ListingRow } from '../db/schema'
import { dailySeries, median, periodDays, withheldWith, withhold } from '../domain/insights'
import { cachedTourConfig } from './tour-config'

const DEFAULT_ZONE = 'America/Chicago'

/** The listing's zone: its latest order's (the demo city's when it has none). */
async function zoneOf(db: Kysely<Database>, listingId: string): Promise<string> {
  const order = await db
    .selectFrom('orders')
    .select('time_zone')
    .where('listing_id', '=', listingId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  return order?.time_zone ?? DEFAULT_ZONE
}

export async function listingInsights(
  db: Kysely<Database>,
  row: ListingRow,
  period: InsightsPeriod,
  now: Date,
): Promise<Insights> {
  const timeZone = await zoneOf(db, row.id)
  const days = periodDays(now, timeZone, period)
  const from = days[0] as string
  const to = days[days.length - 1] as string
  const localDay = sql<string>`to_char(visits.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`
  // The period's visits of this listing, from the first local day on, without the owner's own.
  const visits = db
    .selectFrom('visits')
    .where('visits.tour_name', '=', row.tour_name)
    // A day more than the period in UTC lets the index (tour_name, created_at) narrow the rows; the zone's days decide.
    .where('visits.created_at', '>=', new Date(now.getTime() - (period + 1) * 86_400_000))
    .where(localDay, '>=', from)
    .where(localDay, '<=', to)
    .$if(row.owner_user_id !== null, (q) =>
      q.where((eb) => eb.or([eb('visits.user_id', 'is', null), eb('visits.user_id', '!=', row.owner_user_id)])),
    )

  const [perDay, totals, sources, lengths, scenes, config] = await Promise.all([
    visits
      .select([
        localDay.as('date'),
        sql<number>`count(*)::int`.as('visits'),
        sql<number>`count(distinct visits.visitor_key_hash)::int`.as('visitors'),
      ])
      // By position: the zone travels as a parameter, so the same expression written twice would not match.
      .groupBy(sql`1`)
      .execute(),
    visits
      .select([
        sql<number>`count(*)::int`.as('visits'),
        sql<number>`count(distinct visits.visitor_key_hash)::int`.as('visitors'),
      ])
      .executeTakeFirstOrThrow(),
    visits
      .select([
        sql<string>`coalesce(visits.source_kind, 'direct')`.as('kind'),
        'visits.source_host as host',
        sql<number>`count(*)::int`.as('visits'),
      ])
      .groupBy([sql`coalesce(visits.source_kind, 'direct')`, 'visits.source_host'])
      .orderBy('visits', 'desc')
      .execute(),
    // How long each visit stayed: the time of its last event since the page loaded.
    visits
      .innerJoin('visit_events', 'visit_events.visit_id', 'visits.id')
      .select(sql<number>`max(visit_events.time_ms)::float8`.as('ms'))
      .groupBy('visits.id')
      .execute(),
    visits
      .innerJoin('visit_events', 'visit_events.visit_id', 'visits.id')
      .where('visit_events.scene_code', 'is not', null)
      .select([
        'visit_events.scene_code as sceneCode',
        sql<number>`count(distinct visits.id) filter (where visit_events.type = 'sceneArrival')::int`.as('visits'),
        sql<number>`coalesce(sum(visit_events.dwell_ms) filter (where visit_events.type = 'sceneDwell'), 0)::float8`.as(
          'dwellMs',
        ),
      ])
      .groupBy('visit_events.scene_code')
      .execute(),
    cachedTourConfig(db, row, false),
  ])

  const byScene = new Map(scenes.map((s) => [s.sceneCode, s]))
  const sceneInsights: InsightsScene[] = (config?.scenes ?? []).map((scene) => {
    const seen = byScene.get(scene.code)
    const count = seen?.visits ?? 0
    return {
      sceneCode: scene.code,
      room: scene.cluster,
      floorId: scene.floor,
      x: scene.x,
      y: scene.y,
      visits: withhold(count),
      totalSeconds: withheldWith(count, Math.round((seen?.dwellMs ?? 0) / 1000)),
    }
  })

  return {
    period,
    from,
    to,
    timeZone,
    visits: withhold(totals.visits),
    visitors: withhold(totals.visitors),
    medianSeconds: withheldWith(lengths.length, Math.round((median(lengths.map((l) => Number(l.ms))) ?? 0) / 1000)),
    days: dailySeries(days, perDay),
    sources: sources.map((s) => ({
      kind: s.kind as Insights['sources'][number]['kind'],
      host: s.host,
      visits: withhold(s.visits),
    })),
    scenes: sceneInsights,
  }
}
