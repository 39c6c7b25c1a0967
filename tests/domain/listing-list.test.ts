import { describe, expect, it } from 'vitest'
import {
  countText,
  filterFooter,
  listingBadges,
  neighbours,
  showsFilterBox,
  statsLine,
} from '../../src/domain/listing-list'

describe('listing lists (SPEC §2, §9 "search box above 15 listings")', () => {
  it.each([
    [0, undefined, false],
    [15, undefined, false],
    [16, undefined, true],
    [3, 'oak', true],
    [3, '  ', false],
    [0, 'oak', true],
  ])('%i listings, filter %j: filter box %s', (n, filter, shown) => {
    expect(showsFilterBox(n, filter)).toBe(shown)
  })

  it.each([
    [0, '0 listings'],
    [1, '1 listing'],
    [2, '2 listings'],
    [1234, '1,234 listings'],
  ])('%i → %s', (n, text) => {
    expect(countText(n)).toBe(text)
  })

  it.each([
    [5, undefined, undefined],
    [0, 'oak', 'No results for search filter'],
    [1, 'oak', 'Showing result for search filter'],
    [7, 'oak', 'Showing results for search filter'],
  ])('%i listings for %j: footer %j', (n, filter, text) => {
    expect(filterFooter(n, filter)).toBe(text)
  })

  it.each([
    [{ bedroomsPrimary: 3, bathroomsPrimary: 2.5 }, '2,564 SF', '3 bd · 2.5 ba · 2,564 SF'],
    [{ bedroomsPrimary: null, bathroomsPrimary: 1 }, undefined, '1 ba'],
    [null, '900 SF', '900 SF'],
    [null, undefined, ''],
  ])('%j with %j → %j', (stats, area, text) => {
    expect(statsLine(stats, area)).toBe(text)
  })

  it.each([
    [{ offline: false, passcode: false, tourReady: true, fullyDelivered: true }, []],
    [{ offline: true, passcode: true, tourReady: true, fullyDelivered: true }, ['Offline', 'Passcode']],
    [{ offline: false, passcode: false, tourReady: true, fullyDelivered: false }, ['More media coming']],
    [{ offline: false, passcode: false, tourReady: false, fullyDelivered: false }, ['In production']],
    [{ offline: false, passcode: false, tourReady: false, fullyDelivered: null }, []],
  ])('%j shows %j', (listing, badges) => {
    expect(listingBadges(listing)).toEqual(badges)
  })
})

describe('neighbours in a listing list (SPEC §2 Listing lists)', () => {
  it.each([
    ['middle', 'b', { previous: 'a', next: 'c', position: 1 }],
    ['first', 'a', { previous: undefined, next: 'b', position: 0 }],
    ['last', 'c', { previous: 'b', next: undefined, position: 2 }],
    ['absent', 'z', { previous: undefined, next: undefined, position: undefined }],
  ] as const)('%s', (_name, current, expected) => {
    expect(neighbours(['a', 'b', 'c'], current)).toEqual(expected)
  })
})
