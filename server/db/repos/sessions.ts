import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../schema'

/** Sessions last 30 days from sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Creates a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(db: Kysely<Database>, userId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
  await db
    .insertInto('sessions')
    .values({ id: hashToken(token), user_id: userId, expires_at: expiresAt })
    .execute()
  return { token, expiresAt }
}

/** The user behind a session token, if the session exists and has not expired. */
export function findSessionUser(db: Kysely<Database>, token: string, now = new Date()): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.id', '=', hashToken(token))
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst()
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute()
}
