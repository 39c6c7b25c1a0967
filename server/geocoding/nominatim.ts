// Geocoding through Nominatim (GEOCODER=nominatim; NOMINATIM_URL, default the OpenStreetMap server). Nominatim has
// no precision flag like Google's: a result is exact when it is a building-level place (rank 30) with a house
// number; anything coarser is approximate. Its usage policy asks for an identifying User-Agent.
import { Schema } from 'effect'
import { trimEnd } from '../../src/domain/trim'
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

const Text = Schema.optionalKey(Schema.String)
export const NominatimPlace = Schema.Struct({
  place_id: Schema.Union([Schema.Number, Schema.String]),
  lat: Schema.String,
  lon: Schema.String,
  display_name: Schema.String,
  place_rank: Schema.optionalKey(Schema.Number),
  address: Schema.optionalKey(
    Schema.Struct({
      house_number: Text,
      road: Text,
      city: Text,
      town: Text,
      village: Text,
      hamlet: Text,
      suburb: Text,
      state: Text,
      'ISO3166-2-lvl4': Text,
      postcode: Text,
      country: Text,
      country_code: Text,
    }),
  ),
})
export type NominatimPlace = typeof NominatimPlace.Type
const SearchResults = Schema.Array(NominatimPlace)
const ReverseResult = Schema.Union([NominatimPlace, Schema.Struct({ error: Schema.String })])

/** Nominatim's place in our shape: the street line, a US-style formatted address, the state's short code. */
export function nominatimLocation(place: NominatimPlace): GeocodedLocation {
  const a = place.address ?? {}
  const address1 = [a.house_number, a.road].filter(Boolean).join(' ')
  const city = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.suburb ?? ''
  const state = a['ISO3166-2-lvl4']?.replace(/^[A-Z]{2}-/, '') ?? a.state ?? ''
  const country = (a.country_code ?? '').toUpperCase()
  const countryName = country === 'US' ? 'USA' : (a.country ?? country)
  const region = [state, a.postcode].filter(Boolean).join(' ')
  const parts = [address1, city, region, countryName].filter(Boolean)
  return {
    formattedAddress: parts.length > 0 ? parts.join(', ') : place.display_name,
    latitude: Number(place.lat),
    longitude: Number(place.lon),
    address1,
    address2: '',
    city,
    state,
    postalCode: a.postcode ?? '',
    country,
  }
}

/** A building-level result with a house number is exact; a street, area or town is not. */
export function nominatimAnswer(place: NominatimPlace | undefined): GeocodeAnswer {
  if (!place) return zeroResults
  const exact = (place.place_rank ?? 0) >= 30 && Boolean(place.address?.house_number)
  return { status: 'OK', location: nominatimLocation(place), exact }
}

export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly fetcher: Fetch = fetch,
  ) {}

  private url(path: string, params: Record<string, string>) {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params })
    return `${trimEnd(this.baseUrl, '/')}/${path}?${query}`
  }

  private get<S extends Schema.ConstraintDecoder<unknown>>(url: string, schema: S) {
    return getJson(this.fetcher, url, schema, { 'user-agent': this.userAgent })
  }

  /**
   * Nominatim has no country preference, only a filter (countrycodes): with a country asked for, its places are
   * searched first, and everywhere only when it has none, so the preference never hides an address elsewhere.
   */
  private async searchPreferring(params: Record<string, string>, country: string | undefined) {
    if (country) {
      const answer = await this.get(
        this.url('search', { ...params, countrycodes: country.toLowerCase() }),
        SearchResults,
      )
      if (!answer.ok || answer.body.length > 0) return answer
    }
    return this.get(this.url('search', params), SearchResults)
  }

  async search(
    query: string,
    { limit, country }: { limit: number } & CountryBias,
  ): Promise<ReadonlyArray<AddressSuggestion>> {
    const answer = await this.searchPreferring({ q: query, limit: String(limit) }, country)
    if (!answer.ok) throw new GeocoderUnavailable(answer.status)
    return answer.body.map((place) => ({
      text: nominatimLocation(place).formattedAddress,
      placeId: String(place.place_id),
    }))
  }

  async geocode(text: string, { country }: CountryBias = {}): Promise<GeocodeAnswer> {
    const answer = await this.searchPreferring({ q: text, limit: '1' }, country)
    return answer.ok ? nominatimAnswer(answer.body[0]) : failedAnswer(answer.status)
  }

  async reverse(lat: number, lng: number): Promise<GeocodeAnswer> {
    const answer = await this.get(
      this.url('reverse', { lat: String(lat), lon: String(lng), zoom: '18' }),
      ReverseResult,
    )
    if (!answer.ok) return failedAnswer(answer.status)
    return 'error' in answer.body ? zeroResults : nominatimAnswer(answer.body)
  }
}
