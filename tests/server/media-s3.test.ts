// The server with its media in an S3-compatible bucket (issue 20; a local s3rver over real HTTP): scenes, photos
// resized from the bucket's originals and kept there, portraits and floor plans served with the same validators and
// rules as from the data folder; a photo zip built into the bucket and handed out as a short-lived signed address,
// only after the listing's rules let the caller have it; readiness that follows the bucket.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords'
import { S3Store } from '../../server/media/s3-store'
import { type LocalS3, startLocalS3 } from '../support/s3-server'
import { startTestServer, type TestServer } from '../support/test-server'

let s3: LocalS3
let server: TestServer
const SET = 's3-set'
const jpeg = (width: number, height: number, red: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 150, b: 120 } } })
    .jpeg()
    .toBuffer()

beforeAll(async () => {
  s3 = await startLocalS3()
  server = await startTestServer(s3.env)
  const { media } = server
  await media.write(`sets/${SET}/scenes/s01/c1.jpg`, await jpeg(64, 64, 10))
  for (const n of [1, 2, 3]) await media.write(`sets/${SET}/photos/0${n}.jpg`, await jpeg(2400, 1600, 60 * n))
  await media.write(`sets/${SET}/floorplans/f1-imperial.svg`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))
  await media.write('people/agents/maya-ruiz.jpg', await jpeg(40, 40, 200))
  const kysely = server.db.kysely
  await kysely.insertInto('media_sets').values({ id: SET, kind: 'synthetic', photos: '[]' }).execute()
  const passcodeHash = await hashPassword('2468')
  for (const [tourName, extra] of [
    ['12-open-lane', {}],
    ['14-offline-lane', { is_offline: true }],
    ['16-secret-lane', { passcode_hash: passcodeHash }],
  ] as const) {
    const { id } = await kysely
      .insertInto('listings')
      .values({
        tour_name: tourName,
        media_set_id: SET,
        tour_ready: true,
        tour_delivered: true,
        photos_delivered: true,
        floorplan_delivered: true,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await kysely
      .insertInto('listing_photos')
      .values([
        { listing_id: id, code: 'p01', position: 0, media_key: 'photos/01.jpg', name: 'Front' },
        { listing_id: id, code: 'p02', position: 1, media_key: 'photos/02.jpg', name: 'Kitchen' },
        { listing_id: id, code: 'p03', position: 2, media_key: 'photos/03.jpg', name: 'Attic', hidden: true },
      ])
      .execute()
  }
})
afterAll(async () => {
  await server.close()
  await s3.stop()
})

const get = (p: string, headers: Record<string, string> = {}) => fetch(server.url + p, { headers, redirect: 'manual' })

describe('media served from an S3 bucket', () => {
  it('is the S3 store', () => {
    expect(server.media).toBeInstanceOf(S3Store)
  })

  it.each([
    ['a cube face', '/media/12-open-lane/scenes/s01/c1.jpg', 'image/jpeg'],
    ['a floor plan drawing', '/media/12-open-lane/floorplans/f1-imperial.svg', 'image/svg+xml'],
    ['a portrait', '/media/people/agents/maya-ruiz.jpg', 'image/jpeg'],
  ])('serves %s with validators, and 304 for the same ETag', async (_, url, type) => {
    const answer = await get(url)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe(type)
    expect(answer.headers.get('last-modified')).toBeTruthy()
    const etag = answer.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    expect(Number(answer.headers.get('content-length'))).toBe((await answer.arrayBuffer()).byteLength)
    expect((await get(url, { 'if-none-match': etag })).status).toBe(304)
  })

  it('resizes a photo from the bucket’s original and keeps the copy in the bucket', async () => {
    expect(await server.media.list(`cache/${SET}`)).toEqual([])
    const answer = await get('/media/12-open-lane/photos/p01.jpg?size=1024x*')
    expect(answer.status).toBe(200)
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([1024, 683])
    const kept = await server.media.list(`cache/${SET}`)
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatch(/^photos_01_jpg-.+\.jpg$/)
    // Served again from the kept copy, with the same validators.
    const again = await get('/media/12-open-lane/photos/p01.jpg?size=1024x*')
    expect(again.headers.get('etag')).toBe(answer.headers.get('etag'))
  })

  it.each([
    ['a hidden photo', '/media/12-open-lane/photos/p03.jpg?size=full'],
    ['a photo of an offline listing', '/media/14-offline-lane/photos/p01.jpg?size=full'],
    ['a photo of a protected listing without its passcode', '/media/16-secret-lane/photos/p01.jpg?size=full'],
    ['a file the bucket does not have', '/media/12-open-lane/scenes/s02/c1.jpg'],
  ])('answers 404 for %s, as from the data folder', async (_, url) => {
    expect((await get(url)).status).toBe(404)
  })
})

describe('a photo zip in an S3 bucket', () => {
  const zip = (client: ReturnType<TestServer['client']>, tourName: string) =>
    client.request('POST', `/api/v1/listing/zip/${tourName}?sizes=web`, { json: {} })

  it('is built into the bucket and downloaded from a short-lived signed address', async () => {
    const client = server.client()
    const made = await zip(client, '12-open-lane')
    expect(made.status).toBe(200)
    const { url } = (await made.json()) as { url: string }
    const zips = await server.media.list(`cache/${SET}/zips`)
    expect(zips).toHaveLength(1)
    expect(zips[0]).toMatch(/-web\.zip$/)

    const answer = await client.request('GET', url, { redirect: 'manual' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const signed = answer.headers.get('location')!
    expect(signed.startsWith(`${s3.endpoint}/${s3.bucket}/cache/${SET}/zips/`)).toBe(true)
    expect(signed).toContain('X-Amz-Signature=')
    expect(signed).toContain('X-Amz-Expires=300')

    const download = await fetch(signed)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="12-open-lane.*\.zip"$/)
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'showhome-s3-zip-')), 'photos.zip')
    writeFileSync(file, Buffer.from(await download.arrayBuffer()))
    expect(execFileSync('unzip', ['-tq', file], { encoding: 'utf8' })).toMatch(/No errors detected/)
    // The visible photos only.
    expect(execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'Front.jpg',
      'Kitchen.jpg',
    ])
  })

  it('hands no address to a caller the listing’s rules refuse', async () => {
    const owner = server.client()
    await owner.post('/api/v1/listing/get', { tourName: '16-secret-lane', debugMode: false, passcode: '2468' })
    const { url } = (await (await zip(owner, '16-secret-lane')).json()) as { url: string }
    expect((await owner.request('GET', url, { redirect: 'manual' })).status).toBe(302)
    const stranger = await get(url)
    expect(stranger.status).toBe(404)
    expect(stranger.headers.get('location')).toBeNull()
    expect((await zip(server.client(), '14-offline-lane')).status).toBe(404)
  })
})

describe('readiness with an S3 bucket', () => {
  it('is ready while the bucket answers, and says the media store failed once it does not', async () => {
    const ready = await get('/health/ready')
    expect(ready.status).toBe(200)
    expect((await ready.json()).checks.media).toBe('ok')
    await s3.stop()
    // Each process checks for itself and counts its own failures (two of them when the suite runs two processes).
    for (const url of server.urls) {
      const down = await fetch(`${url}/health/ready`)
      expect(down.status).toBe(503)
      expect(await down.json()).toMatchObject({ status: 'unavailable', checks: { media: 'failed' } })
      const metrics = await (await fetch(`${url}/metrics`)).text()
      expect(metrics).toMatch(/^media_store_errors_total\{operation="check"\} [1-9]/m)
    }
  })
})
