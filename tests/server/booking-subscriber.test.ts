// Orders by a subscriber (issue 18; SPEC §9 Subscription pricing): the 3D tour at the plan's price with pay as you go
// as the struck-through list price, an included listing redeemed as a line of its own (taken off before tax), taken
// once by one conditional update even when two orders race for the last one, kept by the placed order's later views;
// no redemption after the 90 days, for a pending plan or for someone without one. And ?country=CA: CAD with HST
// until an address is known, then the address's country.

import { Schema } from 'effect'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { redeemListing } from '../../server/booking/confirm'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { calendarDay, planTiers } from '../../src/domain/subscriber-pricing'
import { PAY_AS_YOU_GO, planPricing } from '../../src/domain/subscription'
import { addDays } from '../../src/domain/subscription-term'
import { startChange } from '../../src/schemas/api/order'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import { bookingWorld, decodeOrder, decodeOrderList, LINCOLN_PARK, TORONTO } from '../support/booking-world'
import { createUser } from '../support/test-server'

const { server, as, call, start, submit, readyToConfirm } = bookingWorld()
const db = () => server().db.kysely
const decodeView = Schema.decodeUnknownSync(startChange.response, { onExcessProperty: 'error' })

const TOTAL_CHANGED = 'The total has changed since you last saw it. Please check it and place your order again.'
const today = () => calendarDay(new Date())

let users = 0
/** A verified account of its own (so tests do not share subscriptions), signed in. */
async function newAccount() {
  const email = `subscriber-${++users}@example.com`
  const user = await createUser(server(), { email, password: DEMO_PASSWORD, isVerified: true })
  return { client: await as(email), userId: user.id }
}

