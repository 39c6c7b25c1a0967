// Booking drafts in the database, and who may touch one: the browser that started it (an httpOnly cookie whose
// token's hash is stored) or the signed-in user it belongs to. Anyone else gets the same 404 as for a draft that
// does not exist, so draft ids leak nothing.
import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { Database, UserRow } from '../db/schema'
import { notFound } from '../http/errors'
import { type BookingDraft, readDraft } from './draft'

export const BOOKING_COOKIE = 'showhome_booking'
export const DRAFT_NOT_FOUND = 'This booking could not be found. Please start a new one.'
/** A browser keeps its booking key for 90 days; drafts older than that cannot be continued from it. */
const KEY_LIFETIME_MS = 90 * 24 * 3_600_000

const hashKey = (key: string) => createHash('sha256').update(`booking:${key}`).digest('hex')

/** The browser's booking key hash, creating and setting the cookie when the browser has none. */
export function browserKeyHash(c: Context, config: Config): string {
  let key = getCookie(c, BOOKING_COOKIE)
  if (!key || !/^[A-Za-z0-9_-]{43}$/.test(key)) {
    key = randomBytes(32).toString('base64url')
    setCookie(c, BOOKING_COOKIE, key, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: config.publicUrl.startsWith('https:'),
      expires: new Date(Date.now() + KEY_LIFETIME_MS),
    })
  }
  return hashKey(key)
}

export interface StoredDraft {
  readonly id: string
  readonly draft: BookingDraft
  readonly orderId: string | null
}

export async function createDraft(
  db: Kysely<Database>,
  owner: { readonly browserKeyHash: string; readonly user: UserRow | undefined },
  draft: BookingDraft,
): Promise<StoredDraft> {
  const row = await db
    .insertInto('booking_drafts')
    .values({ browser_key_hash: owner.browserKeyHash, user_id: owner.user?.id ?? null, state: JSON.stringify(draft) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, draft, orderId: null }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The draft if this caller may use it (404 otherwise). A signed-in caller continuing a draft their browser started
 * takes it over, so it follows them to another device. `forUpdate` locks the row for the rest of the transaction.
 */
export async function findDraft(
  db: Kysely<Database>,
  c: Context,
  id: string,
  options: { readonly forUpdate?: boolean } = {},
): Promise<StoredDraft> {
  if (!UUID.test(id)) throw notFound(DRAFT_NOT_FOUND)
  let query = db.selectFrom('booking_drafts').selectAll().where('id', '=', id)
  if (options.forUpdate) query = query.forUpdate()
  const row = await query.executeTakeFirst()
  const user = c.get('user') as UserRow | undefined
  const key = getCookie(c, BOOKING_COOKIE)
  // The browser's key opens a draft nobody has claimed, or the signed-in user's own: on a shared computer another
  // account does not see the last one's contacts.
  const byBrowser =
    key !== undefined && row?.browser_key_hash === hashKey(key) && (row.user_id === null || row.user_id === user?.id)
  const byUser = user !== undefined && row?.user_id === user.id
  if (!row || !(byBrowser || byUser)) throw notFound(DRAFT_NOT_FOUND)
  if (user && row.user_id === null) {
    await db.updateTable('booking_drafts').set({ user_id: user.id }).where('id', '=', id).execute()
  }
  return { id: row.id, draft: readDraft(row.state), orderId: row.order_id }
}

export async function saveDraft(db: Kysely<Database>, id: string, draft: BookingDraft): Promise<void> {
  await db
    .updateTable('booking_drafts')
    .set({ state: JSON.stringify(draft), updated_at: new Date() })
    .where('id', '=', id)
    .where('order_id', 'is', null)
    .execute()
}
