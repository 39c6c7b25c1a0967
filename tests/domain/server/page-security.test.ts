import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  mayBeFramed,
  templateSource,
} from '../../../server/domain/page-security'

describe('which pages other sites may frame', () => {
  it.each([
    ['/maple-court', true],
    ['/maple-court/tour', true],
    ['/Maple-Court/tour', true],
    ['/maple-court/photos/p3', true],
    ['/maple-court/floorplan', true],
    ['/maple-court/info', true],
    ['/maple-court/dashboard', false],
    ['/maple-court/dashboard/orders', false],
    ['/maple-court/Dashboard', false],
    ['/order', true],
    ['/order/schedule', true],
    ['/app/maple-court/tour', true],
    ['/app/order', true],
    ['/app/maple-court/dashboard', false],
    ['/app/app/maple-court', false],
    ['/app', false],
    ['/', false],
    ['/pricing', false],
    ['/my', true],
    ['/my/maple-court', true],
    ['/explore', true],
    ['/account', true],
    ['/404', false],
    ['/dev/outbox', false],
    ['/api/v1/listing/metadata/maple-court', false],
    ['/no/such/page/here', false],
  ])('%s → %s', (path, expected) => {
    expect(mayBeFramed(path)).toBe(expected)
  })
})

describe('inline script hashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

  it('hashes each inline script once, exactly as written, and skips external and empty ones', () => {
    const html = `<head><script type="module" crossorigin src="/assets/a.js"></script><script>one()</script></head>
      <body><script>\n two() \n</script><SCRIPT type="text/javascript">one()</SCRIPT><script></script></body>`
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('\n two() \n')])
  })

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<head><script src="/a.js"></script></head>')).toEqual([])
  })
})

describe('provider sources', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', 'https://*.tile.example.com'],
    ['http://localhost:9000/tiles/{z}/{x}/{y}.png', 'http://localhost:9000'],
    ['https://Maps.Example.com/sv?lat={lat}&lng={lng}', 'https://maps.example.com'],
    ['https://tiles-{s}.example.com/{z}/{x}/{y}.png', 'https:'],
    ['ftp://tiles.example.com/{z}', undefined],
  ])('%s → %s', (template, expected) => {
    expect(templateSource(template)).toBe(expected)
  })
})

describe('the policy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]))

  it('allows scripts only from the origin and by hash, and names no frame ancestors for embeddable pages', () => {
    const policy = directives(
      contentSecurityPolicy({
        scriptHashes: ["'sha256-abc'"],
        frameable: true,
        imageSources: ['https://tiles.example.com'],
      }),
    )
    expect(policy['script-src']).toBe("'self' 'sha256-abc'")
    expect(policy['script-src']).not.toContain('unsafe')
    expect(policy['img-src']).toBe("'self' data: blob: https://tiles.example.com")
    expect(policy['frame-ancestors']).toBeUndefined()
    expect(policy['object-src']).toBe("'none'")
    expect(policy['worker-src']).toBe("'self' blob:")
    expect(policy['frame-src']).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com")
  })

  it('refuses framing by other sites for the rest', () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: [], frameable: false, imageSources: [] }))
    expect(policy['frame-ancestors']).toBe("'self'")
    expect(policy['script-src']).toBe("'self'")
    expect(policy['connect-src']).toBe("'self'")
  })
})

describe('inlineScriptHashes on awkward pages', () => {
  it.each([
    ['a script never closed', '<script>let a = 1'],
    ['many openings, no end', '<script'.repeat(20_000)],
    ['many scripts, no closing tag', '<script>'.repeat(20_000)],
    ['a closing that never ends', `<script>x</script${' '.repeat(20_000)}`],
  ])('finds no inline script in %s', (_, html) => {
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('reads a closing tag with spaces before its > and skips one without', () => {
    const hashes = inlineScriptHashes('<SCRIPT type="module">a()</script x><b></script  >')
    expect(hashes).toHaveLength(1)
    expect(inlineScriptHashes('<script>a()</script x><b></script  >')).toEqual(hashes)
  })
})
