// The two cookies of a session (ARCHITECTURE §4): an httpOnly session cookie the server trusts, and the readable,
// signed authorisation cookie the app reads for the user's name and verification state. Both SameSite=Lax, and
// Secure when the site is served over HTTPS.
import type { Context } from 'hono'
import { deleteCookie, setCookie, setSignedCookie } from 'hono/cookie'
import { AUTHORISATION_COOKIE, SESSION_COOKIE } from '../../src/schemas/api/auth'
import type { User } from '../../src/schemas/User'
import type { Config } from '../config'
import type { UserRow } from '../db/schema'

export const toPublicUser = (u: UserRow): User => ({
  firstName: u.first_name,
  lastName: u.last_name,
  email: u.email,
  isVerified: u.is_verified,
})

const isSecure = (config: Config) => config.publicUrl.startsWith('https:')

export async function setSessionCookies(c: Context, config: Config, token: string, expires: Date, user: UserRow) {
  const common = { path: '/', sameSite: 'Lax', secure: isSecure(config), expires } as const
  setCookie(c, SESSION_COOKIE, token, { ...common, httpOnly: true })
  await setSignedCookie(c, AUTHORISATION_COOKIE, JSON.stringify(toPublicUser(user)), config.sessionSecret, common)
}

export function clearSessionCookies(c: Context, config: Config) {
  const common = { path: '/', sameSite: 'Lax', secure: isSecure(config) } as const
  deleteCookie(c, SESSION_COOKIE, { ...common, httpOnly: true })
  deleteCookie(c, AUTHORISATION_COOKIE, common)
}
