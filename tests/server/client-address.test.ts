// Per-address limits behind a proxy: with TRUST_PROXY=on the address is the one the proxy appends last to
// X-Forwarded-For, so the people behind one proxy are limited one by one (not all as the proxy), and an address a
// client writes in the header itself is never believed; without TRUST_PROXY the header changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSCODE } from '../../server/demo/dataset/listings'
import { MAX_FORWARDED_FOR, requestAddress } from '../../server/domain/client-address'
import { AddressClient, statusCounts } from '../support/address-client'
import { demoListingStates, seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestServer } from '../support/test-server'

describe('requestAddress', () => {
  const connected = '10.0.0.5'
  it.each<[string, string | undefined, boolean, string]>([
    ['no proxy trusted: the connection', '203.0.113.7', false, connected],
    ['trusted, no header: the connection', undefined, true, connected],
    ['trusted: the one entry', '203.0.113.7', true, '203.0.113.7'],
    ['trusted: the last of a chain, the one the proxy appended', '198.51.100.1, 203.0.113.7', true, '203.0.113.7'],
    ['trusted: the last of three', '198.51.100.1, 198.51.100.2,203.0.113.7', true, '203.0.113.7'],
    ['trusted: spaces and upper-case IPv6', ' 2001:DB8::1 ', true, '2001:db8::1'],
    ['trusted: an empty last entry', '203.0.113.7, ', true, connected],
    ['trusted: a name, not an address', 'evil.example', true, connected],
    ['trusted: an address with a port', '203.0.113.7:443', true, '203.0.113.7:443'],
    ['trusted: a last entry too long to be an address', `${'1'.repeat(46)}`, true, connected],
    ['trusted: a header too long', `${'9.9.9.9, '.repeat(200)}203.0.113.7`, true, connected],
    ['trusted: a header at the limit', `${' '.repeat(MAX_FORWARDED_FOR - 11)}203.0.113.7`, true, '203.0.113.7'],
  ])('%s', (_, forwardedFor, trustProxy, expected) => {
    expect(requestAddress({ connected, forwardedFor, trustProxy })).toBe(expected)
  })
  it('an unknown connection stays unknown', () => {
    expect(requestAddress({ connected: undefined, forwardedFor: undefined, trustProxy: true })).toBe('unknown')
  })
})

describe.each([
  ['with TRUST_PROXY=on', { TRUST_PROXY: 'on' }, true],
  ['without TRUST_PROXY', {}, false],
])('passcode guesses through a proxy, %s', (_, env, trusted) => {
  let server: TestServer
  let protectedListing: string
  beforeAll(async () => {
    server = await startTestServer(env)
    await seedTestWorld(server.db.kysely)
    const rows = await demoListingStates(server.db.kysely)
    protectedListing = rows.find((r) => r.passcode_hash && !r.is_offline)?.tour_name as string
  })
  afterAll(() => server.close())

  /** A visitor whose requests all arrive from the proxy's one address, with the X-Forwarded-For it adds. */
  const behindProxy = (forwardedFor: string) =>
    new AddressClient(server.urls, '127.0.3.1', { 'x-forwarded-for': forwardedFor })
  const guess = (client: AddressClient, passcode: string) =>
    client.post('/api/v1/listing/get', { tourName: protectedListing, passcode, debugMode: false })

  it(trusted ? 'limits each visitor, not the proxy' : 'limits the proxy, whatever the header says', async () => {
    const guesser = behindProxy('203.0.113.7')
    const answers = await Promise.all(Array.from({ length: 12 }, () => guess(guesser, '0000')))
    expect(statusCounts(answers)).toEqual({ 403: 10, 429: 2 })
    // Someone else behind the same proxy, with the right passcode.
    const neighbour = await guess(behindProxy('203.0.113.8'), DEMO_PASSCODE)
    expect(neighbour.status).toBe(trusted ? 200 : 429)
    // The guesser writing another address before the one the proxy appends gains nothing.
    const spoofed = await guess(behindProxy('203.0.113.9, 203.0.113.7'), DEMO_PASSCODE)
    expect(spoofed.status).toBe(429)
  })
})
