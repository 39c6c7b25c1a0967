// Where a server-rendered page's head puts things (issue 21): what the browser must ask for first, the styles that
// block the first paint before the module preloads, and the app's entry taken out for the tour's first paint.
import { describe, expect, it } from 'vitest'
import { deferEntryScript, hoistStylesheets, prependToHead } from '../../server/listings/metadata'

const page = [
  '<!doctype html><html><head>',
  '<meta charset="UTF-8" />',
  '<title>T</title>',
  '<script type="module" crossorigin src="/assets/main-AB_c-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/a.js">',
  '<link rel="stylesheet" crossorigin href="/assets/one.css">',
  '<link rel="stylesheet" crossorigin href="/assets/two.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n')

describe('prependToHead', () => {
  it('puts tags right after <meta charset>, which stays first', () => {
    expect(prependToHead(page, '<x>')).toContain('<meta charset="UTF-8" />\n    <x>\n<title>')
  })

  it('puts them at the top of <head> in a page without one', () => {
    expect(prependToHead('<html><head><title>T</title></head></html>', '<x>')).toBe(
      '<html><head><x><title>T</title></head></html>',
    )
  })
})

describe('hoistStylesheets', () => {
  it('moves the stylesheets to the top in their order, then what follows them, leaving the rest in place', () => {
    const hoisted = hoistStylesheets(page, '<next>')
    const at = (text: string) => hoisted.indexOf(text)
    expect(at('one.css')).toBeLessThan(at('two.css'))
    expect(at('two.css')).toBeLessThan(at('<next>'))
    expect(at('<next>')).toBeLessThan(at('<title>'))
    expect(at('<title>')).toBeLessThan(at('main-AB_c-1.js'))
    expect(hoisted.match(/rel="stylesheet"/g)).toHaveLength(2)
    expect(hoisted.replace(/\s+/g, '')).toHaveLength(`${page}<next>`.replace(/\s+/g, '').length)
  })

  it('leaves a page without stylesheets as it is, unless something must follow them', () => {
    const plain = '<html><head><title>T</title></head><body></body></html>'
    expect(hoistStylesheets(plain)).toBe(plain)
    expect(hoistStylesheets(plain, '<next>')).toBe('<html><head><next><title>T</title></head><body></body></html>')
  })

  it('never moves a stylesheet named in the body', () => {
    const body = '<html><head></head><body><link rel="stylesheet" href="/x.css"></body></html>'
    expect(hoistStylesheets(body)).toBe(body)
  })
})

describe('deferEntryScript', () => {
  it('takes the module entry out and preloads it in its place', () => {
    const { html, entry } = deferEntryScript(page)
    expect(entry).toBe('/assets/main-AB_c-1.js')
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/main-AB_c-1.js">\n<link rel="modulepreload"',
    )
  })

  it('answers the page as it was when it has no entry from our assets', () => {
    const other = '<head><script type="module" crossorigin src="https://elsewhere.example/x.js"></script></head>'
    expect(deferEntryScript(other)).toEqual({ html: other, entry: undefined })
  })
})
