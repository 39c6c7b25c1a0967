// Fixed-window counters in the database (so every server process shares them), for sign-in throttling, for limiting
// how often codes are e-mailed, for listing passcodes, registrations, address lookups and analytics events.
//
// Every limit is reserve-then-check in ONE statement: the upsert counts the attempt and returns the new count, and
// the caller acts only when that count is within the limit. PostgreSQL serialises concurrent upserts of one key on
// its row lock, so a burst of parallel requests (from one process or many sharing the database) gets the counts
// 1, 2, 3 … and never more than `max` of them go ahead. A check-then-count pair would let the whole burst through.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'

export interface Limit {
  readonly max: number
  readonly windowMs: number
}

const MINUTE = 60 * 1000

/** Wrong passwords for one account from one client address: the hard stop a guesser from one place meets. */
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS: Limit = { max: 5, windowMs: 15 * MINUTE }
/** Sign-in attempts from one client address, whatever the account: one address guessing many accounts. */
export const SIGN_IN_PER_ADDRESS: Limit = { max: 30, windowMs: 15 * MINUTE }
/**
 * Wrong passwords for one account from everywhere. Passing it only stops sign-ins by password from devices the
 * account has never signed in on: the owner's own browser (a known-device cookie) still gets in, and anyone can
 * still sign in by e-mail code (password reset). So a stranger can slow an account down but not lock its owner out.
 */
export const SIGN_IN_PER_ACCOUNT: Limit = { max: 50, windowMs: 15 * MINUTE }
/** Codes e-mailed to one address (verification or reset), whether or not it has an account. */
export const CODES_PER_EMAIL: Limit = { max: 5, windowMs: 60 * MINUTE }
/** Code requests from one client address, across e-mail addresses. */
export const CODES_PER_ADDRESS: Limit = { max: 50, windowMs: 60 * MINUTE }
/** New accounts from one client address. */
export const REGISTRATIONS_PER_ADDRESS: Limit = { max: 20, windowMs: 60 * MINUTE }
/** Address lookups per client address: typing an address takes a dozen; a script takes thousands. */
export const GEOCODE_PER_ADDRESS: Limit = { max: 600, windowMs: 15 * MINUTE }
/** Passcode tries per client address and listing: guessing a four-digit code then takes days from one address. */
export const PASSCODE_PER_ADDRESS: Limit = { max: 10, windowMs: 15 * MINUTE }
/** Revision requests each send the team an e-mail: a handful an hour per person is plenty. */
export const REVISIONS_PER_USER: Limit = { max: 5, windowMs: 60 * MINUTE }
/** Messages to the sales team (the contact tier) per client address: anyone may send one, so a script is bounded. */
export const SALES_CONTACTS_PER_ADDRESS: Limit = { max: 5, windowMs: 60 * MINUTE }

/**
 * Counts one attempt for the key and answers the milliseconds until it may act again: 0 when this attempt is within
 * the limit (go ahead), more when it is over (refuse; the attempt was counted, so a burst cannot slip through).
 */
export async function reserve(db: Kysely<Database>, key: string, limit: Limit, now = new Date()): Promise<number> {
  const windowOpen = new Date(now.getTime() - limit.windowMs)
  const row = await db
    .insertInto('throttle')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when throttle.window_start > ${windowOpen} then throttle.count + 1 else 1 end`,
        window_start: sql`case when throttle.window_start > ${windowOpen} then throttle.window_start else ${now} end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow()
  if (row.count <= limit.max) return 0
  return Math.max(1, new Date(row.window_start).getTime() + limit.windowMs - now.getTime())
}

/** Milliseconds until the key may act again, or 0 when it is under its limit. Counts nothing: for messages only. */
export async function blockedFor(db: Kysely<Database>, key: string, limit: Limit, now = new Date()): Promise<number> {
  const row = await db.selectFrom('throttle').selectAll().where('key', '=', key).executeTakeFirst()
  if (!row) return 0
  const ends = new Date(row.window_start).getTime() + limit.windowMs
  if (ends <= now.getTime() || row.count < limit.max) return 0
  return ends - now.getTime()
}

/** Gives back one reserved attempt (a sign-in that turned out right should not use up the person's tries). */
export async function release(db: Kysely<Database>, key: string): Promise<void> {
  await db.updateTable('throttle').set({ count: sql`greatest(count - 1, 0)` }).where('key', '=', key).execute()
}

export async function clear(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute()
}

/** 'Please wait 12 minutes' style wording for a wait. */
export const waitWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60000))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
