// The importer (issue 4): a folder of captures becomes a listing whose media the server serves; every kind of bad
// input is refused with a message naming the file and field, and nothing half-imported remains.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ImportError } from '../../server/import/check'
import { importListing } from '../../server/import/import-listing'
import type { Listing } from '../../src/schemas/Listing'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

/** An equirectangular test panorama: sky-white top, dark floor, and the north (centre) column bright green. */
async function panorama(width = 2048, height = 1024) {
  const data = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3
      const north = Math.abs(x - width / 2) < width / 16
      const [r, g, b] =
        y < height * 0.2 ? [250, 250, 250] : y > height * 0.8 ? [30, 30, 30] : north ? [20, 200, 40] : [150, 110, 90]
      data[o] = r
      data[o + 1] = g
      data[o + 2] = b
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer()
}

const PLAN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect x="10" y="10" width="380" height="280" fill="none" stroke="#222" stroke-width="6"/></svg>'

const manifest = (overrides: Record<string, unknown> = {}) => ({
  address: { street: '77 Test Avenue', city: 'Evanston', region: 'IL', postalCode: '60201' },
  location: { lat: 42.05, lng: -87.68 },
  description: '<p>Imported from real captures.</p>',
  stats: { bedrooms: 3, bathrooms: 2, areaSqFt: 1850, priceDollars: 625000 },
  agents: [{ name: 'Ada Importer', company: 'Import Realty' }],
  floors: [{ id: 'f1', name: 'Main floor', plan: 'plan.svg' }],
  scenes: [
    { id: 'living', file: 'panos/living.jpg', room: 'Living room', x: 1, y: 1 },
    { id: 'kitchen', file: 'panos/kitchen.jpg', room: 'Kitchen', x: 4, y: 1 },
    { id: 'hall', file: 'panos/hall.jpg', room: 'Hall', x: 4, y: 4 },
  ],
  photos: [{ file: 'photos/front.jpg', caption: 'The front' }, { file: 'photos/kitchen.jpg' }],
  ...overrides,
})

async function folderWith(json: unknown, files: Record<string, Buffer | string | null> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'showhome-import-'))
  await mkdir(path.join(dir, 'panos'))
  await mkdir(path.join(dir, 'photos'))
  const pano = await panorama()
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#9ab' } })
    .jpeg()
    .toBuffer()
  const defaults: Record<string, Buffer | string | null> = {
    'panos/living.jpg': pano,
    'panos/kitchen.jpg': pano,
    'panos/hall.jpg': pano,
    'photos/front.jpg': photo,
    'photos/kitchen.jpg': photo,
    'plan.svg': PLAN,
  }
  for (const [name, content] of Object.entries({ ...defaults, ...files })) {
    if (content !== null) writeFileSync(path.join(dir, name), content)
  }
  if (json !== undefined)
    writeFileSync(path.join(dir, 'listing.json'), typeof json === 'string' ? json : JSON.stringify(json))
  return dir
}

