// POST /event (SPEC §7 Other, §3 Analytics event): visits and their events are stored, a retried event once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENTS_PER_ADDRESS } from '../../server/auth/event-limit'
import { VISITOR_COOKIE } from '../../server/auth/visitor-key'
import { recordEvent } from '../../server/db/repos/visits'
import { EVENT_INDEX_MAX, EVENT_TIME_MAX_MS } from '../../src/schemas/AnalyticsEvent'
import { createUser, startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** Sends from a browser of its own unless one is given (a visit belongs to the browser that started it). */
const send = (
  event: Record<string, unknown>,
  referer = `${server.url}/12-elm-st/photos?o=u`,
  browser: TestClient = server.client(),
) => browser.post('/api/v1/event', event, { referer })

const visitIdOf = async (res: Response) => {
  expect(res.status).toBe(200)
  const body = await res.json()
  expect(Object.keys(body)).toEqual(['visitId'])
  return body.visitId as string
}

const visit = (id: string) => server.db.kysely.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirst()
const eventsOf = (id: string) =>
  server.db.kysely.selectFrom('visit_events').selectAll().where('visit_id', '=', id).orderBy('index').execute()

describe('POST /event', () => {
  it('starts a visit with the first event, keeping the browser’s date and the page it came from', async () => {
    const clientDate = '2026-05-04T09:30:00.000-05:00'
    const id = await visitIdOf(await send({ type: 'load', time: 812, index: 0, clientDate }))
    expect(await visit(id)).toMatchObject({
      client_date: clientDate,
      user_id: null,
      page_path: '/12-elm-st/photos',
      tour_name: '12-elm-st',
    })
    expect(await eventsOf(id)).toMatchObject([{ index: 0, type: 'load', time_ms: 812, page_path: '/12-elm-st/photos' }])
  })

  it('keeps where the visit came from (host only) and the scene events’ scene and time spent', async () => {
    const browser = server.client()
    const id = await visitIdOf(
      await send({ type: 'load', time: 5, index: 0, source: { embeddedOn: 'Realty.Example.com' } }, undefined, browser),
    )
    expect(await visit(id)).toMatchObject({ source_kind: 'embedded', source_host: 'realty.example.com' })
    await send({ type: 'sceneArrival', time: 900, index: 1, visitId: id, sceneCode: 's02' }, undefined, browser)
    await send(
      { type: 'sceneDwell', time: 9900, index: 2, visitId: id, sceneCode: 's02', dwellMs: 9000 },
      undefined,
      browser,
    )
    expect((await eventsOf(id)).map((e) => [e.type, e.scene_code, e.dwell_ms])).toEqual([
      ['load', null, null],
      ['sceneArrival', 's02', null],
      ['sceneDwell', 's02', 9000],
    ])
    const linked = await visitIdOf(
      await send({ type: 'load', time: 5, index: 0, source: { linkedFrom: 'm.facebook.com' } }),
    )
    expect(await visit(linked)).toMatchObject({ source_kind: 'link', source_host: 'm.facebook.com' })
    const direct = await visitIdOf(await send({ type: 'load', time: 5, index: 0 }))
    expect(await visit(direct)).toMatchObject({ source_kind: 'direct', source_host: null })
  })

  it.each([
    [{ source: { embeddedOn: 'https://realty.example.com/page' } }, 'source'],
    [{ source: { linkedFrom: 'x'.repeat(254) } }, 'source'],
    [{ sceneCode: 's'.repeat(65) }, 'sceneCode'],
    [{ dwellMs: 6 * 60 * 60 * 1000 + 1 }, 'dwellMs'],
  ])('refuses %j with a field error, storing nothing', async (extra, field) => {
    const res = await send({ type: 'sceneDwell', time: 5, index: 0, ...extra })
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()).fieldErrors)[0]).toMatch(new RegExp(`^${field}`))
  })

  it('adds later events to the visit they name, and stores a retried event once', async () => {
    const browser = server.client()
    const page = `${server.url}/12-elm-st/photos?o=u`
    const id = await visitIdOf(await send({ type: 'load', time: 10, index: 0 }, page, browser))
    const next = { type: 'navigate', time: 2000, index: 1, visitId: id }
    expect(await visitIdOf(await send(next, `${server.url}/`, browser))).toBe(id)
    expect(await visitIdOf(await send(next, `${server.url}/`, browser))).toBe(id)
    expect(await visitIdOf(await send({ type: 'focus', time: 5000, index: 2, visitId: id }, page, browser))).toBe(id)
    const events = await eventsOf(id)
    expect(events.map((e) => [e.index, e.type, Number(e.time_ms), e.page_path])).toEqual([
      [0, 'load', 10, '/12-elm-st/photos'],
      [1, 'navigate', 2000, '/'],
      [2, 'focus', 5000, '/12-elm-st/photos'],
    ])
  })

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
    'starts a new visit for an unknown visit id (%s)',
    async (visitId) => {
      const id = await visitIdOf(await send({ type: 'focus', time: 1, index: 4, visitId }))
      expect(id).not.toBe(visitId)
      expect(await eventsOf(id)).toMatchObject([{ index: 4, type: 'focus' }])
    },
  )

  it('records no listing for other pages, and no page when the browser sends no Referer', async () => {
    const pricing = await visitIdOf(await send({ type: 'load', time: 1, index: 0 }, `${server.url}/pricing`))
    expect(await visit(pricing)).toMatchObject({ page_path: '/pricing', tour_name: null })
    const bare = await visitIdOf(await server.client().post('/api/v1/event', { type: 'load', time: 1, index: 0 }))
    expect(await visit(bare)).toMatchObject({ page_path: null, tour_name: null })
  })

  it('ties a visit to the signed-in user', async () => {
    const user = await createUser(server, { email: 'events@example.com', password: 'correct horse' })
    const client = server.client()
    await client.post('/auth/user/sign-in', { email: 'events@example.com', password: 'correct horse' })
    const id = await visitIdOf(await client.post('/api/v1/event', { type: 'orderProgress', time: 3, index: 0 }))
    expect((await visit(id))?.user_id).toBe(user.id)
  })

  it.each([
    { type: 'scroll', time: 1, index: 0 },
    { type: 'load', time: -1, index: 0 },
    { type: 'load', time: 1, index: 0.5 },
    { type: 'load', time: 1, index: 0, clientDate: 'yesterday' },
    { type: 'load', time: 1, index: 0, extra: true },
  ])('refuses %j with 400 and field errors', async (event) => {
    const res = await send(event)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toBeDefined()
  })
})

