// The booking wizard's step calls (SPEC §7; issue 8): drafts belong to their browser, forward steps validate with
// field errors keyed as in the step's model, the server re-reads what it is sent, and promo codes.
import { describe, expect, it } from 'vitest'
import { bookingWorld, CONTACT, decodeOrder, LINCOLN_PARK, PRODUCTS, TORONTO } from '../support/booking-world'

const { as, call, start, submit, firstFreeTime } = bookingWorld()

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

  it('refuses a time that has the shape of an instant but is none, and the draft still answers (found by fuzzing)', async () => {
    const client = await as()
    let order = await start(client)
    order = await submit(client, order, 'address', LINCOLN_PARK, 'product')
    order = await submit(client, order, 'product', PRODUCTS, 'schedule')
    const selectedTime = {
      utc: '3879-74-45T83:13:57Z',
      localDate: '2026-05-04',
      localTime: '08:00',
      timeZoneName: 'America/Chicago',
    }
    const model = { selectedPhotographerId: null, selectedTime, waitlistEnabled: false, ignoreAvailability: false }
    // Going back stores a step without checking it, so the instant must be refused before anything is stored.
    const refused = await call(
      client,
      'submitschedule',
      { info: { id: order.info.id, confirmedDate: null }, model, targetStep: 'product' },
      400,
    )
    expect(refused.fieldErrors).toEqual({ 'selectedTime.utc': 'Invalid' })
    order = decodeOrder(
      await call(client, 'submitconfirm', { info: { id: order.info.id, confirmedDate: null }, targetStep: 'schedule' }),
    )
    expect(order.schedule.selectedTime).toBeNull()
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
