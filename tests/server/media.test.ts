// Media endpoints (issue 4): scene images, photos resized on demand, floor plans and portraits, with caching headers
// and the listing's access rules (offline and passcode-protected listings serve nothing without access).
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyListingAccess } from '../../server/auth/listing-access'
import { createUser, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let ownerId: string

const SET = 'test-set'
/** Media are served once delivered (undelivered ones: tests/server/media-rules.test.ts). */
const DELIVERED = { tour_ready: true, tour_delivered: true, photos_delivered: true, floorplan_delivered: true }
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 150, b: 120 } } })
    .jpeg()
    .toBuffer()

beforeAll(async () => {
  server = await startTestServer()
  const set = `sets/${SET}`
  await server.media.write(`${set}/scenes/s01/c1.jpg`, await jpeg(64, 64))
  await server.media.write(`${set}/photos/01.jpg`, await jpeg(2400, 1600))
  await server.media.write(
    `${set}/floorplans/f1-imperial.svg`,
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  )
  await server.media.write(`${set}/floorplans/pages/branded-imperial-1.jpg`, await jpeg(32, 32))
  await server.media.write('people/agents/maya-ruiz.jpg', await jpeg(40, 40))

  ownerId = (await createUser(server, { email: 'owner@example.com', password: 'correct horse' })).id
  const kysely = server.db.kysely
  await kysely.insertInto('media_sets').values({ id: SET, kind: 'synthetic', photos: '[]' }).execute()
  const listing = (tourName: string, extra: Record<string, unknown> = {}) =>
    kysely
      .insertInto('listings')
      .values({ tour_name: tourName, media_set_id: SET, owner_user_id: ownerId, ...DELIVERED, ...extra })
      .returning('id')
      .executeTakeFirstOrThrow()
  for (const [name, extra] of [
    ['12-open-lane', {}],
    ['14-offline-lane', { is_offline: true }],
    ['16-secret-lane', { passcode_hash: 'x' }],
  ] as const) {
    const { id } = await listing(name, extra)
    await kysely
      .insertInto('listing_photos')
      .values({ listing_id: id, code: 'p01', position: 0, media_key: 'photos/01.jpg', name: 'Front' })
      .execute()
  }
})
afterAll(() => server.close())

const get = (p: string, headers: Record<string, string> = {}) => fetch(server.url + p, { headers })

