// Auth service (SPEC §7 Account): sign-in and sign-out for issue 2; registration and codes come with accounts.
import { Hono } from 'hono'
import { SignInRequest, signOut } from '../../src/schemas/api/auth'
import { clearSessionCookies, setSessionCookies, toPublicUser } from '../auth/cookies'
import { decoyHash, verifyPassword } from '../auth/passwords'
import { createSession, deleteSession } from '../db/repos/sessions'
import { findUserByEmail } from '../db/repos/users'
import type { AppDeps, AppEnv } from './context'
import { ApiError } from './errors'
import { readJson } from './request-body'

/** Deliberately the same answer for an unknown e-mail and a wrong password. */
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.'

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .post('/user/sign-in', async (c) => {
      const body = await readJson(c, SignInRequest)
      const user = await findUserByEmail(db.kysely, body.email)
      // Verify against a decoy when the e-mail is unknown, so timing does not tell whether an account exists.
      const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), body.password)
      if (!user || !ok) throw new ApiError(401, { statusError: WRONG_CREDENTIALS, message: WRONG_CREDENTIALS })
      const previous = c.get('sessionToken')
      if (previous) await deleteSession(db.kysely, previous)
      const session = await createSession(db.kysely, user.id)
      await setSessionCookies(c, config, session.token, session.expiresAt, user)
      return c.json({ user: toPublicUser(user) })
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
}
