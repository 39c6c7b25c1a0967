// Absolute links for crawlers (og:url, og:image) without PUBLIC_URL follow the address the request came to; a
// proxy's forwarded host and scheme count only with TRUST_PROXY=on; a malformed host falls back to the default.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LinkOriginInput, linkOrigin } from '../../server/domain/link-origin'
import { demoListingStates, seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestServer } from '../support/test-server'

describe('linkOrigin', () => {
  const base: LinkOriginInput = {
    publicUrl: 'http://localhost:8080',
    linksFollowRequests: true,
    trustProxy: false,
    scheme: 'http',
    host: 'homes.example',
    forwardedHost: undefined,
    forwardedProto: undefined,
  }
  it.each<[string, Partial<LinkOriginInput>, string]>([
    [
      'PUBLIC_URL set: always it',
      { linksFollowRequests: false, publicUrl: 'https://site.example' },
      'https://site.example',
    ],
    ['the request’s host and scheme', {}, 'http://homes.example'],
    ['a port and upper case', { host: 'Homes.Example:8443', scheme: 'https' }, 'https://homes.example:8443'],
    ['an IPv6 address', { host: '[::1]:8080' }, 'http://[::1]:8080'],
    ['no host', { host: undefined }, 'http://localhost:8080'],
    ['a host with a path', { host: 'evil.example/x' }, 'http://localhost:8080'],
    ['a host with a quote', { host: 'evil.example"><script>' }, 'http://localhost:8080'],
    ['a host too long', { host: `${'a'.repeat(300)}.example` }, 'http://localhost:8080'],
    [
      'forwarded headers without TRUST_PROXY',
      { forwardedHost: 'evil.example', forwardedProto: 'https' },
      'http://homes.example',
    ],
    [
      'forwarded headers with TRUST_PROXY (the first of a chain)',
      { trustProxy: true, forwardedHost: 'site.example, inner.example', forwardedProto: 'https' },
      'https://site.example',
    ],
    [
      'a trusted proxy naming an odd scheme',
      { trustProxy: true, forwardedProto: 'javascript' },
      'http://homes.example',
    ],
  ])('%s', (_, change, expected) => {
    expect(linkOrigin({ ...base, ...change })).toBe(expected)
  })
})

/** GET with a Host header of our choosing (fetch does not let a caller set Host). */
const getWithHost = (url: string, host: string, headers: Record<string, string> = {}) =>
  new Promise<string>((resolve, reject) => {
    const req = http.get(url, { headers: { host, ...headers } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve(body))
    })
    req.on('error', reject)
  })

const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)" \/>/.exec(html)?.[1]
const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)" \/>/.exec(html)?.[1]

describe.each([
  ['without TRUST_PROXY', {}, false],
  ['with TRUST_PROXY=on', { TRUST_PROXY: 'on' }, true],
])('a server without PUBLIC_URL, %s', (_, env, trusted) => {
  let server: TestServer
  let tourName: string
  beforeAll(async () => {
    server = await startTestServer(
      env,
      {},
      {
        inProcess:
          'PUBLIC_URL must be unset, and the two-process pair sets it (each process would default to its own port)',
      },
    )
    await seedTestWorld(server.db.kysely)
    const rows = await demoListingStates(server.db.kysely)
    tourName = rows.find((r) => r.fully_delivered && !r.is_offline && !r.passcode_hash)?.tour_name as string
  })
  afterAll(() => server.close())

  it('points a listing page’s links at the host it was asked at, each host its own page', async () => {
    const first = await getWithHost(`${server.url}/${tourName}`, 'homes.example:8443')
    expect(ogUrl(first)).toBe(`http://homes.example:8443/${tourName}`)
    expect(ogImage(first)).toMatch(new RegExp(`^http://homes\\.example:8443/media/${tourName}/photos/`))
    const second = await getWithHost(`${server.url}/${tourName}`, 'other.example')
    expect(ogUrl(second)).toBe(`http://other.example/${tourName}`)
    const metadata = await getWithHost(`${server.url}/api/v1/listing/metadata/${tourName}`, 'other.example')
    expect(ogUrl(metadata)).toBe(`http://other.example/${tourName}`)
  })

  it(trusted ? 'believes the proxy’s forwarded host' : 'ignores forwarded headers anyone could send', async () => {
    const html = await getWithHost(`${server.url}/${tourName}`, 'inner:8080', {
      'x-forwarded-host': 'site.example',
      'x-forwarded-proto': 'https',
    })
    expect(ogUrl(html)).toBe(trusted ? `https://site.example/${tourName}` : `http://inner:8080/${tourName}`)
  })
})
