// Auth service (SPEC §7 Account): sign-in, registration, e-mail verification, password reset by e-mailed code,
// sign-out and single sign-on. Rules in docs/server-behaviour.md (Accounts): argon2id, six-digit codes valid
// 15 minutes with five tries, sign-in throttled per account and per address, answers that never reveal whether an
// e-mail has an account (except registration, which must say it is taken).
import { type Context, Hono } from 'hono'
import {
  RegisterRequest,
  ResetPasswordRequest,
  SignInRequest,
  sendPasswordCode,
  sendVerificationCode,
  signOut,
  verifyEmail,
  verifyPasswordCode,
  verifySingleSignOn,
} from '../../src/schemas/api/auth'
import { CODE_MESSAGES, checkCode, issueCode } from '../auth/codes'
import { clearSessionCookies, setSessionCookies, toPublicUser } from '../auth/cookies'
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords'
import { verifySsoToken } from '../auth/sso'
import {
  blockedFor,
  CODES_PER_ADDRESS,
  clear,
  count,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
  waitWords,
} from '../auth/throttle'
import { createSession, deleteSession } from '../db/repos/sessions'
import { findUserByEmail, insertUser, normaliseEmail } from '../db/repos/users'
import type { UserRow } from '../db/schema'
import { createMailer } from '../mail/mailer'
import { clientAddress } from './client-address'
import type { AppDeps, AppEnv } from './context'
import { ApiError, invalidFields } from './errors'
import { readJson } from './request-body'

