// POST /event (SPEC §7 Other, §3 Analytics event): visits and their events are stored, a retried event once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const send = (event: Record<string, unknown>, referer = `${server.url}/12-elm-st/photos?o=u`) =>
  server.client().post('/api/v1/event', event, { referer })

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

  it('adds later events to the visit they name, and stores a retried event once', async () => {
    const id = await visitIdOf(await send({ type: 'load', time: 10, index: 0 }))
    expect(await visitIdOf(await send({ type: 'navigate', time: 2000, index: 1, visitId: id }, `${server.url}/`))).toBe(
      id,
    )
    expect(await visitIdOf(await send({ type: 'navigate', time: 2000, index: 1, visitId: id }, `${server.url}/`))).toBe(
      id,
    )
    expect(await visitIdOf(await send({ type: 'focus', time: 5000, index: 2, visitId: id }))).toBe(id)
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
