// The role matrix (SPEC §6, issue 5): every role against every listing call that exists so far, over the demo
// world. Media of offline and passcode-protected listings stand in for "seeing" a protected listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer
let offline: string
let protectedListing: string
let ownedTotal: number

beforeAll(async () => {
  server = await startTestServer()
  await seedTestWorld(server.db.kysely)
  const rows = await server.db.kysely
    .selectFrom('listings')
    .innerJoin('users', 'users.id', 'listings.owner_user_id')
    .select(['tour_name', 'is_offline', 'passcode_hash'])
    .where('users.email', '=', 'owner@showhome.example')
    .execute()
  ownedTotal = rows.length
  offline = rows.find((r) => r.is_offline)?.tour_name as string
  protectedListing = rows.find((r) => r.passcode_hash)?.tour_name as string
})
afterAll(() => server.close())

const ROLES = [
  ['anonymous visitor', undefined],
  ['unverified user', 'unverified@showhome.example'],
  ['verified non-owner', 'visitor@showhome.example'],
  ['owner', 'owner@showhome.example'],
  ['order admin', 'orders@showhome.example'],
  ['internal admin', 'admin@showhome.example'],
] as const

async function as(email: string | undefined): Promise<TestClient> {
  const client = server.client()
  if (email) expect((await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200)
  return client
}

/** What each role gets: my-listings status and count, and whether it may see protected listings' media. */
const EXPECTED: Record<string, { my: number | 'refused'; protectedMedia: boolean }> = {
  'anonymous visitor': { my: 'refused', protectedMedia: false },
  'unverified user': { my: 0, protectedMedia: false },
  'verified non-owner': { my: 0, protectedMedia: false },
  owner: { my: -1, protectedMedia: true },
  'order admin': { my: 96, protectedMedia: true },
  'internal admin': { my: 96, protectedMedia: true },
}

describe.each(ROLES)('%s', (role, email) => {
  it('sees the same public listings in Explore', async () => {
    const client = await as(email)
    const page = await (await client.post('/api/v1/listing/explore', {})).json()
    expect(page.totalCount).toBe(72)
  })

  it('sees what My listings allows', async () => {
    const client = await as(email)
    const res = await client.post('/api/v1/listing/my', {})
    const expected = EXPECTED[role]?.my
    if (expected === 'refused') expect(res.status).toBe(401)
    else expect((await res.json()).totalCount).toBe(expected === -1 ? ownedTotal : expected)
  })

  it('may or may not see offline and passcode-protected listings’ media', async () => {
    const client = await as(email)
    for (const tourName of [offline, protectedListing]) {
      // The scene image files are not rendered in this test; the floor plan document is made on demand, so its
      // status tells access (200) from refusal (404, the same as for a listing that does not exist).
      const res = await client.get(`/media/${tourName}/floorplans/pages/branded-imperial-1.jpg`)
      expect(res.status).toBe(EXPECTED[role]?.protectedMedia ? 200 : 404)
    }
  })
})
