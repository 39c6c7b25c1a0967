// Reads the user from the readable authorisation cookie (SPEC §3 User): JSON, signed by the server as
// `{json}.{signature}` and URL-encoded. The browser cannot check the signature (the server does, on every call);
// it only needs the name and verification state to draw the page. Older cookies use capitalised field names.
import { Option, Schema, SchemaTransformation } from 'effect'
import { AUTHORISATION_COOKIE } from './api/auth'
import { User } from './User'

const LegacyUser = Schema.Struct({
  FirstName: Schema.String,
  LastName: Schema.String,
  Email: Schema.String,
  IsVerified: Schema.Boolean,
}).pipe(
  Schema.decodeTo(
    User,
    SchemaTransformation.transform({
      decode: (u) => ({ firstName: u.FirstName, lastName: u.LastName, email: u.Email, isVerified: u.IsVerified }),
      encode: (u) => ({ FirstName: u.firstName, LastName: u.lastName, Email: u.email, IsVerified: u.isVerified }),
    }),
  ),
)

const decodeUser = Schema.decodeUnknownOption(Schema.Union([User, LegacyUser]))

/** The user a `document.cookie` string names, or null when the cookie is missing or unreadable. */
export function userFromCookies(cookieHeader: string): User | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== AUTHORISATION_COOKIE) continue
    try {
      const value = decodeURIComponent(part.slice(eq + 1).trim())
      const dot = value.lastIndexOf('.')
      const json: unknown = JSON.parse(dot > 0 ? value.slice(0, dot) : value)
      return Option.getOrNull(decodeUser(json))
    } catch {
      return null
    }
  }
  return null
}
