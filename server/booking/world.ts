// What the booking calls read from the database besides the draft: the catalogue, promo codes, tax rates and the
// photographers with their zones, calendars and appointments. Plain rows in, plain domain values out; the rules
// live in server/domain.
import type { Kysely } from 'kysely'
import type { PricingTier } from '../../src/schemas/Product'
import type { Database } from '../db/schema'
import { normalisePromoCode, type PromoCode, type TaxRate } from '../domain/order-money'
import type { SchedulingAppointment, SchedulingPhotographer, WeekdayKey } from '../domain/scheduling'
import { portraitUrl } from '../listings/urls'

export interface CatalogueProduct {
  readonly id: string
  readonly name: string
  readonly unit: string
  readonly description: string
  readonly pricing: {
    readonly description: string
    readonly pricingTiers: ReadonlyArray<PricingTier>
    readonly secondaryPricingTiers: ReadonlyArray<PricingTier>
  }
  readonly baseMinutes: number
  readonly minutesPer1000SqFt: number
}

export async function loadCatalogue(db: Kysely<Database>): Promise<ReadonlyArray<CatalogueProduct>> {
  const rows = await db.selectFrom('products').selectAll().where('active', '=', true).orderBy('position').execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    unit: r.unit,
    description: r.description,
    pricing: r.pricing as CatalogueProduct['pricing'],
    baseMinutes: r.base_minutes,
    minutesPer1000SqFt: r.minutes_per_1000_sqft,
  }))
}

/** The code as stored, with how many live orders used it; undefined when no such active code exists. */
export async function loadPromo(db: Kysely<Database>, typed: string): Promise<PromoCode | undefined> {
  const code = normalisePromoCode(typed)
  if (code === '') return undefined
  const row = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst()
  if (!row) return undefined
  const { uses } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('promo_code', '=', code)
    .where('confirmed_at', 'is not', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow()
  return {
    code: row.code,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    maxUses: row.max_uses,
    uses: Number(uses),
  }
}

export async function loadTaxRates(db: Kysely<Database>): Promise<ReadonlyArray<TaxRate>> {
  const rows = await db.selectFrom('tax_rates').selectAll().execute()
  return rows.map((r) => ({
    country: r.country,
    region: r.region,
    name: r.name,
    rateBasisPoints: r.rate_basis_points,
    currency: r.currency,
  }))
}

export interface BookablePhotographer extends SchedulingPhotographer {
  readonly avatarUrl: string | null
}

/** Whose view of the diaries is read: a slot held for the waitlist is free only to the orders it was offered to. */
export interface DiaryReader {
  readonly now: Date
  /** The placed order being changed or priced, if any (a new booking has none). */
  readonly orderId?: string | null | undefined
}

/**
 * Active photographers with everything the slot search needs between `from` and `to`: calendar events, the
 * appointments of live (confirmed, not cancelled) orders, and (given a reader) the slots held for the waitlist, as
 * busy time for everyone the slot was not offered to. Pass a transaction to read inside it (confirm's re-check).
 */
export async function loadPhotographers(
  db: Kysely<Database>,
  range: { readonly from: Date; readonly to: Date },
  only?: ReadonlyArray<string>,
  reader?: DiaryReader,
): Promise<ReadonlyArray<BookablePhotographer>> {
  let query = db.selectFrom('photographers').selectAll().where('active', '=', true)
  if (only) query = query.where('id', 'in', only.length > 0 ? [...only] : [''])
  const people = await query.orderBy('id').execute()
  if (people.length === 0) return []
  const ids = people.map((p) => p.id)
  const [zones, events, appointments, holds] = await Promise.all([
    db.selectFrom('photographer_zones').selectAll().where('photographer_id', 'in', ids).orderBy('inner_km').execute(),
    db
      .selectFrom('calendar_events')
      .selectAll()
      .where('photographer_id', 'in', ids)
      .where('ends_at', '>', range.from)
      .where('starts_at', '<', range.to)
      .execute(),
    db
      .selectFrom('orders')
      .select(['id', 'photographer_id', 'appointment_start', 'appointment_end', 'lat', 'lng', 'address'])
      .where('photographer_id', 'in', ids)
      .where('confirmed_at', 'is not', null)
      .where('cancelled_at', 'is', null)
      .where('appointment_end', '>', range.from)
      .where('appointment_start', '<', range.to)
      .execute(),
    reader ? loadHolds(db, range, ids, reader) : Promise.resolve([]),
  ])
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    timeZone: p.time_zone,
    home: { lat: p.home_lat, lng: p.home_lng },
    workingHours: p.working_hours as Partial<Record<WeekdayKey, ReadonlyArray<readonly [string, string]>>>,
    avatarUrl: p.avatar_key ? portraitUrl(p.avatar_key) : null,
    zones: zones
      .filter((z) => z.photographer_id === p.id)
      .map((z) => ({
        id: z.id,
        innerKm: z.inner_km,
        outerKm: z.outer_km,
        travelCostCents: z.travel_cost_cents,
        weekdays: z.weekdays,
      })),
    calendarEvents: events
      .filter((e) => e.photographer_id === p.id)
      .map((e) => ({ start: new Date(e.starts_at), end: new Date(e.ends_at), title: e.title })),
    appointments: appointments
      .filter((o) => o.photographer_id === p.id && o.appointment_start && o.appointment_end)
      .map((o) => ({
        orderId: o.id,
        start: new Date(o.appointment_start as Date),
        end: new Date(o.appointment_end as Date),
        location: { lat: o.lat, lng: o.lng },
        address: streetOf(o.address),
      }))
      .concat(holds.filter((h) => h.photographerId === p.id)),
  }))
}

