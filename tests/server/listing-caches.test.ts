// The hot listing reads are kept between requests (issue 12, server/listings/lookup-cache.ts), yet a change shows at
// the very next request: a listing taken offline or given a passcode leaks nothing, new words and photos appear, a
// new tour config version is read again. Each case warms every cache first, then changes the database directly.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords'
import { demoListingStates, seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
const publicNames: string[] = []

beforeAll(async () => {
  server = await startTestServer()
  await seedTestWorld(server.db.kysely)
  const rows = await demoListingStates(server.db.kysely)
  publicNames.push(
    ...rows.filter((r) => r.fully_delivered && !r.is_offline && !r.passcode_hash).map((r) => r.tour_name),
  )
  expect(publicNames.length).toBeGreaterThan(4)
})
afterAll(() => server.close())

const NOT_FOUND = { message: 'This listing could not be found.' }
const getListing = (tourName: string) => server.client().post('/api/v1/listing/get', { tourName, debugMode: false })

async function listingOf(tourName: string) {
  return server.db.kysely.selectFrom('listings').selectAll().where('tour_name', '=', tourName).executeTakeFirstOrThrow()
}

/** Every cached read of the listing, twice: page, listing, tour config, a photo (its file made here). */
async function warm(tourName: string) {
  const row = await listingOf(tourName)
  const listing = await (await getListing(tourName)).json()
  const photo = listing.photos[0].url as string
  const { media_key } = await server.db.kysely
    .selectFrom('listing_photos')
    .select('media_key')
    .where('listing_id', '=', row.id)
    .where('code', '=', listing.photos[0].code)
    .executeTakeFirstOrThrow()
  await server.media.write(
    `sets/${row.media_set_id}/${media_key}`,
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b49678' } })
      .jpeg()
      .toBuffer(),
  )
  for (let i = 0; i < 2; i++) {
    expect((await server.client().get(`/${tourName}`)).status).toBe(200)
    expect((await getListing(tourName)).status).toBe(200)
    expect((await server.client().get(`/api/v1/tour/${tourName}?v=${row.tour_config_version}`)).status).toBe(200)
    expect((await server.client().get(`${photo}&size=512x*`)).status).toBe(200)
  }
  return { row, photo }
}

describe('kept listing reads', () => {
  it('hide a listing taken offline at once: page, listing, tour and photos', async () => {
    const tourName = publicNames[0] as string
    const { row, photo } = await warm(tourName)
    await server.db.kysely.updateTable('listings').set({ is_offline: true }).where('id', '=', row.id).execute()
    expect((await server.client().get(`/${tourName}`)).status).toBe(404)
    const listing = await getListing(tourName)
    expect(listing.status).toBe(404)
    expect(await listing.json()).toEqual(NOT_FOUND)
    expect((await server.client().get(`/api/v1/tour/${tourName}?v=${row.tour_config_version}`)).status).toBe(404)
    expect((await server.client().get(`${photo}&size=512x*`)).status).toBe(404)
  })

  it('ask for the passcode of a listing that just got one, and show no tags', async () => {
    const tourName = publicNames[1] as string
    const { row, photo } = await warm(tourName)
    const passcode_hash = await hashPassword('1357')
    await server.db.kysely.updateTable('listings').set({ passcode_hash }).where('id', '=', row.id).execute()
    const page = await (await server.client().get(`/${tourName}`)).text()
    expect(page).not.toContain('og:')
    expect(page).toContain('noindex')
    expect(await (await getListing(tourName)).json()).toEqual({ tourName, passcodeRequired: true })
    expect((await server.client().get(`/api/v1/tour/${tourName}?v=${row.tour_config_version}`)).status).toBe(404)
    expect((await server.client().get(`${photo}&size=512x*`)).status).toBe(404)
  })

  it('show new words and a new cover photo at the next request', async () => {
    const tourName = publicNames[2] as string
    const { row } = await warm(tourName)
    await server.db.kysely
      .updateTable('listings')
      .set({ description: '<p>Freshly painted throughout.</p>' })
      .where('id', '=', row.id)
      .execute()
    expect(await (await server.client().get(`/${tourName}`)).text()).toContain('Freshly painted throughout.')
    expect((await (await getListing(tourName)).json()).description).toBe('<p>Freshly painted throughout.</p>')
    await server.db.kysely
      .updateTable('listing_photos')
      .set({ hidden: true })
      .where('listing_id', '=', row.id)
      .where('position', '=', 0)
      .execute()
    const photos = (await (await getListing(tourName)).json()).photos as Array<{ code: string }>
    const first = await server.db.kysely
      .selectFrom('listing_photos')
      .select('code')
      .where('listing_id', '=', row.id)
      .where('position', '=', 0)
      .executeTakeFirstOrThrow()
    expect(photos.map((p) => p.code)).not.toContain(first.code)
  })

  it('read a tour config again under its new version', async () => {
    const tourName = publicNames[3] as string
    const { row } = await warm(tourName)
    await server.db.kysely
      .updateTable('listings')
      .set({ tour_config_version: row.tour_config_version + 1, tour_delivered: false })
      .where('id', '=', row.id)
      .execute()
    // Not delivered any more: gone for visitors, under the old version and the new.
    expect((await server.client().get(`/api/v1/tour/${tourName}?v=${row.tour_config_version + 1}`)).status).toBe(404)
    const moved = await server.client().get(`/api/v1/tour/${tourName}?v=${row.tour_config_version}`)
    expect(moved.status).toBe(404)
  })

  it('answer an unknown name as soon as a listing takes it', async () => {
    const tourName = 'just-listed-today'
    expect((await server.client().get(`/${tourName}`)).status).toBe(404)
    expect((await getListing(tourName)).status).toBe(404)
    await server.db.kysely.insertInto('listings').values({ tour_name: tourName }).execute()
    expect((await server.client().get(`/${tourName}`)).status).toBe(200)
    expect((await getListing(tourName)).status).toBe(200)
  })
})
