// Auth service calls (SPEC §7 Account), under the auth base path (/auth by default).
import { Schema } from 'effect'
import { Email, Password } from '../fields'
import { User } from '../User'

export const SignInRequest = Schema.Struct({ email: Email, password: Password })
export type SignInRequest = typeof SignInRequest.Type

/** Answer to sign-in and to the current-user call: the user the cookies now describe. */
export const SessionResponse = Schema.Struct({ user: Schema.NullOr(User) })
export type SessionResponse = typeof SessionResponse.Type

export const authCalls = {
  signIn: { method: 'POST', path: '/user/sign-in', request: SignInRequest, response: SessionResponse },
  signOut: { method: 'POST', path: '/user/sign-out', request: Schema.Struct({}), response: SessionResponse },
  /** Ours, not in the spec: lets the app confirm the readable cookie is still backed by a live session. */
  current: { method: 'GET', path: '/user/current', request: Schema.Struct({}), response: SessionResponse },
} as const

/** Cookie names; the readable one is the spec's authorisation cookie. */
export const SESSION_COOKIE = 'showhome_session'
export const AUTHORISATION_COOKIE = 'authorisation'
