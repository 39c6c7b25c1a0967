// BRAND_NAME reaches every page a person reads: the built pages carry the default name, and the server serves them
// under the configured one, with the application-name meta the browser app reads (src/ui/brand.ts).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandedPage } from '../../server/domain/page-brand'
import { startTestServer, TEST_CLIENT_DIR, type TestServer } from '../support/test-server'

describe('brandedPage', () => {
  const page = '<html><head><title>Pricing · Showhome</title></head><body><span>Showhome</span></body></html>'
  it.each([
    [
      'the default brand: the text stays, the meta is added',
      'Showhome',
      '<html><head><title>Pricing · Showhome</title><meta name="application-name" content="Showhome"></head><body><span>Showhome</span></body></html>',
    ],
    [
      'another brand replaces the default name everywhere in the page',
      'Acme Homes',
      '<html><head><title>Pricing · Acme Homes</title><meta name="application-name" content="Acme Homes"></head><body><span>Acme Homes</span></body></html>',
    ],
    [
      'a brand with markup characters is escaped',
      'Tom & "Jerry" <b>',
      '<html><head><title>Pricing · Tom &amp; &quot;Jerry&quot; &lt;b&gt;</title><meta name="application-name" content="Tom &amp; &quot;Jerry&quot; &lt;b&gt;"></head><body><span>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</span></body></html>',
    ],
    [
      'a brand with replacement patterns is taken as it is',
      "$& $' Co",
      '<html><head><title>Pricing · $&amp; $&#39; Co</title><meta name="application-name" content="$&amp; $&#39; Co"></head><body><span>$&amp; $&#39; Co</span></body></html>',
    ],
  ])('%s', (_, brand, expected) => {
    expect(brandedPage(page, brand)).toBe(expected)
  })

  it('names the brand even in a page without a head', () => {
    expect(brandedPage('<p>Showhome</p>', 'Acme')).toBe('<meta name="application-name" content="Acme"><p>Acme</p>')
  })
})

describe('pages served under BRAND_NAME', () => {
  let server: TestServer
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'brand-client-'))

  beforeAll(async () => {
    cpSync(TEST_CLIENT_DIR, clientDir, { recursive: true })
    // What the build writes: the default name in the shell and in a prerendered page.
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Showhome</title></head><body><div id="root"></div></body></html>',
    )
    writeFileSync(
      path.join(clientDir, 'pricing', 'index.html'),
      '<!doctype html><html><head><title>Pricing · Showhome</title></head><body><a aria-label="Showhome home">Showhome</a></body></html>',
    )
    server = await startTestServer({ CLIENT_DIR: clientDir, BRAND_NAME: 'Acme Homes' })
  })
  afterAll(async () => {
    await server.close()
    rmSync(clientDir, { recursive: true, force: true })
  })

  it.each([
    ['a prerendered page', '/pricing', 200],
    ['an app page (the shell)', '/explore', 200],
    ['the not-found page', '/no/such/page', 404],
  ])('%s says the configured name only', async (_, pagePath, status) => {
    const res = await fetch(`${server.url}${pagePath}`)
    expect(res.status).toBe(status)
    const html = await res.text()
    expect(html).toContain('<meta name="application-name" content="Acme Homes">')
    expect(html).toContain('Acme Homes')
    expect(html).not.toContain('Showhome')
  })
})
