// Auth service (SPEC §7 Account): sign-in, registration, e-mail verification, password reset by e-mailed code,
// sign-out and single sign-on. Rules in docs/server-behaviour.md (Accounts): argon2id, six-digit codes valid
// 15 minutes with five tries, sign-in limited per address, per account and address, and per account for unknown
// devices only (so nobody can lock an owner out), every limit reserved atomically before the work it guards, and
// answers that never reveal whether an e-mail has an account (except registration, which must say it is taken).
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
import { isKnownDevice, rememberDevice } from '../auth/known-device'
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords'
import { verifySsoToken } from '../auth/sso'
import {
  CODES_PER_ADDRESS,
  CODES_PER_EMAIL,
  clear,
  type Limit,
  REGISTRATIONS_PER_ADDRESS,
  release,
  reserve,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_PER_ADDRESS,
  waitWords,
} from '../auth/throttle'
import { createSession, deleteSession } from '../db/repos/sessions'
import { findUserByEmail, insertUser, isEmailTaken, normaliseEmail } from '../db/repos/users'
import type { UserRow } from '../db/schema'
import { createMailer } from '../mail/mailer'
import { clientAddress } from './client-address'
import type { AppDeps, AppEnv } from './context'
import { ApiError, invalidFields } from './errors'
import { readJson } from './request-body'

/** Deliberately the same answer for an unknown e-mail and a wrong password. */
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.'
const NOT_SIGNED_IN = 'Please sign in first.'
const EMAIL_TAKEN = 'An account with this e-mail already exists. Sign in, or reset your password.'
const TOO_MANY_CODES = 'Too many codes were sent to this address. Please try again in an hour.'

