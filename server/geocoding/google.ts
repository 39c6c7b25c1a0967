// Geocoding through Google (GEOCODER=google with GOOGLE_MAPS_API_KEY): the Geocoding API for addresses and points,
// Places Autocomplete for suggestions. Exact means location_type ROOFTOP and no partial_match (SPEC §5 Geocoding);
// Google's status ('ZERO_RESULTS', 'OVER_QUERY_LIMIT', 'REQUEST_DENIED' …) is passed on as is.
import { Schema } from 'effect'
import type { GeocodedLocation } from '../../src/schemas/Order'
import {
  type AddressSuggestion,
  type CountryBias,
  failedAnswer,
  type GeocodeAnswer,
  type Geocoder,
  zeroResults,
} from './geocoder'
import { type Fetch, GeocoderUnavailable, getJson } from './http-provider'

const GOOGLE_API = 'https://maps.googleapis.com/maps/api'

const Component = Schema.Struct({
  long_name: Schema.String,
  short_name: Schema.String,
  types: Schema.Array(Schema.String),
})
export const GoogleResult = Schema.Struct({
  formatted_address: Schema.String,
  address_components: Schema.Array(Component),
  geometry: Schema.Struct({
    location: Schema.Struct({ lat: Schema.Number, lng: Schema.Number }),
    location_type: Schema.String,
  }),
  partial_match: Schema.optionalKey(Schema.Boolean),
  place_id: Schema.optionalKey(Schema.String),
})
export type GoogleResult = typeof GoogleResult.Type
export const GoogleGeocodeResponse = Schema.Struct({
  status: Schema.String,
  results: Schema.Array(GoogleResult),
})
export type GoogleGeocodeResponse = typeof GoogleGeocodeResponse.Type
export const GoogleAutocompleteResponse = Schema.Struct({
  status: Schema.String,
  predictions: Schema.Array(Schema.Struct({ description: Schema.String, place_id: Schema.optionalKey(Schema.String) })),
})
export type GoogleAutocompleteResponse = typeof GoogleAutocompleteResponse.Type

export function googleLocation(result: GoogleResult): GeocodedLocation {
  const part = (type: string, form: 'long_name' | 'short_name' = 'long_name') =>
    result.address_components.find((c) => c.types.includes(type))?.[form] ?? ''
  return {
    formattedAddress: result.formatted_address,
    latitude: result.geometry.location.lat,
    longitude: result.geometry.location.lng,
    address1: [part('street_number'), part('route', 'short_name')].filter(Boolean).join(' '),
    address2: part('subpremise'),
    city: part('locality') || part('postal_town') || part('sublocality') || part('administrative_area_level_3'),
    state: part('administrative_area_level_1', 'short_name'),
    postalCode: part('postal_code'),
    country: part('country', 'short_name'),
  }
}

/** The first result, exact only when rooftop-precise and not a partial match. */
export function googleAnswer(response: GoogleGeocodeResponse): GeocodeAnswer {
  if (response.status !== 'OK') return response.status === 'ZERO_RESULTS' ? zeroResults : failedAnswer(response.status)
  const first = response.results[0]
  if (!first) return zeroResults
  const exact = first.geometry.location_type === 'ROOFTOP' && first.partial_match !== true
  return { status: 'OK', location: googleLocation(first), exact }
}

export function googleSuggestions(response: GoogleAutocompleteResponse): ReadonlyArray<AddressSuggestion> {
  if (response.status === 'ZERO_RESULTS') return []
  if (response.status !== 'OK') throw new GeocoderUnavailable(response.status)
  return response.predictions.map((p) =>
    p.place_id ? { text: p.description, placeId: p.place_id } : { text: p.description },
  )
}

/** Google's `region` parameter biases results towards a country (a preference, unlike `components`, a filter). */
const regionBias = (country: string | undefined): Record<string, string> =>
  country ? { region: country.toLowerCase() } : {}

export class GoogleGeocoder implements Geocoder {
  constructor(
    private readonly apiKey: string,
    private readonly fetcher: Fetch = fetch,
  ) {}

  private url(path: string, params: Record<string, string>) {
    return `${GOOGLE_API}/${path}/json?${new URLSearchParams({ ...params, key: this.apiKey })}`
  }

  async search(
    query: string,
    { limit, country }: { limit: number } & CountryBias,
  ): Promise<ReadonlyArray<AddressSuggestion>> {
    const answer = await getJson(
      this.fetcher,
      this.url('place/autocomplete', { input: query, types: 'address', ...regionBias(country) }),
      GoogleAutocompleteResponse,
    )
    if (!answer.ok) throw new GeocoderUnavailable(answer.status)
    return googleSuggestions(answer.body).slice(0, limit)
  }

  async geocode(text: string, { country }: CountryBias = {}): Promise<GeocodeAnswer> {
    const answer = await getJson(
      this.fetcher,
      this.url('geocode', { address: text, ...regionBias(country) }),
      GoogleGeocodeResponse,
    )
    return answer.ok ? googleAnswer(answer.body) : failedAnswer(answer.status)
  }

  async reverse(lat: number, lng: number): Promise<GeocodeAnswer> {
    const answer = await getJson(this.fetcher, this.url('geocode', { latlng: `${lat},${lng}` }), GoogleGeocodeResponse)
    return answer.ok ? googleAnswer(answer.body) : failedAnswer(answer.status)
  }
}
