// CSRF defence for state-changing requests (our rule, docs/server-behaviour.md). Cookies are SameSite=Lax, and
// on top of that a POST/PUT/PATCH/DELETE must come from a trusted origin. A request that carries no cookies
// cannot ride anyone's session, so scripts and tools without cookies need no Origin header.

export interface OriginCheckInput {
  readonly method: string
  /** The Origin header, if any. */
  readonly origin: string | undefined
  /** The Sec-Fetch-Site header, if any. */
  readonly fetchSite: string | undefined
  /** The request's own origin (scheme and Host header). */
  readonly ownOrigin: string
  readonly trustedOrigins: ReadonlyArray<string>
  readonly hasCookies: boolean
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isRequestFromTrustedOrigin(r: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(r.method.toUpperCase())) return true
  if (r.origin !== undefined && r.origin !== 'null') {
    return r.origin === r.ownOrigin || r.trustedOrigins.includes(r.origin)
  }
  if (r.fetchSite !== undefined) return r.fetchSite === 'same-origin' || r.fetchSite === 'none'
  return !r.hasCookies
}
