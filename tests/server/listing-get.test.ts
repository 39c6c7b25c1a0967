// POST /listing/get (SPEC §7 Listing, §6 roles, §8 'incorrect passcode') over the demo world: what each caller
// receives of public, offline, protected and undelivered listings, and the passcode with its cookie and throttle.
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSCODE } from '../../server/demo/dataset/listings'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { Listing } from '../../src/schemas/Listing'
import { demoListingStates, seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer
/** Tour names by what the tests need of them. */
const names = {} as Record<
  'ownedDelivered' | 'offline' | 'ownedProtected' | 'protected' | 'throttled' | 'public',
  string
>

beforeAll(async () => {
  server = await startTestServer()
  await seedTestWorld(server.db.kysely)
  const rows = await demoListingStates(server.db.kysely)
  const owned = rows.filter((r) => r.owner_email === 'owner@showhome.example')
  const others = rows.filter((r) => r.owner_email === null)
  const [protectedOne, throttled] = others.filter((r) => r.passcode_hash)
  Object.assign(names, {
    ownedDelivered: owned.find((r) => r.fully_delivered && !r.is_offline && !r.passcode_hash)?.tour_name,
    offline: owned.find((r) => r.is_offline)?.tour_name,
    ownedProtected: owned.find((r) => r.passcode_hash)?.tour_name,
    protected: protectedOne?.tour_name,
    throttled: throttled?.tour_name,
    public: others.find((r) => r.fully_delivered && !r.is_offline && !r.passcode_hash)?.tour_name,
  })
  expect(Object.values(names).every(Boolean)).toBe(true)
})
afterAll(() => server.close())

async function as(email?: string): Promise<TestClient> {
  const client = server.client()
  if (email) expect((await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200)
  return client
}

const get = (client: TestClient, tourName: string, extra: Record<string, unknown> = {}) =>
  client.post('/api/v1/listing/get', { tourName, debugMode: false, ...extra })

/** Reads a 200 answer as a Listing, failing the test when it does not match the shared schema. */
const listingOf = async (res: Response) => {
  expect(res.status).toBe(200)
  return Schema.decodeUnknownSync(Listing)(await res.json(), { onExcessProperty: 'error' })
}

const NOT_FOUND = { message: 'This listing could not be found.' }

describe('a public listing', () => {
  it('is the whole listing for a visitor, in the shared schema', async () => {
    const listing = await listingOf(await get(await as(), names.public))
    expect(listing).toMatchObject({ tourName: names.public, offline: false, passcode: false, permissions: [] })
    expect(listing.tourReady).toBe(true)
    expect(listing.photos.length).toBeGreaterThan(5)
    expect(listing.photos[0]?.url).toBe(`/media/${names.public}/photos/${listing.photos[0]?.code}.jpg?v=1`)
    expect(listing.photos.some((p) => p.externalLink !== null)).toBe(true)
    expect(listing.agents.length).toBeGreaterThan(0)
    expect(listing.stats?.price).toBeGreaterThan(0)
    expect(listing.floorplan?.floors.length).toBeGreaterThan(0)
    const [floor] = listing.floorplan?.floors ?? []
    expect(floor?.svgUrl.metric).toBe(`/media/${names.public}/floorplans/${floor?.id}-metric.svg`)
    expect(floor?.tourId).toBe(listing.tourId)
    expect(listing.floorplan?.brandedPagesUrl.imperial).toHaveLength(listing.floorplan?.floors.length ?? 0)
    expect(listing.floorplan?.unbrandedPdfUrl.metric).toBe(`/media/${names.public}/floorplans/unbranded-metric.pdf`)
    expect(listing.status?.fullyDelivered).toBe(true)
    // The timeline says when people will be in the house: only the dashboard's users read it.
    expect(listing.status?.orderEvents).toEqual([])
  })

  it('gives the timeline to those who hold the order permission', async () => {
    const admin = await listingOf(await get(await as('orders@showhome.example'), names.public))
    expect(admin.status?.orderEvents.map((e) => e.type)).toEqual(['appointment', 'delivered'])
    expect(admin.status?.orderEvents[0]?.feedbacks).toEqual([])
  })

  it('finds a tour name whatever its case', async () => {
    expect((await get(await as(), names.public.toUpperCase())).status).toBe(200)
  })

  it('sends hidden photos, marked hidden, only to gallery managers', async () => {
    const visitor = await listingOf(await get(await as(), names.ownedDelivered))
    const owner = await listingOf(await get(await as('owner@showhome.example'), names.ownedDelivered))
    expect(visitor.photos.some((p) => p.hidden)).toBe(false)
    expect(owner.photos.filter((p) => p.hidden)).toHaveLength(1)
    expect(owner.photos.length).toBe(visitor.photos.length + 1)
    expect(owner.permissions).toEqual(['gallery', 'order', 'photos'])
  })

  it('gives the signed-in user their own feedback, and a global holder everyone’s', async () => {
    const feedbackOf = async (email?: string) => {
      const listing = await listingOf(await get(await as(email), names.ownedDelivered))
      return listing.status?.orderEvents.flatMap((e) => e.feedbacks.map((f) => [f.userEmail, f.isCurrentUser]))
    }
    const [order] = await server.db.kysely
      .selectFrom('orders')
      .innerJoin('listings', 'listings.id', 'orders.listing_id')
      .select('orders.id')
      .where('listings.tour_name', '=', names.ownedDelivered)
      .execute()
    const owner = await server.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@showhome.example')
      .executeTakeFirstOrThrow()
    await server.db.kysely
      .insertInto('order_feedback')
      .values({ order_id: order!.id, user_id: owner.id, rating: 4, comment: 'Lovely.' })
      .onConflict((oc) => oc.columns(['order_id', 'user_id']).doUpdateSet({ rating: 4 }))
      .execute()
    expect(await feedbackOf('owner@showhome.example')).toEqual([['owner@showhome.example', true]])
    expect(await feedbackOf('visitor@showhome.example')).toEqual([])
    expect(await feedbackOf()).toEqual([])
    expect(await feedbackOf('admin@showhome.example')).toEqual([['owner@showhome.example', false]])
  })

  it('sends the stored description without scripts or frames', async () => {
    await server.db.kysely
      .updateTable('listings')
      .set({ description: '<p>Bright</p><script>alert(1)</script><iframe src="https://x.example"></iframe>' })
      .where('tour_name', '=', names.ownedDelivered)
      .execute()
    const listing = await listingOf(await get(await as(), names.ownedDelivered))
    expect(listing.description).toBe('<p>Bright</p>')
  })
})

describe('media not yet delivered', () => {
  const undeliver = async () => {
    await server.db.kysely
      .updateTable('listings')
      .set({ tour_delivered: false, photos_delivered: false, floorplan_delivered: false, fully_delivered: false })
      .where('tour_name', '=', names.public)
      .execute()
  }

  it.each([
    ['a visitor', undefined, false, false],
    ['a visitor in debug mode', undefined, true, false],
    ['an internal admin', 'admin@showhome.example', false, false],
    ['an internal admin in debug mode', 'admin@showhome.example', true, true],
  ])('are shown to %s: %s', async (_who, email, debugMode, shown) => {
    await undeliver()
    const listing = await listingOf(await get(await as(email), names.public, { debugMode }))
    expect(listing.tourReady).toBe(shown)
    expect(listing.floorplan !== null).toBe(shown)
    expect(listing.photos.length > 0).toBe(shown)
    expect(listing.status?.fullyDelivered).toBe(false)
  })

  it('leave status null for a listing without orders', async () => {
    await server.db.kysely
      .deleteFrom('orders')
      .where('listing_id', 'in', (eb) => eb.selectFrom('listings').select('id').where('tour_name', '=', names.public))
      .execute()
    expect((await listingOf(await get(await as(), names.public))).status).toBeNull()
  })
})

describe('an offline listing (SPEC §6)', () => {
  it.each([undefined, 'unverified@showhome.example', 'visitor@showhome.example'])(
    'is not found for %s, exactly like an unknown name',
    async (email) => {
      const client = await as(email)
      const offline = await get(client, names.offline)
      const unknown = await get(client, 'no-such-listing-here')
      expect([offline.status, unknown.status]).toEqual([404, 404])
      expect(await offline.json()).toEqual(NOT_FOUND)
      expect(await unknown.json()).toEqual(NOT_FOUND)
    },
  )

  it.each([
    ['owner@showhome.example', ['gallery', 'order', 'photos']],
    ['orders@showhome.example', ['order']],
    ['admin@showhome.example', ['gallery', 'order', 'global', 'photos']],
  ])('is returned to %s, marked offline', async (email, permissions) => {
    const listing = await listingOf(await get(await as(email), names.offline))
    expect(listing).toMatchObject({ offline: true, permissions })
  })
})

describe('a passcode-protected listing (SPEC §8, ARCHITECTURE §4)', () => {
  it('answers a visitor without a passcode with nothing but that one is needed', async () => {
    const res = await get(await as(), names.protected)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ tourName: names.protected, passcodeRequired: true })
  })

  it("refuses a wrong passcode with 403 'incorrect passcode'", async () => {
    const res = await get(await as(), names.protected, { passcode: '0000' })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ statusError: 'incorrect passcode', message: 'incorrect passcode' })
  })

  it('returns the listing for the right passcode, and remembers it in a cookie the media honour', async () => {
    const client = await as()
    const before = await client.get(`/media/${names.protected}/floorplans/pages/branded-imperial-1.jpg`)
    expect(before.status).toBe(404)
    const listing = await listingOf(await get(client, names.protected, { passcode: DEMO_PASSCODE }))
    expect(listing).toMatchObject({ tourName: names.protected, passcode: true, permissions: [] })
    expect([...client.cookies.keys()]).toContain(`listing_access_${names.protected}`)
    await listingOf(await get(client, names.protected))
    const after = await client.get(`/media/${names.protected}/floorplans/pages/branded-imperial-1.jpg`)
    expect(after.status).toBe(200)
  })

  it('opens to the owner without a passcode', async () => {
    const listing = await listingOf(await get(await as('owner@showhome.example'), names.ownedProtected))
    expect(listing.passcode).toBe(true)
  })

  it('stops guessing after ten wrong passcodes from one address, even the right one, for that listing only', async () => {
    const client = await as()
    for (let i = 0; i < 10; i++) expect((await get(client, names.throttled, { passcode: `9${i}` })).status).toBe(403)
    const refused = await get(client, names.throttled, { passcode: DEMO_PASSCODE })
    expect(refused.status).toBe(429)
    const body = await refused.json()
    expect(body.message).toMatch(/^Too many passcode attempts\. Please wait 15 minutes and try again\.$/)
    expect(body.statusError).toBe(body.message)
    expect((await get(client, names.protected, { passcode: DEMO_PASSCODE })).status).toBe(200)
  })
})

describe('the request', () => {
  it.each([{}, { tourName: 3, debugMode: false }, { tourName: 'x', debugMode: false, extra: 1 }])(
    'answers %j with 400 and field errors',
    async (body) => {
      const res = await server.client().post('/api/v1/listing/get', body)
      expect(res.status).toBe(400)
      expect((await res.json()).fieldErrors).toBeDefined()
    },
  )
})
