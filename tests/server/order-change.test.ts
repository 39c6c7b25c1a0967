// Changing a placed order (issue 16; SPEC §4 Change flow, §6 roles, §7 startchange / changeorder): who may change
// what and when, the late-change charge as shown and as charged, the history line and e-mails, retries, and the
// races (two changes of one order; a reschedule against a confirm for the same slot) on both engines.
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Mail } from '../../server/mail/mailer'
import { mailPendingOffers, offerFreedSlot } from '../../server/orders/waitlist-offers'
import {
  changeOrder as changeOrderCall,
  editOrder as editOrderCall,
  previewChange as previewChangeCall,
  startChange,
} from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import { bookingWorld, CONTACT, decodeOrder, decodeTimes, LINCOLN_PARK, PRODUCTS } from '../support/booking-world'
import type { TestClient } from '../support/test-server'

const { server, as, call, start, submit, weekdayAhead, readyToConfirm } = bookingWorld()
const decodeView = Schema.decodeUnknownSync(startChange.response, { onExcessProperty: 'error' })
const decodeChange = Schema.decodeUnknownSync(changeOrderCall.response, { onExcessProperty: 'error' })
const decodePreview = Schema.decodeUnknownSync(previewChangeCall.response, { onExcessProperty: 'error' })
const decodeEdit = Schema.decodeUnknownSync(editOrderCall.response, { onExcessProperty: 'error' })

const OWNER = 'owner@showhome.example'
const db = () => server().db.kysely
const HOUR = 3_600_000

/** Places an order as `client` about `days` ahead; answers the order's id (not the draft's). */
async function placeOrder(client: TestClient, days: number) {
  const draft = await readyToConfirm(client, { days })
  const placed = decodeOrder(await call(client, 'confirmbooking', { orderModel: draft }))
  const row = await db()
    .selectFrom('orders')
    .selectAll()
    .where('order_code', '=', placed.info.orderCode)
    .executeTakeFirstOrThrow()
  return row
}

/** Moves the order's appointment to `hours` from now (negative: it has started), keeping its length. */
async function moveStart(orderId: string, hours: number) {
  const start = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000)
  await db()
    .updateTable('orders')
    .set({ appointment_start: start, appointment_end: new Date(start.getTime() + 2 * HOUR) })
    .where('id', '=', orderId)
    .execute()
  return start
}

const open = async (client: TestClient, orderId: string) => decodeView(await call(client, 'startchange', { orderId }))
const openRefused = (client: TestClient, orderId: string, status: number) =>
  call(client, 'startchange', { orderId }, status)

/** A free time of the order's own photographers, `days` ahead and different from its start. */
async function otherFreeTime(client: TestClient, view: Order, days: number) {
  for (let ahead = days; ahead < days + 20; ahead++) {
    const times = decodeTimes(
      await call(client, 'getappointmenttimes', { orderId: view.info.id, ...weekdayAhead(ahead) }),
    )
    for (const p of times.photographers) {
      const free = p.startTimes.find((t) => t.isAvailable && t.time.utc !== view.schedule.selectedTime?.utc)
      if (free) return { photographerId: p.photographerId, time: free.time }
    }
  }
  throw new Error('no free time in 20 days')
}

const rescheduleRequest = (view: Order, free: Awaited<ReturnType<typeof otherFreeTime>>) => ({
  orderId: view.info.id,
  cancel: false,
  selectedPhotographerId: free.photographerId,
  selectedTime: {
    utc: free.time.utc,
    localDate: free.time.utc.slice(0, 10),
    localTime: free.time.localTime,
    timeZoneName: 'America/Chicago',
  },
  ignoreAvailability: false,
  waiveCancellationCharge: false,
  shownChargeTotal: view.changeTerms?.chargeTotal ?? 0,
  originalTimeUtc: view.originalSchedule?.selectedTime?.utc ?? null,
})

const cancelRequest = (view: Order, overrides: Record<string, unknown> = {}) => ({
  orderId: view.info.id,
  cancel: true,
  selectedPhotographerId: null,
  selectedTime: null,
  ignoreAvailability: false,
  waiveCancellationCharge: false,
  shownChargeTotal: view.changeTerms?.chargeTotal ?? 0,
  originalTimeUtc: view.originalSchedule?.selectedTime?.utc ?? null,
  ...overrides,
})

const change = async (client: TestClient, body: unknown) => decodeChange(await call(client, 'changeorder', body))
const changeRefused = (client: TestClient, body: unknown, status: number) => call(client, 'changeorder', body, status)
const preview = async (client: TestClient, body: unknown) => decodePreview(await call(client, 'previewchange', body))

