import { describe, expect, it } from 'vitest'
import {
  listingVisibility,
  mediaAccess,
  seesHiddenPhotos,
  seesHiddenScenes,
  shownParts,
} from '../../../server/domain/listing-visibility'
import type { ListingPermission } from '../../../server/domain/permissions'

const OWNER: ReadonlyArray<ListingPermission> = ['gallery', 'order', 'photos']
const ADMIN: ReadonlyArray<ListingPermission> = ['gallery', 'order', 'global', 'photos']

describe('who sees a listing (SPEC §6, ARCHITECTURE §4)', () => {
  it.each([
    ['public, visitor', false, false, [], false, 'visible'],
    ['offline, visitor', true, false, [], false, 'notFound'],
    ['offline, visitor holding an old access cookie', true, true, [], true, 'notFound'],
    ['offline and protected, visitor', true, true, [], false, 'notFound'],
    ['offline, owner', true, false, OWNER, false, 'visible'],
    ['offline, order admin', true, false, ['order'], false, 'visible'],
    ['protected, visitor', false, true, [], false, 'passcodeRequired'],
    ['protected, visitor who gave the passcode', false, true, [], true, 'visible'],
    ['protected, internal admin', false, true, ADMIN, false, 'visible'],
  ] as const)('%s: %s', (_case, offline, isProtected, permissions, hasAccessCookie, expected) => {
    expect(listingVisibility({ offline, protected: isProtected }, { permissions, hasAccessCookie })).toBe(expected)
  })
})

describe('which media are shown (undelivered only in debug mode for global)', () => {
  const undelivered = { tourReady: true, tourDelivered: false, photosDelivered: false, floorplanDelivered: false }
  const delivered = { tourReady: true, tourDelivered: true, photosDelivered: true, floorplanDelivered: true }
  const none = { tour: false, photos: false, floorplan: false }
  const all = { tour: true, photos: true, floorplan: true }
  it.each([
    ['delivered, visitor', delivered, false, [], all],
    ['undelivered, visitor', undelivered, false, [], none],
    ['undelivered, visitor in debug mode', undelivered, true, [], none],
    ['undelivered, owner in debug mode', undelivered, true, OWNER, none],
    ['undelivered, internal admin without debug mode', undelivered, false, ADMIN, none],
    ['undelivered, internal admin in debug mode', undelivered, true, ADMIN, all],
    [
      'delivered but no tour to show, admin in debug mode',
      { ...delivered, tourReady: false },
      true,
      ADMIN,
      { ...all, tour: false },
    ],
  ] as const)('%s', (_case, listing, debugMode, permissions, expected) => {
    expect(shownParts(listing, debugMode, permissions)).toEqual(expected)
  })

  it.each([
    [[], false],
    [['order'], false],
    [OWNER, true],
    [ADMIN, true],
  ] as const)('hidden photos with %j: %s', (permissions, expected) => {
    expect(seesHiddenPhotos(permissions)).toBe(expected)
  })
})

describe('which media files a caller may fetch (the data calls’ rule, without a debug flag)', () => {
  const undelivered = { tourReady: true, tourDelivered: false, photosDelivered: false, floorplanDelivered: false }
  const delivered = { tourReady: true, tourDelivered: true, photosDelivered: true, floorplanDelivered: true }
  const parts = (on: boolean) => ({ tour: on, photos: on, floorplan: on })
  it.each([
    ['delivered, visitor', delivered, [], { ...parts(true), hiddenPhotos: false, hiddenScenes: false }],
    ['delivered, order admin', delivered, ['order'], { ...parts(true), hiddenPhotos: false, hiddenScenes: false }],
    ['delivered, owner', delivered, OWNER, { ...parts(true), hiddenPhotos: true, hiddenScenes: false }],
    ['delivered, internal admin', delivered, ADMIN, { ...parts(true), hiddenPhotos: true, hiddenScenes: true }],
    ['undelivered, visitor', undelivered, [], { ...parts(false), hiddenPhotos: false, hiddenScenes: false }],
    ['undelivered, owner', undelivered, OWNER, { ...parts(false), hiddenPhotos: true, hiddenScenes: false }],
    ['undelivered, internal admin', undelivered, ADMIN, { ...parts(true), hiddenPhotos: true, hiddenScenes: true }],
  ] as const)('%s', (_case, listing, permissions, expected) => {
    expect(mediaAccess(listing, permissions)).toEqual(expected)
  })

  it.each([
    [[], false],
    [['order'], false],
    [OWNER, false],
    [ADMIN, true],
  ] as const)('hidden scenes with %j: %s', (permissions, expected) => {
    expect(seesHiddenScenes(permissions)).toBe(expected)
  })
})
