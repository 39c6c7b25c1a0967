// What the server lets browsers do with its pages (issue 13): no build internals served, a Content-Security-Policy,
// framing and Referrer-Policy on every HTML answer; listing and order pages can be embedded by any site, the rest
// refuse other sites' frames. The rules are table-tested in tests/domain/server/page-security.test.ts.
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startTestServer, TEST_CLIENT_DIR, type TestServer } from '../support/test-server'

const INLINE_SCRIPT = "document.documentElement.dataset.booted = 'yes'"
let server: TestServer

beforeAll(async () => {
  // The test build, plus what a real build has: Vite's manifest and a page with an inline script.
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'showhome-client-'))
  cpSync(TEST_CLIENT_DIR, clientDir, { recursive: true })
  mkdirSync(path.join(clientDir, '.vite'))
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-abc123.js"}}')
  mkdirSync(path.join(clientDir, 'product'))
  writeFileSync(
    path.join(clientDir, 'product', 'index.html'),
    `<!doctype html><html><head><title>Product</title></head><body><div id="root">product</div><script>${INLINE_SCRIPT}</script></body></html>`,
  )
  server = await startTestServer({
    CLIENT_DIR: clientDir,
    MAP_TILES_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    STREET_VIEW_URL: 'https://streetview.example.org/image?location={lat},{lng}&size={width}x{height}',
    CONSOLE_URL: 'https://consoles.example.org/{console}?tour={tourId}&from="showhome"',
  })
  await server.db.kysely.insertInto('listings').values({ tour_name: 'maple-court' }).execute()
})
afterAll(() => server.close())

const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )

describe('build files', () => {
  it.each(['/.vite/manifest.json', '/.vite/', '/.vite', '/assets/../.vite/manifest.json', '/%2Evite/manifest.json'])(
    'does not serve %s',
    async (pathname) => {
      const res = await fetch(server.url + pathname)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('src/main.tsx')
    },
  )

  it('still serves the hashed assets', async () => {
    const res = await fetch(`${server.url}/assets/app-abc123.js`)
    expect(res.status).toBe(200)
  })
})

describe('app settings in the page', () => {
  it('names the street view and the tour consoles, escaped, for the browser app', async () => {
    const page = await (await fetch(`${server.url}/maple-court`)).text()
    expect(page).toContain('<meta name="showhome:street-view" content="on">')
    expect(page).toContain(
      '<meta name="showhome:console-url" content="https://consoles.example.org/{console}?tour={tourId}&amp;from=&quot;showhome&quot;">',
    )
  })
})

describe('HTML answers', () => {
  it.each([
    ['a listing page', '/maple-court', 200],
    ['a listing tour', '/maple-court/tour', 200],
    ['a listing photo', '/maple-court/photos/p1', 200],
    ['an unknown listing (its not-found view)', '/no-such-listing/tour', 404],
    ['the order flow', '/order', 200],
    ['an order step', '/order/schedule', 200],
    ['an old /app address of a tour', '/app/maple-court/tour', 200],
    ['my listings (embedded mode)', '/my', 200],
    ['explore (embedded mode)', '/explore', 200],
  ])('%s may be framed by any site', async (_, pathname, status) => {
    const res = await fetch(server.url + pathname)
    expect(res.status).toBe(status)
    // No frame-ancestors at all: even `*` would shut out hosts with an opaque origin (sandboxed frames).
    const policy = directives(res.headers.get('content-security-policy'))
    expect(policy['default-src']).toBe("'self'")
    expect(policy['frame-ancestors']).toBeUndefined()
    expect(res.headers.get('x-frame-options')).toBeNull()
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it.each([
    ['the home page', '/', 200],
    ['a static page', '/pricing', 200],
    ['a listing dashboard', '/maple-court/dashboard', 200],
    ['the 404 page', '/no/such/page/at/all', 404],
    ['a listing’s metadata head', '/api/v1/listing/metadata/no-such-listing', 404],
  ])('%s refuses other sites’ frames', async (_, pathname, status) => {
    const res = await fetch(server.url + pathname)
    expect(res.status).toBe(status)
    if (!res.headers.get('content-type')?.startsWith('text/html')) return
    const policy = directives(res.headers.get('content-security-policy'))
    expect(policy['frame-ancestors']).toBe("'self'")
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('allows the page’s own inline scripts by hash, and no others', async () => {
    const res = await fetch(`${server.url}/product`)
    expect(res.status).toBe(200)
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64')
    const policy = directives(res.headers.get('content-security-policy'))
    expect(policy['script-src']).toBe(`'self' 'sha256-${hash}'`)
    expect(policy['default-src']).toBe("'self'")
    expect(policy['object-src']).toBe("'none'")
    // A page without inline scripts allows none.
    const shell = directives((await fetch(`${server.url}/maple-court`)).headers.get('content-security-policy'))
    expect(shell['script-src']).toBe("'self'")
  })

  it('lets images come from the configured map tiles and street view providers', async () => {
    const policy = directives((await fetch(`${server.url}/maple-court`)).headers.get('content-security-policy'))
    expect(policy['img-src']).toBe("'self' data: blob: https://*.tiles.example.com https://streetview.example.org")
  })

  it('gives the outbox page the same headers, unframeable', async () => {
    const admin = { email: 'csp-admin@example.com', password: 'csp-admin-password' }
    await createUser(server, { ...admin, role: 'internal_admin' })
    const client = server.client()
    expect((await client.post('/auth/user/sign-in', admin)).status).toBe(200)
    const res = await client.get('/dev/outbox')
    expect(res.status).toBe(200)
    expect(directives(res.headers.get('content-security-policy'))['frame-ancestors']).toBe("'self'")
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('leaves JSON answers alone', async () => {
    const res = await fetch(`${server.url}/api/v1/health`)
    expect(res.headers.get('content-security-policy')).toBeNull()
  })
})
