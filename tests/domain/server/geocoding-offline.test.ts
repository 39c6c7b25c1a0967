// The offline geocoder over the demo gazetteer (SPEC §5 Geocoding): listings' addresses are rooftop matches, other
// numbers on a demo street are approximate, anything else finds nothing; reverse snaps to a building within 150 m.
import { describe, expect, it } from 'vitest'
import { normalizeAddress, splitHouseNumber } from '../../../server/geocoding/address-text'
import { type KnownAddress, OfflineGeocoder } from '../../../server/geocoding/offline'

const known: KnownAddress[] = [
  { street: '1842 N Kenmore Ave', city: 'Chicago', state: 'IL', postalCode: '60614', lat: 41.9153, lng: -87.6558 },
  { street: '2210 W Roscoe St', city: 'Chicago', state: 'IL', postalCode: '60618', lat: 41.9434, lng: -87.6835 },
  { street: '1115 Hinman Ave', city: 'Evanston', state: 'IL', postalCode: '60201', lat: 42.0443, lng: -87.6798 },
]
const geocoder = new OfflineGeocoder(async () => known)

describe('address text', () => {
  it.each([
    ['1842 N. Kenmore Ave., Chicago', '1842 n kenmore ave chicago'],
    ['  1842   NORTH kenmore avenue ', '1842 n kenmore ave'],
    ['2210 West Roscoe Street, Illinois', '2210 w roscoe st il'],
  ])('%s → %s', (text, normalized) => expect(normalizeAddress(text)).toBe(normalized))

  it.each([
    ['1842 n kenmore ave', { number: 1842, rest: 'n kenmore ave' }],
    ['0 main st', { number: 0, rest: 'main st' }],
    ['123456 x', { number: 123456, rest: 'x' }],
    ['12  \t x y', { number: 12, rest: 'x y' }],
    ['1234567 x', undefined],
    ['n kenmore ave', undefined],
    ['1842', undefined],
    ['1842 ', undefined],
    ['1842 a\nb', undefined],
    [`1${' '.repeat(50_000)}\n`, undefined],
    [`1 ${' \t'.repeat(25_000)}x`, { number: 1, rest: 'x' }],
  ])('splits the house number off %j', (text, expected) => expect(splitHouseNumber(text)).toEqual(expected))
})

describe('offline geocode', () => {
  it.each([
    '1842 N Kenmore Ave',
    '1842 N Kenmore Ave, Chicago',
    '1842 n. kenmore ave., chicago, il 60614',
    '1842 North Kenmore Avenue, Chicago, Illinois, USA',
    '1842 N Kenmore Ave Apt 3, Chicago',
  ])('finds the listing at %s, rooftop', async (text) => {
    expect(await geocoder.geocode(text)).toEqual({
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

  it('reads a known street with another number as approximate, near its neighbourhood, the same each time', async () => {
    const first = await geocoder.geocode('1900 N Kenmore Ave, Chicago, IL 60614')
    expect(first).toMatchObject({
      status: 'OK',
      exact: false,
      location: { formattedAddress: '1900 N Kenmore Ave, Chicago, IL 60614, USA', postalCode: '60614', country: 'US' },
    })
    expect(Math.abs((first.location?.latitude ?? 0) - 41.9214)).toBeLessThan(0.005)
    expect(await geocoder.geocode('1900 n kenmore avenue chicago 60614')).toEqual(first)
  })

  it('uses the postal code or neighbourhood to pick between streets of the same name', async () => {
    expect((await geocoder.geocode('5400 N Kenmore Ave, Chicago 60660')).location?.postalCode).toBe('60660')
    expect((await geocoder.geocode('5400 N Kenmore Ave, Edgewater')).location?.postalCode).toBe('60660')
  })

  it('reads a known address without its direction as a partial match', async () => {
    expect(await geocoder.geocode('1842 Kenmore Ave')).toMatchObject({ status: 'OK', exact: false })
  })

  it.each(['12 Elm Street, Springfield', '1842 N Kenmore Ave, Springfield', 'N Kenmore Ave', '', '!!!'])(
    'finds nothing for %j',
    async (text) => {
      expect(await geocoder.geocode(text)).toEqual({ status: 'ZERO_RESULTS', location: null, exact: false })
    },
  )
})

describe('offline suggestions', () => {
  it('completes known addresses first, then the number on matching demo streets', async () => {
    const suggestions = await geocoder.search('1842 n ken', { limit: 5 })
    expect(suggestions.map((s) => s.text)).toEqual([
      '1842 N Kenmore Ave, Chicago, IL 60614, USA',
      '1842 N Kenilworth Ave, Oak Park, IL 60302, USA',
      '1842 N Kenmore Ave, Chicago, IL 60660, USA',
    ])
  })

  it('finds a known address by its street alone', async () => {
    expect(await geocoder.search('roscoe', { limit: 5 })).toEqual([
      { text: '2210 W Roscoe St, Chicago, IL 60618, USA' },
    ])
  })

  it('respects the limit and needs two characters', async () => {
    expect(await geocoder.search('1', { limit: 5 })).toEqual([])
    expect(await geocoder.search('1 n', { limit: 2 })).toHaveLength(2)
  })
})

describe('offline reverse', () => {
  it('snaps to a known building within 150 m', async () => {
    expect(await geocoder.reverse(41.916, -87.656)).toMatchObject({
      status: 'OK',
      exact: true,
      location: { address1: '1842 N Kenmore Ave', latitude: 41.9153 },
    })
  })

  it('names a street of the nearest neighbourhood otherwise, at the point itself', async () => {
    const answer = await geocoder.reverse(41.98, -87.6685)
    expect(answer).toMatchObject({
      status: 'OK',
      exact: false,
      location: { city: 'Chicago', postalCode: '60640', latitude: 41.98 },
    })
    expect(answer.location?.address1).toMatch(/^\d+ [NSEW]? ?\S/)
    expect(await geocoder.reverse(41.98, -87.6685)).toEqual(answer)
  })

  it('finds nothing outside the demo city', async () => {
    expect(await geocoder.reverse(40.7128, -74.006)).toEqual({ status: 'ZERO_RESULTS', location: null, exact: false })
  })
})
