// The waitlist that fills freed slots (issue 16). When a cancellation or a reschedule frees a photographer's slot,
// the waitlisted orders that photographer could serve and that are booked later are offered it, inside the change's
// own transaction (so the offers exist exactly when the change does). Mailing is separate: the one process whose
// UPDATE … RETURNING marks an offer mailed sends it, in the order the orders joined the waitlist, so an offer never
// goes out twice, and offers a stopped server left unmailed go out when it starts again. The link opens the change
// flow on the freed day; taking the time is an ordinary reschedule, under the photographer's lock, so the first
// claim wins and the others are told the time was just taken. While the offers are good the slot is held for the
// orders offered it (server/booking/world.ts reads live offers as busy time for everyone else).
import type { Kysely, Transaction } from 'kysely'
import { formatModalParam } from '../../src/domain/modal-param'
import type { WaitlistOffer } from '../../src/schemas/Order'
import { contactOfOrder } from '../booking/order-model'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import { distanceKm } from '../domain/appointment-time'
import { DEFAULT_SCHEDULING, localDateTime } from '../domain/scheduling'
import type { Mail, Mailer } from '../mail/mailer'

/** How long the claim link in an offer is good for. */
export const OFFER_VALID_MINUTES = 30

/** The first instant a booking may start at (SCHEDULING.md: minimum notice). */
const bookableFrom = (now: Date) => now.getTime() + DEFAULT_SCHEDULING.minNoticeHours * 3_600_000

export interface FreedSlot {
  /** The order whose change freed the slot (it is not offered its own slot). */
  readonly orderId: string
  readonly photographerId: string
  readonly start: Date
  /** The freed appointment's end and place: the slot is held for the waitlist as that appointment was. */
  readonly end: Date
  readonly location: { readonly lat: number; readonly lng: number }
}

/** Offers the freed slot to every waitlisted order it suits; answers how many offers were made. */
export async function offerFreedSlot(trx: Transaction<Database>, freed: FreedSlot, now: Date): Promise<number> {
  // A slot inside the booking notice could not be taken by anyone: it is not offered (nor held).
  if (freed.start.getTime() <= bookableFrom(now)) return 0
  const photographer = await trx
    .selectFrom('photographers')
    .select(['home_lat', 'home_lng'])
    .where('id', '=', freed.photographerId)
    .executeTakeFirst()
  const reach = await trx
    .selectFrom('photographer_zones')
    .select((eb) => eb.fn.max('outer_km').as('km'))
    .where('photographer_id', '=', freed.photographerId)
    .executeTakeFirst()
  if (!photographer || reach?.km == null) return 0
  const home = { lat: photographer.home_lat, lng: photographer.home_lng }
  const waitlisted = await trx
    .selectFrom('orders')
    .select(['id', 'lat', 'lng'])
    .where('waitlist', '=', true)
    .where('cancelled_at', 'is', null)
    .where('delivered_at', 'is', null)
    .where('id', '!=', freed.orderId)
    .where('appointment_start', '>', freed.start)
    .execute()
  // The photographer's zones: the orders whose address lies within their farthest ring.
  const candidates = waitlisted.filter((o) => distanceKm(home, { lat: o.lat, lng: o.lng }) <= Number(reach.km))
  if (candidates.length === 0) return 0
  const expires = new Date(now.getTime() + OFFER_VALID_MINUTES * 60_000)
  await trx
    .insertInto('waitlist_offers')
    .values(
      candidates.map((c) => ({
        order_id: c.id,
        photographer_id: freed.photographerId,
        slot_start: freed.start,
        freed_by_order_id: freed.orderId,
        expires_at: expires,
        slot_end: freed.end,
        lat: freed.location.lat,
        lng: freed.location.lng,
      })),
    )
    .onConflict((oc) => oc.columns(['order_id', 'photographer_id', 'slot_start']).doNothing())
    .execute()
  return candidates.length
}

/**
 * The offers this order's claim links point at, for the change flow: every offered slot still ahead, soonest first,
 * held (good and free), expired, or taken by another order. A slot the order itself now holds is not listed.
 */