const history = (orderId: string) =>
  db().selectFrom('order_history').selectAll().where('order_id', '=', orderId).orderBy('at').execute()
const mailsTo = (address: string, subject: string) =>
  db()
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', address)
    .where('subject', 'like', `%${subject}%`)
    .execute()

describe('the owner reschedules before the start', () => {
  it('moves the appointment, frees the old slot, writes the history and mails both sides; a retry changes nothing', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 20)
    const view = await open(owner, row.id)
    expect(view.originalSchedule?.selectedTime?.utc).toBe(new Date(row.appointment_start as Date).toISOString())
    expect(view.changeTerms).toMatchObject({ charge: 0, chargeTotal: 0, reschedulable: true })
    expect(view.changeTerms?.freeUntil).toBe(
      new Date(new Date(row.appointment_start as Date).getTime() - 24 * HOUR).toISOString(),
    )
    // 50 % of the products, capped at $250, plus the order's tax, once the free period ends.
    const late = Math.min(25_000, Math.round(row.product_total_cents / 2))
    expect(view.changeTerms?.lateChargeTotal).toBe(late + Math.round((late * row.tax_rate_basis_points) / 10_000))
    expect(view.schedule.photographers.length).toBeGreaterThan(0)
    // The shoot keeps its length: every photographer is offered for as long as it was booked.
    const booked =
      (new Date(row.appointment_end as Date).getTime() - new Date(row.appointment_start as Date).getTime()) / 60_000
    expect(view.schedule.photographers.map((p) => p.appointmentDuration)).toEqual(
      view.schedule.photographers.map(() => booked),
    )

    // A week later, so the new start's local date (and its delivery deadline) differs whatever today's weekday:
    // two days later can land on the same Monday once weekends are skipped.
    const free = await otherFreeTime(owner, view, 27)
    const request = rescheduleRequest(view, free)
    const done = await change(owner, request)
    expect(done.isComplete).toBe(true)
    expect(done.billingContactEmail).toBe(CONTACT.billingContact.email)
    expect(done.orderModel.schedule.selectedTime?.utc).toBe(free.time.utc)
    expect(done.orderModel.changes).toMatchObject([
      { kind: 'rescheduled', from: view.originalSchedule?.selectedTime?.utc, to: free.time.utc },
    ])

    const after = await db().selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    expect(new Date(after.appointment_start as Date).toISOString()).toBe(free.time.utc)
    expect(new Date(after.delivery_deadline as Date).getTime()).toBeGreaterThan(
      new Date(row.delivery_deadline as Date).getTime(),
    )
    expect(await history(row.id)).toHaveLength(1)
    expect(await mailsTo(CONTACT.billingContact.email, `order ${row.order_code} was rescheduled`)).toHaveLength(1)
    const photographer = await db()
      .selectFrom('photographers')
      .select('email')
      .where('id', '=', after.photographer_id as string)
      .executeTakeFirstOrThrow()
    expect(await mailsTo(photographer.email, `Appointment rescheduled: ${row.order_code}`)).toHaveLength(1)

    // The same request again (a retry after a lost answer): complete, and nothing written or sent twice.
    expect((await change(owner, request)).isComplete).toBe(true)
    expect(await history(row.id)).toHaveLength(1)
    expect(await mailsTo(CONTACT.billingContact.email, `order ${row.order_code} was rescheduled`)).toHaveLength(1)

    // The old slot is free again: a new booking is offered the old start with the old photographer.
    const other = await as()
    let draft = await start(other)
    draft = await submit(other, draft, 'address', LINCOLN_PARK, 'product')
    draft = await submit(other, draft, 'product', PRODUCTS, 'schedule')
    const old = new Date(row.appointment_start as Date)
    const day = { day: old.getUTCDate(), month: old.getUTCMonth(), year: old.getUTCFullYear() }
    const times = decodeTimes(await call(other, 'getappointmenttimes', { orderId: draft.info.id, ...day }))
    const offered = times.photographers
      .find((p) => p.photographerId === row.photographer_id)
      ?.startTimes.find((t) => t.time.utc === old.toISOString())
    expect(offered?.isAvailable).toBe(true)
  })
})

