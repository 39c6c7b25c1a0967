// The message under the address input after geocoding (SPEC §5 Geocoding, §8 Geocode messages).

export const INEXACT_LOCATION_MESSAGE =
  'Unable to identify exact location. Please verify the address and location on the map are correct before submitting.'
export const NO_LOCATION_MESSAGE =
  'Unable to find location. Please verify the address and location on the map are correct.'
export const locationErrorMessage = (status: string) =>
  `Unable to process location. Please contact support if this issue persists. ERROR CODE: ${status}`

/** What the user is told about a geocoder's answer; null when it found the exact place. */
export function geocodeMessage(answer: { readonly status: string; readonly exact: boolean }): string | null {
  if (answer.status === 'OK') return answer.exact ? null : INEXACT_LOCATION_MESSAGE
  if (answer.status === 'ZERO_RESULTS') return NO_LOCATION_MESSAGE
  return locationErrorMessage(answer.status)
}
