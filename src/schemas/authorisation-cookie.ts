// Reads the user from the readable authorisation cookie (SPEC §3 User): JSON, signed by the server as
// `{json}.{signature}` and URL-encoded. The browser cannot check the signature (the server does, on every call);
// it only needs the name and verification state to draw the page. Older cookies use capitalised field names.
//
// This runs at page start, before Effect loads, so it checks the JSON by hand instead of with the User schema
// (src/schemas/User.ts). tests/schemas/authorisation-cookie.test.ts compares it with the schema decoder it replaced:
// change the User schema and this file together.
import type { User } from './User'

/**
 * The cookie's name: AUTHORISATION_COOKIE of src/schemas/api/auth.ts, written out because that module loads Effect
 * (the test checks the two agree).
 */
export const AUTHORISATION_COOKIE_NAME = 'authorisation'

type Fields = Record<PropertyKey, unknown>

/** An object, as a schema struct accepts one: not null and not an array. */
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The user under the current field names; the output holds those four fields only, whatever else the JSON has. */
function currentUser(json: Fields): User | null {
  const { firstName, lastName, email, isVerified } = json
  return typeof firstName === 'string' &&
    typeof lastName === 'string' &&
    typeof email === 'string' &&
    typeof isVerified === 'boolean'
    ? { firstName, lastName, email, isVerified }
    : null
}

/** The user under the older capitalised field names, renamed. */
function legacyUser(json: Fields): User | null {
  const { FirstName, LastName, Email, IsVerified } = json
  return typeof FirstName === 'string' &&
    typeof LastName === 'string' &&
    typeof Email === 'string' &&
    typeof IsVerified === 'boolean'
    ? { firstName: FirstName, lastName: LastName, email: Email, isVerified: IsVerified }
    : null
}

/** The user a `document.cookie` string names, or null when the cookie is missing or unreadable. */
export function userFromCookies(cookieHeader: string): User | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== AUTHORISATION_COOKIE_NAME) continue
    try {
      const value = decodeURIComponent(part.slice(eq + 1).trim())
      const dot = value.lastIndexOf('.')
      const json: unknown = JSON.parse(dot > 0 ? value.slice(0, dot) : value)
      if (!isObject(json)) return null
      return currentUser(json) ?? legacyUser(json)
    } catch {
      return null
    }
  }
  return null
}