describe("previewing a change (the flow's Next)", () => {
  it('prices the new time with travel and tax recomputed, and writes nothing', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 42)
    const view = await open(owner, row.id)
    const free = await otherFreeTime(owner, view, 44)
    const seen = await preview(owner, rescheduleRequest(view, free))
    expect(seen.schedule.isValid).toBe(true)
    expect(seen.schedule.selectedTime?.utc).toBe(free.time.utc)
    expect(seen.originalSchedule?.selectedTime?.utc).toBe(view.originalSchedule?.selectedTime?.utc)
    // SPEC §4: tax = (product total + travel + adjustments) × rate, the promo discount taken off the products.
    const { confirm } = seen
    const base = confirm.productTotal - confirm.discountTotal + confirm.travelTotal + confirm.priceAdjustmentsTotal
    expect(confirm.taxTotal).toBe(Math.round(base * confirm.taxRate))
    expect(confirm.travelTotal).toBe(seen.schedule.travelCost)
    const after = await db().selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    expect(after.appointment_start).toEqual(row.appointment_start)
    expect(await history(row.id)).toHaveLength(0)
  })

  it('shows an order admin the waived charge, and the owner the charge as it is', async () => {
    const row = await placeOrder(await as(OWNER), 46)
    await moveStart(row.id, 4)
    const admin = await as('orders@showhome.example')
    const view = await open(admin, row.id)
    const waived = await preview(admin, cancelRequest(view, { waiveCancellationCharge: true }))
    expect(waived.changeTerms).toMatchObject({ chargeTax: 0, chargeTotal: 0 })
    const owner = await as(OWNER)
    const asked = await preview(owner, cancelRequest(view, { waiveCancellationCharge: true }))
    expect(asked.changeTerms?.chargeTotal).toBe(view.changeTerms?.chargeTotal)
    expect(await history(row.id)).toHaveLength(0)
  })

  it('refuses a reschedule without a time, and the owner after the start', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 48)
    const view = await open(owner, row.id)
    const missing = await call(owner, 'previewchange', { ...cancelRequest(view), cancel: false }, 400)
    expect(missing.fieldErrors).toEqual({ selectedTime: 'Required' })
    await moveStart(row.id, -1)
    await call(owner, 'previewchange', cancelRequest(view), 403)
  })
})

describe('an order admin’s edits of a placed order', () => {
  it('assigns the owner by e-mail, edits the instructions, and adds and removes an adjustment with tax recomputed', async () => {
    const row = await placeOrder(await as(OWNER), 50)
    const admin = await as('orders@showhome.example')
    const edit = async (body: Record<string, unknown>) =>
      decodeEdit(await call(admin, 'editorder', { orderId: row.id, ...body }))

    // The account with that e-mail owns the order now, and may change it.
    const owned = await edit({ ownerEmail: 'Visitor@showhome.example' })
    expect(owned.info.ownerEmail).toBe('visitor@showhome.example')
    const visitor = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'visitor@showhome.example')
      .executeTakeFirstOrThrow()
    const reowned = await db().selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    expect(reowned.owner_user_id).toBe(visitor.id)
    await open(await as('visitor@showhome.example'), row.id)

    const instructed = await edit({ photographerInstructions: 'Use the side gate.' })
    expect(instructed.contact.photographerInstructions).toBe('Use the side gate.')

    const adjusted = await edit({ addAdjustment: { description: 'Goodwill credit', amount: -5_000 } })
    const added = adjusted.confirm.priceAdjustments.find((a) => a.description === 'Goodwill credit')
    expect(added?.amount).toBe(-5_000)
    expect(adjusted.confirm.priceAdjustmentsTotal).toBe(-5_000)
    // SPEC §4: tax = (product total + travel + adjustments) × rate, the promo discount taken off the products.
    const c = adjusted.confirm
    const base = c.productTotal - c.discountTotal + c.travelTotal + c.priceAdjustmentsTotal
    expect(c.taxTotal).toBe(Math.round(base * c.taxRate))
    const stored = await db().selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    expect(stored.tax_total_cents).toBe(c.taxTotal)

    const removed = await edit({ removeAdjustmentId: added?.id })
    expect(removed.confirm.priceAdjustments).toEqual([])
    expect(removed.confirm.taxTotal).toBe(row.tax_total_cents)
    await call(admin, 'editorder', { orderId: row.id, removeAdjustmentId: added?.id }, 404)
  })

  it('refuses everyone but order and internal admins, and an adjustment without a description or amount', async () => {
    const row = await placeOrder(await as(OWNER), 52)
    for (const client of [await as(), await as(OWNER), await as('visitor@showhome.example')]) {
      const refused = await call(client, 'editorder', { orderId: row.id, photographerInstructions: 'x' }, 403)
      expect(refused.statusError).toBe('Only order admins can do this.')
    }
    const global = await as('admin@showhome.example')
    expect(
      decodeEdit(await call(global, 'editorder', { orderId: row.id, photographerInstructions: 'ok' })),
    ).toBeTruthy()
    const bad = await call(
      global,
      'editorder',
      { orderId: row.id, addAdjustment: { description: '', amount: 'x' } },
      400,
    )
    expect(bad.fieldErrors).toMatchObject({
      'addAdjustment.description': 'Required',
      'addAdjustment.amount': 'Invalid',
    })
    const stored = await db().selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    expect(stored.price_adjustments).toEqual([])
  })
})

