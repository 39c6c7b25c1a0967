// A placed order as the change flow reads it (issue 16): the row, how the caller stands to it, and the order as a
// booking draft, so rescheduling reuses the wizard's own schedule rules (server/booking/order-state.ts) instead of a
// copy of them.
import type { Kysely } from 'kysely'
import type { BookingDraft } from '../booking/draft'
import type { StoredDraft } from '../booking/drafts'
import { addressOfOrder, contactOfOrder, type OrderRow } from '../booking/order-model'
import type { Database, UserRow } from '../db/schema'
import type { ChangeRole } from '../domain/change-policy'

export type { OrderRow }

export interface OrderForChange {
  readonly row: OrderRow
  readonly role: ChangeRole
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Internal admins hold `global`; order admins handle every order; the owner is the account that placed it or owns
 * its listing (an order admin may have assigned it to them). Nobody else has a part in it.
 */
export function changeRoleOf(
  user: Pick<UserRow, 'id' | 'role'> | undefined,
  order: { readonly ownerUserId: string | null; readonly listingOwnerUserId: string | null },
): ChangeRole {
  if (!user) return 'none'
  if (user.role === 'internal_admin') return 'global'
  if (user.role === 'order_admin') return 'orderAdmin'
  if (user.id === order.ownerUserId || user.id === order.listingOwnerUserId) return 'owner'
  return 'none'
}

/** The order and the caller's role; undefined when no order has that id. `forUpdate` locks the order's row. */
export async function findOrderForChange(
  db: Kysely<Database>,
  orderId: string,
  user: UserRow | undefined,
  options: { readonly forUpdate?: boolean } = {},
): Promise<OrderForChange | undefined> {
  if (!UUID.test(orderId)) return undefined
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId)
  // FOR NO KEY UPDATE, not FOR UPDATE: the order's id never changes, and a stronger lock would also block other
  // transactions inserting rows that reference it (a waitlist offer for this order, made by someone else's change),
  // which deadlocks two changes that each hold their order and wait for the same photographer.
  if (options.forUpdate) query = query.forNoKeyUpdate()
  const row = await query.executeTakeFirst()
  if (!row) return undefined
  const listing = row.listing_id
    ? await db.selectFrom('listings').select('owner_user_id').where('id', '=', row.listing_id).executeTakeFirst()
    : undefined
  const role = changeRoleOf(user, {
    ownerUserId: row.owner_user_id,
    listingOwnerUserId: listing?.owner_user_id ?? null,
  })
  return { row, role }
}

/**
 * The order as a draft with `schedule` chosen: what the wizard's rules need to price and check a new time. Its promo
 * code is left out on purpose: a change keeps the order's products, discount and adjustments as they were charged.
 */
export function draftOfOrder(row: OrderRow, schedule: BookingDraft['schedule']): BookingDraft {
  return {
    address: addressOfOrder(row),
    products: row.products,
    schedule,
    contact: contactOfOrder(row),
    promoCode: null,
    referenceSlug: row.reference_slug,
    utm: {},
    ownerEmail: row.owner_email,
    adjustments: row.price_adjustments.map((a) => ({
      adjustmentId: a.id,
      description: a.description,
      amount: a.amount,
    })),
  }
}

/** The schedule the order holds now, as a draft's schedule model. */
export function scheduleOfOrder(row: OrderRow): BookingDraft['schedule'] {
  return {
    selectedPhotographerId: row.photographer_id,
    selectedTime: row.appointment_start
      ? {
          utc: new Date(row.appointment_start).toISOString(),
          // Filled in again from the order's time zone by the schedule rules.
          localDate: '1970-01-01',
          localTime: '00:00',
          timeZoneName: row.time_zone,
        }
      : null,
    waitlistEnabled: row.waitlist,
    ignoreAvailability: false,
  }
}

/** The draft the wizard's rules read for this order (its own appointment does not block its own slot). */
export const storedDraftOf = (row: OrderRow, schedule: BookingDraft['schedule']): StoredDraft => ({
  id: row.id,
  draft: draftOfOrder(row, schedule),
  orderId: row.id,
})
