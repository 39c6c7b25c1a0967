import { describe, expect, it } from 'vitest'
import { appointmentMinutes, distanceKm, travelMinutes, type Zone, zoneAt } from '../../server/domain/appointment-time'

const tour = { baseMinutes: 45, minutesPer1000SqFt: 20 }
const photos = { baseMinutes: 30, minutesPer1000SqFt: 10 }
const video = { baseMinutes: 45, minutesPer1000SqFt: 0 }

describe('appointmentMinutes (base + per started 1000 sq ft, rounded up to 15)', () => {
  it.each([
    ['nothing ordered', [], 2000, 0],
    ['tour, 1,000 sq ft: 45 + 20 = 65 → 75', [tour], 1000, 75],
    ['tour, 1,001 sq ft starts a second thousand: 85 → 90', [tour], 1001, 90],
    ['tour and photos, 2,564 sq ft: 45+60 + 30+30 = 165', [tour, photos], 2564, 165],
    ['video only, any area: 45', [video], 9000, 45],
    ['no area yet: the bases, 75 → 75', [tour, photos], 0, 75],
  ] as const)('%s', (_, products, area, minutes) => expect(appointmentMinutes(products, area)).toBe(minutes))
})

describe('distanceKm and travelMinutes (distance ÷ 40 km/h, up to 5 min, + 15)', () => {
  const evanston = { lat: 42.0451, lng: -87.6877 }
  const oakPark = { lat: 41.885, lng: -87.7845 }
  it('measures a known distance (Evanston to Oak Park, about 19.7 km)', () => {
    expect(distanceKm(evanston, oakPark)).toBeCloseTo(19.7, 0)
    expect(distanceKm(evanston, evanston)).toBe(0)
  })
  it.each([
    ['the same place: the setup buffer only', evanston, evanston, 15],
    ['Evanston to Oak Park: 29.6 min → 30, + 15', evanston, oakPark, 45],
    ['9.996 km east at the equator: 14.99 min → 15, + 15', { lat: 0, lng: 0 }, { lat: 0, lng: 0.0899 }, 30],
  ] as const)('%s', (_, from, to, minutes) => expect(travelMinutes(from, to)).toBe(minutes))
})

describe('zoneAt (inner ≤ d < outer)', () => {
  const zones: Zone[] = [
    { id: 'near', innerKm: 0, outerKm: 15, travelCostCents: 0 },
    { id: 'far', innerKm: 15, outerKm: 40, travelCostCents: 2500 },
  ]
  it.each([
    [0, 'near'],
    [14.99, 'near'],
    [15, 'far'],
    [39.99, 'far'],
    [40, undefined],
  ])('%d km → %s', (km, id) => expect(zoneAt(zones, km)?.id).toBe(id))
})
