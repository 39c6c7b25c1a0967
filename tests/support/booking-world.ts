// The booking calls' test world (issue 8): a test server over the demo world whose geocoder is the demo gazetteer
// plus one Canadian address no photographer serves, the fixtures a customer types, and helpers that drive a draft
// through the calls as the order flow does. Each test file that uses it gets its own server.
import { Schema } from 'effect'
import { afterAll, beforeAll, expect } from 'vitest'
import { DEMO_PASSWORD } from '../../server/demo/users'
import type { Geocoder } from '../../server/geocoding/geocoder'
import { knownAddressesFrom } from '../../server/geocoding/known-addresses'
import { OfflineGeocoder } from '../../server/geocoding/offline'
import { getOrdersForListing } from '../../src/schemas/api/order'
import type { BookingStep } from '../../src/schemas/BookingOrder'
import { BookingOrder } from '../../src/schemas/BookingOrder'
import { AppointmentTimesResponse } from '../../src/schemas/TimeSlot'
import { CONTACT, LINCOLN_PARK, PRODUCTS, TORONTO } from './booking-fixtures'
import { seedTestWorld } from './demo-world'
import { type NominatimStandIn, startNominatimStandIn } from './nominatim-stand-in'
import { startTestServer, type TestClient, type TestServer, testServers } from './test-server'

/**
 * The demo's offline gazetteer, plus one Canadian address no photographer serves: the offline geocoder only knows
 * the demo city, and the tests need an address outside every zone that still geocodes.
 */
const testGeocoder = (server: () => TestServer): Geocoder => {
  const offline = () => new OfflineGeocoder(knownAddressesFrom(server().db))
  return {
    search: (query, options) => offline().search(query, options),
    geocode: async (text) =>
      text.includes('Toronto') ? { status: 'OK', location: TORONTO.location, exact: true } : offline().geocode(text),
    reverse: (lat, lng) => offline().reverse(lat, lng),
  }
}

export const decodeOrder = Schema.decodeUnknownSync(BookingOrder, { onExcessProperty: 'error' })
export const decodeOrderList = Schema.decodeUnknownSync(getOrdersForListing.response, { onExcessProperty: 'error' })
export const decodeTimes = Schema.decodeUnknownSync(AppointmentTimesResponse, { onExcessProperty: 'error' })

export { CONTACT, LINCOLN_PARK, PRODUCTS, TORONTO } from './booking-fixtures'

/** Starts a server for the calling test file (before its tests, closed after) and helpers bound to it. */
export function bookingWorld() {
  let server: TestServer
  let standIn: NominatimStandIn | undefined
  beforeAll(async () => {
    const geocoder = testGeocoder(() => server)
    if (testServers === 'two-processes') {
      // Server processes take no geocoder object: they ask this one over HTTP, as they would ask Nominatim.
      standIn = await startNominatimStandIn(geocoder)
      server = await startTestServer({ GEOCODER: 'nominatim', NOMINATIM_URL: standIn.url })
    } else {
      server = await startTestServer({}, { geocoder })
    }
    await seedTestWorld(server.db.kysely)
  })
  afterAll(async () => {
    await server.close()
    await standIn?.close()
  })

  async function as(email?: string): Promise<TestClient> {
    const client = server.client()
    if (email) expect((await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200)
    return client
  }

  async function call(client: TestClient, path: string, body: unknown, status = 200) {
    const res = await client.post(`/api/v1/booking/${path}`, body)
    const json = await res.json()
    expect(res.status, JSON.stringify(json)).toBe(status)
    return json
  }

  const start = async (client: TestClient, body: unknown = {}) => decodeOrder(await call(client, 'start', body))

  const submit = async (
    client: TestClient,
    order: BookingOrder,
    step: string,
    model: unknown,
    targetStep: BookingStep,
  ) =>
    decodeOrder(
      await call(client, `submit${step}`, { info: { id: order.info.id, confirmedDate: null }, model, targetStep }),
    )

  /** A weekday at least three days ahead (clear of the 12-hour notice), as the wire's day / zero-based month / year. */
  function weekdayAhead(days: number) {
    const d = new Date(Date.now() + days * 86_400_000)
    while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1)
    return { day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear() }
  }

  async function firstFreeTime(client: TestClient, order: BookingOrder, days = 3) {
    for (let ahead = days; ahead < days + 20; ahead++) {
      const times = decodeTimes(
        await call(client, 'getappointmenttimes', { orderId: order.info.id, ...weekdayAhead(ahead) }),
      )
      for (const p of times.photographers) {
        const free = p.startTimes.find((t) => t.isAvailable)
        if (free) return { photographerId: p.photographerId, time: free.time }
      }
    }
    throw new Error('no free time in 20 days')
  }

  /**
   * A draft filled up to the confirm step: at the first free time `days` ahead, or at `time` when given (a test that
   * needs this draft to take one particular slot: the first free time of the draft's own search may be another).
   */
  async function readyToConfirm(
    client: TestClient,
    options: { days?: number; photographerId?: string; time?: { utc: string; localTime: string } } = {},
  ) {
    let order = await start(client)
    order = await submit(client, order, 'address', LINCOLN_PARK, 'product')
    order = await submit(client, order, 'product', PRODUCTS, 'schedule')
    const free =
      options.time && options.photographerId
        ? { photographerId: options.photographerId, time: options.time }
        : await firstFreeTime(client, order, options.days)
    const selectedTime = {
      utc: free.time.utc,
      localDate: free.time.utc.slice(0, 10),
      localTime: free.time.localTime,
      timeZoneName: 'America/Chicago',
    }
    const schedule = {
      selectedPhotographerId: options.photographerId ?? free.photographerId,
      selectedTime,
      waitlistEnabled: false,
      ignoreAvailability: false,
    }
    order = await submit(client, order, 'schedule', schedule, 'contact')
    order = await submit(client, order, 'contact', CONTACT, 'confirm')
    return order
  }

  return {
    server: () => server,
    as,
    call,
    start,
    submit,
    weekdayAhead,
    firstFreeTime,
    readyToConfirm,
  }
}