describe('the waitlist of a placed order', () => {
  it('is saved at once by its owner or an order admin, and by nobody else', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 54)
    const waitlist = async () =>
      (await db().selectFrom('orders').select('waitlist').where('id', '=', row.id).executeTakeFirstOrThrow()).waitlist
    expect(await call(owner, 'enable-waitlist', { orderId: row.id, enabled: true })).toEqual({ ok: true })
    expect(await waitlist()).toBe(true)
    await call(await as('orders@showhome.example'), 'enable-waitlist', { orderId: row.id, enabled: false })
    expect(await waitlist()).toBe(false)
    for (const client of [await as(), await as('visitor@showhome.example')])
      await call(client, 'enable-waitlist', { orderId: row.id, enabled: true }, 404)
    expect(await waitlist()).toBe(false)
  })
})

describe('the waitlist fills a freed slot', () => {
  const chicago = (iso: string) => ({
    localDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(iso)),
    localTime: new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Chicago',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso)),
  })
  const offersOf = (freedBy: string) =>
    db().selectFrom('waitlist_offers').selectAll().where('freed_by_order_id', '=', freedBy).execute()

  it('offers a cancelled slot to the later waitlisted orders, mails each once, and the first claim wins', async () => {
    const owner = await as(OWNER)
    const freed = await placeOrder(owner, 11)
    const first = await placeOrder(owner, 13)
    const second = await placeOrder(owner, 15)
    const notWaiting = await placeOrder(owner, 17)
    await call(owner, 'enable-waitlist', { orderId: first.id, enabled: true })
    await call(owner, 'enable-waitlist', { orderId: second.id, enabled: true })

    const view = await open(owner, freed.id)
    expect((await change(owner, cancelRequest(view))).isComplete).toBe(true)
    const offers = await offersOf(freed.id)
    expect(offers.map((o) => o.order_id).sort()).toEqual([first.id, second.id].sort())
    expect(offers.map((o) => o.order_id)).not.toContain(notWaiting.id)
    const slot = new Date(freed.appointment_start as Date).toISOString()
    for (const offer of offers) {
      expect(new Date(offer.slot_start).toISOString()).toBe(slot)
      expect(offer.photographer_id).toBe(freed.photographer_id)
      expect(offer.mailed_at).not.toBeNull()
      expect(new Date(offer.expires_at).getTime() - new Date(offer.created_at).getTime()).toBeCloseTo(30 * 60_000, -4)
    }
    // Mailed once each, first to join the waitlist first, with a link that opens the change flow on that day.
    const mails = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('subject', 'like', 'An earlier time is free%')
      .orderBy('created_at')
      .execute()
    const forThese = mails.filter((m) => m.subject.endsWith(first.order_code) || m.subject.endsWith(second.order_code))
    expect(forThese.map((m) => m.subject.slice(-first.order_code.length))).toEqual([
      first.order_code,
      second.order_code,
    ])
    const { localDate, localTime } = chicago(slot)
    expect(forThese[0]?.text_body).toContain(`/dashboard?modal=reschedule_${first.id}_${localDate}`)
    expect(await mailPendingOffers(db(), server().config, { send: async () => {} })).toBe(0)

    // Both claim at once, as the link lets them: one gets the slot, the other is told it was just taken.
    const claim = async (orderId: string) => {
      const mine = await open(owner, orderId)
      return change(
        owner,
        rescheduleRequest(mine, {
          photographerId: freed.photographer_id as string,
          time: { utc: slot, localTime },
        }),
      )
    }
    const answers = await Promise.all([claim(first.id), claim(second.id)])
    expect(answers.filter((a) => a.isComplete)).toHaveLength(1)
    const loser = answers.find((a) => !a.isComplete)
    expect(loser?.orderModel.schedule.isValid).toBe(false)
    expect(loser?.orderModel.schedule.errors[0]).toBeDefined()
    // The loser's link now says the time went to someone else (the winner's own old slot is offered to it next).
    const loserId = answers[0]?.isComplete ? second.id : first.id
    const loserOffers = (await open(owner, loserId)).changeTerms?.waitlistOffers ?? []
    expect(loserOffers.find((o) => o.time.utc === slot)).toMatchObject({
      photographerId: freed.photographer_id,
      status: 'taken',
    })
    // Pricing the taken time again says so too, rather than quietly offering another photographer then.
    const again = await preview(
      owner,
      rescheduleRequest(await open(owner, loserId), {
        photographerId: freed.photographer_id as string,
        time: { utc: slot, localTime },
      }),
    )
    expect(again.schedule.isValid).toBe(false)
    expect(again.schedule.errors).toContain(
      'The photographer for this time has just been booked by someone else. Please choose a time again.',
    )
  })

  it('holds the freed slot for the orders offered it while the offer is good, then for nobody', async () => {
    const owner = await as(OWNER)
    const freed = await placeOrder(owner, 23)
    const waiting = await placeOrder(owner, 26)
    await call(owner, 'enable-waitlist', { orderId: waiting.id, enabled: true })
    expect((await change(owner, cancelRequest(await open(owner, freed.id)))).isComplete).toBe(true)
    const slot = new Date(freed.appointment_start as Date).toISOString()
    const { localDate } = chicago(slot)
    const [year, month, day] = localDate.split('-').map(Number) as [number, number, number]
    const slotDay = { year, month: month - 1, day }
    /** Whether `orderId` may book the freed slot with its photographer. */
    const free = async (client: TestClient, orderId: string) => {
      const times = decodeTimes(await call(client, 'getappointmenttimes', { orderId, ...slotDay }))
      const theirs = times.photographers.find((p) => p.photographerId === freed.photographer_id)
      return theirs?.startTimes.some((t) => t.isAvailable && t.time.utc === slot) ?? false
    }
    // A newcomer booking the same address that day.
    const stranger = await as('visitor@showhome.example')
    let draft = await start(stranger)
    draft = await submit(stranger, draft, 'address', LINCOLN_PARK, 'product')
    draft = await submit(stranger, draft, 'product', PRODUCTS, 'schedule')

    expect(await free(owner, waiting.id)).toBe(true)
    expect(await free(stranger, draft.info.id)).toBe(false)
    // The order that gave the time up may change its mind.
    expect(await free(owner, freed.id)).toBe(true)
    const offered = (await open(owner, waiting.id)).changeTerms?.waitlistOffers
    expect(offered).toHaveLength(1)
    expect(offered?.[0]).toMatchObject({
      photographerId: freed.photographer_id,
      time: { utc: slot, localDate, timeZoneName: 'America/Chicago' },
      status: 'held',
    })
    expect(Date.parse(offered?.[0]?.expiresAt ?? '') - Date.now()).toBeGreaterThan(25 * 60_000)

    // Held only while the order still waits: off the waitlist, the time is anyone's and no longer offered to it.
    await call(owner, 'enable-waitlist', { orderId: waiting.id, enabled: false })
    expect(await free(stranger, draft.info.id)).toBe(true)
    expect((await open(owner, waiting.id)).changeTerms?.waitlistOffers).toEqual([])
    await call(owner, 'enable-waitlist', { orderId: waiting.id, enabled: true })
    expect(await free(stranger, draft.info.id)).toBe(false)

    // The half hour passes unclaimed: the slot is anyone's, and the link says the offer expired.
    await db()
      .updateTable('waitlist_offers')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('freed_by_order_id', '=', freed.id)
      .execute()
    expect(await free(stranger, draft.info.id)).toBe(true)
    expect((await open(owner, waiting.id)).changeTerms?.waitlistOffers).toMatchObject([{ status: 'expired' }])
  })

  it('offers nothing inside the booking notice: nobody could take that time', async () => {
    const owner = await as(OWNER)
    const waiting = await placeOrder(owner, 29)
    await call(owner, 'enable-waitlist', { orderId: waiting.id, enabled: true })
    const soon = new Date(Date.now() + 6 * HOUR)
    const made = await db()
      .transaction()
      .execute((trx) =>
        offerFreedSlot(
          trx,
          {
            orderId: crypto.randomUUID(),
            photographerId: waiting.photographer_id as string,
            start: soon,
            end: new Date(soon.getTime() + HOUR),
            location: { lat: waiting.lat, lng: waiting.lng },
          },
          new Date(),
        ),
      )
    expect(made).toBe(0)
  })

  it('has the demo owner’s waitlisted order offered a slot freed as the demo was seeded', async () => {
    // The demo's own cancellation: someone else's order, cancelled as the world was seeded.
    const demoOffer = await db()
      .selectFrom('waitlist_offers')
      .innerJoin('orders as freed', 'freed.id', 'waitlist_offers.freed_by_order_id')
      .select('waitlist_offers.order_id')
      .where('freed.owner_email', 'is distinct from', OWNER)
      .where('freed.cancelled_at', 'is not', null)
      .where('freed.order_code', 'like', 'SH-%')
      .executeTakeFirstOrThrow()
    const waiting = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', demoOffer.order_id)
      .executeTakeFirstOrThrow()
    expect(waiting.owner_email).toBe(OWNER)
    const offered = (await open(await as(OWNER), waiting.id)).changeTerms?.waitlistOffers ?? []
    expect(offered).toHaveLength(1)
    expect(offered[0]).toMatchObject({ photographerId: waiting.photographer_id, status: 'held' })
    expect(Date.parse(offered[0]?.time.utc ?? '')).toBeLessThan(new Date(waiting.appointment_start as Date).getTime())
    // The slot is the demo's own cancellation's, a minute before seeding.
    const freedBy = await db()
      .selectFrom('waitlist_offers')
      .innerJoin('orders', 'orders.id', 'waitlist_offers.freed_by_order_id')
      .select(['orders.cancelled_at', 'orders.appointment_start'])
      .where('waitlist_offers.order_id', '=', waiting.id)
      .executeTakeFirstOrThrow()
    expect(freedBy.cancelled_at).not.toBeNull()
    expect(new Date(freedBy.appointment_start as Date).toISOString()).toBe(offered[0]?.time.utc)
  })

  it('mails offers a stopped server left behind, in joining order, and never twice however many mail them at once', async () => {
    const owner = await as(OWNER)
    const early = await placeOrder(owner, 19)
    const late = await placeOrder(owner, 21)
    await call(owner, 'enable-waitlist', { orderId: late.id, enabled: true })
    await call(owner, 'enable-waitlist', { orderId: early.id, enabled: true })
    const start = new Date(Date.now() + 2 * 86_400_000)
    // Offers made in a change's transaction that was never followed by the mailing (the server stopped).
    const freedBy = crypto.randomUUID()
    const made = await db()
      .transaction()
      .execute((trx) =>
        offerFreedSlot(
          trx,
          {
            orderId: freedBy,
            photographerId: late.photographer_id as string,
            start,
            end: new Date(start.getTime() + 3_600_000),
            location: { lat: late.lat, lng: late.lng },
          },
          new Date(),
        ),
      )
    expect(made).toBeGreaterThanOrEqual(2)
    const sent: Mail[] = []
    const mailer = { send: async (mail: Mail) => void sent.push(mail) }
    const counts = await Promise.all([
      mailPendingOffers(db(), server().config, mailer),
      mailPendingOffers(db(), server().config, mailer),
      mailPendingOffers(db(), server().config, mailer),
    ])
    const ours = sent.filter((m) => m.subject.endsWith(late.order_code) || m.subject.endsWith(early.order_code))
    // `late` joined the waitlist first, so it hears first; each offer went out once in all.
    expect(ours.map((m) => m.subject.slice(-late.order_code.length))).toEqual([late.order_code, early.order_code])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(sent.length)
    expect(await mailPendingOffers(db(), server().config, mailer)).toBe(0)
  })
})

