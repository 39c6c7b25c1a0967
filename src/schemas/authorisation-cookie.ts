// Reads the user from the readable authorisation cookie (SPEC §3 User): JSON, signed by the server as
// `{json}.{signature}` and URL-encoded. The browser cannot check the signature (the server does, on every call);
// it only needs the name and verification state to draw the page. Older cookies use capitalised field names.
//
// This runs at page start, before Effect loads, so it checks the JSON by hand instead of with the User schema
// (src/schemas/User.ts). tests/schemas/authorisation-cookie.test.ts compares it with the schema decoder it replaced:
// change the User schema and this file together.
import type { User } from './User'

/** The readable cookie's name (the server sets it; src/schemas/api/auth.ts re-exports it beside the session's). */
export const AUTHORISATION_COOKIE = 'authorisation'

type Fields = Record<PropertyKey, unknown>

/** An object, as a schema struct accepts one: not null and not an array. */
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where each field of the user is in the JSON: current cookies name them as User does, older ones capitalised. */
const CURRENT_NAMES = { firstName: 'firstName', lastName: 'lastName', email: 'email', isVerified: 'isVerified' }
const LEGACY_NAMES = { firstName: 'FirstName', lastName: 'LastName', email: 'Email', isVerified: 'IsVerified' }

/** The user under one set of field names; the output holds the four fields only, whatever else the JSON has. */
function userUnder(json: Fields, names: typeof CURRENT_NAMES): User | null {
  const firstName = json[names.firstName]
  const lastName = json[names.lastName]
  const email = json[names.email]
  const isVerified = json[names.isVerified]
  return typeof firstName === 'string' &&
    typeof lastName === 'string' &&
    typeof email === 'string' &&
    typeof isVerified === 'boolean'
    ? { firstName, lastName, email, isVerified }
    : null
}

/** The user a `document.cookie` string names, or null when the cookie is missing or unreadable. */
export function userFromCookies(cookieHeader: string): User | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== AUTHORISATION_COOKIE) continue
    try {
      const value = decodeURIComponent(part.slice(eq + 1).trim())
      const dot = value.lastIndexOf('.')
      const json: unknown = JSON.parse(dot > 0 ? value.slice(0, dot) : value)
      if (!isObject(json)) return null
      return userUnder(json, CURRENT_NAMES) ?? userUnder(json, LEGACY_NAMES)
    } catch {
      return null
    }
  }
  return null
}
