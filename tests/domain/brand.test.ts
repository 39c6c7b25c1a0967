// The product's name as configuration (ARCHITECTURE.md `{product}`): the name a page's meta gives, else the default.
import { afterEach, describe, expect, it } from 'vitest'
import { BRAND_META, brandFrom, DEFAULT_BRAND, SERVER_BRAND_GLOBAL, serverBrand } from '../../src/domain/brand'

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[SERVER_BRAND_GLOBAL]
})

describe('brand', () => {
  it('is Showhome unless a page names another, read from the standard application-name meta', () => {
    expect(DEFAULT_BRAND).toBe('Showhome')
    expect(BRAND_META).toBe('application-name')
  })

  it.each([
    ['Acme Homes', 'Acme Homes'],
    ['  Acme Homes  ', 'Acme Homes'],
    ['', 'Showhome'],
    ['   ', 'Showhome'],
    [null, 'Showhome'],
    [undefined, 'Showhome'],
  ])('meta %j reads %j', (meta, brand) => expect(brandFrom(meta)).toBe(brand))

  it('is the server process’s when it renders a page, and none otherwise', () => {
    expect(serverBrand()).toBeUndefined()
    ;(globalThis as Record<string, unknown>).showhomeServerBrand = 'Acme Homes'
    expect(serverBrand()).toBe('Acme Homes')
  })
})
