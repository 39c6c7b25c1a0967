// Which geocoder the server uses (ARCHITECTURE §1): the offline demo gazetteer unless GEOCODER names a provider.
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Geocoder } from './geocoder'
import { GoogleGeocoder } from './google'
import { knownAddressesFrom } from './known-addresses'
import { NominatimGeocoder } from './nominatim'
import { OfflineGeocoder } from './offline'

export function geocoderFromConfig(config: Config, db: Db): Geocoder {
  switch (config.geocoder) {
    case 'google':
      // loadConfig refuses GEOCODER=google without a key, so this is only a type narrowing.
      if (!config.googleMapsApiKey) throw new Error('GOOGLE_MAPS_API_KEY is required with GEOCODER=google')
      return new GoogleGeocoder(config.googleMapsApiKey)
    case 'nominatim':
      return new NominatimGeocoder(config.nominatimUrl, `${config.brandName} geocoder (${config.publicUrl})`)
    default:
      return new OfflineGeocoder(knownAddressesFrom(db))
  }
}