/** A subscriptions row as the finance service leaves it once paid: Agent monthly, one listing, term around today. */
async function subscribe(
  userId: string,
  over: Partial<{
    plan: 'AGENT' | 'TEAM'
    period: 'monthly' | 'annual'
    status: 'pending' | 'active' | 'ending' | 'ended'
    term_start: string
    term_end: string
    listings_included: number
    listings_used: number
  }> = {},
) {
  const row = await db()
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      plan: 'AGENT',
      period: 'monthly',
      currency: 'USD',
      status: 'active',
      term_start: addDays(today(), -10),
      term_end: addDays(today(), 80),
      paid_through: addDays(today(), 20),
      listings_included: 1,
      listings_used: 0,
      charge_cents: 28400,
      tax_cents: 0,
      payment_intent_id: `pi_test_${crypto.randomUUID()}`,
      ...over,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const listingsUsed = async (id: string) =>
  (await db().selectFrom('subscriptions').select('listings_used').where('id', '=', id).executeTakeFirstOrThrow())
    .listings_used

const tourLine = (order: BookingOrder) => order.product.products.find((p) => p.id === 'tour3d')

// PRODUCTS: the tour and the photos at 2500 sq ft. Pay as you go: 349 + 219; Agent monthly: 332 + 219. Lincoln Park
// is in Illinois: 6.25 % on the products less the redemption, plus the travel fee of the photographer the time has.
const PAYG_TOTALS = { productTotal: 56800, discountTotal: 0, planRedemption: null }
const IL = 0.0625
const taxOn = (confirm: BookingOrder['confirm'], redeemed: number) =>
  Math.round((confirm.productTotal - redeemed + confirm.travelTotal) * IL)
const AGENT_MONTHLY_TIERS = planTiers(planPricing('AGENT', 'monthly'))

describe("a subscriber's order", () => {
  it('prices the tour with the plan, strikes pay as you go through, and redeems the included listing before tax', async () => {
    const { client, userId } = await newAccount()
    const subscriptionId = await subscribe(userId)
    const order = await readyToConfirm(client, { days: 3 })
    expect(tourLine(order)?.pricing).toMatchObject({
      description: "Your Agent plan's price by finished area; 9.5¢ per sq ft above 4,000",
      pricingTiers: AGENT_MONTHLY_TIERS,
      secondaryPricingTiers: planTiers(PAY_AS_YOU_GO),
    })
    expect(order.confirm).toMatchObject({
      productTotal: 33200 + 21900,
      discountTotal: 0,
      planRedemption: { plan: 'AGENT', description: 'Included with your Agent plan (1 of 1 left)', amount: 33200 },
      errors: [],
    })
    // Taken off before tax: (55,100 − 33,200 + travel) × 6.25 %.
    const tax = taxOn(order.confirm, 33200)
    expect(order.confirm.taxTotal).toBe(tax)

    const placed = decodeOrder(await call(client, 'confirmbooking', { orderModel: order }))
    expect(placed.info.confirmedDate).not.toBeNull()
    expect(placed.confirm.planRedemption).toEqual({
      plan: 'AGENT',
      description: 'Included with your Agent plan',
      amount: 33200,
    })
    expect(placed.confirm.taxTotal).toBe(tax)
    expect(await listingsUsed(subscriptionId)).toBe(1)
    const row = await db()
      .selectFrom('orders')
      .select([
        'id',
        'subscription_id',
        'redeemed_plan',
        'plan_redeemed_cents',
        'product_total_cents',
        'tax_total_cents',
      ])
      .where('order_code', '=', placed.info.orderCode)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      subscription_id: subscriptionId,
      redeemed_plan: 'AGENT',
      plan_redeemed_cents: 33200,
      product_total_cents: 55100,
      tax_total_cents: tax,
    })

    // The confirmation mail lists the line and charges the total after it.
    const mail = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('subject', 'like', `%${placed.info.orderCode}%`)
      .executeTakeFirstOrThrow()
    expect(mail.text_body).toContain('Included with your Agent plan: −$332.00')
    const total = 55100 - 33200 + placed.confirm.travelTotal + tax
    expect(mail.text_body).toContain(`Total: $${(total / 100).toFixed(2)} (tax $${(tax / 100).toFixed(2)} included)`)

    // The order's later views keep the totals: its listing's orders and the change flow.
    const listed = decodeOrderList(await call(client, 'getforlisting', { tourName: placed.info.tourName }))
    expect(listed[0]?.confirm).toMatchObject({ productTotal: 55100, taxTotal: tax, planRedemption: { amount: 33200 } })
    const view = decodeView(await call(client, 'startchange', { orderId: row.id }))
    expect(view.confirm).toMatchObject({ productTotal: 55100, taxTotal: tax, planRedemption: { amount: 33200 } })
    // Answering the placed draft again gives the same totals, though no listing is left now.
    const again = decodeOrder(await call(client, 'confirmbooking', { orderModel: order }))
    expect(again.info.orderCode).toBe(placed.info.orderCode)
    expect(again.confirm).toMatchObject({ taxTotal: tax, planRedemption: { amount: 33200 } })

    // The next order: the plan's price still, with nothing left to redeem.
    const next = await readyToConfirm(client, { days: 5 })
    expect(tourLine(next)?.pricing.pricingTiers).toEqual(AGENT_MONTHLY_TIERS)
    expect(next.confirm).toMatchObject({ productTotal: 55100, planRedemption: null })
    expect(next.confirm.taxTotal).toBe(taxOn(next.confirm, 0))
  })

  it('gives the last included listing to one of two orders placed at once; the other is not charged more silently', async () => {
    const { client, userId } = await newAccount()
    const other = await as(`subscriber-${users}@example.com`)
    const subscriptionId = await subscribe(userId, { plan: 'TEAM', period: 'annual' })
    // On different days whatever today is, so the two race for the plan's listing only, not for one photographer's
    // time: weekdayAhead moves a weekend day to Monday, and on a Saturday 7 and 9 days ahead were the same Monday
    // (the second order then lost the time, not the listing).
    const a = await readyToConfirm(client, { days: 7 })
    const b = await readyToConfirm(other, { days: 10 })
    expect(b.schedule.selectedTime?.utc.slice(0, 10)).not.toBe(a.schedule.selectedTime?.utc.slice(0, 10))
    // Team annual at 2500 sq ft: $297.
    expect(a.confirm.planRedemption?.amount).toBe(29700)
    expect(b.confirm.planRedemption?.amount).toBe(29700)
    const answers = await Promise.all([
      call(client, 'confirmbooking', { orderModel: a }),
      call(other, 'confirmbooking', { orderModel: b }),
    ]).then((all) => all.map((json) => decodeOrder(json)))
    const placed = answers.filter((o) => o.info.confirmedDate !== null)
    const refused = answers.filter((o) => o.info.confirmedDate === null)
    expect(placed).toHaveLength(1)
    expect(placed[0]?.confirm.planRedemption?.amount).toBe(29700)
    expect(refused).toHaveLength(1)
    // Re-priced: the plan price without the included listing, and asked to review it.
    expect(refused[0]?.confirm).toMatchObject({
      planRedemption: null,
      productTotal: 29700 + 21900,
      errors: [TOTAL_CHANGED],
    })
    expect(await listingsUsed(subscriptionId)).toBe(1)
    const redeemed = await db()
      .selectFrom('orders')
      .select('id')
      .where('subscription_id', '=', subscriptionId)
      .where('plan_redeemed_cents', '>', 0)
      .execute()
    expect(redeemed).toHaveLength(1)

    // Placing the refused one again, as re-priced, charges the plan price.
    const retry = decodeOrder(
      await call(refused[0] === answers[0] ? client : other, 'confirmbooking', { orderModel: refused[0] }),
    )
    expect(retry.info.confirmedDate).not.toBeNull()
    expect(retry.confirm).toMatchObject({ planRedemption: null, productTotal: 51600 })
  })

  it('answers the changed total, unplaced, when the last listing goes between pricing the order and taking it', async () => {
    const { client, userId } = await newAccount()
    const subscriptionId = await subscribe(userId)
    const order = await readyToConfirm(client, { days: 19 })
    expect(order.confirm.planRedemption?.amount).toBe(33200)
    // Another order holds the subscription's row while this confirm prices the order (the listing still left), then
    // takes the listing and commits: on PostgreSQL the confirm's conditional update waits for the row and then finds
    // its condition false. (The embedded engine runs one transaction at a time, so there the confirm prices the order
    // after the other commits; the answer is the same.)
    let confirming: Promise<unknown> | undefined
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('subscriptions').select('id').where('id', '=', subscriptionId).forUpdate().execute()
        confirming = call(client, 'confirmbooking', { orderModel: order })
        // On PostgreSQL, go on once the database shows the confirm waiting for this row (not after a fixed time). The
        // embedded engine queues the confirm's whole transaction behind this one, so there is nothing to wait for.
        if (process.env.TEST_DB === 'postgres') {
          await expect
            .poll(
              async () =>
                (await sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(db()))
                  .rows[0]?.n,
              { timeout: 30_000 },
            )
            .toBeGreaterThan(0)
        }
        await trx.updateTable('subscriptions').set({ listings_used: 1 }).where('id', '=', subscriptionId).execute()
      })
    const answer = decodeOrder(await confirming)
    expect(answer.info.confirmedDate).toBeNull()
    expect(answer.confirm).toMatchObject({ planRedemption: null, productTotal: 55100, errors: [TOTAL_CHANGED] })
    expect(await listingsUsed(subscriptionId)).toBe(1)
  })

  it("counts an 'ending' plan (cancelled at the term's end) for its price and its listings", async () => {
    const { client, userId } = await newAccount()
    await subscribe(userId, { status: 'ending', listings_included: 3, listings_used: 1 })
    const order = await readyToConfirm(client, { days: 11 })
    expect(order.confirm.planRedemption).toEqual({
      plan: 'AGENT',
      description: 'Included with your Agent plan (2 of 3 left)',
      amount: 33200,
    })
  })

  it('redeems up to 90 days after the term, and not a day later (the plan price still applies while it counts)', async () => {
    const { client, userId } = await newAccount()
    const id = await subscribe(userId, { term_start: addDays(today(), -180), term_end: addDays(today(), -90) })
    const within = await readyToConfirm(client, { days: 13 })
    expect(within.confirm.planRedemption?.amount).toBe(33200)
    await db()
      .updateTable('subscriptions')
      .set({ term_end: addDays(today(), -91) })
      .where('id', '=', id)
      .execute()
    const after = decodeOrder(
      await call(client, 'submitconfirm', {
        info: { id: within.info.id, confirmedDate: null },
        targetStep: 'confirm',
      }),
    )
    expect(tourLine(after)?.pricing.pricingTiers).toEqual(AGENT_MONTHLY_TIERS)
    expect(after.confirm).toMatchObject({ planRedemption: null, productTotal: 55100 })
    // Shown the redemption before the deadline passed, the customer is told the total changed, not charged it.
    const placed = decodeOrder(await call(client, 'confirmbooking', { orderModel: within }))
    expect(placed.info.confirmedDate).toBeNull()
    expect(placed.confirm.errors).toEqual([TOTAL_CHANGED])
    expect(await listingsUsed(id)).toBe(0)
  })

  it("does not price with a 'pending' (unpaid) or an ended plan", async () => {
    for (const status of ['pending', 'ended'] as const) {
      const { client, userId } = await newAccount()
      await subscribe(userId, { status })
      const order = await readyToConfirm(client, { days: 15 })
      expect(tourLine(order)?.pricing.pricingTiers).toEqual(planTiers(PAY_AS_YOU_GO))
      expect(order.confirm).toMatchObject(PAYG_TOTALS)
      expect(order.confirm.taxTotal).toBe(taxOn(order.confirm, 0))
    }
  })
})