describe('the late-change charge', () => {
  it('is charged as shown when cancelling inside the window, and a figure that went stale is refused with the new one', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 24)
    await moveStart(row.id, 6)
    const view = await open(owner, row.id)
    const charge = Math.min(25_000, Math.round((row.product_total_cents - row.discount_total_cents) / 2))
    const tax = Math.round((charge * row.tax_rate_basis_points) / 10_000)
    expect(view.changeTerms).toMatchObject({ charge, chargeAdjustment: 0, chargeTax: tax, chargeTotal: charge + tax })
    expect(view.confirm.cancellationCharge).toBe(charge)

    // Shown as free (the deadline passed while the modal was open): refused, with the new figure and nothing written.
    const stale = await change(owner, cancelRequest(view, { shownChargeTotal: 0 }))
    expect(stale.isComplete).toBe(false)
    expect(stale.orderModel.confirm.errors[0]).toMatch(
      /^The free-change period has ended: this change now costs \$[\d,.]+\./,
    )
    expect(stale.orderModel.changeTerms?.chargeTotal).toBe(charge + tax)
    expect(await history(row.id)).toHaveLength(0)

    const done = await change(owner, cancelRequest(view))
    expect(done.isComplete).toBe(true)
    expect(done.orderModel.info.cancelledDate).not.toBeNull()
    expect(done.orderModel.info.cancelledUser).toBe('Olive Owner')
    const after = await db().selectFrom('orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
    expect(after).toMatchObject({ cancellation_charge_cents: charge, cancellation_tax_cents: tax })
    expect(await history(row.id)).toMatchObject([{ kind: 'cancelled', charge_cents: charge }])
    const mail = await mailsTo(CONTACT.billingContact.email, `order ${row.order_code} was cancelled`)
    expect(mail).toHaveLength(1)
    expect(mail[0]?.text_body).toContain('Late-change charge: $')
    // A retry answers complete without a second line.
    expect((await change(owner, cancelRequest(view))).isComplete).toBe(true)
    expect(await history(row.id)).toHaveLength(1)
  })

  it('is waived by an order admin, which zeroes the charge and its tax', async () => {
    const row = await placeOrder(await as(OWNER), 26)
    await moveStart(row.id, 5)
    const admin = await as('orders@showhome.example')
    const view = await open(admin, row.id)
    expect(view.changeTerms?.charge).toBeGreaterThan(0)
    const waived = await change(admin, cancelRequest(view, { waiveCancellationCharge: true }))
    expect(waived.isComplete).toBe(false)
    expect(waived.orderModel.changeTerms).toMatchObject({ chargeTax: 0, chargeTotal: 0 })
    expect(waived.orderModel.changeTerms?.chargeAdjustment).toBe(-(view.changeTerms?.charge ?? 0))
    const done = await change(admin, cancelRequest(view, { waiveCancellationCharge: true, shownChargeTotal: 0 }))
    expect(done.isComplete).toBe(true)
    expect(await history(row.id)).toMatchObject([{ kind: 'cancelled', charge_cents: 0 }])
  })

  it('cannot be waived by the owner: the flag is ignored for anyone but order admins', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 28)
    await moveStart(row.id, 5)
    const view = await open(owner, row.id)
    const answer = await change(owner, cancelRequest(view, { waiveCancellationCharge: true, shownChargeTotal: 0 }))
    expect(answer.isComplete).toBe(false)
    expect(answer.orderModel.changeTerms?.chargeTotal).toBe(view.changeTerms?.chargeTotal)
  })
})

