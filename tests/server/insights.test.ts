// The owner's Insights (issue 17; POST /listing/insights): visits and visitors per day in the listing's zone, sources,
// time spent and scenes, with counts under 5 withheld; the owner's own visits left out; nobody else may ask.
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { seedDemoVisits } from '../../server/demo/visits-seed'
import { getInsights } from '../../src/schemas/api/listing'
import { bookingWorld } from '../support/booking-world'

const { server, as } = bookingWorld()
const decode = Schema.decodeUnknownSync(getInsights.response, { onExcessProperty: 'error' })
const db = () => server().db.kysely
const OWNER = 'owner@showhome.example'
const DAY = 86_400_000

/** A delivered listing of the demo owner's, with its tour's first two scenes. */
async function ownedListing() {
  const listing = await db()
    .selectFrom('listings')
    .innerJoin('users', 'users.id', 'listings.owner_user_id')
    .select(['listings.tour_name', 'listings.owner_user_id'])
    .where('users.email', '=', OWNER)
    .where('listings.fully_delivered', '=', true)
    .orderBy('listings.tour_name')
    .executeTakeFirstOrThrow()
  // A clean slate: the demo's synthetic visits are not this test's.
  await db().deleteFrom('visits').where('tour_name', '=', listing.tour_name).execute()
  return listing
}

interface SeedVisit {
  readonly daysAgo: number
  readonly visitor: string
  readonly source?: { kind: string; host: string | null }
  readonly lastEventMs?: number
  readonly scenes?: ReadonlyArray<{ code: string; dwellMs: number }>
  readonly userId?: string | null
}

