// The address a booking stores is the server's own reading of it, never the browser's: tax, currency, the listing's
// address and the service zone all follow from it, so a request cannot choose its tax by sending another country.
// The marker may sit where the customer dragged it (onto the right building), but not far from the address.
import { geocodeMessage, locationErrorMessage } from '../../src/domain/geocode-message'
import type { AddressModel } from '../../src/schemas/api/booking'
import { distanceKm } from '../domain/appointment-time'
import type { Geocoder } from '../geocoding/geocoder'

export const MARKER_TOO_FAR = 'Move the marker onto the building at this address.'
/** How far the marker may be dragged from the geocoded point: a large lot, not another street. */
export const MAX_MARKER_KM = 1

type Model = typeof AddressModel.Type

export interface AddressReading {
  /** The model with the server's location (the typed text, unit and marker as sent). */
  readonly model: Model
  /** A field error when the address cannot be read or the marker is too far from it. */
  readonly problem: { readonly field: 'userAddress' | 'marker'; readonly message: string } | null
}

export async function readAddress(geocoder: Geocoder, model: Model): Promise<AddressReading> {
  if (!model.location) return { model, problem: null }
  let answer: Awaited<ReturnType<Geocoder['geocode']>>
  try {
    answer = await geocoder.geocode(model.location.formattedAddress || model.userAddress)
  } catch {
    answer = { status: 'UNAVAILABLE', location: null, exact: false }
  }
  if (answer.status !== 'OK' || !answer.location) {
    const message = geocodeMessage(answer) ?? locationErrorMessage(answer.status)
    return { model: { ...model, location: null }, problem: { field: 'userAddress', message } }
  }
  const location = { ...answer.location, address2: model.location.address2 }
  const marker = model.marker ?? { latitude: location.latitude, longitude: location.longitude }
  const far =
    distanceKm({ lat: marker.latitude, lng: marker.longitude }, { lat: location.latitude, lng: location.longitude }) >
    MAX_MARKER_KM
  return { model: { ...model, location, marker }, problem: far ? { field: 'marker', message: MARKER_TOO_FAR } : null }
}
