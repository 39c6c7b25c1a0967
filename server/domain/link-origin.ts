// The origin of absolute links the server writes for crawlers (og:url, og:image). With PUBLIC_URL set it is that;
// without it, the address the request came to, so a site reached as https://homes.example does not point link
// previews at http://localhost. A proxy's X-Forwarded-Host and X-Forwarded-Proto are believed only when the operator
// says a proxy sets them (TRUST_PROXY=on); otherwise anyone could name any host. A host that is not a plain host
// name or address (with an optional port) falls back to PUBLIC_URL's default.

export interface LinkOriginInput {
  readonly publicUrl: string
  readonly linksFollowRequests: boolean
  readonly trustProxy: boolean
  /** The scheme the connection used: 'http' or 'https'. */
  readonly scheme: string
  readonly host: string | undefined
  readonly forwardedHost: string | undefined
  readonly forwardedProto: string | undefined
}

/** Longest host name (253) plus a port. */
const MAX_HOST = 253 + 6
/** A host name or IPv4 address, or a bracketed IPv6 address, and an optional port. No backtracking: each class is
 * followed by a character it cannot match. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i

const validHost = (host: string | undefined): host is string =>
  host !== undefined && host.length > 0 && host.length <= MAX_HOST && HOST.test(host)

/** The first value of a header a chain of proxies may have appended to ("a, b"). */
const firstValue = (header: string | undefined) => header?.split(',', 1)[0]?.trim()

export function linkOrigin(input: LinkOriginInput): string {
  if (!input.linksFollowRequests) return input.publicUrl
  const forwardedHost = input.trustProxy ? firstValue(input.forwardedHost) : undefined
  const host = forwardedHost ?? input.host
  if (!validHost(host)) return input.publicUrl
  const proto = input.trustProxy ? (firstValue(input.forwardedProto) ?? input.scheme) : input.scheme
  const scheme = proto === 'https' || proto === 'http' ? proto : input.scheme
  return `${scheme}://${host.toLowerCase()}`
}
