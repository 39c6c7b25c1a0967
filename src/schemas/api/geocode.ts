// Geocoding for the order flow's address step (SPEC §5 Address step, Geocoding; §7 "a maps service provides
// geocoding and autocomplete in the browser"). The paths are ours: the browser asks our server, which answers from
// the offline demo gazetteer or forwards to the configured provider (GEOCODER=nominatim|google).
import { Schema } from 'effect'
import { GeocodedLocation } from '../Order'
import { Latitude, Longitude } from '../primitives'
import { defineCall } from './call'

/** Longest address text we geocode or complete; real addresses are far shorter. */
export const GEOCODE_QUERY_MAX_LENGTH = 200
/** Most suggestions the autocomplete list shows. */
export const GEOCODE_SUGGESTION_LIMIT = 5

const AddressText = Schema.String.check(Schema.isMaxLength(GEOCODE_QUERY_MAX_LENGTH, { message: 'Invalid' }))
/** A two-letter country whose addresses the geocoder prefers (the order page's ?country=CA; issue 18). */
const CountryBias = Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[A-Za-z]{2}$/)))

/** One autocomplete entry: the text to put in the input and, from providers that have one, their place id. */
export const AddressSuggestion = Schema.Struct({
  text: Schema.String,
  placeId: Schema.optionalKey(Schema.String),
})
export type AddressSuggestion = typeof AddressSuggestion.Type

/**
 * The geocoder's answer. `status` is the provider's ('OK', 'ZERO_RESULTS', or another code shown to the user as
 * the error code); `exact` means rooftop precision and not a partial match (SPEC §5 Geocoding).
 */
export const GeocodeAnswer = Schema.Struct({
  status: Schema.String,
  location: Schema.NullOr(GeocodedLocation),
  exact: Schema.Boolean,
})
export type GeocodeAnswer = typeof GeocodeAnswer.Type

export const suggestAddresses = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/geocode/suggest',
  request: Schema.Struct({ query: AddressText, country: CountryBias }),
  response: Schema.Struct({ suggestions: Schema.Array(AddressSuggestion) }),
})

export const lookupAddress = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/geocode/lookup',
  request: Schema.Struct({ address: AddressText, country: CountryBias }),
  response: GeocodeAnswer,
})

export const reverseGeocode = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/geocode/reverse',
  request: Schema.Struct({ latitude: Latitude, longitude: Longitude }),
  response: GeocodeAnswer,
})