describe('an order without a plan', () => {
  it('is priced as before, signed in or not, with no redemption line', async () => {
    for (const client of [(await newAccount()).client, await as()]) {
      const order = await readyToConfirm(client, { days: 17 })
      expect(tourLine(order)?.pricing.pricingTiers).toEqual(planTiers(PAY_AS_YOU_GO))
      expect(order.confirm).toMatchObject(PAYG_TOTALS)
      expect(order.confirm.taxTotal).toBe(taxOn(order.confirm, 0))
      const placed = decodeOrder(await call(client, 'confirmbooking', { orderModel: order }))
      expect(placed.confirm).toMatchObject(PAYG_TOTALS)
      const row = await db()
        .selectFrom('orders')
        .select(['subscription_id', 'redeemed_plan', 'plan_redeemed_cents'])
        .where('order_code', '=', placed.info.orderCode)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ subscription_id: null, redeemed_plan: null, plan_redeemed_cents: 0 })
    }
  })
})

describe('taking an included listing: one conditional update', () => {
  let userId: string
  beforeAll(async () => {
    userId = (await newAccount()).userId
  })
  const take = (id: string, now = new Date()) =>
    db()
      .transaction()
      .execute((trx) => redeemListing(trx, id, now))

  it('takes each included listing once, and no more', async () => {
    const id = await subscribe(userId, { listings_included: 2 })
    expect(await Promise.all([take(id), take(id), take(id)])).toEqual(expect.arrayContaining([true, true, false]))
    expect(await listingsUsed(id)).toBe(2)
    expect(await take(id)).toBe(false)
  })

  it.each([
    ['active', true],
    ['ending', true],
    ['pending', false],
    ['ended', false],
  ] as const)("status '%s' redeems: %s", async (status, expected) => {
    const id = await subscribe(userId, { status })
    expect(await take(id)).toBe(expected)
    expect(await listingsUsed(id)).toBe(expected ? 1 : 0)
  })

  it('redeems on the 90th day after the term, not the 91st', async () => {
    const id = await subscribe(userId, { term_start: '2026-01-15', term_end: '2026-04-15' })
    expect(await take(id, new Date('2026-07-15T12:00:00Z'))).toBe(false)
    expect(await take(id, new Date('2026-07-14T12:00:00Z'))).toBe(true)
  })
})

