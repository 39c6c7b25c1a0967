// The change flow's calls (SPEC §7 Order flow; issue 16): POST /booking/startchange opens a placed order for a
// reschedule or a cancellation with its change terms as of now; POST /booking/previewchange prices a change without
// making it (the flow's Next); POST /booking/changeorder makes the change; POST /booking/editorder is an order
// admin's edits (owner, photographer's instructions, adjustments). Who may change what is decided here, on the server
// (server/domain/change-policy.ts); someone with no part in the order gets the same 404 as for an order that does not
// exist.
import { Hono } from 'hono'
import {
  changeOrder as changeOrderCall,
  editOrder as editOrderCall,
  previewChange as previewChangeCall,
  startChange,
} from '../../src/schemas/api/order'
import type { Config } from '../config'
import { changeRefusal } from '../domain/change-policy'
import { createMailer, type Mailer } from '../mail/mailer'
import { changeMails } from '../orders/change-mail'
import { changeOrder, currencyOf, ORDER_NOT_FOUND, refusalError } from '../orders/change-order'
import { changeView } from '../orders/change-view'
import { editOrder } from '../orders/edit-order'
import { findOrderForChange } from '../orders/order-for-change'
import { previewChange } from '../orders/preview-change'
import { mailPendingOffers } from '../orders/waitlist-offers'
import type { AppDeps, AppEnv } from './context'
import { notFound } from './errors'
import { readJson } from './request-body'

export function orderChangeRoutes(deps: AppDeps) {
  const { db, config } = deps
  const kysely = db.kysely
  const mailer: Mailer = deps.mailer ?? createMailer(kysely, config, deps.log)

  return new Hono<AppEnv>()
    .post('/booking/startchange', async (c) => {
      const request = await readJson(c, startChange.request)
      const user = c.get('user')
      const found = await findOrderForChange(kysely, request.orderId, user)
      if (!found || found.role === 'none') throw notFound(ORDER_NOT_FOUND)
      const { row } = found
      const now = new Date()
      // Opening the flow needs the right to do at least one of the two changes (cancelled orders can be booked again).
      const start = row.appointment_start ? new Date(row.appointment_start) : now
      const facts = { start, cancelled: row.cancelled_at !== null, delivered: row.delivered_at !== null }
      const refusal = changeRefusal(found.role, row.cancelled_at === null ? 'cancel' : 'reschedule', facts, now)
      if (refusal) throw refusalError(refusal)
      return c.json(await changeView(kysely, config, row, user, now))
    })
    .post('/booking/previewchange', async (c) => {
      const request = await readJson(c, previewChangeCall.request)
      return c.json(await previewChange(kysely, config, c.get('user'), request))
    })
    .post('/booking/editorder', async (c) => {
      const request = await readJson(c, editOrderCall.request)
      return c.json(await editOrder(kysely, config, c.get('user'), request))
    })
    .post('/booking/changeorder', async (c) => {
      const request = await readJson(c, changeOrderCall.request)
      const user = c.get('user')
      const outcome = await changeOrder(kysely, config, user, request)
      if (outcome.done && user) {
        await sendChangeMails(kysely, config, mailer, outcome, request.cancel, deps.log)
        // The slot it freed, to the waitlist (the offers were made in the change's transaction).
        await mailPendingOffers(kysely, config, mailer).catch((error: unknown) =>
          deps.log(`waitlist offers not mailed yet: ${String(error)}`),
        )
      }
      return c.json(outcome.response)
    })
}

async function sendChangeMails(
  kysely: AppDeps['db']['kysely'],
  config: Config,
  mailer: Mailer,
  outcome: Awaited<ReturnType<typeof changeOrder>>,
  cancelled: boolean,
  log: (line: string) => void,
) {
  const done = outcome.done
  if (!done) return
  const order = outcome.response.orderModel
  const photographers =
    done.photographerIds.length > 0
      ? await kysely
          .selectFrom('photographers')
          .select(['email', 'name'])
          .where('id', 'in', done.photographerIds)
          .execute()
      : []
  const listing = done.before.listing_id
    ? await kysely
        .selectFrom('listings')
        .select('tour_name')
        .where('id', '=', done.before.listing_id)
        .executeTakeFirst()
    : undefined
  const mails = changeMails({
    order,
    cancelled,
    from: done.before.appointment_start ? new Date(done.before.appointment_start).toISOString() : null,
    timeZone: done.before.time_zone,
    chargedTotal: done.chargedTotal,
    currency: currencyOf(done.before),
    brandName: config.brandName,
    listingUrl: `${config.publicUrl}/${listing?.tour_name ?? ''}`,
    photographers,
  })
  // The change stands whether or not SMTP takes the messages; the outbox rows and the log keep any failure.
  for (const mail of mails)
    await mailer.send(mail).catch((error: unknown) => log(`change mail failed: ${String(error)}`))
}
