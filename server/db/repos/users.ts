import type { Kysely } from 'kysely'
import type { Database, NewUser, UserRow } from '../schema'

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst()
}

export function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, email: normaliseEmail(user.email) })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Whether an account holds the e-mail (after an insert failed, to tell a taken e-mail from another error). */
export async function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined
}
