// The address step (SPEC §5 Address step): the typed address, the geocoded formatted address and coordinates,
// and the marker's coordinates are all required before the step can go forward.
import { Schema } from 'effect'
import { ADDRESS_MAX_LENGTH } from '../constants'
import { RequiredText } from '../fields'
import { GeocodedLocation } from '../Order'
import { Latitude, Longitude, present } from '../primitives'

const GeocodedLocationForm = Schema.Struct({
  ...GeocodedLocation.fields,
  formattedAddress: RequiredText(ADDRESS_MAX_LENGTH),
  latitude: present(Latitude),
  longitude: present(Longitude),
})

const MarkerForm = Schema.Struct({ latitude: present(Latitude), longitude: present(Longitude) })

/** Null location or marker (not geocoded yet, no marker placed) reads 'Required'. */
export const AddressForm = Schema.Struct({
  userAddress: RequiredText(ADDRESS_MAX_LENGTH),
  location: present(GeocodedLocationForm),
  marker: present(MarkerForm),
})
export type AddressForm = typeof AddressForm.Type
