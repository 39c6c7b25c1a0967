// Six-digit one-time codes for e-mail verification and password reset (ARCHITECTURE §4): valid 15 minutes, five
// tries, one live code per address and purpose (asking again replaces it). Stored as a hash.
import { createHash, randomInt } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'

export const CODE_LIFETIME_MS = 15 * 60 * 1000
export const CODE_MAX_ATTEMPTS = 5

export type CodePurpose = 'verify' | 'reset'
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted'

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex')

/** Issues a new code for the address (retiring any earlier one) and returns it for the e-mail. */
export async function issueCode(db: Kysely<Database>, purpose: CodePurpose, email: string, now = new Date()) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where('purpose', '=', purpose)
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .execute()
    const row = await tx
      .insertInto('one_time_codes')
      .values({ purpose, email, code_hash: 'pending', expires_at: new Date(now.getTime() + CODE_LIFETIME_MS) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await tx
      .updateTable('one_time_codes')
      .set({ code_hash: hashCode(row.id, code) })
      .where('id', '=', row.id)
      .execute()
  })
  return code
}

/**
 * Checks a code against the address's live code. Every check first reserves a try in one UPDATE (attempts + 1 on
 * the live row, returning it), so parallel wrong guesses queue on the row lock and at most five are ever compared;
 * a right code gives its try back. The fifth wrong try retires the code. `consume` retires it on success (the last
 * step of a flow) in one more conditional UPDATE, so a code is used once even when two requests race with it;
 * without it the code stays valid (reset's verify step). Pass a transaction as `db` to tie the use to other writes.
 */
export async function checkCode(
  db: Kysely<Database>,
  purpose: CodePurpose,
  email: string,
  code: string,
  options: { consume: boolean; now?: Date },
): Promise<CodeCheck> {
  const now = options.now ?? new Date()
  const live = db
    .selectFrom('one_time_codes')
    .select('id')
    .where('purpose', '=', purpose)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
  const row = await db
    .updateTable('one_time_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', live)
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  if (!row) return 'expired'
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired'
  if (row.attempts > CODE_MAX_ATTEMPTS) return 'exhausted'
  if (hashCode(row.id, code.trim()) !== row.code_hash) {
    if (row.attempts < CODE_MAX_ATTEMPTS) return 'wrong'
    await db.updateTable('one_time_codes').set({ used_at: now }).where('id', '=', row.id).execute()
    return 'exhausted'
  }
  if (!options.consume) {
    await db
      .updateTable('one_time_codes')
      .set({ attempts: sql`greatest(attempts - 1, 0)` })
      .where('id', '=', row.id)
      .execute()
    return 'ok'
  }
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return used ? 'ok' : 'expired'
}

/** What each outcome says under the code field (SPEC §8: server field errors are set on form fields). */
export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: 'That code is not right. Check the e-mail and try again.',
  expired: 'That code has expired. Send a new one.',
  exhausted: 'Too many wrong tries. Send a new code.',
}
