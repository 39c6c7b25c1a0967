// The photo zip (SPEC §7 POST /listing/zip/{tourName}?sizes=) and its progress call: what goes in, the download's
// name and access, one build shared by concurrent requests, a new zip when the photos change.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../../server/auth/passwords'
import { planPhotoZip, zipBuildsWaitedFor } from '../../server/listings/photo-zips'
import { ZipWriter } from '../../server/media/zip'
import type { ZipProgress } from '../../src/schemas/api/listing'
import { startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer
let openListingId: string
const originals: Buffer[] = []

const SET = 'zip-set'
const ORIGINAL = { width: 2200, height: 1200 }
/** Noisy, so each photo is megabytes and resizing it takes real time, as with real photos. */
const photo = (seed: number) =>
  sharp({
    create: { ...ORIGINAL, channels: 3, background: { r: 40 * seed, g: 120, b: 200 - 20 * seed }, noise: NOISE },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
const NOISE = { type: 'gaussian', mean: 128, sigma: 40 } as const

beforeAll(async () => {
  // Two processes building zips on one bucket are tested in scale-out.test.ts; these spy on the zip writer and read
  // the zip cache folder.
  server = await startTestServer({}, {}, { inProcess: 'spies on the zip writer and reads the zip cache folder' })
  const set = path.join(server.config.mediaDir, 'sets', SET, 'photos')
  mkdirSync(set, { recursive: true })
  for (let i = 1; i <= 5; i++) {
    originals[i] = await photo(i)
    writeFileSync(path.join(set, `0${i}.jpg`), originals[i] as Buffer)
  }
  const kysely = server.db.kysely
  await kysely.insertInto('media_sets').values({ id: SET, kind: 'synthetic', photos: '[]' }).execute()
  const passcodeHash = await hashPassword('1357')
  for (const [tourName, extra] of [
    ['1234-n-kenmore-ave', {}],
    ['9-secret-ct', { passcode_hash: passcodeHash }],
    ['7-offline-way', { is_offline: true }],
    ['5-coming-soon-st', { photos_delivered: false }],
  ] as const) {
    const { id } = await kysely
      .insertInto('listings')
      .values({ tour_name: tourName, media_set_id: SET, photos_delivered: true, ...extra })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (tourName === '1234-n-kenmore-ave') openListingId = id
    await kysely
      .insertInto('listing_photos')
      .values([
        { listing_id: id, code: 'p01', position: 0, media_key: 'photos/01.jpg', name: 'Front' },
        { listing_id: id, code: 'p02', position: 1, media_key: 'photos/02.jpg', name: 'Living room' },
        {
          listing_id: id,
          code: 'v01',
          position: 2,
          media_key: 'photos/02.jpg',
          name: 'Video',
          external_link: 'https://youtu.be/x',
        },
        { listing_id: id, code: 'p03', position: 3, media_key: 'photos/03.jpg', name: 'Living room' },
        { listing_id: id, code: 'p04', position: 4, media_key: 'photos/04.jpg', name: 'Attic', hidden: true },
        { listing_id: id, code: 'p05', position: 5, media_key: 'photos/05.jpg', name: 'Yard/Garden' },
      ])
      .execute()
  }
})
afterAll(() => server.close())

const zip = (client: TestClient, tourName: string, sizes: string) =>
  client.request('POST', `/api/v1/listing/zip/${tourName}?sizes=${sizes}`, { json: {} })
const progress = async (client: TestClient, tourName: string, sizes: string) =>
  client.get(`/api/v1/listing/zip-progress/${tourName}?sizes=${encodeURIComponent(sizes)}`)

/** Downloads a zip and answers its entries' names and a way to read one. */
async function download(client: TestClient, url: string) {
  const res = await client.get(url)
  expect(res.status).toBe(200)
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'showhome-zip-')), 'download.zip')
  writeFileSync(file, Buffer.from(await res.arrayBuffer()))
  expect(execFileSync('unzip', ['-tq', file], { encoding: 'utf8' })).toMatch(/No errors detected/)
  const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n')
  const read = (name: string) => execFileSync('unzip', ['-p', file, name], { maxBuffer: 64 * 1024 * 1024 })
  return { res, names, read }
}

const zipsOnDisk = () => readdirSync(path.join(server.config.mediaDir, 'cache', SET, 'zips', openListingId))