describe('who may change an order', () => {
  it('refuses the owner after the start; internal admins reschedule and order admins cancel then', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 30)
    await moveStart(row.id, -1)
    const refused = await openRefused(owner, row.id, 403)
    expect(refused.statusError).toBe(
      'This appointment has already started, so it can no longer be changed here. Please contact us.',
    )
    const global = await as('admin@showhome.example')
    const view = await open(global, row.id)
    await changeRefused(owner, cancelRequest(view), 403)
    const free = await otherFreeTime(global, view, 31)
    const moved = await change(global, rescheduleRequest(view, free))
    expect(moved.isComplete).toBe(true)
    expect(moved.orderModel.changes[0]?.byName).toBe('Ada Admin')

    const second = await placeOrder(owner, 32)
    await moveStart(second.id, -1)
    const orders = await as('orders@showhome.example')
    const secondView = await open(orders, second.id)
    expect((await change(orders, cancelRequest(secondView))).isComplete).toBe(true)
  })

  it('answers not found to visitors and to accounts with no part in the order, for every change call', async () => {
    const row = await placeOrder(await as(OWNER), 34)
    const view = await open(await as(OWNER), row.id)
    for (const client of [await as(), await as('visitor@showhome.example')]) {
      const missing = await openRefused(client, row.id, 404)
      expect(missing.message).toBe('This order could not be found.')
      await changeRefused(client, cancelRequest(view), 404)
      await call(client, 'previewchange', cancelRequest(view), 404)
      await call(client, 'getappointmenttimes', { orderId: row.id, ...weekdayAhead(35) }, 404)
    }
    expect(await history(row.id)).toHaveLength(0)
  })

  it('keeps a cancel-only order in place, with the policy message, and lets it be cancelled', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 36)
    await db().updateTable('orders').set({ cancellation_policy_id: 'cancel-only' }).where('id', '=', row.id).execute()
    const view = await open(owner, row.id)
    expect(view.changeTerms?.reschedulable).toBe(false)
    expect(view.schedule.cancellationPolicyId).toBe('cancel-only')
    const free = await otherFreeTime(owner, view, 37)
    const refused = await changeRefused(owner, rescheduleRequest(view, free), 409)
    expect(refused.statusError).toBe(
      'This order can be cancelled but cannot be rescheduled. Please contact us if you require a reschedule.',
    )
    expect((await change(owner, cancelRequest(view))).isComplete).toBe(true)
  })

  it('books a cancelled order again with a reschedule, free of charge', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 38)
    const view = await open(owner, row.id)
    expect((await change(owner, cancelRequest(view))).isComplete).toBe(true)
    const reopened = await open(owner, row.id)
    expect(reopened.info.cancelledDate).not.toBeNull()
    expect(reopened.changeTerms?.chargeTotal).toBe(0)
    const free = await otherFreeTime(owner, reopened, 39)
    const booked = await change(owner, rescheduleRequest(reopened, free))
    expect(booked.isComplete).toBe(true)
    expect(booked.orderModel.info.cancelledDate).toBeNull()
    expect(booked.orderModel.changes.map((c) => c.kind)).toEqual(['cancelled', 'rescheduled'])
  })
})