async function seed(tourName: string, visits: ReadonlyArray<SeedVisit>) {
  const now = Date.now()
  for (const v of visits) {
    const row = await db()
      .insertInto('visits')
      .values({
        created_at: new Date(now - v.daysAgo * DAY),
        tour_name: tourName,
        page_path: `/${tourName}`,
        visitor_key_hash: v.visitor,
        source_kind: v.source?.kind ?? 'direct',
        source_host: v.source?.host ?? null,
        user_id: v.userId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const events = [
      { index: 0, type: 'load', time_ms: 100, scene_code: null, dwell_ms: null },
      ...(v.scenes ?? []).flatMap((s, i) => [
        { index: 1 + i * 2, type: 'sceneArrival', time_ms: 1000, scene_code: s.code, dwell_ms: null },
        { index: 2 + i * 2, type: 'sceneDwell', time_ms: 1000 + s.dwellMs, scene_code: s.code, dwell_ms: s.dwellMs },
      ]),
      { index: 99, type: 'focus', time_ms: v.lastEventMs ?? 60_000, scene_code: null, dwell_ms: null },
    ]
    await db()
      .insertInto('visit_events')
      .values(events.map((e) => ({ ...e, visit_id: row.id, page_path: `/${tourName}` })))
      .execute()
  }
}

const ask = async (email: string | undefined, tourName: string, period = 7, status = 200) => {
  const client = await as(email)
  const res = await client.post('/api/v1/listing/insights', { tourName, period })
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(status)
  return body
}

describe('listing insights', () => {
  it('counts visits and visitors per day, withholding counts under 5, and leaves out the owner’s own', async () => {
    const { tour_name: tourName, owner_user_id: ownerId } = await ownedListing()
    const sceneRow = await db()
      .selectFrom('listings')
      .innerJoin('media_sets', 'media_sets.id', 'listings.media_set_id')
      .select('media_sets.tour_config')
      .where('listings.tour_name', '=', tourName)
      .executeTakeFirstOrThrow()
    const scenes = (sceneRow.tour_config as { scenes: Array<{ code: string; hidden?: boolean }> }).scenes.filter(
      (s) => !s.hidden,
    )
    const [first, second] = scenes.map((s) => s.code)
    // Two days ago: 6 visits by 3 browsers, each staying a minute and seeing the first scene for 10 s.
    const twoDaysAgo = Array.from({ length: 6 }, (_, i) => ({
      daysAgo: 2,
      visitor: `b${i % 3}`,
      scenes: [{ code: first as string, dwellMs: 10_000 }],
    }))
    // Yesterday: 2 visits embedded on a realtor's site, one of them seeing the second scene.
    const yesterday = [
      { daysAgo: 1, visitor: 'b9', source: { kind: 'embedded', host: 'realty.example.com' } },
      {
        daysAgo: 1,
        visitor: 'b9',
        source: { kind: 'embedded', host: 'realty.example.com' },
        scenes: [{ code: second as string, dwellMs: 4000 }],
      },
    ]
    // The owner's own look, and a visit older than the period: neither counts.
    const others = [
      { daysAgo: 1, visitor: 'owner', userId: ownerId },
      { daysAgo: 30, visitor: 'old' },
    ]
    await seed(tourName, [...twoDaysAgo, ...yesterday, ...others])

    const insights = decode(await ask(OWNER, tourName))
    expect(insights.period).toBe(7)
    expect(insights.days).toHaveLength(7)
    expect(insights.to).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: insights.timeZone }).format(new Date()))
    expect(insights.visits).toBe(8)
    // Four browsers in all: withheld.
    expect(insights.visitors).toBeNull()
    const day = (daysAgo: number) =>
      insights.days.find(
        (d) =>
          d.date ===
          new Intl.DateTimeFormat('en-CA', { timeZone: insights.timeZone }).format(
            new Date(Date.now() - daysAgo * DAY),
          ),
      )
    expect(day(2)).toEqual(expect.objectContaining({ visits: 6, visitors: null }))
    expect(day(1)).toEqual(expect.objectContaining({ visits: null, visitors: null }))
    expect(day(3)).toEqual(expect.objectContaining({ visits: 0, visitors: 0 }))
    expect(insights.medianSeconds).toBe(60)
    expect(insights.sources).toEqual([
      { kind: 'direct', host: null, visits: 6 },
      { kind: 'embedded', host: 'realty.example.com', visits: null },
    ])
    const scene = (code: string | undefined) => insights.scenes.find((s) => s.sceneCode === code)
    expect(scene(first)).toMatchObject({ visits: 6, totalSeconds: 60 })
    expect(scene(second)).toMatchObject({ visits: null, totalSeconds: null })
    expect(insights.scenes).toHaveLength(scenes.length)
  })

  it('is for holders of the order permission only: others get the listing’s 404', async () => {
    const { tour_name: tourName } = await ownedListing()
    await ask('visitor@showhome.example', tourName, 7, 404)
    await ask(undefined, tourName, 7, 404)
    // Order admins and internal admins hold it on every listing.
    decode(await ask('orders@showhome.example', tourName, 28))
    decode(await ask('admin@showhome.example', tourName, 90))
  })

  it('answers only the periods the view offers', async () => {
    const { tour_name: tourName } = await ownedListing()
    const refused = await ask(OWNER, tourName, 365, 400)
    expect(Object.keys(refused.fieldErrors)).toEqual(['period'])
  })
})

describe('the demo’s synthetic visits', () => {
  it('give the demo owner’s listings weeks of visits the Insights read back with shown counts', async () => {
    const stored = await seedDemoVisits(db(), new Date())
    expect(stored).toBeGreaterThan(500)
    const listing = await db()
      .selectFrom('visits')
      .select('tour_name')
      .groupBy('tour_name')
      .orderBy('tour_name')
      .executeTakeFirstOrThrow()
    const insights = decode(await ask(OWNER, listing.tour_name as string, 28))
    expect(insights.visits).toBeGreaterThan(50)
    expect(insights.visitors).toBeGreaterThan(20)
    expect(insights.medianSeconds).toBeGreaterThan(5)
    expect(insights.sources.map((s) => s.kind)).toEqual(expect.arrayContaining(['direct', 'embedded', 'link']))
    expect(insights.scenes.some((s) => (s.visits ?? 0) >= 5 && (s.totalSeconds ?? 0) > 0)).toBe(true)
  })
})
