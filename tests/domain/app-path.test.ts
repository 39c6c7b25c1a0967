import { describe, expect, it } from 'vitest'
import { classifyPagePath, isViewerSection } from '../../src/domain/app-path'

describe('page paths (SPEC §2)', () => {
  it.each([
    ['/', 'static'],
    ['/pricing', 'static'],
    ['/pricing/', 'static'],
    ['/pricing///', 'static'],
    [`/pricing${'/'.repeat(50_000)}`, 'static'],
    [`/${'/'.repeat(50_000)}x`, 'notFound'],
    ['/legal/privacy', 'static'],
    ['/legal/subscription', 'static'],
    ['/explore', 'app'],
    ['/my/12-maple-street/dashboard/orders', 'app'],
    ['/order', 'app'],
    ['/account', 'app'],
    ['/app', 'legacyApp'],
    ['/app/anything/at/all/deep', 'legacyApp'],
    ['/my/a/b/c/d', 'notFound'],
    ['/my/-bad/x', 'notFound'],
    ['/12-maple-street', 'listing'],
    ['/12-Maple-Street/photos', 'listing'],
    ['/12-maple-street/photos/p-3', 'listing'],
    ['/12-maple-street/photos/p-3/extra', 'notFound'],
    ['/404', 'notFound'],
    ['/legal/nope', 'notFound'],
    ['/api/v1', 'notFound'],
    ['/assets', 'notFound'],
    ['/page-data', 'notFound'],
    ['/index.html', 'notFound'],
    ['/a//b', 'notFound'],
    ['/café', 'notFound'],
    [`/${'a'.repeat(129)}`, 'notFound'],
  ])('%s is %s', (path, kind) => {
    expect(classifyPagePath(path).kind).toBe(kind)
  })

  it.each([
    ['/12-Maple-Street/tour', { kind: 'listing', tourName: '12-maple-street', section: 'tour' }],
    [
      '/12-maple-street/photos/p-3',
      { kind: 'listing', tourName: '12-maple-street', section: 'photos', subSection: 'p-3' },
    ],
    ['/my', { kind: 'app', controller: 'my' }],
    ['/explore/', { kind: 'app', controller: 'explore' }],
    [
      '/my/12-Maple-Street/dashboard/orders',
      { kind: 'app', controller: 'my', tourName: '12-maple-street', section: 'dashboard', subSection: 'orders' },
    ],
    ['/order/12-maple-street', { kind: 'app', controller: 'order', tourName: '12-maple-street' }],
    ['/app/my/12-maple-street', { kind: 'legacyApp', rest: 'my/12-maple-street' }],
    ['/app', { kind: 'legacyApp', rest: '' }],
  ])('%s reads as %j', (path, expected) => {
    expect(classifyPagePath(path)).toEqual(expected)
  })

  it('knows the five viewer sections and nothing else', () => {
    expect(['info', 'tour', 'photos', 'floorplan', 'dashboard'].every(isViewerSection)).toBe(true)
    expect(isViewerSection('settings')).toBe(false)
    expect(isViewerSection(undefined)).toBe(false)
  })
})