describe('races', () => {
  it('lets one of two changes of one order through; the other is told the order changed', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 40)
    const view = await open(owner, row.id)
    const free = await otherFreeTime(owner, view, 41)
    const [a, b] = await Promise.all([
      change(owner, rescheduleRequest(view, free)),
      change(await as(OWNER), cancelRequest(view)),
    ])
    const complete = [a, b].filter((x) => x.isComplete)
    const refused = [a, b].filter((x) => !x.isComplete)
    expect(complete).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(refused[0]?.orderModel.schedule.errors).toEqual([
      'This order was changed a moment ago. Please check it and choose again.',
    ])
    expect(await history(row.id)).toHaveLength(1)
  })

  it('gives a slot to one of a reschedule and a new order racing for it', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 44)
    const view = await open(owner, row.id)
    const free = await otherFreeTime(owner, view, 45)
    const other = await as()
    let draft = await start(other)
    draft = await submit(other, draft, 'address', LINCOLN_PARK, 'product')
    draft = await submit(other, draft, 'product', PRODUCTS, 'schedule')
    const selectedTime = rescheduleRequest(view, free).selectedTime
    draft = await submit(
      other,
      draft,
      'schedule',
      { selectedPhotographerId: free.photographerId, selectedTime, waitlistEnabled: false, ignoreAvailability: false },
      'contact',
    )
    draft = await submit(other, draft, 'contact', CONTACT, 'confirm')
    const [moved, placed] = await Promise.all([
      change(owner, rescheduleRequest(view, free)),
      call(other, 'confirmbooking', { orderModel: draft }).then((json) => decodeOrder(json)),
    ])
    // The chosen photographer holds the slot once; the new order may still be placed with another photographer.
    const holding = await db()
      .selectFrom('orders')
      .select('id')
      .where('photographer_id', '=', free.photographerId)
      .where('appointment_start', '=', new Date(free.time.utc))
      .where('cancelled_at', 'is', null)
      .execute()
    expect(holding).toHaveLength(1)
    if (holding[0]?.id === row.id) {
      expect(moved.isComplete).toBe(true)
      expect(placed.schedule.assignedPhotographerId).not.toBe(free.photographerId)
    } else {
      // The reschedule lost: back to selection with the message, the order where it was.
      expect(moved.isComplete).toBe(false)
      expect(moved.orderModel.schedule.isValid).toBe(false)
      expect(moved.orderModel.schedule.errors.length).toBeGreaterThan(0)
      expect(await history(row.id)).toHaveLength(0)
    }
  })

  it('sends a reschedule into a slot taken meanwhile back to selection with the message', async () => {
    const owner = await as(OWNER)
    const row = await placeOrder(owner, 46)
    const view = await open(owner, row.id)
    // A week later, never the order's own day: 46 and 47 days ahead can be the same Monday (weekends skipped), where
    // the order's photographer is busy for the other customer and their booking goes to another photographer.
    const free = await otherFreeTime(owner, view, 53)
    const other = await as()
    const taken = await readyToConfirm(other, { photographerId: free.photographerId, time: free.time })
    expect(taken.schedule.selectedTime?.utc).toBe(free.time.utc)
    const placed = decodeOrder(await call(other, 'confirmbooking', { orderModel: taken }))
    expect(placed.info.confirmedDate).not.toBeNull()
    // The slot is the photographer's now (had it been theirs no more, the order would have gone to another).
    expect(placed.schedule.assignedPhotographerId).toBe(free.photographerId)
    const lost = await change(owner, rescheduleRequest(view, free))
    expect(lost.isComplete).toBe(false)
    expect(lost.orderModel.schedule.errors).toEqual([
      'The photographer for this time has just been booked by someone else. Please choose a time again.',
    ])
    expect(await history(row.id)).toHaveLength(0)
  })
})
