import { describe, expect, it } from 'vitest'
import {
  isKeepPageMessage,
  MAX_KEPT_BODY,
  offlineCacheFor,
  pageListingRequest,
  postCacheKey,
} from '../../src/domain/offline-cache'

const ORIGIN = 'https://homes.example'
const request = (method: string, path: string, mode = 'cors', origin = ORIGIN) => ({
  method,
  mode,
  url: new URL(path, origin),
  origin: ORIGIN,
  apiBasePath: '/api/v1',
})

describe('offlineCacheFor: what the service worker keeps', () => {
  it.each([
    ['a listing page', request('GET', '/1413-chicago-ave', 'navigate'), 'pages'],
    ['a marketing page', request('GET', '/pricing', 'navigate'), 'pages'],
    ['a developer page', request('GET', '/dev/outbox', 'navigate'), undefined],
    ['a media file opened as a page', request('GET', '/media/x/photos/p1.jpg?v=1', 'navigate'), undefined],
    ['a hashed build file', request('GET', '/assets/index-abc123.js'), 'assets'],
    ['a file deeper under /assets', request('GET', '/assets/x/y.js'), undefined],
    ['a tour face', request('GET', '/media/1413-chicago-ave/scenes/s01/c0.jpg?v=3'), 'media'],
    ['a photo at a size', request('GET', '/media/1413-chicago-ave/photos/p03.jpg?v=1&size=768x*'), 'media'],
    ['a floor plan', request('GET', '/media/1413-chicago-ave/plan/f1.svg'), undefined],
    ['a map tile', request('GET', '/media/map/tile/4/3/5.png'), undefined],
    ['the listing', request('POST', '/api/v1/listing/get'), 'listingData'],
    ['the tour config', request('GET', '/api/v1/tour/1413-chicago-ave?v=7'), 'listingData'],
    ['another call', request('POST', '/api/v1/booking/start'), undefined],
    ['a sign-in', request('POST', '/auth/user/sign-in'), undefined],
    ['another site’s file', request('GET', '/assets/index-abc123.js', 'cors', 'https://cdn.example'), undefined],
    ['a page asked with HEAD (the update check)', request('HEAD', '/1413-chicago-ave'), undefined],
  ])('%s → %s', (_, req, expected) => {
    expect(offlineCacheFor(req)).toBe(expected)
  })
})

describe('postCacheKey', () => {
  it('keeps the body in a GET address, one per body', () => {
    const a = postCacheKey(`${ORIGIN}/api/v1/listing/get`, '{"tourName":"a","debugMode":false}')
    const b = postCacheKey(`${ORIGIN}/api/v1/listing/get`, '{"tourName":"b","debugMode":false}')
    expect(a).toBe(`${ORIGIN}/api/v1/listing/get?sw-post-body=%7B%22debugMode%22%3Afalse%2C%22tourName%22%3A%22a%22%7D`)
    expect(a).not.toBe(b)
  })

  it('is the same whatever order the fields come in', () => {
    const url = `${ORIGIN}/api/v1/listing/get`
    expect(postCacheKey(url, '{"tourName":"a","debugMode":false}')).toBe(
      postCacheKey(url, '{"debugMode":false,"tourName":"a"}'),
    )
    expect(postCacheKey(url, 'not json')).toBe(`${url}?sw-post-body=not+json`)
  })

  it('keeps nothing for a body too long to be a listing request', () => {
    expect(postCacheKey(`${ORIGIN}/x`, 'x'.repeat(MAX_KEPT_BODY + 1))).toBeUndefined()
  })
})

describe('pageListingRequest: the listing a page shows', () => {
  it.each([
    ['/1413-chicago-ave/tour?d1=x', { tourName: '1413-chicago-ave', debugMode: false }],
    ['/1413-Chicago-Ave?o=uf', { tourName: '1413-chicago-ave', debugMode: true }],
    ['/explore/1413-chicago-ave/photos', { tourName: '1413-chicago-ave', debugMode: false }],
    ['/my/1413-chicago-ave', { tourName: '1413-chicago-ave', debugMode: false }],
    ['/explore', undefined],
    ['/order/1413-chicago-ave', undefined],
    ['/pricing', undefined],
    ['/no/such/page/here/really', undefined],
  ])('%s → %j', (path, expected) => {
    expect(pageListingRequest(new URL(path, ORIGIN))).toEqual(expected)
  })
})

describe('isKeepPageMessage', () => {
  it.each([
    [{ type: 'keep-page', page: `${ORIGIN}/a`, resources: [] }, true],
    [{ type: 'keep-page', page: 1, resources: [] }, false],
    [{ type: 'keep-page', page: `${ORIGIN}/a` }, false],
    [{ type: 'other' }, false],
    [null, false],
    ['keep-page', false],
  ])('%j → %s', (data, expected) => {
    expect(isKeepPageMessage(data)).toBe(expected)
  })
})
