// POST /geocode/suggest, /lookup and /reverse (SPEC §5 Address step, Geocoding) on the embedded database: the
// offline geocoder knows the listings' addresses, and requests are validated with the shared schemas.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../server/http/context'
import { ApiError, respondWithError } from '../../server/http/errors'
import { geocodeRoutes } from '../../server/http/geocode'
import { GEOCODE_QUERY_MAX_LENGTH } from '../../src/schemas/api/geocode'
import { openTestDatabase } from '../support/test-database'
import { testConfig } from '../support/test-server'

type Db = Awaited<ReturnType<typeof openTestDatabase>>
let db: Db
let app: Hono<AppEnv>

beforeAll(async () => {
  db = await openTestDatabase()
  await db.kysely
    .insertInto('listings')
    .values([
      {
        tour_name: '1842-n-kenmore-ave',
        street: '1842 N Kenmore Ave',
        neighborhood: 'Lincoln Park',
        city: 'Chicago',
        region: 'IL',
        postal_code: '60614',
        lat: 41.9153,
        lng: -87.6558,
      },
      {
        tour_name: '12-maple-street',
        street: '12 Maple Street',
        city: 'Toronto',
        region: 'ON',
        postal_code: 'M5V 2T6',
        lat: 43.64,
        lng: -79.39,
      },
    ])
    .execute()
  // Mounted as app.ts mounts every API group: under the API base, with the app's error answers.
  app = new Hono<AppEnv>()
  app.route('/api/v1', geocodeRoutes({ config: testConfig(), db, log: () => {} }))
  app.onError((error, c) => {
    if (error instanceof ApiError) return respondWithError(c, error)
    throw error
  })
})
afterAll(() => db?.close())

const post = (path: string, body: unknown) =>
  app.request(`/api/v1/geocode/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('POST /geocode/lookup', () => {
  it('finds a listing’s address exactly, whatever the spelling', async () => {
    const res = await post('lookup', { address: '1842 north kenmore avenue, CHICAGO' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      status: 'OK',
      exact: true,
      location: {
        formattedAddress: '1842 N Kenmore Ave, Chicago, IL 60614, USA',
        latitude: 41.9153,
        longitude: -87.6558,
        address1: '1842 N Kenmore Ave',
        address2: '',
        city: 'Chicago',
        state: 'IL',
        postalCode: '60614',
        country: 'US',
      },
    })
  })

  it('reads another number on a demo street as approximate, and an unknown place as ZERO_RESULTS', async () => {
    expect(await (await post('lookup', { address: '1900 N Kenmore Ave' })).json()).toMatchObject({
      status: 'OK',
      exact: false,
    })
    expect(await (await post('lookup', { address: '1 Nowhere Road' })).json()).toEqual({
      status: 'ZERO_RESULTS',
      location: null,
      exact: false,
    })
  })

  it('refuses a missing, mistyped or overlong address with field errors', async () => {
    for (const body of [
      {},
      { address: 12 },
      { address: 'x'.repeat(GEOCODE_QUERY_MAX_LENGTH + 1) },
      { address: 'a', extra: 1 },
    ]) {
      const res = await post('lookup', body)
      expect(res.status).toBe(400)
      expect(await res.json()).toHaveProperty('fieldErrors')
    }
  })
})

describe('POST /geocode/suggest', () => {
  it('suggests the known address first', async () => {
    const res = await post('suggest', { query: '1842 N Kenm' })
    expect(res.status).toBe(200)
    const { suggestions } = await res.json()
    expect(suggestions[0]).toEqual({ text: '1842 N Kenmore Ave, Chicago, IL 60614, USA' })
    expect(suggestions.length).toBeLessThanOrEqual(5)
  })

  it('has nothing for a query too short to name a street', async () => {
    expect(await (await post('suggest', { query: ' 18 ' })).json()).toEqual({ suggestions: [] })
  })
})

describe('POST /geocode/reverse', () => {
  it('snaps a point beside a listing to it, and names a street elsewhere in the demo city', async () => {
    expect(await (await post('reverse', { latitude: 41.9155, longitude: -87.6559 })).json()).toMatchObject({
      status: 'OK',
      exact: true,
      location: { address1: '1842 N Kenmore Ave' },
    })
    expect(await (await post('reverse', { latitude: 41.9434, longitude: -87.6553 })).json()).toMatchObject({
      status: 'OK',
      exact: false,
      location: { postalCode: '60657' },
    })
  })

  it('refuses coordinates out of range', async () => {
    expect((await post('reverse', { latitude: 91, longitude: 0 })).status).toBe(400)
    expect((await post('reverse', { latitude: '41.9' })).status).toBe(400)
  })
})

describe('GEOCODER configuration', () => {
  it('defaults to the offline gazetteer and picks the configured provider', async () => {
    const { geocoderFromConfig } = await import('../../server/geocoding/from-config')
    const { GoogleGeocoder } = await import('../../server/geocoding/google')
    const { NominatimGeocoder } = await import('../../server/geocoding/nominatim')
    const { OfflineGeocoder } = await import('../../server/geocoding/offline')
    expect(geocoderFromConfig(testConfig(), db)).toBeInstanceOf(OfflineGeocoder)
    expect(geocoderFromConfig(testConfig({ GEOCODER: 'nominatim' }), db)).toBeInstanceOf(NominatimGeocoder)
    expect(testConfig({ GEOCODER: 'nominatim' }).nominatimUrl).toBe('https://nominatim.openstreetmap.org')
    expect(geocoderFromConfig(testConfig({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: 'k' }), db)).toBeInstanceOf(
      GoogleGeocoder,
    )
  })

  it('refuses an unknown provider, Google without a key, and a bad Nominatim URL', () => {
    expect(() => testConfig({ GEOCODER: 'bing' })).toThrow(/GEOCODER.*offline, nominatim or google/)
    expect(() => testConfig({ GEOCODER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/)
    expect(() => testConfig({ NOMINATIM_URL: 'nominatim.local' })).toThrow(/NOMINATIM_URL/)
  })
})