describe('POST /listing/zip/{tourName}', () => {
  it('answers the address of a zip of the visible photos, web (2048 px) and print (the original) in folders', async () => {
    const client = server.client()
    const res = await zip(client, '1234-n-kenmore-ave', 'web,print')
    expect(res.status).toBe(200)
    const { url } = await res.json()
    expect(url).toMatch(/^\/media\/1234-n-kenmore-ave\/zips\/[0-9a-f]{16}-web-print\.zip$/)
    const { res: file, names, read } = await download(client, url)
    expect(file.headers.get('content-type')).toBe('application/zip')
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="1234-n-kenmore-ave-photos.zip"')
    expect(names).toEqual([
      'web/Front.jpg',
      'web/Living room.jpg',
      'web/Living room (2).jpg',
      'web/Yard-Garden.jpg',
      'print/Front.jpg',
      'print/Living room.jpg',
      'print/Living room (2).jpg',
      'print/Yard-Garden.jpg',
    ])
    const web = await sharp(read('web/Front.jpg')).metadata()
    expect([web.width, web.height]).toEqual([2048, 1117])
    expect(read('print/Front.jpg')).toEqual(originals[1])
  })

  it('holds one size without folders, downloaded under a name that says which', async () => {
    const client = server.client()
    const { url } = await (await zip(client, '1234-n-kenmore-ave', 'print')).json()
    const { res, names } = await download(client, url)
    expect(names).toEqual(['Front.jpg', 'Living room.jpg', 'Living room (2).jpg', 'Yard-Garden.jpg'])
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="1234-n-kenmore-ave-photos-print.zip"')
  })

  it('builds a zip once: concurrent requests share the build, later ones reuse the file', async () => {
    const create = vi.spyOn(ZipWriter, 'create')
    try {
      const client = server.client()
      const answers = await Promise.all([1, 2, 3].map(() => zip(client, '1234-n-kenmore-ave', 'web')))
      const urls = await Promise.all(answers.map(async (a) => (await a.json()).url))
      expect(new Set(urls).size).toBe(1)
      expect((await (await zip(client, '1234-n-kenmore-ave', 'web')).json()).url).toBe(urls[0])
      expect(create).toHaveBeenCalledTimes(1)
      expect(zipsOnDisk().filter((f) => f.endsWith('.tmp'))).toEqual([])
    } finally {
      create.mockRestore()
    }
  })

  it('makes a new zip when the photos change, and drops the old one', async () => {
    const client = server.client()
    const before = (await (await zip(client, '1234-n-kenmore-ave', 'web')).json()).url
    await server.db.kysely.updateTable('listing_photos').set({ hidden: false }).where('code', '=', 'p04').execute()
    const after = (await (await zip(client, '1234-n-kenmore-ave', 'web')).json()).url
    expect(after).not.toBe(before)
    expect((await download(client, after)).names).toContain('Attic.jpg')
    expect((await client.get(before)).status).toBe(404)
    expect(zipsOnDisk().filter((f) => f.endsWith('-web.zip'))).toHaveLength(1)
    await server.db.kysely.updateTable('listing_photos').set({ hidden: true }).where('code', '=', 'p04').execute()
  })

  it.each([
    ['mls', "The photo zip comes in 'web' and 'print' sizes."],
    ['web,huge', 'Invalid'],
    ['', 'Invalid'],
  ])('refuses sizes=%j with 400', async (sizes, message) => {
    const res = await zip(server.client(), '1234-n-kenmore-ave', sizes)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toEqual({ sizes: message })
  })

  it.each([
    ['an unknown listing', 'no-such-listing', 'This listing could not be found.'],
    ['an offline listing', '7-offline-way', 'This listing could not be found.'],
    ['a protected listing without its passcode', '9-secret-ct', 'This listing could not be found.'],
    ['a listing whose photos are not delivered', '5-coming-soon-st', 'This listing has no photos to download yet.'],
  ])('answers %s with 404', async (_case, tourName, message) => {
    const res = await zip(server.client(), tourName, 'web')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message })
  })

  it('serves a protected listing’s zip once the passcode was given, and to nobody else', async () => {
    const client = server.client()
    const get = await client.post('/api/v1/listing/get', {
      tourName: '9-secret-ct',
      debugMode: false,
      passcode: '1357',
    })
    expect(get.status).toBe(200)
    const { url } = await (await zip(client, '9-secret-ct', 'web')).json()
    expect((await client.get(url)).status).toBe(200)
    expect((await server.client().get(url)).status).toBe(404)
    expect((await progress(server.client(), '9-secret-ct', 'web')).status).toBe(404)
  })
})

