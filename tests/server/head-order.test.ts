// Where a server-rendered page's head puts things (issue 21): what the browser must ask for first, the styles that
// block the first paint before the module preloads, and the app's entry taken out for the tour's first paint.
import { describe, expect, it } from 'vitest'
import { deferModules, hoistStylesheets, inlineStylesheets, prependToHead } from '../../server/listings/metadata'

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

describe('inlineStylesheets', () => {
  const css: Record<string, string> = { '/assets/one.css': '.a{color:red}', '/assets/two.css': '.b{color:blue}' }

  it('puts the rules on top in their order, then what follows them, then the links, applying nothing', () => {
    const inlined = inlineStylesheets(page, '<next>', (href) => css[href])
    const at = (text: string) => inlined.indexOf(text)
    expect(inlined).toContain('<style>.a{color:red}\n.b{color:blue}</style><next>')
    expect(at('<style>')).toBeLessThan(at('<title>'))
    expect(at('<next>')).toBeLessThan(at('href="/assets/one.css"'))
    expect(inlined).toContain('<link rel="stylesheet" crossorigin href="/assets/one.css" media="not all">')
    expect(inlined).toContain('<link rel="stylesheet" crossorigin href="/assets/two.css" media="not all">')
    expect(inlined.match(/rel="stylesheet"/g)).toHaveLength(2)
  })

  it('preloads none of the web fonts the rules name (a preloaded font holds the first frame)', () => {
    const fonts: Record<string, string> = {
      '/assets/one.css':
        '@font-face{font-family:Inter;font-weight:400;src:url(/assets/inter-400-a1.woff2)format("woff2")}.a{color:red}',
      '/assets/two.css': '.b{color:blue}',
    }
    const inlined = inlineStylesheets(page, '<next>', (href) => fonts[href])
    expect(inlined).toContain('url(/assets/inter-400-a1.woff2)')
    expect(inlined).toContain('.b{color:blue}</style><next>')
    expect(inlined).not.toMatch(/rel="preload"[^>]*as="font"|as="font"/)
  })

  it('hoists the links instead when a file is unknown or could close the element', () => {
    expect(inlineStylesheets(page, '<next>', (href) => (href === '/assets/one.css' ? css[href] : undefined))).toBe(
      hoistStylesheets(page, '<next>'),
    )
    const closing = (href: string) => (href === '/assets/two.css' ? 'x{}</STYLE><script>' : css[href])
    expect(inlineStylesheets(page, '<next>', closing)).toBe(hoistStylesheets(page, '<next>'))
  })
})

describe('deferModules', () => {
  it('takes the module entry and every module preload in the head out, naming them', () => {
    const withMore = page.replace('</head>', '<link rel="modulepreload" href="/assets/b-2.js">\n</head>')
    const { html, entry, modules } = deferModules(withMore)
    expect(entry).toBe('/assets/main-AB_c-1.js')
    expect(modules).toEqual(['/assets/a.js', '/assets/b-2.js'])
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload')
    // Everything else stays, in its order.
    expect(html).toContain('<title>T</title>')
    expect(html.indexOf('one.css')).toBeLessThan(html.indexOf('two.css'))
    expect(html).toContain('<div id="root"></div>')
  })

  it('takes the dormant stylesheets and the style preloads out too, leaving stylesheets that apply', () => {
    const inlined = inlineStylesheets(page, '', (href) => `/* ${href} */`)
    const withPreload = inlined.replace(
      '</head>',
      '<link rel="preload" as="style" crossorigin href="/assets/n.css"><link rel="preload" as="style" crossorigin href="/assets/two.css">\n</head>',
    )
    // A stylesheet that applies, before the dormant ones and after them.
    const live = withPreload
      .replace('<title>', '<link rel="stylesheet" crossorigin href="/assets/live.css">\n<title>')
      .replace('<style>', '<link rel="stylesheet" crossorigin href="/assets/first.css"><style>')
    const { html, dormantStyles, styles } = deferModules(live)
    expect(dormantStyles).toEqual(['/assets/one.css', '/assets/two.css'])
    expect(styles).toEqual(['/assets/n.css'])
    expect(html).not.toContain('media="not all"')
    expect(html).not.toContain('as="style"')
    // A stylesheet that applies is left where it was, and the inline rules stay.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/live.css">\n<title>')
    expect(html).toContain('/* /assets/one.css */')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/first.css"><style>')
    // Nothing else changes: the page is what it was without the tags taken out (and their line ends).
    const taken = live
      .replace('<script type="module" crossorigin src="/assets/main-AB_c-1.js"></script>', '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      .replace(/<link rel="stylesheet"[^>]* media="not all">\s*/g, '')
      .replace(/<link rel="preload" as="style"[^>]*>\s*/g, '')
    expect(html).toBe(taken)
  })

  it('leaves module preloads named in the body where they are', () => {
    const body = page.replace('<div id="root"></div>', '<link rel="modulepreload" href="/assets/late.js">')
    const { html, modules } = deferModules(body)
    expect(modules).toEqual(['/assets/a.js'])
    expect(html).toContain('<link rel="modulepreload" href="/assets/late.js">')
  })

  it('answers the page as it was when it has no entry from our assets', () => {
    const other = '<head><script type="module" crossorigin src="https://elsewhere.example/x.js"></script></head>'
    expect(deferModules(other)).toEqual({ html: other, entry: undefined, modules: [], dormantStyles: [], styles: [] })
  })
})