/** How many visits and events are stored. */
const stored = async () => {
  const count = async (table: 'visits' | 'visit_events') =>
    Number(
      (
        await server.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return { visits: await count('visits'), events: await count('visit_events') }
}

describe('POST /event hardening', () => {
  it.each([
    { type: 'load', time: 1, index: 2 ** 31 },
    { type: 'load', time: 1, index: EVENT_INDEX_MAX + 1 },
    { type: 'load', time: 1, index: Number.MAX_SAFE_INTEGER },
    { type: 'load', time: 1e300, index: 0 },
    { type: 'load', time: EVENT_TIME_MAX_MS + 1, index: 0 },
    { type: 'load', time: 1, index: 0, visitId: 'x'.repeat(37) },
  ])('refuses out-of-range %j with 400 and writes nothing', async (event) => {
    const before = await stored()
    const res = await send(event)
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(Object.keys(body.fieldErrors ?? {}).length).toBe(1)
    expect(await stored()).toEqual(before)
  })

  it('takes the largest values it allows', async () => {
    const id = await visitIdOf(await send({ type: 'focus', time: EVENT_TIME_MAX_MS, index: EVENT_INDEX_MAX }))
    expect(await eventsOf(id)).toMatchObject([{ index: EVENT_INDEX_MAX, time_ms: EVENT_TIME_MAX_MS }])
  })

  it('stores the visit and its event together or not at all', async () => {
    const before = await stored()
    // An event the database refuses (past the index column's range), as if the schema had let it through.
    const event = { type: 'load' as const, time: 1, index: 2 ** 31 }
    await expect(
      recordEvent(
        server.db.kysely,
        event,
        { pagePath: '/', tourName: null },
        { keyHash: 'k', userId: undefined, source: { kind: 'direct', host: null } },
      ),
    ).rejects.toThrow()
    expect(await stored()).toEqual(before)
  })

  it('ties a visit to the browser that started it: another browser naming it starts a visit of its own', async () => {
    const owner = server.client()
    const id = await visitIdOf(await send({ type: 'load', time: 1, index: 0 }, undefined, owner))
    const res = await send({ type: 'load', time: 1, index: 0 }, undefined, owner)
    expect(res.headers.getSetCookie().join()).toBe('')
    const cookie = await (async () => {
      const fresh = await server.client().post('/api/v1/event', { type: 'load', time: 1, index: 0 })
      return fresh.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`)) ?? ''
    })()
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const stranger = server.client()
    const theirs = await visitIdOf(
      await send({ type: 'navigate', time: 9, index: 1, visitId: id }, undefined, stranger),
    )
    expect(theirs).not.toBe(id)
    expect((await eventsOf(id)).map((e) => e.index)).toEqual([0])
    expect(await eventsOf(theirs)).toMatchObject([{ index: 1, type: 'navigate' }])
    // A browser without the cookie (or with a made-up one) cannot add to it either.
    const forged = server.client()
    forged.cookies.set(VISITOR_COOKIE, 'A'.repeat(43))
    expect(await visitIdOf(await send({ type: 'focus', time: 9, index: 2, visitId: id }, undefined, forged))).not.toBe(
      id,
    )
    // The browser that started it still can.
    expect(await visitIdOf(await send({ type: 'focus', time: 9, index: 2, visitId: id }, undefined, owner))).toBe(id)
    expect(
      await (
        await server.db.kysely
          .selectFrom('visits')
          .select('visitor_key_hash')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).visitor_key_hash,
    ).toMatch(/^[0-9a-f]{64}$/)
  })

  it(`answers 429 in the error shape past ${EVENTS_PER_ADDRESS.max} events from one address, writing nothing`, async () => {
    await visitIdOf(await send({ type: 'load', time: 1, index: 0 }))
    const db = server.db.kysely
    const key = (
      await db.selectFrom('throttle').select('key').where('key', 'like', 'event:%').executeTakeFirstOrThrow()
    ).key
    try {
      await db
        .updateTable('throttle')
        .set({ count: EVENTS_PER_ADDRESS.max - 1 })
        .where('key', '=', key)
        .execute()
      await visitIdOf(await send({ type: 'load', time: 1, index: 0 }))
      const before = await stored()
      for (const event of [{ type: 'load', time: 1, index: 0 }, { type: 'nonsense' }]) {
        const res = await send(event)
        expect(res.status).toBe(429)
        const body = await res.json()
        expect(body).toEqual({ statusError: body.message, message: expect.stringMatching(/^Too many events/) })
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      }
      expect(await stored()).toEqual(before)
    } finally {
      await db.deleteFrom('throttle').where('key', '=', key).execute()
    }
  })
})