/** Deliberately the same answer for an unknown e-mail and a wrong password. */
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.'
const NOT_SIGNED_IN = 'Please sign in first.'

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  const mailer = deps.mailer ?? createMailer(db.kysely, config, deps.log)

  const startSession = async (c: Context<AppEnv>, user: UserRow) => {
    const previous = c.get('sessionToken')
    if (previous) await deleteSession(db.kysely, previous)
    const session = await createSession(db.kysely, user.id)
    await setSessionCookies(c, config, session.token, session.expiresAt, user)
  }

  const sendCode = async (purpose: 'verify' | 'reset', email: string) => {
    const key = `code:${purpose}:${email}`
    if ((await blockedFor(db.kysely, key, CODES_PER_ADDRESS)) > 0) {
      throw new ApiError(429, { statusError: 'Too many codes were sent to this address. Please try again in an hour.' })
    }
    await count(db.kysely, key, CODES_PER_ADDRESS)
    const code = await issueCode(db.kysely, purpose, email)
    await mailer.send(
      purpose === 'verify'
        ? {
            to: email,
            subject: `Your ${config.brandName} verification code: ${code}`,
            text: `Your verification code is ${code}.\n\nIt is valid for 15 minutes. If you did not create an account, you can ignore this e-mail.`,
          }
        : {
            to: email,
            subject: `Reset your ${config.brandName} password: ${code}`,
            text: `Your password reset code is ${code}.\n\nIt is valid for 15 minutes. If you did not ask to reset your password, you can ignore this e-mail; your password has not changed.`,
          },
    )
  }

  const signedInUser = (c: Context<AppEnv>) => {
    const user = c.get('user')
    if (!user) throw new ApiError(401, { statusError: NOT_SIGNED_IN, message: NOT_SIGNED_IN })
    return user
  }

  return new Hono<AppEnv>()
    .post('/user/sign-in', async (c) => {
      const body = await readJson(c, SignInRequest)
      const email = normaliseEmail(body.email)
      const accountKey = `signin:account:${email}`
      const addressKey = `signin:address:${clientAddress(c)}`
      const wait = Math.max(
        await blockedFor(db.kysely, accountKey, SIGN_IN_PER_ACCOUNT),
        await blockedFor(db.kysely, addressKey, SIGN_IN_PER_ADDRESS),
      )
      if (wait > 0) {
        const message = `Too many sign-in attempts. Please wait ${waitWords(wait)} and try again, or reset your password.`
        throw new ApiError(429, { statusError: message, message })
      }
      const user = await findUserByEmail(db.kysely, email)
      // Verify against a decoy when the e-mail is unknown, so timing does not tell whether an account exists.
      const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), body.password)
      if (!user || !ok) {
        await count(db.kysely, accountKey, SIGN_IN_PER_ACCOUNT)
        await count(db.kysely, addressKey, SIGN_IN_PER_ADDRESS)
        throw new ApiError(401, { statusError: WRONG_CREDENTIALS, message: WRONG_CREDENTIALS })
      }
      await clear(db.kysely, accountKey)
      await startSession(c, user)
      return c.json({ user: toPublicUser(user) })
    })
    .post('/user/register', async (c) => {
      const body = await readJson(c, RegisterRequest)
      const email = normaliseEmail(body.email)
      if (await findUserByEmail(db.kysely, email)) {
        throw invalidFields({ email: 'An account with this e-mail already exists. Sign in, or reset your password.' })
      }
      const user = await insertUser(db.kysely, {
        email,
        first_name: body.firstName.trim(),
        last_name: body.lastName.trim(),
        phone: body.phone.trim(),
        password_hash: await hashPassword(body.password),
      })
      await startSession(c, user)
      // The dialog moves on to VERIFY (SPEC §4); the code is already on its way.
      await sendCode('verify', email).catch((error: unknown) =>
        deps.log(`verification code for ${email}: ${String(error)}`),
      )
      return c.json({ user: toPublicUser(user) })
    })
    .post('/user/register/code', async (c) => {
      await readJson(c, sendVerificationCode.request)
      const user = signedInUser(c)
      if (user.is_verified) return c.json({ ok: true as const })
      await sendCode('verify', user.email)
      return c.json({ ok: true as const })
    })
    .post('/user/register/verify', async (c) => {
      const body = await readJson(c, verifyEmail.request)
      const user = signedInUser(c)
      if (!user.is_verified) {
        const result = await checkCode(db.kysely, 'verify', user.email, body.code, { consume: true })
        if (result !== 'ok') throw invalidFields({ code: CODE_MESSAGES[result] })
      }
      const verified = await db.kysely
        .updateTable('users')
        .set({ is_verified: true })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      // The readable cookie now says verified too, so the app agrees without another call.
      await startSession(c, verified)
      return c.json({ user: toPublicUser(verified) })
    })
    .post('/user/password/code', async (c) => {
      const body = await readJson(c, sendPasswordCode.request)
      const email = normaliseEmail(body.email)
      const user = await findUserByEmail(db.kysely, email)
      // Same answer whether or not the address has an account.
      if (user) await sendCode('reset', email)
      return c.json({ ok: true as const })
    })
    .post('/user/password/verify', async (c) => {
      const body = await readJson(c, verifyPasswordCode.request)
      const result = await checkCode(db.kysely, 'reset', normaliseEmail(body.email), body.code, { consume: false })
      if (result !== 'ok') throw invalidFields({ code: CODE_MESSAGES[result] })
      return c.json({ ok: true as const })
    })
    .post('/user/password/submit', async (c) => {
      const body = await readJson(c, ResetPasswordRequest)
      const email = normaliseEmail(body.email)
      const result = await checkCode(db.kysely, 'reset', email, body.code, { consume: true })
      if (result !== 'ok') throw invalidFields({ code: CODE_MESSAGES[result] })
      const user = await findUserByEmail(db.kysely, email)
      if (user) {
        await db.kysely
          .updateTable('users')
          .set({ password_hash: await hashPassword(body.password) })
          .where('id', '=', user.id)
          .execute()
        // A new password signs every device out; the person signs in again with it.
        await db.kysely.deleteFrom('sessions').where('user_id', '=', user.id).execute()
        await clear(db.kysely, `signin:account:${email}`)
      }
      return c.json({ ok: true as const })
    })
    .post('/user/sign-out', async (c) => {
      await readJson(c, signOut.request)
      const token = c.get('sessionToken')
      if (token) await deleteSession(db.kysely, token)
      clearSessionCookies(c, config)
      return c.json({ user: null })
    })
    .get('/user/current', (c) => {
      const user = c.get('user')
      return c.json({ user: user ? toPublicUser(user) : null })
    })
    .post('/sso/verify', async (c) => {
      const body = await readJson(c, verifySingleSignOn.request)
      const checked = verifySsoToken(config.ssoPartners, body.origin, body.token)
      if (!checked.ok) {
        deps.log(`sso refused from ${body.origin}: ${checked.reason}`)
        const message = 'This sign-in link is not valid or has expired.'
        throw new ApiError(401, { statusError: message, message })
      }
      const { claims } = checked
      const email = normaliseEmail(claims.email)
      // The partner vouches for the address, so a new account starts verified; it has no password until reset.
      const user =
        (await findUserByEmail(db.kysely, email)) ??
        (await insertUser(db.kysely, {
          email,
          first_name: claims.firstName || email.split('@')[0] || 'Guest',
          last_name: claims.lastName,
          password_hash: await hashPassword(crypto.randomUUID()),
          is_verified: true,
        }))
      await startSession(c, user)
      return c.json({ user: toPublicUser(user) })
    })
}
