// Geohash (the `geohash` query parameter of SPEC §2 filters listings to a map cell): base-32 interleaved bits of
// longitude and latitude. A listing matches a cell when its own geohash starts with the cell's.

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz'

export function encodeGeohash(lat: number, lng: number, precision = 9): string {
  let latRange: [number, number] = [-90, 90]
  let lngRange: [number, number] = [-180, 180]
  let hash = ''
  let bits = 0
  let value = 0
  let even = true
  while (hash.length < precision) {
    const range = even ? lngRange : latRange
    const coordinate = even ? lng : lat
    const mid = (range[0] + range[1]) / 2
    value <<= 1
    if (coordinate >= mid) {
      value |= 1
      range[0] = mid
    } else range[1] = mid
    if (even) lngRange = range
    else latRange = range
    even = !even
    if (++bits === 5) {
      hash += BASE32[value]
      bits = 0
      value = 0
    }
  }
  return hash
}

/** The cell's south-west and north-east corners. */
export function decodeGeohashBounds(hash: string): { south: number; west: number; north: number; east: number } {
  const lat: [number, number] = [-90, 90]
  const lng: [number, number] = [-180, 180]
  let even = true
  for (const char of hash) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`'${char}' is not a geohash character`)
    for (let bit = 4; bit >= 0; bit--) {
      const range = even ? lng : lat
      const mid = (range[0] + range[1]) / 2
      if ((index >> bit) & 1) range[0] = mid
      else range[1] = mid
      even = !even
    }
  }
  return { south: lat[0], west: lng[0], north: lat[1], east: lng[1] }
}
