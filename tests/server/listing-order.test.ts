// /order/{tourName}: an order for the listing's address (server/domain/listing-order.ts), answered as a redirect to
// /order with the booking start's address parameters; nothing for a listing the caller may not see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingOrderPath, orderAddressText } from '../../server/domain/listing-order'
import { demoListingStates, seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestServer } from '../support/test-server'

const place = { street: '12 Maple St', unit: null, city: 'Evanston', region: 'IL', postalCode: '60201' }

describe('listingOrderPath', () => {
  it.each([
    ['the whole address', place, '', '/order?address=12+Maple+St%2C+Evanston%2C+IL+60201'],
    [
      'with its unit',
      { ...place, unit: ' 2B ' },
      '',
      '/order?address=12+Maple+St%2C+Evanston%2C+IL+60201&addressUnit=2B',
    ],
    [
      'keeping a promo code',
      place,
      'promo=SPRING15',
      '/order?promo=SPRING15&address=12+Maple+St%2C+Evanston%2C+IL+60201',
    ],
    ['an address the link names wins', place, 'address=1+Elm+St', '/order?address=1+Elm+St'],
    ['missing parts left out', { ...place, region: '', postalCode: '' }, '', '/order?address=12+Maple+St%2C+Evanston'],
  ])('%s', (_, where, query, expected) => {
    expect(listingOrderPath(where, new URLSearchParams(query))).toBe(expected)
  })

  it('reads like an address', () => {
    expect(orderAddressText({ ...place, city: ' ', region: 'IL', postalCode: '' })).toBe('12 Maple St, IL')
  })
})

describe('GET /order/{tourName}', () => {
  let server: TestServer
  const names = {} as Record<'public' | 'offline', string>
  beforeAll(async () => {
    server = await startTestServer()
    await seedTestWorld(server.db.kysely)
    const rows = await demoListingStates(server.db.kysely)
    names.public = rows.find((r) => r.fully_delivered && !r.is_offline && !r.passcode_hash)?.tour_name as string
    names.offline = rows.find((r) => r.is_offline)?.tour_name as string
  })
  afterAll(() => server.close())

  it('sends a visitor to /order with the listing’s address, keeping the link’s parameters', async () => {
    const res = await fetch(`${server.url}/order/${names.public}?promo=SPRING15`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    const row = await server.db.kysely
      .selectFrom('listings')
      .select(['street', 'unit', 'city', 'region', 'postal_code'])
      .where('tour_name', '=', names.public)
      .executeTakeFirstOrThrow()
    const location = new URL(res.headers.get('location') ?? '', server.url)
    expect(location.pathname).toBe('/order')
    expect(location.searchParams.get('promo')).toBe('SPRING15')
    expect(location.searchParams.get('address')).toBe(`${row.street}, ${row.city}, ${row.region} ${row.postal_code}`)
    expect(location.searchParams.get('addressUnit')).toBe(row.unit)
  })

  it.each([
    ['an unknown listing', 'no-such-listing'],
    ['an offline listing', 'offline'],
  ])('starts an empty order for %s, saying nothing of it', async (_, which) => {
    const name = which === 'offline' ? names.offline : which
    const res = await fetch(`${server.url}/order/${name}`, { redirect: 'manual' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('app shell')
  })
})