const counts = async () => ({
  listings: (await server.db.kysely.selectFrom('listings').select('id').execute()).length,
  sets: (await server.db.kysely.selectFrom('media_sets').select('id').execute()).length,
  dirs: (() => {
    try {
      return readdirSync(path.join(server.config.mediaDir, 'sets'))
    } catch {
      return []
    }
  })(),
})

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('importing a folder of captures', () => {
  it('creates a listing whose tour, photos and plan the server serves', async () => {
    const result = await importListing(server.db.kysely, server.media, await folderWith(manifest()))
    expect(result).toMatchObject({ tourName: '77-test-avenue', scenes: 3, photos: 2 })
    const listing = await server.db.kysely
      .selectFrom('listings')
      .selectAll()
      .where('tour_name', '=', '77-test-avenue')
      .executeTakeFirstOrThrow()
    expect(listing).toMatchObject({ tour_ready: true, city: 'Evanston', bedrooms_primary: 3, price_cents: 62500000 })
    const set = await server.db.kysely
      .selectFrom('media_sets')
      .selectAll()
      .where('id', '=', result.mediaSetId)
      .executeTakeFirstOrThrow()
    const tour = set.tour_config as {
      scenes: Array<{ code: string; linkedScenes: string[]; cluster: string }>
      rooms: Array<{ id: string; name: string }>
    }
    expect(tour.scenes.map((s) => s.linkedScenes.length)).toEqual([2, 2, 2])
    // The rooms keep the names the manifest gave them, under their scenes' cluster codes.
    expect(tour.rooms.map((r) => r.name)).toEqual(['Living room', 'Kitchen', 'Hall'])
    expect(tour.scenes.map((s) => tour.rooms.find((r) => r.id === s.cluster)?.name)).toEqual([
      'Living room',
      'Kitchen',
      'Hall',
    ])

    const face = await fetch(`${server.url}/media/77-test-avenue/scenes/s01/c1.jpg`)
    expect(face.status).toBe(200)
    const { data, info } = await sharp(Buffer.from(await face.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(info.width).toBe(512)
    // The front face looks north: its centre is the panorama's green centre column.
    const centre = ((info.height / 2) * info.width + info.width / 2) * 3
    expect([data[centre], data[centre + 1], data[centre + 2]].map((v) => Math.round((v as number) / 40))).toEqual([
      1, 5, 1,
    ])
    // The up face's middle is the sky-white zenith; the down face's the dark floor.
    const middle = async (face: string) => {
      const res = await fetch(`${server.url}/media/77-test-avenue/scenes/s01/${face}`)
      const img = await sharp(Buffer.from(await res.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true })
      return img.data[((img.info.height / 2) * img.info.width + img.info.width / 2) * 3] as number
    }
    expect(await middle('c0.jpg')).toBeGreaterThan(230)
    expect(await middle('c5.jpg')).toBeLessThan(50)
    for (const file of ['c5.jpg', 'd.jpg', 't.jpg', 'adjusted-pano.jpg']) {
      expect((await fetch(`${server.url}/media/77-test-avenue/scenes/s02/${file}`)).status).toBe(200)
    }
    expect((await fetch(`${server.url}/media/77-test-avenue/photos/p01.jpg?size=768x*`)).status).toBe(200)
    expect((await fetch(`${server.url}/media/77-test-avenue/floorplans/f1-metric.svg`)).status).toBe(200)
    // Every address the listing gives out for its plan and photos is served: drawings, pages and PDFs too.
    const get = await server.client().post('/api/v1/listing/get', { tourName: '77-test-avenue', debugMode: false })
    const { floorplan, photos } = (await get.json()) as Listing
    const urls = [
      ...(floorplan?.floors ?? []).flatMap((f) => [f.svgUrl, f.imageUrl].flatMap((u) => [u.imperial, u.metric])),
      ...[floorplan?.brandedPagesUrl, floorplan?.unbrandedPagesUrl].flatMap((u) => [
        ...(u?.imperial ?? []),
        ...(u?.metric ?? []),
      ]),
      ...[floorplan?.brandedPdfUrl, floorplan?.unbrandedPdfUrl].flatMap((u) => [u?.imperial, u?.metric]),
      ...photos.map((p) => p.url),
    ]
    expect(urls).toHaveLength(2 * 2 + 2 * 2 + 4 + 2)
    for (const url of urls) expect([url, (await fetch(`${server.url}${url}`)).status]).toEqual([url, 200])
    expect((await counts()).dirs.filter((d) => d.startsWith('.tmp'))).toEqual([])
  })

  const bad: ReadonlyArray<[string, () => Promise<string>, RegExp]> = [
    ['a missing listing.json', () => folderWith(undefined), /listing\.json: missing/],
    ['invalid JSON', () => folderWith('{ "address": '), /listing\.json: not valid JSON/],
    [
      'a wrong type',
      () => folderWith(manifest({ location: { lat: 'north', lng: -87 } })),
      /listing\.json › location\.lat: Invalid/,
    ],
    ['a missing field', () => folderWith({ ...manifest(), scenes: undefined }), /listing\.json › scenes: Required/],
    ['an unknown field', () => folderWith(manifest({ colour: 'blue' })), /listing\.json › colour/],
    [
      'a missing file',
      () => folderWith(manifest(), { 'panos/kitchen.jpg': null }),
      /panos\/kitchen\.jpg › scenes\.1\.file: missing/,
    ],
    [
      'a panorama of the wrong aspect ratio',
      async () =>
        folderWith(manifest(), {
          'panos/hall.jpg': await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#999' } })
            .jpeg()
            .toBuffer(),
        }),
      /panos\/hall\.jpg › scenes\.2\.file: a panorama must be equirectangular.*1200×800/,
    ],
    [
      'an unreadable image',
      () => folderWith(manifest(), { 'photos/front.jpg': 'this is not a JPEG' }),
      /photos\/front\.jpg › photos\.0\.file: not a readable image/,
    ],
    [
      'a link to an unknown scene',
      () =>
        folderWith(
          manifest({ scenes: [{ id: 'a', file: 'panos/living.jpg', room: 'Living', x: 0, y: 0, links: ['b'] }] }),
        ),
      /listing\.json › scenes\.0\.links: no scene 'b'/,
    ],
    [
      'a floor plan with a script',
      () =>
        folderWith(manifest(), {
          'plan.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        }),
      /plan\.svg › floors\.0\.plan: .*scripts/,
    ],
    [
      'a path outside the folder',
      () => folderWith(manifest({ photos: [{ file: '../../etc/passwd' }] })),
      /photos\.0\.file/,
    ],
    ['a tour name already taken', () => folderWith(manifest()), /tourName: '77-test-avenue' is already taken/],
  ]

  it.each(bad)('refuses %s, naming the file and field, and leaves nothing behind', async (_, makeFolder, message) => {
    const before = await counts()
    const folder = await makeFolder()
    const error = await importListing(server.db.kysely, server.media, folder).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImportError)
    expect((error as Error).message).toMatch(message)
    expect(await counts()).toEqual(before)
  })
})
