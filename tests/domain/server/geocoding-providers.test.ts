// The Google and Nominatim geocoders over recorded answers: precision and partial matches become `exact`, the
// provider's status is passed on, and HTTP failures become a status the user can quote (SPEC §5, §8).
import { describe, expect, it } from 'vitest'
import { GoogleGeocoder, googleAnswer } from '../../../server/geocoding/google'
import type { Fetch } from '../../../server/geocoding/http-provider'
import { NominatimGeocoder } from '../../../server/geocoding/nominatim'
import * as samples from './fixtures/geocoder-samples'

/** A fetch that answers every request with `body` (or `status`), recording the URLs and headers it was asked. */
function recorded(body: unknown, status = 200) {
  const requests: Array<{ url: string; headers: Record<string, string> }> = []
  const fetcher: Fetch = async (url, init) => {
    requests.push({ url, headers: init.headers as Record<string, string> })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { fetcher, requests }
}

const kenmore = {
  formattedAddress: '1842 N Kenmore Ave, Chicago, IL 60614, USA',
  latitude: 41.9153071,
  longitude: -87.6557712,
  address1: '1842 N Kenmore Ave',
  address2: '',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60614',
  country: 'US',
}

describe('Google geocoder', () => {
  it('reads a rooftop result as exact, in our shape', async () => {
    const { fetcher, requests } = recorded(samples.googleRooftop)
    const answer = await new GoogleGeocoder('KEY', fetcher).geocode('1842 N Kenmore Ave, Chicago')
    expect(answer).toEqual({ status: 'OK', exact: true, location: kenmore })
    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe('/maps/api/geocode/json')
    expect(url.searchParams.get('address')).toBe('1842 N Kenmore Ave, Chicago')
    expect(url.searchParams.get('key')).toBe('KEY')
  })

  it.each([
    ['a partial match, even rooftop', samples.googlePartial],
    ['an interpolated position', samples.googleInterpolated],
  ])('reads %s as not exact', async (_why, sample) => {
    const answer = await new GoogleGeocoder('KEY', recorded(sample).fetcher).geocode('x')
    expect(answer.status).toBe('OK')
    expect(answer.exact).toBe(false)
    expect(answer.location).not.toBeNull()
  })

  it('keeps the unit of a partial match as address2', () => {
    expect(googleAnswer(samples.googlePartial as never).location).toMatchObject({
      address2: 'Apt 2',
      postalCode: '60660',
    })
  })

  it.each([
    ['ZERO_RESULTS', samples.googleZero, 200, 'ZERO_RESULTS'],
    ['its own status', samples.googleDenied, 200, 'REQUEST_DENIED'],
    ['HTTP 500 as a code', {}, 500, 'HTTP_500'],
    ['an unreadable answer', { nothing: true }, 200, 'INVALID_RESPONSE'],
  ])('passes on %s', async (_why, body, httpStatus, status) => {
    const answer = await new GoogleGeocoder('KEY', recorded(body, httpStatus).fetcher).reverse(41.9, -87.6)
    expect(answer).toEqual({ status, location: null, exact: false })
  })

  it('reverse-geocodes with latlng', async () => {
    const { fetcher, requests } = recorded(samples.googleRooftop)
    await new GoogleGeocoder('KEY', fetcher).reverse(41.9153, -87.6557)
    expect(new URL(requests[0]?.url ?? '').searchParams.get('latlng')).toBe('41.9153,-87.6557')
  })

  it('suggests from Places Autocomplete, up to the limit', async () => {
    const { fetcher, requests } = recorded(samples.googleAutocomplete)
    const suggestions = await new GoogleGeocoder('KEY', fetcher).search('1842 n kenm', { limit: 1 })
    expect(suggestions).toEqual([
      { text: '1842 North Kenmore Avenue, Chicago, IL, USA', placeId: 'ChIJu8y7lTjTD4gR9jZ0xGf3YQA' },
    ])
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/maps/api/place/autocomplete/json')
  })

  it('has no suggestions for ZERO_RESULTS and fails for other statuses', async () => {
    expect(
      await new GoogleGeocoder('K', recorded({ predictions: [], status: 'ZERO_RESULTS' }).fetcher).search('zz', {
        limit: 5,
      }),
    ).toEqual([])
    await expect(
      new GoogleGeocoder('K', recorded({ predictions: [], status: 'REQUEST_DENIED' }).fetcher).search('zz', {
        limit: 5,
      }),
    ).rejects.toThrow('REQUEST_DENIED')
  })
})

describe('Nominatim geocoder', () => {
  const nominatim = (body: unknown, status = 200) => {
    const r = recorded(body, status)
    return { geocoder: new NominatimGeocoder('https://nominatim.example/', 'Showhome test', r.fetcher), ...r }
  }

  it('reads a house with a number as exact, with the state as its short code', async () => {
    const { geocoder, requests } = nominatim(samples.nominatimHouse)
    expect(await geocoder.geocode('1842 N Kenmore Ave, Chicago')).toEqual({
      status: 'OK',
      exact: true,
      location: {
        ...kenmore,
        latitude: 41.9152998,
        longitude: -87.6557601,
        address1: '1842 North Kenmore Avenue',
        formattedAddress: '1842 North Kenmore Avenue, Chicago, IL 60614, USA',
      },
    })
    const url = new URL(requests[0]?.url ?? '')
    expect(url.origin + url.pathname).toBe('https://nominatim.example/search')
    expect(url.searchParams.get('format')).toBe('jsonv2')
    expect(url.searchParams.get('limit')).toBe('1')
    expect(requests[0]?.headers['user-agent']).toBe('Showhome test')
  })

  it('reads a street-level result as approximate', async () => {
    const answer = await nominatim(samples.nominatimStreet).geocoder.geocode('9999 N Kenmore Ave')
    expect(answer).toMatchObject({ status: 'OK', exact: false, location: { address1: 'North Kenmore Avenue' } })
  })

  it('finds nothing in an empty list, and an unknown point in reverse', async () => {
    expect(await nominatim([]).geocoder.geocode('nowhere')).toEqual({
      status: 'ZERO_RESULTS',
      location: null,
      exact: false,
    })
    expect(await nominatim(samples.nominatimReverseNothing).geocoder.reverse(0, 0)).toEqual({
      status: 'ZERO_RESULTS',
      location: null,
      exact: false,
    })
  })

  it('reverse-geocodes one object at building zoom', async () => {
    const { geocoder, requests } = nominatim(samples.nominatimHouse[0])
    expect(await geocoder.reverse(41.9153, -87.6557)).toMatchObject({ status: 'OK', exact: true })
    const url = new URL(requests[0]?.url ?? '')
    expect([
      url.pathname,
      url.searchParams.get('lat'),
      url.searchParams.get('lon'),
      url.searchParams.get('zoom'),
    ]).toEqual(['/reverse', '41.9153', '-87.6557', '18'])
  })

  it('turns a refusal into a status the user can quote', async () => {
    expect((await nominatim({}, 429).geocoder.geocode('x')).status).toBe('OVER_QUERY_LIMIT')
    expect((await nominatim({}, 403).geocoder.reverse(1, 1)).status).toBe('REQUEST_DENIED')
  })

  it('suggests formatted addresses with the place id', async () => {
    expect(await nominatim(samples.nominatimHouse).geocoder.search('1842 n kenmore', { limit: 5 })).toEqual([
      { text: '1842 North Kenmore Avenue, Chicago, IL 60614, USA', placeId: '297414468' },
    ])
  })
})

// ?country=CA in the order flow (issue 18): the address lookup prefers the country's addresses without hiding others.
describe('a country preference', () => {
  it('Google: biases geocoding and suggestions with `region`, and leaves it out without a country', async () => {
    const geocoding = recorded(samples.googleRooftop)
    await new GoogleGeocoder('KEY', geocoding.fetcher).geocode('100 Queen St W', { country: 'CA' })
    await new GoogleGeocoder('KEY', geocoding.fetcher).geocode('100 Queen St W')
    expect(geocoding.requests.map((r) => new URL(r.url).searchParams.get('region'))).toEqual(['ca', null])
    const suggesting = recorded({ status: 'ZERO_RESULTS', predictions: [] })
    await new GoogleGeocoder('KEY', suggesting.fetcher).search('100 Queen', { limit: 5, country: 'CA' })
    expect(new URL(suggesting.requests[0]?.url ?? '').searchParams.get('region')).toBe('ca')
  })

  it("Nominatim: searches the country's places first, and everywhere only when it has none", async () => {
    const requests: string[] = []
    const answers = [[], samples.nominatimHouse]
    const fetcher: Fetch = async (url) => {
      requests.push(url)
      return new Response(JSON.stringify(answers.shift() ?? []), { headers: { 'content-type': 'application/json' } })
    }
    const geocoder = new NominatimGeocoder('https://nominatim.example/', 'Showhome test', fetcher)
    expect(await geocoder.geocode('1842 N Kenmore Ave', { country: 'CA' })).toMatchObject({ status: 'OK' })
    expect(requests.map((url) => new URL(url).searchParams.get('countrycodes'))).toEqual(['ca', null])

    const found = recorded(samples.nominatimHouse)
    const preferring = new NominatimGeocoder('https://nominatim.example/', 'Showhome test', found.fetcher)
    expect(await preferring.search('1842 N Ken', { limit: 5, country: 'CA' })).toHaveLength(
      (samples.nominatimHouse as unknown[]).length,
    )
    expect(found.requests.map((r) => new URL(r.url).searchParams.get('countrycodes'))).toEqual(['ca'])
  })
})
