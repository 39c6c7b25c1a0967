// Loads what an answer about a draft is computed from (server/booking/order-state.ts).
import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { Database, UserRow } from '../db/schema'
import type { StoredDraft } from './drafts'
import type { BookingFacts, Caller } from './order-state'
import { loadCatalogue, loadPhotographers, loadPromo, loadTaxRates } from './world'

const DAY_MS = 86_400_000

export const callerOf = (user: UserRow | undefined): Caller => ({
  userId: user?.id ?? null,
  isAdmin: user?.role === 'order_admin' || user?.role === 'internal_admin',
  verified: user?.is_verified ?? false,
})

/** The zone of an address nobody serves (no photographer to take it from): the demo city's. */
export const DEFAULT_TIME_ZONE = 'America/Chicago'

export async function loadFacts(
  db: Kysely<Database>,
  config: Config,
  stored: StoredDraft,
  user: UserRow | undefined,
  now = new Date(),
): Promise<BookingFacts> {
  const { draft } = stored
  const selected = draft.schedule.selectedTime ? new Date(draft.schedule.selectedTime.utc) : null
  // Around the chosen start: the day before and after cover travel from and to neighbouring appointments.
  const range = selected
    ? { from: new Date(selected.getTime() - DAY_MS), to: new Date(selected.getTime() + 2 * DAY_MS) }
    : { from: now, to: now }
  const [catalogue, promo, taxRates, photographers, confirmed] = await Promise.all([
    loadCatalogue(db),
    draft.promoCode ? loadPromo(db, draft.promoCode) : Promise.resolve(undefined),
    loadTaxRates(db),
    loadPhotographers(db, range, undefined, { now, orderId: stored.orderId }),
    stored.orderId
      ? db
          .selectFrom('orders')
          .leftJoin('listings', 'listings.id', 'orders.listing_id')
          .select(['orders.order_code', 'orders.confirmed_at', 'listings.tour_name'])
          .where('orders.id', '=', stored.orderId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ])
  return {
    draftId: stored.id,
    draft,
    confirmed: confirmed?.confirmed_at
      ? {
          orderCode: confirmed.order_code,
          confirmedAt: new Date(confirmed.confirmed_at),
          tourName: confirmed.tour_name,
        }
      : null,
    catalogue,
    promo,
    taxRates,
    // A placed order's own appointment must not block the slot it holds when the answer is recomputed.
    photographers: stored.orderId
      ? photographers.map((p) => ({ ...p, appointments: p.appointments.filter((a) => a.orderId !== stored.orderId) }))
      : photographers,
    caller: callerOf(user),
    now,
    brandName: config.brandName,
    defaultTimeZone: DEFAULT_TIME_ZONE,
  }
}
