import { describe, expect, it } from 'vitest'
import { isRequestFromTrustedOrigin, type OriginCheckInput } from '../../../server/domain/origin-check'

const base: OriginCheckInput = {
  method: 'POST',
  origin: undefined,
  fetchSite: undefined,
  ownOrigin: 'http://localhost:8080',
  trustedOrigins: ['https://homes.example.com', 'https://partner.example.com'],
  hasCookies: true,
}

describe('origin check for state-changing requests', () => {
  it.each([
    ['GET from anywhere', { method: 'GET', origin: 'https://evil.example' }, true],
    ['HEAD from anywhere', { method: 'HEAD', origin: 'https://evil.example' }, true],
    ['POST from the own origin', { origin: 'http://localhost:8080' }, true],
    ['POST from the public URL', { origin: 'https://homes.example.com' }, true],
    ['POST from a partner origin', { origin: 'https://partner.example.com' }, true],
    ['POST from another site', { origin: 'https://evil.example' }, false],
    ['POST from a look-alike origin', { origin: 'https://homes.example.com.evil.example' }, false],
    ['DELETE from another site', { method: 'delete', origin: 'https://evil.example' }, false],
    ['POST with Origin null and cookies', { origin: 'null' }, false],
    ['POST without Origin, same-origin fetch', { fetchSite: 'same-origin' }, true],
    ['POST without Origin, cross-site fetch', { fetchSite: 'cross-site' }, false],
    ['POST without Origin, same-site (sibling subdomain)', { fetchSite: 'same-site' }, false],
    ['POST without Origin or Sec-Fetch-Site, with cookies', {}, false],
    ['POST without Origin or Sec-Fetch-Site, without cookies', { hasCookies: false }, true],
  ] as const)('%s → %s', (_case, overrides, expected) => {
    expect(isRequestFromTrustedOrigin({ ...base, ...overrides })).toBe(expected)
  })
})
