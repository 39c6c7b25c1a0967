// Fixed-window counters in the database (so every server process shares them), for sign-in throttling per account
// and per client address (ARCHITECTURE §4), for limiting how often codes are e-mailed, and for listing passcodes.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'

export interface Limit {
  readonly max: number
  readonly windowMs: number
}

export const SIGN_IN_PER_ACCOUNT: Limit = { max: 5, windowMs: 15 * 60 * 1000 }
export const SIGN_IN_PER_ADDRESS: Limit = { max: 30, windowMs: 15 * 60 * 1000 }
export const CODES_PER_ADDRESS: Limit = { max: 5, windowMs: 60 * 60 * 1000 }
/** Address lookups per client address: typing an address takes a dozen; a script takes thousands. */
export const GEOCODE_PER_ADDRESS: Limit = { max: 600, windowMs: 15 * 60 * 1000 }
/** Wrong passcodes per client address and listing: guessing a four-digit code then takes days from one address. */
export const PASSCODE_PER_ADDRESS: Limit = { max: 10, windowMs: 15 * 60 * 1000 }

/** Milliseconds until the key may act again, or 0 when it is under its limit. Does not count. */
export async function blockedFor(db: Kysely<Database>, key: string, limit: Limit, now = new Date()): Promise<number> {
  const row = await db.selectFrom('throttle').selectAll().where('key', '=', key).executeTakeFirst()
  if (!row) return 0
  const ends = new Date(row.window_start).getTime() + limit.windowMs
  if (ends <= now.getTime() || row.count < limit.max) return 0
  return ends - now.getTime()
}

/** Counts one event for the key, starting a new window when the last one is over. */
export async function count(db: Kysely<Database>, key: string, limit: Limit, now = new Date()): Promise<void> {
  const windowOpen = new Date(now.getTime() - limit.windowMs)
  await db
    .insertInto('throttle')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when throttle.window_start > ${windowOpen} then throttle.count + 1 else 1 end`,
        window_start: sql`case when throttle.window_start > ${windowOpen} then throttle.window_start else ${now} end`,
      }),
    )
    .execute()
}

export async function clear(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute()
}

/** 'Please wait 12 minutes' style wording for a wait. */
export const waitWords = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60000))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
