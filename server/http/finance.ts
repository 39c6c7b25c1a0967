// The finance service (SPEC §7 Other; issue 18), under FINANCE_BASE_PATH: the charge secret a subscription is paid
// with, the caller's subscription and cancelling it at the term's end, the contact tier's message to sales, the
// payment provider's webhook, and the local test provider's own confirmation calls. Rules: docs/server-behaviour.md,
// Payments.
import { Hono } from 'hono'
import {
  authenticateTestPayment,
  confirmTestPayment,
  getChargeSecret,
  type SalesContactRequest,
  sendSalesContact,
  setSubscriptionRenewal,
} from '../../src/schemas/api/finance'
import { reserve, SALES_CONTACTS_PER_ADDRESS, waitWords } from '../auth/throttle'
import type { UserRow } from '../db/schema'
import { subscriptionCharge, utcToday } from '../domain/subscription-charge'
import { providerEventReceiver } from '../finance/event-receiver'
import { authenticateTestPayment as authenticate, confirmTestPayment as confirm } from '../finance/local-provider'
import { paymentProviderFromConfig } from '../finance/payment-provider'
import { SIGNATURE_HEADER, WEBHOOK_PATH } from '../finance/provider-events'
import { currentSubscription, openCheckout, setRenewal, subscriptionView } from '../finance/subscriptions'
import { createMailer, type Mailer } from '../mail/mailer'
import { clientAddress } from './client-address'
import type { AppDeps, AppEnv } from './context'
import { ApiError, notFound } from './errors'
import { bodyTooLarge, decodeFields, MAX_JSON_BODY_BYTES, readJson } from './request-body'

const SIGN_IN = 'Please sign in to continue.'
export const PRICE_CHANGED = 'The price has changed. Please review the new amount and try again.'
const NO_PAYMENTS = 'Card payments are not available at the moment. Please contact us to subscribe.'

