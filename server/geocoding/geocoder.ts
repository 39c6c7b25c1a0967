// The server's geocoder (SPEC §5 Address step, Geocoding): suggestions while typing, an address to a place, and a
// place back to an address after the marker is dragged. One interface, three providers: the offline demo gazetteer
// (the default), Nominatim and Google (GEOCODER=nominatim|google).
import type { AddressSuggestion, GeocodeAnswer } from '../../src/schemas/api/geocode'

export type { AddressSuggestion, GeocodeAnswer }

/**
 * A country whose addresses come first (the order page's ?country=CA; issue 18): a preference, not a filter, so an
 * address elsewhere can still be found.
 */
export interface CountryBias {
  readonly country?: string | undefined
}

export interface Geocoder {
  /** Addresses that complete what has been typed, best first. */
  search(query: string, options: { readonly limit: number } & CountryBias): Promise<ReadonlyArray<AddressSuggestion>>
  /** The place an address names; status ZERO_RESULTS when there is none. */
  geocode(text: string, options?: CountryBias): Promise<GeocodeAnswer>
  /** The address at (or nearest to) a point. */
  reverse(lat: number, lng: number): Promise<GeocodeAnswer>
}

/** An answer with nothing found. */
export const zeroResults: GeocodeAnswer = { status: 'ZERO_RESULTS', location: null, exact: false }

/** An answer for a provider's failure: the code is shown to the user (SPEC §8 "ERROR CODE: {status}"). */
export const failedAnswer = (status: string): GeocodeAnswer => ({ status, location: null, exact: false })
