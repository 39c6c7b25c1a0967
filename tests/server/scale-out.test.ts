// Several server processes behind a load balancer (issue 20). On PostgreSQL: two real server processes sharing the
// database and one S3-compatible bucket (a local s3rver), the requests alternating between them as a round-robin
// balancer sends them. On PGlite (one process owns an embedded database) the same checks run against the in-process
// server and its media folder.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords'
import { insertUser } from '../../server/db/repos/users'
import type { ZipProgress } from '../../src/schemas/api/listing'
import { startTestServer, TestClient, type TestServer, testServers } from '../support/test-server'

let server: TestServer
let db: TestServer['db']
/** Each process's own address: two on PostgreSQL (tests/support/test-server.ts), one on PGlite. */
let urls: ReadonlyArray<string> = []
let listingId: string

const SET = 'scale-set'
const TOUR = '40-balancer-row'
const PHOTOS = 4
/** Noisy, so each photo is megabytes and the zip takes long enough to watch. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: { r: 30 * seed, g: 110, b: 210 - 20 * seed },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer()

beforeAll(async () => {
  server = await startTestServer()
  db = server.db
  urls = server.urls
  const media = server.media
  for (let i = 1; i <= PHOTOS; i++) await media.write(`sets/${SET}/photos/0${i}.jpg`, await photo(i))
  const kysely = db.kysely
  await kysely.insertInto('media_sets').values({ id: SET, kind: 'synthetic', photos: '[]' }).execute()
  listingId = (
    await kysely
      .insertInto('listings')
      .values({ tour_name: TOUR, media_set_id: SET, photos_delivered: true })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  await kysely
    .insertInto('listing_photos')
    .values(
      Array.from({ length: PHOTOS }, (_, i) => ({
        listing_id: listingId,
        code: `p0${i + 1}`,
        position: i,
        media_key: `photos/0${i + 1}.jpg`,
        name: `Room ${i + 1}`,
      })),
    )
    .execute()
  await insertUser(kysely, {
    email: 'agent@example.com',
    first_name: 'Ada',
    last_name: 'Agent',
    password_hash: await hashPassword('correct horse battery'),
    is_verified: true,
  })
})
afterAll(() => server.close())

/** One person's browser behind a round-robin balancer: each request goes to the next process, cookies kept. */
function balancedClient() {
  const clients = urls.map((url) => new TestClient(url))
  let turn = 0
  return async (send: (client: TestClient) => Promise<Response>) => {
    const client = clients[turn++ % clients.length] as TestClient
    const answer = await send(client)
    for (const other of clients) {
      if (other === client) continue
      other.cookies.clear()
      for (const [name, value] of client.cookies) other.cookies.set(name, value)
    }
    return answer
  }
}

describe('processes behind a load balancer', () => {
  it('spreads the requests sent to the server over both processes (two on PostgreSQL, as the whole suite runs)', async () => {
    expect(urls).toHaveLength(testServers === 'two-processes' ? 2 : 1)
    // Through the server's own address (the balancer, when there are two), as every other test sends its requests.
    for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200)
    for (const url of urls) {
      const metrics = await (await fetch(`${url}/metrics`)).text()
      const answered = /^http_requests_total\{method="GET",route="\/api\/v1\/health",status="200"\} (\d+)/m.exec(
        metrics,
      )
      expect(Number(answered?.[1])).toBeGreaterThanOrEqual(6 / urls.length)
    }
  })

  it('honours a session made by one process in the other', async () => {
    const send = balancedClient()
    const signIn = await send((c) =>
      c.post('/auth/user/sign-in', { email: 'agent@example.com', password: 'correct horse battery' }),
    )
    expect(signIn.status).toBe(200)
    for (let i = 0; i < 4; i++) {
      const current = await (await send((c) => c.get('/auth/user/current'))).json()
      expect(current.user?.email).toBe('agent@example.com')
    }
  })

  it('builds a photo zip asked of every process at once once, its progress moving steadily whoever answers', async () => {
    const progressPath = `/api/v1/listing/zip-progress/${TOUR}?sizes=${encodeURIComponent('web,print')}`
    const send = balancedClient()
    const builds = urls.map((url) =>
      new TestClient(url).request('POST', `/api/v1/listing/zip/${TOUR}?sizes=web,print`, { json: {} }),
    )
    let finished = false
    void Promise.all(builds).then(() => {
      finished = true
    })
    const seen: ZipProgress[] = []
    while (!finished) seen.push(await (await send((c) => c.get(progressPath))).json())
    const answers = await Promise.all(builds)
    expect(answers.map((a) => a.status)).toEqual(urls.map(() => 200))
    const addresses = await Promise.all(answers.map(async (a) => (await a.json()).url))
    expect(new Set(addresses).size).toBe(1)
    const done = seen.map((p) => p.done)
    expect(done).toEqual([...done].sort((a, b) => a - b))
    expect(seen.every((p) => p.total === PHOTOS * 2)).toBe(true)
    expect(await (await send((c) => c.get(progressPath))).json()).toEqual({
      done: PHOTOS * 2,
      total: PHOTOS * 2,
      ready: true,
    })
    const zips = await server.media.list(`cache/${SET}/zips/${listingId}`)
    expect(zips).toHaveLength(1)
    expect(zips[0]).toMatch(/\.zip$/)
    expect(await db.kysely.selectFrom('photo_zip_builds').selectAll().execute()).toEqual([])
    // Downloaded through any process: from the bucket by a signed address (S3), or sent by the process (the folder).
    for (const url of urls) {
      const download = await fetch(url + addresses[0], { redirect: 'manual' })
      const s3 = server.config.mediaS3
      if (s3) {
        expect(download.status).toBe(302)
        const signed = download.headers.get('location')!
        expect(signed.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true)
        expect((await fetch(signed)).headers.get('content-type')).toBe('application/zip')
      } else {
        expect(download.status).toBe(200)
        await download.arrayBuffer()
      }
    }
  })

  it('serves a resized photo one process made from every other, as the same file', async () => {
    const photoPath = `/media/${TOUR}/photos/p01.jpg?size=1024x*`
    const first = await fetch(urls[0] + photoPath)
    expect(first.status).toBe(200)
    const bytes = Buffer.from(await first.arrayBuffer())
    expect((await sharp(bytes).metadata()).width).toBe(1024)
    const resized = (await server.media.list(`cache/${SET}`)).filter((key) => key.startsWith('photos_01_jpg-1024'))
    expect(resized).toHaveLength(1)
    for (const url of urls) {
      const again = await fetch(url + photoPath)
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true)
    }
    expect((await server.media.list(`cache/${SET}`)).filter((key) => key.startsWith('photos_01_jpg-1024'))).toEqual(
      resized,
    )
  })

  it('answers ready on every process', async () => {
    for (const url of urls) expect((await fetch(`${url}/health/ready`)).status).toBe(200)
  })
})
