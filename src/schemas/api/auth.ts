// Auth service calls (SPEC §7 Account), under the auth base path (/auth by default).
import { Schema } from 'effect'
import {
  Email,
  Name,
  NewPassword,
  Password,
  passwordIsNotEmail,
  RequiredPhone,
  RequiredString,
  RequiredText,
  VerificationCode,
} from '../fields'
import { User } from '../User'
import { defineCall, NoFields, Ok } from './call'

export const SignInRequest = Schema.Struct({ email: Email, password: Password })
export type SignInRequest = typeof SignInRequest.Type

/** Answer to sign-in, sign-out and the current-user call: the user the cookies now describe. */
export const SessionResponse = Schema.Struct({ user: Schema.NullOr(User) })
export type SessionResponse = typeof SessionResponse.Type

export const signIn = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/user/sign-in',
  request: SignInRequest,
  response: SessionResponse,
})
export const signOut = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/user/sign-out',
  request: NoFields,
  response: SessionResponse,
})
/** Ours, not in the spec: lets the app confirm the readable cookie is still backed by a live session. */
export const currentUser = defineCall({
  backend: 'auth',
  method: 'GET',
  path: '/user/current',
  request: NoFields,
  response: SessionResponse,
})

/** The registration payload; the form's confirmPassword and terms stay in the browser (forms/register.ts). */
export const RegisterRequest = Schema.Struct({
  firstName: Name,
  lastName: Name,
  email: Email,
  phone: RequiredPhone,
  password: NewPassword,
}).check(passwordIsNotEmail)
export type RegisterRequest = typeof RegisterRequest.Type

/** Registering signs the new user in (unverified), so the dialog can go straight on to VERIFY (SPEC §4). */
export const register = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/user/register',
  request: RegisterRequest,
  response: SessionResponse,
})
/** Sends a verification code to the signed-in user's address. */
export const sendVerificationCode = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/user/register/code',
  request: NoFields,
  response: Ok,
})
/** Answers with the user now verified, so the readable cookie and the app agree at once. */
export const verifyEmail = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/user/register/verify',
  request: Schema.Struct({ code: VerificationCode }),
  response: SessionResponse,
})

/** Answers ok whether or not the address has an account, so the call cannot be used to find accounts. */
export const sendPasswordCode = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/user/password/code',
  request: Schema.Struct({ email: Email }),
  response: Ok,
})
/** Checks the code before the new password is asked for; a wrong or expired code is a field error on `code`. */
export const verifyPasswordCode = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/user/password/verify',
  request: Schema.Struct({ email: Email, code: VerificationCode }),
  response: Ok,
})
export const ResetPasswordRequest = Schema.Struct({
  email: Email,
  code: VerificationCode,
  password: NewPassword,
}).check(passwordIsNotEmail)
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type
/** Sets the new password. The user is not signed in: the dialog's done step links back to sign in (SPEC §2). */
export const submitNewPassword = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/user/password/submit',
  request: ResetPasswordRequest,
  response: Ok,
})

/** Single sign-on hand-over from the authToken and authOrigin query parameters; signs the user in. */
export const verifySingleSignOn = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/sso/verify',
  request: Schema.Struct({
    token: RequiredText(4_000),
    /** The site that issued the token; the server accepts only configured origins. */
    origin: RequiredString,
  }),
  response: SessionResponse,
})

/** Cookie names; the readable one is the spec's authorisation cookie. */
export const SESSION_COOKIE = 'showhome_session'
export { AUTHORISATION_COOKIE } from '../authorisation-cookie'
