// The survey and the preparation guide (issue 17; SPEC §3 Feedback, §7 feedback-rating, feedback-comment,
// appointment-guide): who may answer, when, what is stored, what the listing then shows, and the guide's PDF read
// back as text.
import { Schema } from 'effect'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { rateAppointment } from '../../src/schemas/api/listing'
import { bookingWorld, decodeOrder } from '../support/booking-world'
import type { TestClient } from '../support/test-server'

const { server, as, call, readyToConfirm } = bookingWorld()
const decodeFeedback = Schema.decodeUnknownSync(rateAppointment.response, { onExcessProperty: 'error' })
const db = () => server().db.kysely
const OWNER = 'owner@showhome.example'
const HOUR = 3_600_000

async function placeOrder(client: TestClient) {
  const placed = decodeOrder(await call(client, 'confirmbooking', { orderModel: await readyToConfirm(client) }))
  return db().selectFrom('orders').selectAll().where('order_code', '=', placed.info.orderCode).executeTakeFirstOrThrow()
}

/** Moves the appointment to `hours` from now (negative: it has started). */
const moveStart = (orderId: string, hours: number) => {
  const start = new Date(Date.now() + hours * HOUR)
  return db()
    .updateTable('orders')
    .set({ appointment_start: start, appointment_end: new Date(start.getTime() + HOUR) })
    .where('id', '=', orderId)
    .execute()
}

const post = (client: TestClient, path: string, body: unknown) => client.post(`/api/v1/listing/${path}`, body)

async function expectStatus(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status)
  return response
}

async function pdfText(response: Response) {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

describe('the survey', () => {
  it('opens at the appointment: before it a rating is refused with a reason', async () => {
    const owner = await as(OWNER)
    const order = await placeOrder(owner)
    const early = await expectStatus(
      await post(owner, 'feedback-rating', { orderId: order.id, appointmentRating: 4 }),
      409,
    )
    expect((await early.json()).message).toBe('You can rate the appointment once it has taken place.')
  })

  it('saves the rating, then the comment, each answer keeping the other half', async () => {
    const owner = await as(OWNER)
    const order = await placeOrder(owner)
    await moveStart(order.id, -3)
    const rated = decodeFeedback(
      await (
        await expectStatus(await post(owner, 'feedback-rating', { orderId: order.id, appointmentRating: 4 }), 200)
      ).json(),
    )
    expect(rated).toMatchObject({ rating: 4, comment: null, isCurrentUser: true, userEmail: OWNER })
    const commented = decodeFeedback(
      await (
        await expectStatus(
          await post(owner, 'feedback-comment', { orderId: order.id, appointmentComments: '  Quick and tidy.  ' }),
          200,
        )
      ).json(),
    )
    expect(commented).toMatchObject({ rating: 4, comment: 'Quick and tidy.' })
    // Changing one's mind replaces the rating only.
    await expectStatus(await post(owner, 'feedback-rating', { orderId: order.id, appointmentRating: 5 }), 200)
    const stored = await db().selectFrom('order_feedback').selectAll().where('order_id', '=', order.id).execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ rating: 5, comment: 'Quick and tidy.' })
  })

  it('answers rating and comment sent at once, from two tabs, with both kept', async () => {
    const owner = await as(OWNER)
    const order = await placeOrder(owner)
    await moveStart(order.id, -3)
    const answers = await Promise.all([
      post(owner, 'feedback-rating', { orderId: order.id, appointmentRating: 2 }),
      post(owner, 'feedback-comment', { orderId: order.id, appointmentComments: 'Late by ten minutes.' }),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const stored = await db().selectFrom('order_feedback').selectAll().where('order_id', '=', order.id).execute()
    expect(stored).toEqual([expect.objectContaining({ rating: 2, comment: 'Late by ten minutes.' })])
  })

  it('refuses ratings outside 1–5 and over-long comments with field errors', async () => {
    const owner = await as(OWNER)
    const order = await placeOrder(owner)
    await moveStart(order.id, -3)
    for (const appointmentRating of [0, 6, 2.5]) {
      const refused = await expectStatus(
        await post(owner, 'feedback-rating', { orderId: order.id, appointmentRating }),
        400,
      )
      expect(Object.keys((await refused.json()).fieldErrors)).toEqual(['appointmentRating'])
    }
    const long = await expectStatus(
      await post(owner, 'feedback-comment', { orderId: order.id, appointmentComments: 'x'.repeat(4001) }),
      400,
    )
    expect(Object.keys((await long.json()).fieldErrors)).toEqual(['appointmentComments'])
  })

  it('is nobody else’s: a stranger gets 404, a visitor without a session 401, a cancelled order 409', async () => {
    const owner = await as(OWNER)
    const order = await placeOrder(owner)
    await moveStart(order.id, -3)
    const body = { orderId: order.id, appointmentRating: 3 }
    await expectStatus(await post(await as('visitor@showhome.example'), 'feedback-rating', body), 404)
    await expectStatus(await post(await as(), 'feedback-rating', body), 401)
    await db().updateTable('orders').set({ cancelled_at: new Date() }).where('id', '=', order.id).execute()
    await expectStatus(await post(owner, 'feedback-rating', body), 409)
    expect(await db().selectFrom('order_feedback').selectAll().where('order_id', '=', order.id).execute()).toEqual([])
  })

  it('lets order admins and internal admins answer for themselves (the dashboard is theirs too)', async () => {
    const owner = await as(OWNER)
    const order = await placeOrder(owner)
    await moveStart(order.id, -3)
    for (const email of ['orders@showhome.example', 'admin@showhome.example']) {
      const saved = await post(await as(email), 'feedback-rating', { orderId: order.id, appointmentRating: 5 })
      expect(decodeFeedback(await (await expectStatus(saved, 200)).json()).userEmail).toBe(email)
    }
  })
})

describe('the preparation guide', () => {
  it('is a PDF made for the order: address, time in the order’s zone, photographer, products, checklist', async () => {
    const owner = await as(OWNER)
    const order = await placeOrder(owner)
    const response = await expectStatus(await post(owner, 'appointment-guide', { orderId: order.id }), 200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(`preparation-guide-${order.order_code}.pdf`)
    const text = await pdfText(response)
    const photographer = await db()
      .selectFrom('photographers')
      .select('name')
      .where('id', '=', order.photographer_id as string)
      .executeTakeFirstOrThrow()
    const when = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'America/Chicago',
    })
    expect(text).toContain('Preparing for your shoot')
    expect(text).toContain((order.address as { formattedAddress: string }).formattedAddress)
    expect(text).toContain(when.format(new Date(order.appointment_start as Date)))
    expect(text).toMatch(/C[SD]T/)
    expect(text).toContain(photographer.name)
    expect(text).toContain(order.order_code)
    const products = await db()
      .selectFrom('products')
      .select(['id', 'name'])
      .where(
        'id',
        'in',
        order.products.map((p) => p.id),
      )
      .execute()
    for (const product of products) expect(text).toContain(product.name)
    // The checklist follows the products: a tour asks for open doors; a video alone would not.
    expect(order.products.map((p) => p.id)).toContain('tour3d')
    expect(text).toContain('Unlock and open every interior door')
    expect(text).not.toContain('continuous walk')
  })

  it('records the download for the caller, and only the download', async () => {
    const owner = await as(OWNER)
    const order = await placeOrder(owner)
    const before = Date.now()
    const response = await expectStatus(await post(owner, 'appointment-guide', { orderId: order.id }), 200)
    const recorded = Date.parse(response.headers.get('x-guide-downloaded') ?? '')
    expect(recorded).toBeGreaterThanOrEqual(before - 1000)
    const stored = await db()
      .selectFrom('order_feedback')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(new Date(stored.guide_downloaded_at as Date).getTime()).toBe(recorded)
    expect(stored.rating).toBeNull()
  })

  it('is refused to strangers and signed-out callers, with nothing recorded', async () => {
    const owner = await as(OWNER)
    const order = await placeOrder(owner)
    await expectStatus(
      await post(await as('visitor@showhome.example'), 'appointment-guide', { orderId: order.id }),
      404,
    )
    await expectStatus(await post(await as(), 'appointment-guide', { orderId: order.id }), 401)
    expect(await db().selectFrom('order_feedback').selectAll().where('order_id', '=', order.id).execute()).toEqual([])
  })
})