/** Slots held for the waitlist as appointments (orderId `held:` and the slot's start), minus the reader's own. */
async function loadHolds(
  db: Kysely<Database>,
  range: { readonly from: Date; readonly to: Date },
  photographerIds: ReadonlyArray<string>,
  reader: DiaryReader,
): Promise<ReadonlyArray<SchedulingAppointment & { readonly photographerId: string }>> {
  const live = await db
    .selectFrom('waitlist_offers')
    .innerJoin('orders as offered', 'offered.id', 'waitlist_offers.order_id')
    .leftJoin('orders as freed', 'freed.id', 'waitlist_offers.freed_by_order_id')
    .select([
      'waitlist_offers.order_id',
      'waitlist_offers.photographer_id',
      'waitlist_offers.slot_start',
      'waitlist_offers.slot_end',
      'waitlist_offers.lat',
      'waitlist_offers.lng',
      'freed.address',
      'waitlist_offers.freed_by_order_id',
    ])
    .where('waitlist_offers.photographer_id', 'in', [...photographerIds])
    .where('waitlist_offers.expires_at', '>', reader.now)
    .where('waitlist_offers.slot_end', '>', range.from)
    .where('waitlist_offers.slot_start', '<', range.to)
    // Held only for orders still waiting for an earlier time: on the waitlist, live, and booked after the slot.
    .where('offered.waitlist', '=', true)
    .where('offered.cancelled_at', 'is', null)
    .where('offered.delivered_at', 'is', null)
    .whereRef('offered.appointment_start', '>', 'waitlist_offers.slot_start')
    .execute()
  const slots = new Map<string, (typeof live)[number]>()
  const offeredToReader = new Set<string>()
  for (const offer of live) {
    const key = `${offer.photographer_id} ${new Date(offer.slot_start).toISOString()}`
    slots.set(key, offer)
    // Free to the orders it was offered to, and to the order that gave it up (a change of mind is not refused).
    if (offer.order_id === reader.orderId || offer.freed_by_order_id === reader.orderId) offeredToReader.add(key)
  }
  return [...slots]
    .filter(([key, o]) => !offeredToReader.has(key) && o.slot_end !== null && o.lat !== null && o.lng !== null)
    .map(([key, o]) => ({
      photographerId: o.photographer_id,
      orderId: `held:${key}`,
      start: new Date(o.slot_start),
      end: new Date(o.slot_end as Date),
      location: { lat: o.lat as number, lng: o.lng as number },
      address: `${streetOf(o.address) || 'an address'} (held for the waitlist)`,
    }))
}

const streetOf = (address: unknown): string => {
  const a = address as { address1?: unknown; formattedAddress?: unknown } | null
  return typeof a?.address1 === 'string'
    ? a.address1
    : typeof a?.formattedAddress === 'string'
      ? a.formattedAddress
      : ''
}
