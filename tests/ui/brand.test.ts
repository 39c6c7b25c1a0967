// The browser app names the brand its page was served with (src/ui/brand.ts reads the server's application-name
// meta once, when the app loads), and the default without one.
import { afterEach, describe, expect, it, vi } from 'vitest'

const loadBrand = async () => {
  vi.resetModules()
  return (await import('../../src/ui/brand')).BRAND
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="application-name"]')) meta.remove()
})

describe('BRAND', () => {
  it('is the name the server wrote into the page', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="application-name" content="Acme Homes">')
    expect(await loadBrand()).toBe('Acme Homes')
  })

  it.each([
    ['no meta', ''],
    ['an empty one', '<meta name="application-name" content="  ">'],
  ])('is the default with %s', async (_, html) => {
    document.head.insertAdjacentHTML('beforeend', html)
    expect(await loadBrand()).toBe('Showhome')
  })
})
