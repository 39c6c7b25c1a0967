// Single sign-on from partner sites (SPEC §7 /sso/verify): the partner signs a short-lived token with the secret we
// share with its origin (SSO_PARTNERS). Token = base64url(JSON claims) "." base64url(HMAC-SHA256(secret, claims)).
// Claims: email, firstName, lastName, iat and exp in seconds; a token lives at most ten minutes.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { Option, Schema } from 'effect'
import { Email } from '../../src/schemas/fields'

export interface SsoClaims {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly iat: number
  readonly exp: number
}

export const SSO_MAX_LIFETIME_S = 600

const readEmail = Schema.decodeUnknownOption(Email)

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url')

/** For partners (and tests): a token for these claims. */
export function signSsoToken(secret: string, claims: SsoClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${mac(secret, body)}`
}

/** The token's claims when it is genuine, unexpired and from a configured partner; otherwise why not. */
export function verifySsoToken(
  partners: ReadonlyMap<string, string>,
  origin: string,
  token: string,
  nowMs = Date.now(),
): { ok: true; claims: SsoClaims } | { ok: false; reason: string } {
  const secret = partners.get(origin)
  if (!secret) return { ok: false, reason: 'unknown partner' }
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed token' }
  const expected = Buffer.from(mac(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'bad signature' }
  let claims: Partial<SsoClaims>
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<SsoClaims>
  } catch {
    return { ok: false, reason: 'malformed claims' }
  }
  const now = Math.floor(nowMs / 1000)
  const { firstName, lastName, iat, exp } = claims
  // Registration's address rules (bounded, trimmed, one linear pattern), not a pattern of its own: the one this had
  // was the quadratic pattern that froze the server (issue 15).
  const email = Option.getOrUndefined(readEmail(claims.email))
  if (email === undefined) return { ok: false, reason: 'no e-mail' }
  if (typeof iat !== 'number' || typeof exp !== 'number') return { ok: false, reason: 'no lifetime' }
  if (exp <= now || iat > now + 60 || exp - iat > SSO_MAX_LIFETIME_S) return { ok: false, reason: 'expired' }
  return {
    ok: true,
    claims: { email, firstName: String(firstName ?? ''), lastName: String(lastName ?? ''), iat, exp },
  }
}
