// Placing the order (POST /booking/confirmbooking; issue 8): once, with its listing and mail, one winner when two
// race for a slot; and a listing's orders for its dashboard (POST /booking/getforlisting).
import { describe, expect, it } from 'vitest'
import { bookingWorld, CONTACT, decodeOrder, decodeOrderList, LINCOLN_PARK, PRODUCTS } from '../support/booking-world'

const { server, as, call, start, submit, readyToConfirm } = bookingWorld()

describe('confirming', () => {
  it('places the order once, creates its listing and mails the billing contact', async () => {
    const client = await as()
    const order = await readyToConfirm(client)
    expect(order.step).toBe('confirm')
    expect(order.schedule).toMatchObject({ isValid: true, errors: [] })
    expect(order.schedule.deliveryDeadline).not.toBeNull()
    const [first, second] = await Promise.all([
      call(client, 'confirmbooking', { orderModel: order }),
      call(client, 'confirmbooking', { orderModel: order }),
    ])
    const placed = decodeOrder(first)
    expect(placed.step).toBe('complete')
    expect(placed.info.confirmedDate).not.toBeNull()
    expect(placed.info.orderCode).toMatch(/^SH-\d{6}$/)
    expect(placed.info.tourName).toBe('2150-n-kenmore-ave')
    expect(decodeOrder(second).info.orderCode).toBe(placed.info.orderCode)
    // The standard policy: free to change until 24 hours before the start (shown on CONFIRM before placing, too).
    const start = Date.parse(placed.schedule.selectedTime?.utc as string)
    expect(placed.schedule.freeChangeUntil).toBe(new Date(start - 24 * 3_600_000).toISOString())
    expect(order.schedule.freeChangeUntil).toBe(placed.schedule.freeChangeUntil)
    const orders = await server()
      .db.kysely.selectFrom('orders')
      .innerJoin('listings', 'listings.id', 'orders.listing_id')
      .select(['orders.order_code', 'listings.tour_name', 'orders.owner_email', 'orders.product_total_cents'])
      .where('orders.order_code', '=', placed.info.orderCode)
      .execute()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      tour_name: '2150-n-kenmore-ave',
      owner_email: 'dana.reyes@example.com',
      product_total_cents: 56800,
    })
    const mail = await server()
      .db.kysely.selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'dana.reyes@example.com')
      .execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]?.subject).toBe(`Your Showhome order ${placed.info.orderCode} is confirmed`)
    // The links open the change flow for the placed order (its id, not the draft's) on the listing's dashboard.
    const row = await server()
      .db.kysely.selectFrom('orders')
      .innerJoin('listings', 'listings.id', 'orders.listing_id')
      .select(['orders.id', 'listings.tour_name'])
      .where('order_code', '=', placed.info.orderCode)
      .executeTakeFirstOrThrow()
    expect(mail[0]?.text_body).toContain(`/${row.tour_name}/dashboard?modal=reschedule_${row.id}\n`)
    expect(mail[0]?.text_body).toContain(`/${row.tour_name}/dashboard?modal=cancel_${row.id}\n`)
    // A placed order no longer changes through the wizard.
    const after = await submit(client, placed, 'contact', { ...CONTACT, specialInstructions: 'changed' }, 'confirm')
    expect(after.contact.specialInstructions).toBe('Lockbox on the side door.')
  })

  it('gives a slot to one of two orders racing for it, and sends the other back to the schedule', async () => {
    const a = await as()
    const b = await as()
    // Far enough ahead that earlier tests' orders do not interfere; both pick the same photographer and start.
    const first = await readyToConfirm(a, { days: 30 })
    const time = first.schedule.selectedTime
    const photographerId = first.schedule.assignedPhotographerId
    let second = await start(b)
    second = await submit(b, second, 'address', LINCOLN_PARK, 'product')
    second = await submit(b, second, 'product', PRODUCTS, 'schedule')
    second = await submit(
      b,
      second,
      'schedule',
      { selectedPhotographerId: photographerId, selectedTime: time, waitlistEnabled: false, ignoreAvailability: false },
      'contact',
    )
    second = await submit(b, second, 'contact', CONTACT, 'confirm')
    expect(second.schedule.assignedPhotographerId).toBe(photographerId)
    const [x, y] = await Promise.all([
      call(a, 'confirmbooking', { orderModel: first }),
      call(b, 'confirmbooking', { orderModel: second }),
    ]).then((answers) => answers.map((json) => decodeOrder(json)))
    const placed = [x, y].filter((o) => o?.info.confirmedDate !== null)
    const refused = [x, y].filter((o) => o?.info.confirmedDate === null)
    expect(placed).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatchObject({
      step: 'schedule',
      schedule: {
        isValid: false,
        errors: ['The photographer for this time has just been booked by someone else. Please choose a time again.'],
      },
    })
    const overlapping = await server()
      .db.kysely.selectFrom('orders')
      .select('id')
      .where('photographer_id', '=', photographerId)
      .where('appointment_start', '=', new Date(time?.utc ?? 0))
      .where('cancelled_at', 'is', null)
      .execute()
    expect(overlapping).toHaveLength(1)
  })
})

describe('POST /booking/getforlisting', () => {
  it("gives a listing's orders to its owner, and the not-found answer to anyone else", async () => {
    const client = await as('owner@showhome.example')
    const order = await readyToConfirm(client, { days: 40 })
    const placed = decodeOrder(await call(client, 'confirmbooking', { orderModel: order }))
    const tourName = placed.info.tourName
    const orders = decodeOrderList(await call(client, 'getforlisting', { tourName }))
    expect(orders).toHaveLength(1)
    expect(orders[0]?.info).toMatchObject({ orderCode: placed.info.orderCode, ownerEmail: null, isAdmin: false })
    expect(orders[0]?.schedule.selectedTime?.utc).toBe(placed.schedule.selectedTime?.utc)
    expect(orders[0]?.confirm.productTotal).toBe(placed.confirm.productTotal)
    expect(orders[0]?.contact.billingContact.email).toBe('dana.reyes@example.com')
    await call(await as('visitor@showhome.example'), 'getforlisting', { tourName }, 404)
    await call(await as(), 'getforlisting', { tourName }, 404)
    const admin = decodeOrderList(await call(await as('orders@showhome.example'), 'getforlisting', { tourName }))
    expect(admin[0]?.info.ownerEmail).toBe('owner@showhome.example')
  })
})