describe('GET /listing/zip-progress/{tourName}', () => {
  it('counts photos written while the zip is built, then says it is ready', async () => {
    await server.db.kysely.updateTable('listing_photos').set({ name: 'Front door' }).where('code', '=', 'p01').execute()
    // Resized copies made by earlier tests would make the build too quick to watch.
    const cache = path.join(server.config.mediaDir, 'cache', SET)
    for (const file of readdirSync(cache)) if (file.endsWith('.jpg')) rmSync(path.join(cache, file))
    const client = server.client()
    const first = (await (await progress(client, '1234-n-kenmore-ave', 'web,print')).json()) as ZipProgress
    expect(first).toEqual({ done: 0, total: 8, ready: false })
    const building = zip(client, '1234-n-kenmore-ave', 'web,print')
    const seen: ZipProgress[] = []
    let finished = false
    void building.then(() => {
      finished = true
    })
    while (!finished) {
      seen.push(await (await progress(client, '1234-n-kenmore-ave', 'web,print')).json())
    }
    expect((await building).status).toBe(200)
    const last = (await (await progress(client, '1234-n-kenmore-ave', 'web,print')).json()) as ZipProgress
    expect(last).toEqual({ done: 8, total: 8, ready: true })
    expect(seen.some((p) => !p.ready && p.done > 0 && p.done < 8)).toBe(true)
    const done = seen.map((p) => p.done)
    expect(done).toEqual([...done].sort((a, b) => a - b))
    expect(seen.every((p) => p.total === 8)).toBe(true)
  })
})

// Several server processes share the database: one builds a zip, the others wait for its file and show its
// progress. "Another process" is a claim row of another claimant, as that process would have written it.
describe('a zip built by another server process', () => {
  const tourName = '1234-n-kenmore-ave'
  /** The plan of the open listing's print zip after renaming a photo, so it is one no test has built yet. */
  async function freshPrintZip(name: string) {
    const kysely = server.db.kysely
    await kysely.updateTable('listing_photos').set({ name }).where('code', '=', 'p02').execute()
    const row = await kysely
      .selectFrom('listings')
      .selectAll()
      .where('id', '=', openListingId)
      .executeTakeFirstOrThrow()
    const plan = await planPhotoZip(kysely, server.media, row, ['print'])
    if (!plan) throw new Error('the open listing has photos')
    return plan
  }
  const claimOf = (key: string) =>
    server.db.kysely.selectFrom('photo_zip_builds').selectAll().where('zip_key', '=', key).executeTakeFirst()

  it('shows that process’s progress, waits for its file and builds nothing itself', async () => {
    const plan = await freshPrintZip('Lounge')
    await server.db.kysely
      .insertInto('photo_zip_builds')
      .values({ zip_key: plan.key, claimed_by: 'another-process', total: plan.entries.length, done: 2 })
      .execute()
    const client = server.client()
    expect(await (await progress(client, tourName, 'print')).json()).toEqual({ done: 2, total: 4, ready: false })
    const create = vi.spyOn(ZipWriter, 'create')
    try {
      const asked = zip(client, tourName, 'print')
      // Once this process waits for that build (it looked for the file, and could not claim the build)…
      await expect.poll(zipBuildsWaitedFor, { timeout: 30_000 }).toBe(1)
      // …the other process finishes: its zip is stored whole, then its claim goes.
      await server.media.write(plan.file, Buffer.from('the other process’s zip'))
      await server.db.kysely.deleteFrom('photo_zip_builds').where('zip_key', '=', plan.key).execute()
      const answer = await asked
      expect(answer.status).toBe(200)
      expect((await answer.json()).url).toBe(plan.url)
      expect(create).not.toHaveBeenCalled()
      expect(await (await progress(client, tourName, 'print')).json()).toEqual({ done: 4, total: 4, ready: true })
    } finally {
      create.mockRestore()
    }
  })

  it('takes the build over when that process stopped saying it is alive', async () => {
    const plan = await freshPrintZip('Sitting room')
    await server.db.kysely
      .insertInto('photo_zip_builds')
      .values({
        zip_key: plan.key,
        claimed_by: 'a-process-that-died',
        total: plan.entries.length,
        done: 1,
        heartbeat_at: new Date(Date.now() - 10 * 60_000),
      })
      .execute()
    const client = server.client()
    // A dead claim is no build in progress.
    expect(await (await progress(client, tourName, 'print')).json()).toEqual({ done: 0, total: 4, ready: false })
    const answer = await zip(client, tourName, 'print')
    expect(answer.status).toBe(200)
    const { names } = await download(client, (await answer.json()).url)
    expect(names).toHaveLength(4)
    expect(names).toContain('Sitting room.jpg')
    expect(await claimOf(plan.key)).toBeUndefined()
  })
})
