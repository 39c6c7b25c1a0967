import { describe, expect, it } from 'vitest'
import { classifyPagePath } from '../../../server/domain/page-paths'

describe('page paths (SPEC §2)', () => {
  it.each([
    ['/', 'static'],
    ['/pricing', 'static'],
    ['/pricing/', 'static'],
    ['/legal/privacy', 'static'],
    ['/legal/subscription', 'static'],
    ['/explore', 'app'],
    ['/my/12-maple-street/dashboard/orders', 'app'],
    ['/order', 'app'],
    ['/account', 'app'],
    ['/app/anything/at/all/deep', 'app'],
    ['/my/a/b/c/d', 'notFound'],
    ['/12-maple-street', 'listing'],
    ['/12-Maple-Street/photos', 'listing'],
    ['/12-maple-street/photos/p-3', 'listing'],
    ['/12-maple-street/photos/p-3/extra', 'notFound'],
    ['/404', 'notFound'],
    ['/legal/nope', 'notFound'],
    ['/api/v1', 'notFound'],
    ['/assets', 'notFound'],
    ['/index.html', 'notFound'],
    ['/a//b', 'notFound'],
    ['/café', 'notFound'],
  ])('%s is %s', (path, kind) => {
    expect(classifyPagePath(path).kind).toBe(kind)
  })

  it('names the listing in lower case', () => {
    expect(classifyPagePath('/12-Maple-Street/tour')).toEqual({ kind: 'listing', tourName: '12-maple-street' })
  })
})
