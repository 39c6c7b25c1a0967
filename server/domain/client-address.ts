// The address a request comes from, for per-address limits (sign-in codes, passcodes, registrations, events). The
// connection's own address, unless the operator says a proxy stands in front (TRUST_PROXY=on): then every request
// connects from the proxy, and per-address limits would be one limit shared by every visitor, so one stranger could
// lock everyone out. The proxy appends the address it saw connecting to X-Forwarded-For, so the last entry is the
// one it vouches for; entries before it are whatever the client sent and are never believed.

/** A header longer than this is not read (a list of proxies is short); the connection's address is used. */
export const MAX_FORWARDED_FOR = 1024
/** The longest address written in text: an IPv6 address with an embedded IPv4 one (45 characters). */
const MAX_ADDRESS = 45
/** An IPv4 or IPv6 address as a proxy writes it: digits, hex, dots and colons only (no backtracking). */
const ADDRESS = /^[0-9a-f.:]+$/i

export function requestAddress(input: {
  readonly connected: string | undefined
  readonly forwardedFor: string | undefined
  readonly trustProxy: boolean
}): string {
  const connected = input.connected ?? 'unknown'
  const header = input.forwardedFor
  if (!input.trustProxy || header === undefined || header.length > MAX_FORWARDED_FOR) return connected
  const last = header.slice(header.lastIndexOf(',') + 1).trim()
  return last.length > 0 && last.length <= MAX_ADDRESS && ADDRESS.test(last) ? last.toLowerCase() : connected
}