describe('revision requests', () => {
  const ownedListing = async () => {
    const row = await db()
      .selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.owner_user_id')
      .select('listings.tour_name')
      .where('users.email', '=', OWNER)
      .where('listings.fully_delivered', '=', true)
      .orderBy('listings.tour_name')
      .executeTakeFirstOrThrow()
    return row.tour_name
  }
  const mailsAbout = (tourName: string) =>
    db().selectFrom('outbox').selectAll().where('subject', '=', `Revision request: ${tourName}`).execute()

  it('mails the team the owner’s words, the listing and who asked', async () => {
    const tourName = await ownedListing()
    const owner = await as(OWNER)
    const sent = await post(owner, 'revision-request', { tourName, message: '  The kitchen photo is tilted.  ' })
    expect(await (await expectStatus(sent, 200)).json()).toEqual({ ok: true })
    const mails = await mailsAbout(tourName)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to_address).toBe('revisions@localhost')
    expect(mails[0]?.text_body).toContain('The kitchen photo is tilted.')
    expect(mails[0]?.text_body).toContain(OWNER)
    expect(mails[0]?.text_body).toContain(`/${tourName}`)
  })

  it('refuses a blank message, strangers and signed-out callers, and sends nothing', async () => {
    const tourName = await ownedListing()
    const before = (await mailsAbout(tourName)).length
    const blank = await expectStatus(await post(await as(OWNER), 'revision-request', { tourName, message: '   ' }), 400)
    expect(Object.keys((await blank.json()).fieldErrors)).toEqual(['message'])
    await expectStatus(
      await post(await as('visitor@showhome.example'), 'revision-request', { tourName, message: 'Hi' }),
      404,
    )
    await expectStatus(await post(await as(), 'revision-request', { tourName, message: 'Hi' }), 401)
    expect(await mailsAbout(tourName)).toHaveLength(before)
  })

  it('holds its limit of five an hour per person under a burst of parallel requests', async () => {
    const tourName = await ownedListing()
    const admin = await as('orders@showhome.example')
    const statuses = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        post(admin, 'revision-request', { tourName, message: `Burst ${i}` }).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(4)
  })
})
