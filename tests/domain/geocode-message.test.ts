import { describe, expect, it } from 'vitest'
import { geocodeMessage } from '../../src/domain/geocode-message'

// The texts are copied from SPEC §5 and §8 on purpose, not imported, so a changed constant fails here.
const inexact =
  'Unable to identify exact location. Please verify the address and location on the map are correct before submitting.'
const none = 'Unable to find location. Please verify the address and location on the map are correct.'
const failed = (code: string) =>
  `Unable to process location. Please contact support if this issue persists. ERROR CODE: ${code}`

describe('geocode message (SPEC §5 Geocoding, §8)', () => {
  it.each([
    ['an exact rooftop match says nothing', 'OK', true, null],
    ['an approximate or partial match asks to verify', 'OK', false, inexact],
    ['no result', 'ZERO_RESULTS', false, none],
    ['no result even if flagged exact', 'ZERO_RESULTS', true, none],
    ['over the quota', 'OVER_QUERY_LIMIT', false, failed('OVER_QUERY_LIMIT')],
    ['request denied', 'REQUEST_DENIED', false, failed('REQUEST_DENIED')],
    ['an unknown code is quoted as is', 'HTTP_503', true, failed('HTTP_503')],
  ] as const)('%s', (_why, status, exact, message) => {
    expect(geocodeMessage({ status, exact })).toBe(message)
  })
})
