// POST /listing/updatephotos (SPEC §2 photo editing admin view, §4 Photo editing, §6 `photos`, §8 'Your account does
// not own this listing.') over the demo world: who may save, what a save changes, and that a stale list changes
// nothing.
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { type PhotoEdit, updatePhotos } from '../../src/schemas/api/listing'
import { Listing, ListingSummary, type Photo } from '../../src/schemas/Listing'
import { seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer
/** An owned, public, delivered listing with a hidden photo and a video; and an owned offline one. */
let tourName: string
let offlineName: string

const OWNER = 'owner@showhome.example'
const NOT_FOUND = { message: 'This listing could not be found.' }
const NOT_OWNER = {
  statusError: 'Your account does not own this listing.',
  message: 'Your account does not own this listing.',
}
const CHANGED = 'The photo list has changed. Reload the page and try again.'

async function as(email?: string): Promise<TestClient> {
  const client = server.client()
  if (email) expect((await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200)
  return client
}

const save = (client: TestClient, name: string, photos: ReadonlyArray<PhotoEdit>) =>
  client.post('/api/v1/listing/updatephotos', { tourName: name, photos })

const listingOf = async (client: TestClient, name: string) => {
  const res = await client.post('/api/v1/listing/get', { tourName: name, debugMode: false })
  expect(res.status).toBe(200)
  return Schema.decodeUnknownSync(Listing)(await res.json(), { onExcessProperty: 'error' })
}

const editsOf = (photos: ReadonlyArray<Photo>): PhotoEdit[] => photos.map(({ code, hidden }) => ({ code, hidden }))

/** What the database holds for the listing: its photos in order with their visibility, and its updated_at. */
async function stored(name: string) {
  const listing = await server.db.kysely
    .selectFrom('listings')
    .select(['id', 'updated_at'])
    .where('tour_name', '=', name)
    .executeTakeFirstOrThrow()
  const photos = await server.db.kysely
    .selectFrom('listing_photos')
    .select(['code', 'position', 'hidden'])
    .where('listing_id', '=', listing.id)
    .orderBy('position')
    .execute()
  return { updatedAt: new Date(listing.updated_at).getTime(), photos }
}

/** Puts the listing's updated_at in the past, so a save that touches it shows. */
const backdate = (name: string) =>
  server.db.kysely
    .updateTable('listings')
    .set({ updated_at: new Date('2020-01-01T00:00:00Z') })
    .where('tour_name', '=', name)
    .execute()

beforeAll(async () => {
  server = await startTestServer()
  await seedTestWorld(server.db.kysely)
  const owner = await as(OWNER)
  const res = await owner.post('/api/v1/listing/my', {})
  expect(res.status).toBe(200)
  const { listings } = Schema.decodeUnknownSync(Schema.Struct({ listings: Schema.Array(ListingSummary) }))(
    await res.json(),
  )
  for (const summary of listings.filter((l) => !l.offline && !l.passcode && l.fullyDelivered)) {
    const { photos } = await listingOf(owner, summary.tourName)
    if (photos.some((p) => p.hidden) && photos.some((p) => p.externalLink !== null) && photos.length >= 5) {
      tourName = summary.tourName
      break
    }
  }
  offlineName = listings.find((l) => l.offline)?.tourName ?? ''
  expect(tourName).toBeTruthy()
  expect(offlineName).toBeTruthy()
})
afterAll(() => server.close())

describe('the owner saving the photo editor', () => {
  it('reorders and hides in one save, and every reader sees it', async () => {
    const owner = await as(OWNER)
    const before = await listingOf(owner, tourName)
    // Reversed, the hidden photo shown again, and the first two of the new order hidden (a video among the moved).
    const reversed = editsOf(before.photos).reverse()
    const edits = reversed.map((p, i) => ({ code: p.code, hidden: i < 2 }))
    await backdate(tourName)

    const res = await save(owner, tourName, edits)
    expect(res.status).toBe(200)
    const body = Schema.decodeUnknownSync(updatePhotos.response)(await res.json(), { onExcessProperty: 'error' })
    expect(editsOf(body.photos)).toEqual(edits)

    // The owner's listing holds the same photos, in the new order, hidden ones marked: the answer is its mapping.
    const after = await listingOf(owner, tourName)
    expect(after.photos).toEqual(body.photos)
    const byCode = new Map(before.photos.map((p) => [p.code, p]))
    expect(after.photos.map((p) => ({ ...byCode.get(p.code), hidden: p.hidden }))).toEqual(after.photos)

    // A visitor gets the visible ones, in the new order.
    const visitor = await listingOf(await as(), tourName)
    expect(visitor.photos.map((p) => p.code)).toEqual(edits.filter((p) => !p.hidden).map((p) => p.code))
    expect(visitor.photos.some((p) => p.hidden)).toBe(false)

    // The database: positions 0…n-1 in the new order, and the listing's updated_at moved (Last-Modified).
    const now = await stored(tourName)
    expect(now.photos).toEqual(edits.map((p, position) => ({ code: p.code, position, hidden: p.hidden })))
    expect(now.updatedAt).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'))
    const page = await server.client().request('HEAD', `/${tourName}`)
    expect(Date.parse(page.headers.get('last-modified') ?? '')).toBe(Math.floor(now.updatedAt / 1000) * 1000)
  })

  it('writes nothing for an unchanged list, and answers the photos as they are', async () => {
    const owner = await as(OWNER)
    const { photos } = await listingOf(owner, tourName)
    await backdate(tourName)
    const res = await save(owner, tourName, editsOf(photos))
    expect(res.status).toBe(200)
    expect((await res.json()).photos).toEqual(photos)
    expect((await stored(tourName)).updatedAt).toBe(Date.parse('2020-01-01T00:00:00Z'))
  })

  it('works on the owner’s offline listing and for an internal admin', async () => {
    const owner = await as(OWNER)
    const offline = await listingOf(owner, offlineName)
    const edits = editsOf(offline.photos).reverse()
    expect((await save(owner, offlineName, edits)).status).toBe(200)
    const admin = await as('admin@showhome.example')
    const back = editsOf((await listingOf(admin, tourName)).photos).reverse()
    expect((await save(admin, tourName, back)).status).toBe(200)
    expect(editsOf((await listingOf(admin, tourName)).photos)).toEqual(back)
  })
})

describe('refusals', () => {
  it('answers a signed-out caller 401', async () => {
    const owner = await as(OWNER)
    const edits = editsOf((await listingOf(owner, tourName)).photos)
    const res = await save(await as(), tourName, edits)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      statusError: 'Please sign in to manage photos.',
      message: 'Please sign in to manage photos.',
    })
  })

  it.each(['visitor@showhome.example', 'orders@showhome.example'])(
    "answers %s, who lacks the photos permission, 403 'Your account does not own this listing.'",
    async (email) => {
      const edits = editsOf((await listingOf(await as(OWNER), tourName)).photos)
      const before = await stored(tourName)
      const res = await save(await as(email), tourName, edits.reverse())
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual(NOT_OWNER)
      expect(await stored(tourName)).toEqual(before)
    },
  )

  it('answers 404 for an unknown listing, and for an offline one the caller may not see, as /listing/get does', async () => {
    const visitor = await as('visitor@showhome.example')
    for (const name of ['no-such-listing-here', offlineName]) {
      const res = await save(visitor, name, [])
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual(NOT_FOUND)
    }
    const owner = await save(await as(OWNER), 'no-such-listing-here', [])
    expect(owner.status).toBe(404)
  })

  const wrongLists: ReadonlyArray<[string, (edits: PhotoEdit[]) => PhotoEdit[]]> = [
    ['one photo missing', (e) => e.slice(1)],
    ['a hidden photo missing', (e) => e.filter((p) => !p.hidden)],
    ['one photo twice', (e) => [...e.slice(0, -1), e[0] as PhotoEdit]],
    ['an unknown photo', (e) => [...e.slice(1), { code: 'p99-not-here', hidden: false }]],
    ['an extra photo', (e) => [...e, { code: 'p99-not-here', hidden: false }]],
    ['no photos', () => []],
  ]
  it.each(wrongLists)('answers 400 for a list with %s, and changes nothing', async (_, wrong) => {
    const owner = await as(OWNER)
    const edits = editsOf((await listingOf(owner, tourName)).photos)
    await backdate(tourName)
    const before = await stored(tourName)
    // Hide everything too, so a partial write would show.
    const res = await save(
      owner,
      tourName,
      wrong(edits)
        .reverse()
        .map((p) => ({ ...p, hidden: true })),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: CHANGED, fieldErrors: { photos: CHANGED } })
    expect(await stored(tourName)).toEqual(before)
  })

  it.each([{ tourName: 'x' }, { tourName: 'x', photos: [{ code: 'p01' }] }, { tourName: 'x', photos: [], extra: 1 }])(
    'answers the malformed body %j with 400 and field errors',
    async (body) => {
      const res = await (await as(OWNER)).post('/api/v1/listing/updatephotos', body)
      expect(res.status).toBe(400)
      expect((await res.json()).fieldErrors).toBeDefined()
    },
  )
})
