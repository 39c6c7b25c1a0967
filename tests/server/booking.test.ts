// The booking calls (SPEC §7 Booking wizard, Order flow; issue 8) over the demo world on a real database: drafts
// belong to their browser, forward steps validate with field errors keyed as in the step's model, totals and tax
// are the server's, the slot is re-checked at confirm, and a confirm placed twice is one order.
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/demo/users'
import type { Geocoder } from '../../server/geocoding/geocoder'
import { knownAddressesFrom } from '../../server/geocoding/known-addresses'
import { OfflineGeocoder } from '../../server/geocoding/offline'
import { getOrdersForListing } from '../../src/schemas/api/order'
import type { BookingStep } from '../../src/schemas/BookingOrder'
import { BookingOrder } from '../../src/schemas/BookingOrder'
import { AppointmentTimesResponse } from '../../src/schemas/TimeSlot'
import { seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer

/**
 * The demo's offline gazetteer, plus one Canadian address no photographer serves: the offline geocoder only knows
 * the demo city, and the tests need an address outside every zone that still geocodes.
 */
const geocoder: Geocoder = {
  search: (query, options) => offline().search(query, options),
  geocode: async (text) =>
    text.includes('Toronto') ? { status: 'OK', location: TORONTO.location, exact: true } : offline().geocode(text),
  reverse: (lat, lng) => offline().reverse(lat, lng),
}
const offline = () => new OfflineGeocoder(knownAddressesFrom(server.db))

beforeAll(async () => {
  server = await startTestServer({}, { geocoder })
  await seedTestWorld(server.db.kysely)
})
afterAll(() => server.close())

const decodeOrder = Schema.decodeUnknownSync(BookingOrder, { onExcessProperty: 'error' })
const decodeOrderList = Schema.decodeUnknownSync(getOrdersForListing.response, { onExcessProperty: 'error' })
const decodeTimes = Schema.decodeUnknownSync(AppointmentTimesResponse, { onExcessProperty: 'error' })

/** Lincoln Park, inside every demo photographer's rings. */
const LINCOLN_PARK = {
  userAddress: '2150 N Kenmore Ave, Chicago',
  location: {
    formattedAddress: '2150 N Kenmore Ave, Chicago, IL 60614, USA',
    latitude: 41.9214,
    longitude: -87.6513,
    address1: '2150 N Kenmore Ave',
    address2: '',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60614',
    country: 'US',
  },
  marker: { latitude: 41.9214, longitude: -87.6513 },
}
const TORONTO = {
  userAddress: '100 Queen St W, Toronto',
  location: {
    ...LINCOLN_PARK.location,
    formattedAddress: '100 Queen St W, Toronto, ON M5H 2N2, Canada',
    latitude: 43.6525,
    longitude: -79.3839,
    address1: '100 Queen St W',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5H 2N2',
    country: 'CA',
  },
  marker: { latitude: 43.6525, longitude: -79.3839 },
}
const CONTACT = {
  billingContact: {
    firstName: 'Dana',
    lastName: 'Reyes',
    company: 'North Side Realty',
    role: 'Listing Agent',
    email: 'dana.reyes@example.com',
    phone: '312-555-0142',
    address: '',
    unit: '',
  },
  additionalContacts: [],
  specialInstructions: 'Lockbox on the side door.',
  photographerInstructions: '',
}
const PRODUCTS = {
  products: [
    { id: 'tour3d', quantity: 2500 },
    { id: 'photos', quantity: 2500 },
  ],
}

async function as(email?: string): Promise<TestClient> {
  const client = server.client()
  if (email) expect((await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200)
  return client
}

async function call(client: TestClient, path: string, body: unknown, status = 200) {
  const res = await client.post(`/api/v1/booking/${path}`, body)
  const json = await res.json()
  expect(res.status, JSON.stringify(json)).toBe(status)
  return json
}

const start = async (client: TestClient, body: unknown = {}) => decodeOrder(await call(client, 'start', body))

const submit = async (client: TestClient, order: BookingOrder, step: string, model: unknown, targetStep: BookingStep) =>
  decodeOrder(
    await call(client, `submit${step}`, { info: { id: order.info.id, confirmedDate: null }, model, targetStep }),
  )

/** A weekday at least three days ahead (clear of the 12-hour notice), as the wire's day / zero-based month / year. */
function weekdayAhead(days: number) {
  const d = new Date(Date.now() + days * 86_400_000)
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1)
  return { day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear() }
}

async function firstFreeTime(client: TestClient, order: BookingOrder, days = 3) {
  for (let ahead = days; ahead < days + 20; ahead++) {
    const times = decodeTimes(
      await call(client, 'getappointmenttimes', { orderId: order.info.id, ...weekdayAhead(ahead) }),
    )
    for (const p of times.photographers) {
      const free = p.startTimes.find((t) => t.isAvailable)
      if (free) return { photographerId: p.photographerId, time: free.time }
    }
  }
  throw new Error('no free time in 20 days')
}

/** A draft filled up to the confirm step. */
async function readyToConfirm(client: TestClient, options: { days?: number; photographerId?: string } = {}) {
  let order = await start(client)
  order = await submit(client, order, 'address', LINCOLN_PARK, 'product')
  order = await submit(client, order, 'product', PRODUCTS, 'schedule')
  const free = await firstFreeTime(client, order, options.days)
  const selectedTime = {
    utc: free.time.utc,
    localDate: free.time.utc.slice(0, 10),
    localTime: free.time.localTime,
    timeZoneName: 'America/Chicago',
  }
  const schedule = {
    selectedPhotographerId: options.photographerId ?? free.photographerId,
    selectedTime,
    waitlistEnabled: false,
    ignoreAvailability: false,
  }
  order = await submit(client, order, 'schedule', schedule, 'contact')
  order = await submit(client, order, 'contact', CONTACT, 'confirm')
  return order
}

describe('POST /booking/start', () => {
  it('opens a draft at the address step with the catalogue, prefilled from the start parameters', async () => {
    const client = await as()
    const order = await start(client, {
      address: '2150 N Kenmore Ave',
      addressUnit: '3R',
      promoCode: ' welcome50',
      utm_source: 'mail',
    })
    expect(order.step).toBe('address')
    expect(order.info).toMatchObject({
      confirmedDate: null,
      promoCode: 'WELCOME50',
      promoCodeValid: true,
      isAdmin: false,
      currency: 'USD',
    })
    expect(order.address).toMatchObject({ userAddress: '2150 N Kenmore Ave', unit: '3R', location: null })
    expect(order.product.products.map((p) => p.id)).toEqual(['tour3d', 'photos', 'video', 'drone', 'twilight'])
    expect(order.product.products[0]?.name).toBe('3D tour and floor plan')
    expect(client.cookies.has('showhome_booking')).toBe(true)
  })

  it('fills the billing contact from a signed-in account', async () => {
    const order = await start(await as('owner@showhome.example'))
    expect(order.contact.billingContact.email).toBe('owner@showhome.example')
    expect(order.contact.billingContact.firstName).not.toBe('')
  })

  it('answers 404 to another browser, and to a made-up id', async () => {
    const order = await start(await as())
    const stranger = await as()
    const body = { info: { id: order.info.id, confirmedDate: null }, targetStep: 'address' }
    expect((await call(stranger, 'submitconfirm', body, 404)).message).toMatch(/could not be found/)
    await call(stranger, 'submitconfirm', { ...body, info: { id: 'not-a-uuid', confirmedDate: null } }, 404)
  })
})

describe('submitting steps', () => {
  it('keeps what was typed going back, and rejects it going forward with the fields named', async () => {
    const client = await as()
    let order = await start(client)
    const typed = { userAddress: '2150 N Kenm', location: null, marker: null }
    order = await submit(client, order, 'address', typed, 'address')
    expect(order.address.userAddress).toBe('2150 N Kenm')
    const res = await call(
      client,
      'submitaddress',
      { info: { id: order.info.id, confirmedDate: null }, model: typed, targetStep: 'product' },
      400,
    )
    expect(res.fieldErrors).toMatchObject({ location: 'Required', marker: 'Required' })
  })

  it('says scheduling is not available for an address outside every zone', async () => {
    const client = await as()
    const order = await start(client)
    const res = await call(
      client,
      'submitaddress',
      { info: { id: order.info.id, confirmedDate: null }, model: TORONTO, targetStep: 'product' },
      400,
    )
    expect(res.message).toBe(
      'Oops, our bad! Showhome-time scheduling is not available for 100 Queen St W, Toronto, ON M5H 2N2, Canada.',
    )
    expect(res.fieldErrors.userAddress).toBe(res.message)
  })

  it('prices Canadian addresses in CAD with 13 % HST', async () => {
    const client = await as()
    let order = await start(client)
    order = await submit(client, order, 'address', TORONTO, 'address')
    order = await submit(client, order, 'product', { products: [{ id: 'video', quantity: 1 }] }, 'product')
    expect(order.info.currency).toBe('CAD')
    expect(order.confirm).toMatchObject({ productTotal: 24900, taxRate: 0.13, taxTotal: 3237 })
  })

  it('checks products: at least one, quantities at most 10000, known ids', async () => {
    const client = await as()
    let order = await start(client)
    order = await submit(client, order, 'address', LINCOLN_PARK, 'product')
    const body = (model: unknown) => ({
      info: { id: order.info.id, confirmedDate: null },
      model,
      targetStep: 'schedule',
    })
    expect((await call(client, 'submitproduct', body({ products: [] }), 400)).fieldErrors).toEqual({
      products: 'Choose at least one product',
    })
    expect(
      (await call(client, 'submitproduct', body({ products: [{ id: 'tour3d', quantity: 10001 }] }), 400)).fieldErrors,
    ).toEqual({ 'products.0.quantity': 'Invalid' })
    expect(
      (await call(client, 'submitproduct', body({ products: [{ id: 'helicopter', quantity: 1 }] }), 400)).fieldErrors,
    ).toEqual({ 'products.0.id': 'This product is no longer offered.' })
    order = await submit(client, order, 'product', PRODUCTS, 'schedule')
    expect(order.step).toBe('schedule')
    // 2,500 sq ft: the tour's 2,000–4,000 tier and the photos' 2,500–5,000 tier; Illinois charges 6.25 %.
    expect(order.confirm).toMatchObject({ productTotal: 34900 + 21900, taxRate: 0.0625, taxTotal: 3550 })
    expect(order.schedule.photographers.length).toBeGreaterThan(0)
    expect(order.schedule.photographers[0]?.appointmentDuration).toBe(45 + 20 * 3 + 30 + 10 * 3)
  })

  it('lands on the first invalid step before the one asked for', async () => {
    const client = await as()
    let order = await start(client)
    order = await submit(client, order, 'address', LINCOLN_PARK, 'product')
    const res = decodeOrder(
      await call(client, 'submitconfirm', { info: { id: order.info.id, confirmedDate: null }, targetStep: 'confirm' }),
    )
    expect(res.step).toBe('product')
  })

  it('names the contact fields that are missing, as the contact form does', async () => {
    const client = await as()
    const order = await start(client)
    const model = { ...CONTACT, billingContact: { ...CONTACT.billingContact, phone: '', email: 'dana@' } }
    const res = await call(
      client,
      'submitcontact',
      { info: { id: order.info.id, confirmedDate: null }, model, targetStep: 'confirm' },
      400,
    )
    expect(res.fieldErrors).toMatchObject({ 'billingContact.phone': 'Required', 'billingContact.email': 'Invalid' })
  })
})

describe('what the server does not take on trust', () => {
  it('stores its own reading of the address, whatever country and state the browser sends', async () => {
    const client = await as()
    let order = await start(client)
    const forged = { ...LINCOLN_PARK, location: { ...LINCOLN_PARK.location, country: 'CA', state: 'ON' } }
    order = await submit(client, order, 'address', forged, 'product')
    expect(order.address.location).toMatchObject({ country: 'US', state: 'IL', city: 'Chicago' })
    order = await submit(client, order, 'product', PRODUCTS, 'schedule')
    expect(order.info.currency).toBe('USD')
    expect(order.confirm.taxRate).toBe(0.0625)
  })

  it('refuses a marker dragged far from the address', async () => {
    const client = await as()
    const order = await start(client)
    const model = { ...LINCOLN_PARK, marker: { latitude: 41.97, longitude: -87.65 } }
    const res = await call(
      client,
      'submitaddress',
      { info: { id: order.info.id, confirmedDate: null }, model, targetStep: 'product' },
      400,
    )
    expect(res.fieldErrors).toEqual({ marker: 'Move the marker onto the building at this address.' })
  })

  it('refuses a product listed twice, and a time the schedule never offered', async () => {
    const client = await as()
    let order = await start(client)
    order = await submit(client, order, 'address', LINCOLN_PARK, 'product')
    const twice = {
      products: [
        { id: 'tour3d', quantity: 1 },
        { id: 'tour3d', quantity: 10000 },
      ],
    }
    const res = await call(
      client,
      'submitproduct',
      { info: { id: order.info.id, confirmedDate: null }, model: twice, targetStep: 'schedule' },
      400,
    )
    expect(res.fieldErrors).toEqual({ 'products.1.id': 'This product is listed twice.' })
    order = await submit(client, order, 'product', PRODUCTS, 'schedule')
    const free = await firstFreeTime(client, order)
    const offGrid = new Date(new Date(free.time.utc).getTime() + 7 * 60_000).toISOString()
    const selectedTime = {
      utc: offGrid,
      localDate: offGrid.slice(0, 10),
      localTime: '08:07',
      timeZoneName: 'America/Chicago',
    }
    const model = { selectedPhotographerId: null, selectedTime, waitlistEnabled: false, ignoreAvailability: false }
    const refused = await call(
      client,
      'submitschedule',
      { info: { id: order.info.id, confirmedDate: null }, model, targetStep: 'contact' },
      400,
    )
    expect(refused.fieldErrors).toEqual({ selectedTime: 'Please choose one of the times offered.' })
  })
})

describe('promo codes', () => {
  it('applies a valid code, says an expired one is not valid, and removes with an empty one', async () => {
    const client = await as()
    let order = await start(client)
    order = await submit(client, order, 'product', PRODUCTS, 'product')
    const apply = async (promoCode: string) =>
      decodeOrder(await call(client, 'apply-promo', { orderId: order.info.id, promoCode, targetStep: 'confirm' }))
    expect((await apply(' welcome50 ')).confirm.discountTotal).toBe(5000)
    const expired = await apply('FALL10')
    expect(expired.info.promoCodeValid).toBe(false)
    expect(expired.confirm.discountTotal).toBe(0)
    const removed = await apply('')
    expect(removed.info).toMatchObject({ promoCode: null, promoCodeValid: null })
  })
})

describe('appointment times', () => {
  it('offers free times only to customers, and busy times with their reasons to order admins', async () => {
    const customer = await as()
    const draft = await start(customer)
    await submit(customer, draft, 'address', LINCOLN_PARK, 'product')
    const day = weekdayAhead(4)
    const mine = decodeTimes(await call(customer, 'getappointmenttimes', { orderId: draft.info.id, ...day }))
    expect(mine.photographers.length).toBeGreaterThan(0)
    for (const p of mine.photographers) {
      expect(p.unavailableBlocks).toEqual([])
      expect(p.startTimes.every((t) => t.isAvailable && t.notAvailable === null)).toBe(true)
    }

    const admin = await as('orders@showhome.example')
    const theirs = await start(admin)
    await submit(admin, theirs, 'address', LINCOLN_PARK, 'product')
    const all = decodeTimes(await call(admin, 'getappointmenttimes', { orderId: theirs.info.id, ...day }))
    const busy = all.photographers.flatMap((p) => p.startTimes.filter((t) => !t.isAvailable))
    expect(busy.length).toBeGreaterThan(0)
    expect(all.photographers.some((p) => p.unavailableBlocks.length > 0)).toBe(true)
  })

  it('answers nothing for a past day and field errors for an impossible one', async () => {
    const client = await as()
    const draft = await start(client)
    await submit(client, draft, 'address', LINCOLN_PARK, 'product')
    expect(
      decodeTimes(await call(client, 'getappointmenttimes', { orderId: draft.info.id, day: 1, month: 0, year: 2020 })),
    ).toEqual({ photographers: [] })
    expect(
      (await call(client, 'getappointmenttimes', { orderId: draft.info.id, day: 31, month: 1, year: 2027 }, 400))
        .fieldErrors,
    ).toEqual({ day: 'Invalid' })
  })

  it('keeps order admin powers for order admins', async () => {
    const client = await as()
    const draft = await start(client)
    await call(
      client,
      'create-adjustment',
      { orderId: draft.info.id, description: 'Rush', amount: 2500, targetStep: 'confirm' },
      403,
    )
  })
})

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
    const orders = await server.db.kysely
      .selectFrom('orders')
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
    const mail = await server.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'dana.reyes@example.com')
      .execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]?.subject).toBe(`Your Showhome order ${placed.info.orderCode} is confirmed`)
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
    const overlapping = await server.db.kysely
      .selectFrom('orders')
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
