// Several server processes behind a load balancer (issue 20). On PostgreSQL: two real server processes sharing the
// database and the media folder, the requests alternating between them as a round-robin balancer sends them. On
// PGlite (one process owns an embedded database) the same checks run against the in-process server.
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords'
import { insertUser } from '../../server/db/repos/users'
import type { ZipProgress } from '../../src/schemas/api/listing'
import { startServerProcess, stopAllServerProcesses } from '../support/server-process'
import { openTestDatabase, testEngine } from '../support/test-database'
import { startTestServer, TestClient } from '../support/test-server'

type Db = Awaited<ReturnType<typeof openTestDatabase>>
let db: Db
let urls: string[] = []
let mediaDir: string
let close: () => Promise<void>
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
  if (testEngine === 'pglite') {
    const server = await startTestServer()
    db = server.db
    urls = [server.url]
    mediaDir = server.config.mediaDir
    close = server.close
  } else {
    db = await openTestDatabase()
    mediaDir = mkdtempSync(path.join(os.tmpdir(), 'showhome-scale-media-'))
    const env = (name: string) => ({
      DATABASE_URL: db.url as string,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `showhome-scale-${name}-`)),
      MEDIA_DIR: mediaDir,
      SESSION_SECRET: 'scale-secret-scale-secret-scale-secret-01',
    })
    const [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))])
    urls = [a.url, b.url]
    close = async () => {
      await stopAllServerProcesses()
      await db.close()
    }
  }
  const photos = path.join(mediaDir, 'sets', SET, 'photos')
  mkdirSync(photos, { recursive: true })
  for (let i = 1; i <= PHOTOS; i++) writeFileSync(path.join(photos, `0${i}.jpg`), await photo(i))
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
  // Two server processes start on PostgreSQL: as long as the lifecycle tests' on a busy machine.
}, 300_000)
afterAll(() => close())

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
    const zips = readdirSync(path.join(mediaDir, 'cache', SET, 'zips', listingId))
    expect(zips.filter((f) => f.endsWith('.zip'))).toHaveLength(1)
    expect(zips.filter((f) => f.endsWith('.tmp'))).toEqual([])
    expect(await db.kysely.selectFrom('photo_zip_builds').selectAll().execute()).toEqual([])
  })

  it('answers ready on every process', async () => {
    for (const url of urls) expect((await fetch(`${url}/health/ready`)).status).toBe(200)
  })
})