/** A 429 in the spec's error shape. */
const tooMany = (message: string) => new ApiError(429, { statusError: message, message })

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  const mailer = deps.mailer ?? createMailer(db.kysely, config, deps.log)

  const startSession = async (c: Context<AppEnv>, user: UserRow) => {
    const previous = c.get('sessionToken')
    if (previous) await deleteSession(db.kysely, previous)
    const session = await createSession(db.kysely, user.id)
    await setSessionCookies(c, config, session.token, session.expiresAt, user)
    rememberDevice(c, config, user.id)
  }

  /** Reserves one try under each limit in turn; the first one over answers its wait, and 0 means go ahead. */
  const reserveAll = async (limits: ReadonlyArray<readonly [string, Limit]>) => {
    for (const [key, limit] of limits) {
      const wait = await reserve(db.kysely, key, limit)
      if (wait > 0) return wait
    }
    return 0
  }

  /**
   * Counts a code request for the e-mail and the client address, whether or not the e-mail has an account, so the
   * sixth request in an hour answers 429 for every address alike and the answer reveals nothing.
   */
  const reserveCodeRequest = async (c: Context<AppEnv>, purpose: 'verify' | 'reset', email: string) => {
    const wait = await reserveAll([
      [`code:${purpose}:${email}`, CODES_PER_EMAIL],
      [`code:address:${clientAddress(c, config)}`, CODES_PER_ADDRESS],
    ])
    if (wait > 0) throw new ApiError(429, { statusError: TOO_MANY_CODES, message: TOO_MANY_CODES })
  }

  const sendCode = async (purpose: 'verify' | 'reset', email: string) => {
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
      const address = clientAddress(c, config)
      const user = await findUserByEmail(db.kysely, email)
      // Every try is reserved before the password is compared (docs/server-behaviour.md, Sign-in limits). The
      // account-wide limit applies only to browsers the account has never signed in on, and keys on the e-mail
      // whether or not it has an account, so neither the answer nor its timing tells which e-mails exist.
      const knownDevice = user !== undefined && isKnownDevice(c, config, user.id)
      const limits: Array<readonly [string, Limit]> = [
        [`signin:address:${address}`, SIGN_IN_PER_ADDRESS],
        [`signin:account-address:${email}:${address}`, SIGN_IN_PER_ACCOUNT_AND_ADDRESS],
      ]
      if (!knownDevice) limits.push([`signin:account:${email}`, SIGN_IN_PER_ACCOUNT])
      const wait = await reserveAll(limits)
      if (wait > 0) {
        throw tooMany(
          `Too many sign-in attempts. Please wait ${waitWords(wait)} and try again, or reset your password by e-mail.`,
        )
      }
      // Verify against a decoy when the e-mail is unknown, so timing does not tell whether an account exists.
      const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), body.password)
      if (!user || !ok) throw new ApiError(401, { statusError: WRONG_CREDENTIALS, message: WRONG_CREDENTIALS })
      // A right password gives its tries back: the person's own sign-ins never count against them.
      await clear(db.kysely, `signin:account-address:${email}:${address}`)
      await release(db.kysely, `signin:address:${address}`)
      if (!knownDevice) await release(db.kysely, `signin:account:${email}`)
      await startSession(c, user)
      return c.json({ user: toPublicUser(user) })
    })
    .post('/user/register', async (c) => {
      const body = await readJson(c, RegisterRequest)
      const email = normaliseEmail(body.email)
      if ((await reserve(db.kysely, `register:address:${clientAddress(c, config)}`, REGISTRATIONS_PER_ADDRESS)) > 0) {
        throw tooMany('Too many new accounts from this network. Please try again in an hour.')
      }
      if (await findUserByEmail(db.kysely, email)) throw invalidFields({ email: EMAIL_TAKEN })
      const password_hash = await hashPassword(body.password)
      // Two registrations racing with one e-mail: the unique index lets one in and the other gets the field error.
      const user = await insertUser(db.kysely, {
        email,
        first_name: body.firstName,
        last_name: body.lastName,
        phone: body.phone,
        password_hash,
      }).catch(async (error: unknown) => {
        if (await isEmailTaken(db.kysely, email)) throw invalidFields({ email: EMAIL_TAKEN })
        throw error
      })
      await startSession(c, user)
      // The dialog moves on to VERIFY (SPEC §4); the code is already on its way.
      await reserveCodeRequest(c, 'verify', email)
        .then(() => sendCode('verify', email))
        .catch((error: unknown) => deps.log(`verification code for ${email}: ${String(error)}`))
      return c.json({ user: toPublicUser(user) })
    })
    .post('/user/register/code', async (c) => {
      await readJson(c, sendVerificationCode.request)
      const user = signedInUser(c)
      if (user.is_verified) return c.json({ ok: true as const })
      await reserveCodeRequest(c, 'verify', user.email)
      await sendCode('verify', user.email)
      return c.json({ ok: true as const })
    })
    .post('/user/register/verify', async (c) => {
      const body = await readJson(c, verifyEmail.request)
      const user = signedInUser(c)
      // The try is counted outside the transaction (a wrong code must stay counted); using the code and marking the
      // account verified are then one transaction: both happen or neither.
      if (!user.is_verified) {
        const checked = await checkCode(db.kysely, 'verify', user.email, body.code, { consume: false })
        if (checked !== 'ok') throw invalidFields({ code: CODE_MESSAGES[checked] })
      }
      const verified = await db.kysely.transaction().execute(async (tx) => {
        if (!user.is_verified) {
          const result = await checkCode(tx, 'verify', user.email, body.code, { consume: true })
          if (result !== 'ok') throw invalidFields({ code: CODE_MESSAGES[result] })
        }
        return tx
          .updateTable('users')
          .set({ is_verified: true })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      // The readable cookie now says verified too, so the app agrees without another call.
      await startSession(c, verified)
      return c.json({ user: toPublicUser(verified) })
    })
    .post('/user/password/code', async (c) => {
      const body = await readJson(c, sendPasswordCode.request)
      const email = normaliseEmail(body.email)
      // Same answer whether or not the address has an account, the 429 of the sixth request in an hour included.
      await reserveCodeRequest(c, 'reset', email)
      const user = await findUserByEmail(db.kysely, email)
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
      // The code is checked (using a try) before the slow hash, and used in the transaction that sets the password.
      const checked = await checkCode(db.kysely, 'reset', email, body.code, { consume: false })
      if (checked !== 'ok') throw invalidFields({ code: CODE_MESSAGES[checked] })
      const password_hash = await hashPassword(body.password)
      await db.kysely.transaction().execute(async (tx) => {
        const result = await checkCode(tx, 'reset', email, body.code, { consume: true })
        if (result !== 'ok') throw invalidFields({ code: CODE_MESSAGES[result] })
        const user = await findUserByEmail(tx, email)
        if (!user) return
        await tx.updateTable('users').set({ password_hash }).where('id', '=', user.id).execute()
        // A new password signs every device out; the person signs in again with it.
        await tx.deleteFrom('sessions').where('user_id', '=', user.id).execute()
        const escaped = email.replace(/[\\%_]/g, (ch) => `\\${ch}`)
        await tx
          .deleteFrom('throttle')
          .where((eb) =>
            eb.or([
              eb('key', '=', `signin:account:${email}`),
              eb('key', 'like', `signin:account-address:${escaped}:%`),
            ]),
          )
          .execute()
      })
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