export function financeRoutes(deps: AppDeps) {
  const db = deps.db.kysely
  const mailer: Mailer = deps.mailer ?? createMailer(db, deps.config, deps.log)
  const provider = paymentProviderFromConfig(deps.config, db)
  const now = () => new Date()
  /** The one handler of provider events (webhook and local provider), with its receipts and notes. */
  const receive = (rawBody: string | Uint8Array, signature: string | undefined) =>
    providerEventReceiver({ db, mailer, config: deps.config, log: deps.log, webhookSecret: provider!.webhookSecret })(
      rawBody,
      signature,
    )

  const signedIn = (user: UserRow | undefined): UserRow => {
    if (!user) throw new ApiError(401, { statusError: SIGN_IN, message: SIGN_IN })
    return user
  }
  /** The local provider's calls exist only when it is the provider; with Stripe they are unknown calls. */
  const localProvider = (method: string, path: string) => {
    if (provider?.name !== 'local') throw notFound(`No such call: ${method} ${path}`)
    return {
      db,
      webhookSecret: provider.webhookSecret,
      // In process, to the webhook's own handler: the same verification and activation as Stripe's events.
      deliver: (rawBody: string, signature: string) => receive(rawBody, signature),
    }
  }

  return new Hono<AppEnv>()
    .get('/subscription/charge/secret', async (c) => {
      const user = signedIn(c.get('user'))
      const request = decodeFields(getChargeSecret.request, c.req.query())
      if (!provider) throw new ApiError(503, { message: NO_PAYMENTS })
      const country = request.country?.toUpperCase() ?? null
      // The amount charged is the server's; the browser's is only compared with it (docs/decisions.md).
      const charge = subscriptionCharge({ plan: request.plan, period: request.period, country, today: utcToday(now()) })
      if (request.amount !== charge.totalCents || request.currency !== charge.currency) {
        throw new ApiError(409, { statusError: PRICE_CHANGED, message: PRICE_CHANGED })
      }
      const intent = await openCheckout(db, provider, { userId: user.id, email: user.email, charge, country })
      c.header('Cache-Control', 'private, no-store')
      return c.json({ secret: intent.clientSecret, provider: provider.name, publishableKey: provider.publishableKey })
    })
    .get('/subscription', async (c) => {
      const user = signedIn(c.get('user'))
      const today = utcToday(now())
      const row = await currentSubscription(db, user.id, today)
      c.header('Cache-Control', 'private, no-store')
      return c.json({ subscription: row ? subscriptionView(row) : null })
    })
    .post('/subscription/renewal', async (c) => {
      const request = await readJson(c, setSubscriptionRenewal.request)
      const user = signedIn(c.get('user'))
      const today = utcToday(now())
      const row = await setRenewal(db, user.id, request.renew, today)
      if (!row) throw notFound('You have no plan to change.')
      return c.json({ subscription: subscriptionView(row) })
    })
    .post('/subscription/contact', async (c) => {
      const request = await readJson(c, sendSalesContact.request)
      // Counted before the mail goes, atomically, so a burst sends at most the limit (server/auth/throttle.ts).
      const wait = await reserve(db, `sales-contact:${clientAddress(c, deps.config)}`, SALES_CONTACTS_PER_ADDRESS)
      if (wait > 0) {
        const message = `You have sent several messages already. Please wait ${waitWords(wait)} before sending another.`
        c.header('Retry-After', String(Math.ceil(wait / 1000)))
        throw new ApiError(429, { statusError: message, message })
      }
      await mailer.send({
        to: deps.config.salesEmail,
        // One line whatever was typed: the company name is the visitor's text.
        subject: `Plan enquiry: ${request.company.replace(/\s+/g, ' ')}`,
        text: salesMailText(request, c.get('user')),
      })
      return c.json({ ok: true as const })
    })
    .post(WEBHOOK_PATH, async (c) => {
      if (!provider) throw notFound(`No such call: POST ${c.req.path}`)
      if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BODY_BYTES) {
        throw bodyTooLarge(c, MAX_JSON_BODY_BYTES)
      }
      // The raw bytes, never parsed and re-serialised: the signature covers exactly what was sent.
      const rawBody = new Uint8Array(await c.req.arrayBuffer())
      if (rawBody.byteLength > MAX_JSON_BODY_BYTES) throw bodyTooLarge(c, MAX_JSON_BODY_BYTES)
      const outcome = await receive(rawBody, c.req.header(SIGNATURE_HEADER))
      // 200 for every verified event, handled before or not, so the provider stops redelivering it.
      return c.json({ received: true, duplicate: outcome.duplicate })
    })
    .post('/test-provider/confirm', async (c) => {
      const local = localProvider('POST', c.req.path)
      const request = await readJson(c, confirmTestPayment.request)
      return c.json(await confirm(local, request.secret, request.card))
    })
    .post('/test-provider/authenticate', async (c) => {
      const local = localProvider('POST', c.req.path)
      const request = await readJson(c, authenticateTestPayment.request)
      return c.json(await authenticate(local, request.secret, request.approve))
    })
}

/** Every field the visitor gave, and who they are signed in as, for the sales team to answer. */
function salesMailText(request: SalesContactRequest, user: UserRow | undefined): string {
  const line = (label: string, value: string | undefined) =>
    `${label}: ${value === undefined || value === '' ? '—' : value}`
  return [
    'A visitor asked about a plan beyond Team (the contact tier):',
    '',
    line('Name', `${request.firstName} ${request.lastName}`),
    line('E-mail', request.email),
    line('Phone', request.phone),
    line('Company', request.company),
    line('Listings a month', request.listingsPerMonth),
    line('Country', request.country?.toUpperCase()),
    line('Signed in as', user?.email),
    '',
    request.message === '' ? '(no message)' : request.message,
    '',
    `Reply to ${request.email}.`,
  ].join('\n')
}
