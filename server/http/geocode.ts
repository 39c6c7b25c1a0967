// Geocoding for the order flow's address step (SPEC §5 Address step, Geocoding): POST /geocode/suggest, /lookup and
// /reverse under the product API. The browser never talks to a provider itself; the server answers from the
// configured geocoder (offline demo gazetteer, Nominatim or Google).
import { Hono } from 'hono'
import {
  GEOCODE_SUGGESTION_LIMIT,
  lookupAddress,
  reverseGeocode,
  suggestAddresses,
} from '../../src/schemas/api/geocode'
import { GEOCODE_PER_ADDRESS, reserve, waitWords } from '../auth/throttle'
import { geocoderFromConfig } from '../geocoding/from-config'
import type { Geocoder } from '../geocoding/geocoder'
import { GeocoderUnavailable } from '../geocoding/http-provider'
import { clientAddress } from './client-address'
import type { AppDeps, AppEnv } from './context'
import { ApiError } from './errors'
import { readJson } from './request-body'

/** Fewer characters than this cannot name a street; the list stays empty without asking the provider. */
const MIN_QUERY_LENGTH = 3

export function geocodeRoutes(deps: AppDeps, geocoder: Geocoder = geocoderFromConfig(deps.config, deps.db)) {
  return new Hono<AppEnv>()
    .use('/geocode/*', async (c, next) => {
      // Every lookup may cost a paid provider a request: a client address gets a generous budget, not an open tap.
      const key = `geocode:${clientAddress(c, deps.config)}`
      const wait = await reserve(deps.db.kysely, key, GEOCODE_PER_ADDRESS)
      if (wait > 0) {
        const message = `Too many address lookups. Please try again in ${waitWords(wait)}.`
        throw new ApiError(429, { statusError: message, message })
      }
      await next()
    })
    .post('/geocode/suggest', async (c) => {
      const { query, country } = await readJson(c, suggestAddresses.request)
      if (query.trim().length < MIN_QUERY_LENGTH) return c.json({ suggestions: [] })
      try {
        const suggestions = await geocoder.search(query.trim(), {
          limit: GEOCODE_SUGGESTION_LIMIT,
          country: country?.toUpperCase(),
        })
        return c.json({ suggestions })
      } catch (error) {
        if (!(error instanceof GeocoderUnavailable)) throw error
        deps.log(`geocode: suggestions failed (${error.message})`)
        throw new ApiError(502, { message: 'Address suggestions are unavailable right now.' })
      }
    })
    .post('/geocode/lookup', async (c) => {
      const { address, country } = await readJson(c, lookupAddress.request)
      if (address.trim() === '') return c.json({ status: 'ZERO_RESULTS', location: null, exact: false })
      return c.json(await geocoder.geocode(address.trim(), { country: country?.toUpperCase() }))
    })
    .post('/geocode/reverse', async (c) => {
      const { latitude, longitude } = await readJson(c, reverseGeocode.request)
      return c.json(await geocoder.reverse(latitude, longitude))
    })
}
