// How long a shoot takes and how long the photographer drives to it (SCHEDULING.md "Inputs"), the pieces the slot
// search (issue 8) builds on: appointment duration from the ordered products and area, great-circle distance,
// travel time, and which service zone a distance falls in.

export interface TimedProduct {
  readonly baseMinutes: number
  readonly minutesPer1000SqFt: number
}

// `+ 0` turns the −0 that ceil gives for 0 into 0.
const roundUpTo = (minutes: number, step: number) => Math.ceil(minutes / step - 1e-9) * step + 0

/**
 * The appointment's length: for every ordered product its base minutes plus its minutes per started 1000 sq ft of
 * the ordered area, summed and rounded up to 15 minutes. Nothing ordered is no appointment (0).
 */
export function appointmentMinutes(products: ReadonlyArray<TimedProduct>, areaSqFt: number): number {
  const started = Math.max(0, Math.ceil(areaSqFt / 1000 - 1e-9))
  const sum = products.reduce((total, p) => total + p.baseMinutes + p.minutesPer1000SqFt * started, 0)
  return roundUpTo(sum, 15)
}

export interface LatLng {
  readonly lat: number
  readonly lng: number
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance (haversine) in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface TravelSettings {
  /** Average door-to-door speed (default 40 km/h). */
  readonly speedKmh: number
  /** Parking, carrying gear, setting up (default 15 minutes). */
  readonly setupMinutes: number
}

export const DEFAULT_TRAVEL: TravelSettings = { speedKmh: 40, setupMinutes: 15 }

/** Minutes between two places: distance ÷ speed rounded up to 5 minutes, plus the setup buffer. */
export function travelMinutes(from: LatLng, to: LatLng, settings: TravelSettings = DEFAULT_TRAVEL): number {
  return roundUpTo((distanceKm(from, to) / settings.speedKmh) * 60, 5) + settings.setupMinutes
}

export interface Zone {
  readonly id: string
  readonly innerKm: number
  readonly outerKm: number
  readonly travelCostCents: number
}

/** The zone whose ring holds the distance (inner ≤ d < outer), or undefined: the NoZone block. */
export function zoneAt(zones: ReadonlyArray<Zone>, km: number): Zone | undefined {
  return zones.find((z) => z.innerKm <= km && km < z.outerKm)
}
