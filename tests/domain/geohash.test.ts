import { describe, expect, it } from 'vitest'
import { decodeGeohashBounds, encodeGeohash } from '../../src/domain/geohash'

describe('geohash', () => {
  it.each([
    [57.64911, 10.40744, 11, 'u4pruydqqvj'],
    [41.8781, -87.6298, 7, 'dp3wjzt'],
    [0, 0, 5, 's0000'],
    [-33.8688, 151.2093, 6, 'r3gx2f'],
  ])('(%f, %f) at %i characters is %s', (lat, lng, precision, hash) => {
    expect(encodeGeohash(lat, lng, precision)).toBe(hash)
  })

  it('decodes a cell that contains the point it was made from', () => {
    const bounds = decodeGeohashBounds(encodeGeohash(41.9, -87.65, 6))
    expect(bounds.south).toBeLessThanOrEqual(41.9)
    expect(bounds.north).toBeGreaterThanOrEqual(41.9)
    expect(bounds.west).toBeLessThanOrEqual(-87.65)
    expect(bounds.east).toBeGreaterThanOrEqual(-87.65)
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => decodeGeohashBounds('dpa')).toThrow(/'a'/)
  })
})
