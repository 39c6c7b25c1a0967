// Booking drafts in the database, and who may touch one: the browser that started it (an httpOnly cookie whose
// token's hash is stored) or the signed-in user it belongs to. Anyone else gets the same 404 as for a draft that
// does not exist, so draft ids leak nothing.
import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import { type BrowserKey, browserKeyHashOf, heldBrowserKeyHash } from '../auth/browser-key'
import type { Config } from '../config'
import type { Database, UserRow } from '../db/schema'
import { notFound } from '../http/errors'
import { type BookingDraft, readDraft } from './draft'

export const BOOKING_COOKIE = 'showhome_booking'
export const DRAFT_NOT_FOUND = 'This booking could not be found. Please start a new one.'
/** A browser keeps its booking key for 90 days; drafts older than that cannot be continued from it. */
const KEY_LIFETIME_MS = 90 * 24 * 3_600_000

/** The browser's booking key hash, creating and setting the cookie when the browser has none. */
const BOOKING_KEY: BrowserKey = { cookie: BOOKING_COOKIE, purpose: 'booking', lifetimeMs: KEY_LIFETIME_MS }

export const browserKeyHash = (c: Context, config: Config): string => browserKeyHashOf(c, config, BOOKING_KEY)

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
  const keyHash = heldBrowserKeyHash(c, BOOKING_KEY)
  // The browser's key opens a draft nobody has claimed, or the signed-in user's own: on a shared computer another
  // account does not see the last one's contacts.
  const byBrowser =
    keyHash !== undefined && row?.browser_key_hash === keyHash && (row.user_id === null || row.user_id === user?.id)
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
