// The address step's geocoder (SPEC §5 Address step, Geocoding): suggestions while typing, an address to a place,
// and a dragged marker's point back to an address. It goes through our server (POST /geocode/*), which answers
// from the configured provider; the answers are decoded with the calls' schemas, so charts see typed values.
import { Context, Effect, Layer } from 'effect'
import {
  type AddressSuggestion,
  type GeocodeAnswer,
  lookupAddress,
  reverseGeocode,
  suggestAddresses,
} from '../schemas/api/geocode'
import type { Marker } from '../schemas/Order'
import type { ApiError } from './errors'
import { HttpClient } from './HttpClient'

export interface GeocoderShape {
  /** Addresses completing what has been typed, best first (those in `country` first, when given: ?country=CA). */
  readonly suggest: (query: string, country?: string) => Effect.Effect<ReadonlyArray<AddressSuggestion>, ApiError>
  /** The place an address names, preferring one in `country`; a non-OK status is an answer, not a failure. */
  readonly lookup: (address: string, country?: string) => Effect.Effect<GeocodeAnswer, ApiError>
  /** The address at a point (after the marker is dragged). */
  readonly reverse: (point: Marker) => Effect.Effect<GeocodeAnswer, ApiError>
}

export class Geocoder extends Context.Service<Geocoder, GeocoderShape>()('showhome/services/Geocoder') {
  /** Live layer over the app's HTTP client (which decodes each answer with its call's response schema). */
  static readonly layer = Layer.effect(
    Geocoder,
    Effect.gen(function* () {
      const http = yield* HttpClient
      return {
        suggest: (query, country) =>
          http
            .call(suggestAddresses, { query, ...(country ? { country } : {}) })
            .pipe(Effect.map((a) => a.suggestions)),
        lookup: (address, country) => http.call(lookupAddress, { address, ...(country ? { country } : {}) }),
        reverse: ({ latitude, longitude }) => http.call(reverseGeocode, { latitude, longitude }),
      } satisfies GeocoderShape
    }),
  )

  /** Test layer: plays the geocoder with the given answers (nothing found by default). */
  static readonly layerTest = (shape: Partial<GeocoderShape> = {}) =>
    Layer.succeed(Geocoder, {
      suggest: () => Effect.succeed([]),
      lookup: () => Effect.succeed({ status: 'ZERO_RESULTS', location: null, exact: false }),
      reverse: () => Effect.succeed({ status: 'ZERO_RESULTS', location: null, exact: false }),
      ...shape,
    })
}