describe('?country=CA', () => {
  it('prices in CAD with HST until an address is known; then the address decides', async () => {
    const client = await as()
    const order = await start(client, { country: 'CA' })
    expect(order.info).toMatchObject({ currency: 'CAD', taxName: 'HST' })
    expect(order.confirm.taxRate).toBe(0.13)
    const inChicago = await submit(client, order, 'address', LINCOLN_PARK, 'product')
    expect(inChicago.info).toMatchObject({ currency: 'USD', taxName: 'Illinois service tax' })
    expect(inChicago.confirm.taxRate).toBe(0.0625)
    // Back to an address in Canada: CAD anyway (nobody serves it, but the answer is priced).
    const inToronto = await submit(client, inChicago, 'address', TORONTO, 'address')
    expect(inToronto.info).toMatchObject({ currency: 'CAD', taxName: 'HST' })
  })

  it('without it, a new order is in US dollars', async () => {
    const order = await start(await as())
    expect(order.info).toMatchObject({ currency: 'USD', taxName: 'Sales tax' })
    expect(order.confirm.taxRate).toBe(0)
  })

  it('passes the country to the geocoder as a preference', async () => {
    const client = await as()
    const ok = await client.post('/api/v1/geocode/suggest', { query: '2150 N Kenmore', country: 'CA' })
    expect(ok.status).toBe(200)
    const bad = await client.post('/api/v1/geocode/lookup', { address: '2150 N Kenmore', country: 'Canada' })
    expect(bad.status).toBe(400)
  })
})