export async function offersForOrder(
  db: Kysely<Database>,
  order: {
    readonly id: string
    readonly time_zone: string
    readonly appointment_start: Date | string | null
    readonly waitlist: boolean
    readonly cancelled_at: Date | string | null
  },
  now: Date,
): Promise<ReadonlyArray<WaitlistOffer>> {
  // An order no longer waiting (off the waitlist, or cancelled) has no offers to take.
  if (!order.waitlist || order.cancelled_at !== null || order.appointment_start === null) return []
  const offers = await db
    .selectFrom('waitlist_offers')
    .innerJoin('photographers', 'photographers.id', 'waitlist_offers.photographer_id')
    .select([
      'waitlist_offers.photographer_id',
      'photographers.name',
      'waitlist_offers.slot_start',
      'waitlist_offers.slot_end',
      'waitlist_offers.expires_at',
    ])
    .where('waitlist_offers.order_id', '=', order.id)
    // Only times that can still be booked, and that are earlier than the order's own.
    .where('waitlist_offers.slot_start', '>', new Date(bookableFrom(now)))
    .where('waitlist_offers.slot_start', '<', new Date(order.appointment_start))
    .orderBy('waitlist_offers.slot_start')
    .execute()
  if (offers.length === 0) return []
  const startOf = (o: (typeof offers)[number]) => new Date(o.slot_start)
  const endOf = (o: (typeof offers)[number]) => new Date(o.slot_end ?? new Date(o.slot_start).getTime() + 60_000)
  const others = await db
    .selectFrom('orders')
    .select(['photographer_id', 'appointment_start', 'appointment_end'])
    .where('id', '!=', order.id)
    .where('confirmed_at', 'is not', null)
    .where('cancelled_at', 'is', null)
    .where('photographer_id', 'in', [...new Set(offers.map((o) => o.photographer_id))])
    .where('appointment_start', '<', new Date(Math.max(...offers.map((o) => endOf(o).getTime()))))
    .where('appointment_end', '>', startOf(offers[0] as (typeof offers)[number]))
    .execute()
  return offers.map((o) => {
    const taken = others.some(
      (a) =>
        a.photographer_id === o.photographer_id &&
        new Date(a.appointment_start as Date) < endOf(o) &&
        new Date(a.appointment_end as Date) > startOf(o),
    )
    const expired = new Date(o.expires_at).getTime() <= now.getTime()
    return {
      photographerId: o.photographer_id,
      photographerName: o.name,
      time: { utc: startOf(o).toISOString(), ...localDateTime(startOf(o), order.time_zone) },
      expiresAt: new Date(o.expires_at).toISOString(),
      status: taken ? 'taken' : expired ? 'expired' : 'held',
    }
  })
}

const when = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at)
const clock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(at)
const localDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at)

/** Mails every offer not mailed yet and still good; answers how many went out. */
export async function mailPendingOffers(
  db: Kysely<Database>,
  config: Config,
  mailer: Mailer,
  now = new Date(),
): Promise<number> {
  const due = await db
    .updateTable('waitlist_offers')
    .set({ mailed_at: now })
    .where('mailed_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .execute()
  if (due.length === 0) return 0
  const orders = await db
    .selectFrom('orders')
    .leftJoin('listings', 'listings.id', 'orders.listing_id')
    .selectAll('orders')
    .select('listings.tour_name')
    .where(
      'orders.id',
      'in',
      due.map((o) => o.order_id),
    )
    .execute()
  const byId = new Map(orders.map((o) => [o.id, o]))
  const joined = (orderId: string) => {
    const at = byId.get(orderId)?.waitlist_joined_at
    return at ? new Date(at).getTime() : Number.POSITIVE_INFINITY
  }
  // First to join the waitlist, first to hear of the slot.
  const inOrder = [...due].sort((a, b) => joined(a.order_id) - joined(b.order_id))
  let sent = 0
  for (const offer of inOrder) {
    const order = byId.get(offer.order_id)
    if (!order) continue
    const contact = contactOfOrder(order).billingContact
    const to = contact.email || order.owner_email
    if (!to) continue
    const zone = order.time_zone
    const slot = new Date(offer.slot_start)
    const modal = formatModalParam({ kind: 'reschedule', orderId: order.id, date: localDate(slot, zone) })
    const address = (order.address as { formattedAddress?: string } | null)?.formattedAddress ?? ''
    const mail: Mail = {
      to,
      subject: `An earlier time is free for your ${config.brandName} order ${order.order_code}`,
      text: [
        `Hello ${contact.firstName || 'there'},`,
        '',
        `You asked to be offered an earlier time for your order ${order.order_code}${address ? ` at ${address}` : ''}.`,
        `One has just opened: ${when(slot, zone)} (${zone}).`,
        order.appointment_start ? `Your appointment is now ${when(new Date(order.appointment_start), zone)}.` : '',
        '',
        `To take it, follow this link before ${clock(new Date(offer.expires_at), zone)}:`,
        `${config.publicUrl}/${order.tour_name ?? ''}/dashboard?modal=${modal}`,
        '',
        'Others on the waitlist were told too: the first to take it gets it.',
        '',
        `The ${config.brandName} team`,
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
    }
    await mailer.send(mail)
    sent++
  }
  return sent
}
