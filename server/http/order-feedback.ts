// The dashboard's survey and preparation guide (SPEC §7 Listing; issue 17): POST /listing/feedback-rating and
// /listing/feedback-comment save the caller's answers; POST /listing/appointment-guide answers the guide's PDF, made
// for that order, and records the download. Who may: server/orders/feedback.ts.
import { Hono } from 'hono'
import {
  commentOnAppointment,
  downloadAppointmentGuide,
  rateAppointment,
  requestRevision,
} from '../../src/schemas/api/listing'
import { REVISIONS_PER_USER, reserve, waitWords } from '../auth/throttle'
import { preparationChecklist } from '../domain/preparation-checklist'
import { createMailer, type Mailer } from '../mail/mailer'
import { renderGuidePdf } from '../orders/appointment-guide'
import { orderForFeedback, saveFeedback } from '../orders/feedback'
import type { OrderRow } from '../orders/order-for-change'
import type { AppDeps, AppEnv } from './context'
import { ApiError } from './errors'
import { listingForCaller, listingNotFound } from './listing-for-caller'
import { readJson } from './request-body'

export function orderFeedbackRoutes(deps: AppDeps) {
  const db = deps.db.kysely
  const mailer: Mailer = deps.mailer ?? createMailer(db, deps.config, deps.log)

  const guidePdf = async (row: OrderRow) => {
    const productIds = row.products.map((p) => p.id)
    const [products, photographer] = await Promise.all([
      productIds.length === 0
        ? []
        : db.selectFrom('products').select(['id', 'name']).where('id', 'in', productIds).orderBy('position').execute(),
      row.photographer_id === null
        ? undefined
        : db.selectFrom('photographers').select('name').where('id', '=', row.photographer_id).executeTakeFirst(),
    ])
    const address = row.address as { formattedAddress?: unknown; userAddress?: unknown } | null
    return renderGuidePdf({
      brandName: deps.config.brandName,
      orderCode: row.order_code,
      address: String(address?.formattedAddress || address?.userAddress || 'Your home'),
      appointmentStart: row.appointment_start === null ? null : new Date(row.appointment_start),
      timeZone: row.time_zone,
      photographerName: photographer?.name ?? null,
      productNames: products.map((p) => p.name),
      checklist: preparationChecklist(productIds),
    })
  }

  return new Hono<AppEnv>()
    .post('/listing/feedback-rating', async (c) => {
      const request = await readJson(c, rateAppointment.request)
      const now = new Date()
      const { user } = await orderForFeedback(db, c.get('user'), request.orderId, 'survey', now)
      return c.json(await saveFeedback(db, user, request.orderId, { rating: request.appointmentRating }, now))
    })
    .post('/listing/feedback-comment', async (c) => {
      const request = await readJson(c, commentOnAppointment.request)
      const now = new Date()
      const { user } = await orderForFeedback(db, c.get('user'), request.orderId, 'survey', now)
      return c.json(await saveFeedback(db, user, request.orderId, { comment: request.appointmentComments }, now))
    })
    .post('/listing/revision-request', async (c) => {
      const request = await readJson(c, requestRevision.request)
      const user = c.get('user')
      if (!user) throw new ApiError(401, { message: 'Please sign in to continue.' })
      const found = await listingForCaller(c, deps, request.tourName)
      if (!found?.permissions.includes('order')) throw listingNotFound()
      // Counted before the mail goes, atomically, so a burst of clicks sends at most the limit.
      const wait = await reserve(db, `revision:${user.id}`, REVISIONS_PER_USER)
      if (wait > 0) {
        const message = `You have sent several requests already. Please wait ${waitWords(wait)} before sending another.`
        throw new ApiError(429, { statusError: message, message })
      }
      const listingUrl = new URL(`/${found.row.tour_name}`, deps.config.publicUrl).toString()
      await mailer.send({
        to: deps.config.revisionsEmail,
        subject: `Revision request: ${found.row.tour_name}`,
        text: [
          `${user.first_name} ${user.last_name} <${user.email}> asks for a revision of ${listingUrl}:`,
          '',
          request.message,
          '',
          `Reply to ${user.email}.`,
        ].join('\n'),
      })
      return c.json({ ok: true as const })
    })
    .post('/listing/appointment-guide', async (c) => {
      const request = await readJson(c, downloadAppointmentGuide.request)
      const now = new Date()
      const { row, user } = await orderForFeedback(db, c.get('user'), request.orderId, 'guide', now)
      const pdf = await guidePdf(row)
      const saved = await saveFeedback(db, user, row.id, { guideDownloadedAt: now }, now)
      return new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="preparation-guide-${row.order_code}.pdf"`,
          'Cache-Control': 'private, no-store',
          // When the download was recorded, for clients that show the thanks line without reading the listing again.
          'X-Guide-Downloaded': saved.guideDownloaded ?? now.toISOString(),
        },
      })
    })
}
