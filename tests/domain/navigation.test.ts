import { describe, expect, it } from 'vitest'
import { classifyPagePath } from '../../src/domain/app-path'
import { documentTitle, isCurrentLink, navigationFor } from '../../src/domain/navigation'

const nav = (path: string, flags: { embedded?: boolean; unbranded?: boolean; tourOnly?: boolean } = {}) =>
  navigationFor({
    path: classifyPagePath(path),
    embedded: flags.embedded ?? false,
    unbranded: flags.unbranded ?? false,
    tourOnly: flags.tourOnly ?? false,
  })

const ids = (path: string, flags?: Parameters<typeof nav>[1]) => nav(path, flags).links.map((l) => l.id)

describe('navigation (SPEC §2 Navigation, §6)', () => {
  it.each([
    ['/', 'page', 'full'],
    ['/pricing', 'page', 'full'],
    ['/legal/terms', 'page', 'full'],
    ['/404', 'page', 'full'],
    ['/explore', 'app', 'full'],
    ['/my', 'app', 'full'],
    ['/my/12-maple-street/dashboard', 'app', 'full'],
    ['/order', 'app', 'full'],
    ['/account', 'app', 'minimal'],
    ['/12-maple-street', 'app', 'minimal'],
    ['/12-maple-street/photos/p1', 'app', 'minimal'],
  ])('%s is %s mode with the %s bar', (path, mode, bar) => {
    expect(nav(path)).toMatchObject({ mode, bar })
  })

  it('page mode links: Product, Pricing, Showcase, Sign in, Order now', () => {
    expect(ids('/product')).toEqual(['product', 'pricing', 'showcase', 'signIn', 'orderNow'])
    expect(nav('/product').links.find((l) => l.id === 'orderNow')?.href).toBe('/order')
  })

  it('app mode links: Explore, My listings, Create listing', () => {
    expect(nav('/explore').links.map((l) => l.label)).toEqual(['Explore', 'My listings', 'Create listing'])
  })

  it('minimal navigation hides the links', () => {
    expect(ids('/12-maple-street')).toEqual([])
  })

  it('embedded pages never use minimal navigation', () => {
    expect(nav('/12-maple-street', { embedded: true })).toMatchObject({ bar: 'full' })
  })

  it.each([
    ['/explore', { unbranded: true }],
    ['/12-maple-street', { tourOnly: true }],
    ['/12-maple-street', { unbranded: true, embedded: true }],
    ['/pricing', { tourOnly: true }],
  ])('%s with %j hides the bar', (path, flags) => {
    expect(nav(path, flags)).toMatchObject({ bar: 'hidden', links: [] })
  })

  it.each([
    [{ embedded: true, unbranded: true }, true],
    [{ embedded: true, unbranded: false }, false],
    [{ embedded: false, unbranded: true }, false],
    [{ embedded: true, tourOnly: true }, false],
  ])('expand link with %j: %s', (flags, expected) => {
    expect(nav('/12-maple-street', flags).expandLink).toBe(expected)
  })

  it.each([
    ['/explore', 'Explore'],
    ['/my', 'My Listings'],
    ['/order', 'Create Listing'],
    ['/account', 'Account Settings'],
    ['/my/12-maple-street', 'My Listings'],
  ])('%s is titled %s', (path, title) => {
    expect(nav(path).title).toBe(title)
  })

  it('static pages and listings carry no controller title', () => {
    expect(nav('/pricing').title).toBeUndefined()
    expect(nav('/12-maple-street').title).toBeUndefined()
  })

  it('document titles carry the brand', () => {
    expect(documentTitle('Explore', 'Showhome')).toBe('Explore · Showhome')
    expect(documentTitle(undefined, 'Showhome')).toBe('Showhome')
  })

  it.each([
    ['/my', '/my', true],
    ['/my/12-maple-street/dashboard', '/my', true],
    ['/mystery', '/my', false],
    ['/explore', '/my', false],
    ['/pricing', '/', false],
  ])('%s marks the %s link current: %s', (pathname, href, current) => {
    expect(isCurrentLink(pathname, href)).toBe(current)
  })
})
