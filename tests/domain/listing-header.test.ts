import { describe, expect, it } from 'vitest'
import { askingPrice, canShare, headerBadge, listingFacts } from '../../src/domain/listing-header'
import type { ListingStatus, Stats } from '../../src/schemas/Listing'
import type { OrderEvent } from '../../src/schemas/OrderEvent'

const stats: Stats = {
  bedroomsPrimary: 3,
  bedroomsSecondary: 1,
  bathroomsPrimary: 2.5,
  bathroomsSecondary: null,
  areaPrimary: 2100,
  areaSecondary: null,
  price: 64_900_000,
}
const event = (type: OrderEvent['type'], started: boolean): OrderEvent => ({
  type,
  start: '2026-05-04T14:00:00Z',
  end: null,
  timeZone: 'America/Chicago',
  started,
  ended: started,
  orderId: 'o1',
  photographerName: null,
  feedbacks: [],
})
const status = (fullyDelivered: boolean, orderEvents: OrderEvent[]): ListingStatus => ({
  fullyDelivered,
  tourDelivered: fullyDelivered,
  photosDelivered: fullyDelivered,
  floorPlanDelivered: fullyDelivered,
  orderEvents,
})

describe('listing header (SPEC §2 header, §6 share)', () => {
  it.each([
    [
      'imperial',
      'imperial',
      [
        ['3 + 1', 'beds'],
        ['2.5', 'baths'],
        ['2,100', 'SF'],
      ],
    ],
    [
      'metric',
      'metric',
      [
        ['3 + 1', 'beds'],
        ['2.5', 'baths'],
        ['195.1', 'm²'],
      ],
    ],
  ] as const)('lists the facts in %s', (_name, unit, expected) => {
    expect(listingFacts(stats, unit).map((f) => [f.value, f.label])).toEqual(expected)
  })

  it('uses the singular and leaves out unknown facts', () => {
    const one = { ...stats, bedroomsPrimary: 1, bedroomsSecondary: null, bathroomsPrimary: null, areaPrimary: null }
    expect(listingFacts(one, 'imperial')).toEqual([{ value: '1', label: 'bed' }])
    expect(listingFacts(null, 'imperial')).toEqual([])
  })

  it.each([
    [64_900_000, '$649,000'],
    [0, 'Exclusive'],
    [null, undefined],
  ] as const)('prices %s as %s', (price, expected) => {
    expect(askingPrice({ ...stats, price })).toBe(expected)
  })

  it.each([
    ['stats and no status', stats, null, true],
    ['stats, everything delivered', stats, status(true, []), true],
    ['stats, not yet delivered', stats, status(false, []), false],
    ['no stats', null, null, false],
  ] as const)('share with %s: %s', (_name, s, st, expected) => {
    expect(canShare({ stats: s, status: st })).toBe(expected)
  })

  it.each([
    ['offline wins', { offline: true, stats, status: null }, { kind: 'offline' }],
    ['share', { offline: false, stats, status: null }, { kind: 'share' }],
    [
      'booked',
      { offline: false, stats, status: status(false, [event('appointment', false)]) },
      { kind: 'status', label: 'Shoot booked' },
    ],
    [
      'in production',
      { offline: false, stats, status: status(false, [event('appointment', true), event('delivery', false)]) },
      { kind: 'status', label: 'In production' },
    ],
    [
      'cancelled',
      { offline: false, stats, status: status(false, [event('cancelled', false)]) },
      { kind: 'status', label: 'Cancelled' },
    ],
    ['no facts and no orders', { offline: false, stats: null, status: null }, { kind: 'none' }],
  ] as const)('badge: %s', (_name, listing, expected) => {
    expect(headerBadge(listing)).toEqual(expected)
  })
})