describe('media of a public listing', () => {
  it('serves a cube face with validators and a year of caching when versioned', async () => {
    const res = await get('/media/12-open-lane/scenes/s01/c1.jpg?v=3')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(64)
    const again = await get('/media/12-open-lane/scenes/s01/c1.jpg?v=3', { 'if-none-match': etag })
    expect(again.status).toBe(304)
  })

  it('caches unversioned media for an hour', async () => {
    const res = await get('/media/12-open-lane/scenes/s01/c1.jpg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it.each([
    ['1024x*', 1024, 683],
    ['1000x*', 1024, 683],
    ['800x600', 1024, 683],
    ['mls', 2048, 1365],
    ['full', 2400, 1600],
    ['9999x*', 2400, 1600],
  ])('resizes a photo for size=%s to %i×%i and caches it', async (size, width, height) => {
    const res = await get(`/media/12-open-lane/photos/p01.jpg?size=${encodeURIComponent(size)}`)
    expect(res.status).toBe(200)
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([width, height])
  })

  it('answers a malformed size with 400', async () => {
    expect((await get('/media/12-open-lane/photos/p01.jpg?size=huge')).status).toBe(400)
  })

  it('turns a file into a download when a filename is given', async () => {
    const res = await get('/media/12-open-lane/photos/p01.jpg?size=mls&filename=12%20Open%20Lane.jpg')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="12_Open_Lane.jpg"')
  })

  it('serves floor plans and their pages with their types', async () => {
    const svg = await get('/media/12-open-lane/floorplans/f1-imperial.svg')
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect((await get('/media/12-open-lane/floorplans/pages/branded-imperial-1.jpg')).status).toBe(200)
  })

  it('serves portraits to anyone', async () => {
    expect((await get('/media/people/agents/maya-ruiz.jpg')).status).toBe(200)
  })

  it.each([
    '/media/12-open-lane/scenes/s01/secret.txt',
    '/media/12-open-lane/scenes/..%2F..%2Fsecrets.json/c1.jpg',
    '/media/12-open-lane/photos/p99.jpg',
    '/media/12-open-lane/floorplans/..%2F..%2F..%2Fsecrets.json',
    '/media/no-such-listing/scenes/s01/c1.jpg',
    '/media/people/users/x.jpg',
    '/media/anything/else/entirely/here/too',
  ])('answers %s with 404', async (p) => {
    expect((await get(p)).status).toBe(404)
  })
})

describe('floor plan documents of a generated house', () => {
  beforeAll(async () => {
    const kysely = server.db.kysely
    await kysely
      .insertInto('media_sets')
      .values({ id: 'demo-house-1', kind: 'synthetic', seed: 1, photos: '[]' })
      .execute()
    await kysely
      .insertInto('listings')
      .values({
        tour_name: '20-plan-street',
        media_set_id: 'demo-house-1',
        ...DELIVERED,
        street: '20 Plan Street',
        city: 'Chicago',
        region: 'IL',
        postal_code: '60614',
      })
      .execute()
  })

  it('makes the listing’s pages on first request, with its address, and serves them from the cache after', async () => {
    const first = await get('/media/20-plan-street/floorplans/pages/branded-imperial-1.jpg')
    expect(first.status).toBe(200)
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([1650, 1275])
    const again = await get('/media/20-plan-street/floorplans/pages/branded-imperial-1.jpg')
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
  })

  it('serves a PDF of every floor, branded or not, in either unit', async () => {
    const pdf = await get('/media/20-plan-street/floorplans/unbranded-metric.pdf')
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1')
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text.match(/\/Type\s*\/Page\b/g)).toHaveLength(2)
  })

  it.each(['pages/branded-imperial-9.jpg', 'pages/branded-imperial.pdf', 'branded-feet.pdf'])(
    'answers %s with 404',
    async (name) => {
      expect((await get(`/media/20-plan-street/floorplans/${name}`)).status).toBe(404)
    },
  )
})

describe('media of protected listings', () => {
  it.each(['14-offline-lane', '16-secret-lane'])(
    '%s serves nothing to a visitor, like a missing listing',
    async (tourName) => {
      for (const p of [`/media/${tourName}/scenes/s01/c1.jpg`, `/media/${tourName}/photos/p01.jpg`]) {
        const res = await get(p)
        expect(res.status).toBe(404)
        expect(await res.text()).toBe(await (await get('/media/no-such-listing/photos/p01.jpg')).text())
      }
    },
  )

  it.each(['14-offline-lane', '16-secret-lane'])('%s serves its owner, privately', async (tourName) => {
    const client = server.client()
    await client.post('/auth/user/sign-in', { email: 'owner@example.com', password: 'correct horse' })
    const res = await client.get(`/media/${tourName}/scenes/s01/c1.jpg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^private/)
  })

  it('serves a passcode-protected listing to a browser that gave the passcode', async () => {
    const client = server.client()
    const expiry = Date.now() + 60_000
    const { createHmac } = await import('node:crypto')
    const mac = createHmac('sha256', server.config.sessionSecret)
      .update(`listing-access:16-secret-lane:${expiry}`)
      .digest('base64url')
    client.cookies.set('listing_access_16-secret-lane', `${expiry}.${mac}`)
    expect((await client.get('/media/16-secret-lane/photos/p01.jpg?size=1024x*')).status).toBe(200)
    // The same proof does not open another listing, nor an offline one.
    client.cookies.set('listing_access_14-offline-lane', `${expiry}.${mac}`)
    expect((await client.get('/media/14-offline-lane/photos/p01.jpg')).status).toBe(404)
  })

  it('refuses forged, expired and other listings’ access proofs', () => {
    const secret = server.config.sessionSecret
    const now = Date.now()
    expect(verifyListingAccess(undefined, secret, 'a', now)).toBe(false)
    expect(verifyListingAccess('garbage', secret, 'a', now)).toBe(false)
    expect(verifyListingAccess(`${now + 1000}.forged`, secret, 'a', now)).toBe(false)
    expect(verifyListingAccess(`${now - 1}.x`, secret, 'a', now)).toBe(false)
  })
})
