// The Stripe provider (issue 18) through the REAL `stripe` SDK, pointed at a local HTTP stand-in for Stripe's
// PaymentIntents endpoints (the SDK's host/port/protocol options): the intent is created with the amount, currency
// and metadata the server computed, the browser gets the stand-in's client secret and our publishable key, and
// events signed by the SDK's test-header helper with STRIPE_WEBHOOK_SECRET activate the plan through the real route.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentProviderFromConfig } from '../../server/finance/payment-provider'
import { chargeDueRenewals, type RenewalChargeDeps } from '../../server/finance/renewal-charges'
import { ALREADY_SUBSCRIBED } from '../../server/finance/subscriptions'
import { createMailer } from '../../server/mail/mailer'
import { createUser, startTestServer, type TestClient, type TestServer } from '../support/test-server'

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin_0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin_0123456789abcdef',
}

interface Received {
  readonly method: string
  readonly path: string
  readonly authorization: string | undefined
  readonly form: Record<string, string>
  readonly idempotencyKey: string | undefined
}

/**
 * Stripe's API as far as we use it: create a Customer, create (for checkout, or off-session and confirmed for a
 * renewal) and cancel a PaymentIntent. Answers what Stripe answers; the saved card `pm_card_chargeDeclined` is
 * declined off-session with a StripeCardError-shaped 402, as Stripe's test card is.
 */
class StripeStandIn {
  readonly received: Received[] = []
  /** Cancelling this intent fails as Stripe's does for one that has been paid. */
  paidIntent: string | undefined
  #count = 0
  #server: Server | undefined

  async start(): Promise<number> {
    this.#server = createServer(async (req, res) => {
      const form = Object.fromEntries(new URLSearchParams(await text(req)))
      const path = req.url ?? ''
      this.received.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        form,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      })
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.#count}` })
        res.end(JSON.stringify(body))
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        return json(200, { id: `cus_standin_${++this.#count}`, object: 'customer', email: form.email })
      }
      if (req.method === 'POST' && path === '/v1/payment_intents' && form.confirm === 'true') {
        const id = `pi_standin_${++this.#count}`
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          customer: form.customer,
          payment_method: form.payment_method,
          metadata: {},
        }
        if (form.payment_method === 'pm_card_chargeDeclined') {
          return json(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: { ...intent, status: 'requires_payment_method' },
            },
          })
        }
        return json(200, { ...intent, status: 'succeeded' })
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_standin_${++this.#count}`
        return json(200, {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_standin${this.#count}`,
          metadata: {},
        })
      }
      const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path)
      if (req.method === 'POST' && cancel) {
        const id = cancel[1]!
        if (id === this.paidIntent) {
          return json(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of succeeded.`,
              payment_intent: { id, object: 'payment_intent', status: 'succeeded' },
            },
          })
        }
        if (!id.startsWith('pi_standin_')) {
          return json(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${id}'`,
            },
          })
        }
        return json(200, { id, object: 'payment_intent', status: 'canceled' })
      }
      return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` } })
    })
    this.#server.listen(0, '127.0.0.1')
    await new Promise((resolve) => this.#server!.once('listening', resolve))
    return (this.#server.address() as AddressInfo).port
  }

  close() {
    return new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()))
  }
}

async function text(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const standIn = new StripeStandIn()
let server: TestServer
beforeAll(async () => {
  const port = await standIn.start()
  // The real SDK, pointed at the stand-in as it would be at stripe-mock.
  server = await startTestServer({ ...KEYS, STRIPE_API_URL: `http://127.0.0.1:${port}` })
})
afterAll(async () => {
  await server?.close()
  await standIn.close()
})

const PASSWORD = 'a stripe test password'
let people = 0
async function buyer(): Promise<TestClient & { id: string }> {
  const email = `stripe.buyer${++people}@example.com`
  const user = await createUser(server, { email, password: PASSWORD })
  const client = server.client()
  expect((await client.post('/auth/user/sign-in', { email, password: PASSWORD })).status).toBe(200)
  return Object.assign(client, { id: user.id })
}
const AGENT_CA = { plan: 'AGENT', period: 'monthly', amount: '32092', currency: 'CAD', country: 'CA' }
const askSecret = (client: TestClient, query: Record<string, string> = AGENT_CA) =>
  client.get(`/finance/subscription/charge/secret?${new URLSearchParams(query)}`)
const rowOf = (userId: string) =>
  server.db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()

/** An event as Stripe posts it, signed by the SDK's own helper. */
function stripeEvent(
  id: string,
  intent: { id: string; amount: number; currency: string } & Record<string, unknown>,
  type = 'payment_intent.succeeded',
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    type,
    data: { object: { object: 'payment_intent', status: 'succeeded', metadata: {}, ...intent } },
  })
  return {
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: KEYS.STRIPE_WEBHOOK_SECRET }),
  }
}
const deliver = (payload: string, signature: string) =>
  server.client().request('POST', '/finance/stripe/webhook', {
    body: payload,
    headers: { origin: undefined, 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  })

describe('the Stripe provider', () => {
  it('creates the intent with the server’s amount, currency, metadata; answers Stripe’s client secret', async () => {
    const client = await buyer()
    const res = await askSecret(client)
    expect(res.status).toBe(200)
    const answer = await res.json()
    const [customer, created] = standIn.received.slice(-2) as [Received, Received]
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      form: { email: 'stripe.buyer1@example.com' },
    })
    expect(created).toMatchObject({ method: 'POST', path: '/v1/payment_intents' })
    expect(created.authorization).toBe(`Bearer ${KEYS.STRIPE_SECRET_KEY}`)
    const row = await rowOf(client.id)
    expect(created.form).toEqual({
      // The card is saved on the buyer's Customer for the renewals.
      customer: expect.stringMatching(/^cus_standin_\d+$/),
      setup_future_usage: 'off_session',
      amount: '32092',
      currency: 'cad',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[subscription_id]': row.id,
      'metadata[user_id]': client.id,
      'metadata[plan]': 'AGENT',
      'metadata[period]': 'monthly',
    })
    const intentId = row.payment_intent_id
    expect(intentId).toMatch(/^pi_standin_\d+$/)
    expect(answer).toEqual({
      secret: `${intentId}_secret_standin${intentId.slice('pi_standin_'.length)}`,
      provider: 'stripe',
      publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
    })
    expect(row).toMatchObject({ status: 'pending', charge_cents: 28_400, tax_cents: 3_692, currency: 'CAD' })
  })

  it('never lets the browser set the amount: a different one reaches Stripe not at all', async () => {
    const client = await buyer()
    const before = standIn.received.length
    expect((await askSecret(client, { ...AGENT_CA, amount: '100' })).status).toBe(409)
    expect(standIn.received.length).toBe(before)
  })

  it('activates the plan on Stripe’s signed event, once, and refuses one signed with another secret', async () => {
    const client = await buyer()
    await askSecret(client)
    const row = await rowOf(client.id)
    const paid = { id: row.payment_intent_id, amount: 32_092, currency: 'cad' }

    const forged = stripeEvent('evt_forged', paid)
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload: forged.payload, secret: 'whsec_other' })
    expect((await deliver(forged.payload, otherSecret)).status).toBe(400)
    // Signed right but five minutes and more ago: a captured event replayed later.
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: forged.payload,
      secret: KEYS.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    })
    expect((await deliver(forged.payload, stale)).status).toBe(400)
    expect((await rowOf(client.id)).status).toBe('pending')

    const event = stripeEvent('evt_stripe_1', paid)
    const first = await deliver(event.payload, event.signature)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, duplicate: false })
    expect((await rowOf(client.id)).status).toBe('active')
    const view = await (await client.get('/finance/subscription')).json()
    expect(view.subscription).toMatchObject({ plan: 'AGENT', status: 'active', currency: 'CAD', taxCents: 3_692 })
    expect(await (await deliver(event.payload, event.signature)).json()).toEqual({ received: true, duplicate: true })
  })

  it('cancels the first intent when the buyer chooses again, and refuses a second plan when it was paid', async () => {
    const client = await buyer()
    await askSecret(client)
    const first = (await rowOf(client.id)).payment_intent_id
    expect(
      (await askSecret(client, { plan: 'TEAM', period: 'monthly', amount: '134500', currency: 'USD' })).status,
    ).toBe(200)
    expect(standIn.received.some((r) => r.path === `/v1/payment_intents/${first}/cancel`)).toBe(true)
    const second = await rowOf(client.id)
    expect(second).toMatchObject({ plan: 'TEAM', currency: 'USD', country: null })
    expect(second.payment_intent_id).not.toBe(first)

    // Paid in another tab, the event not here yet: Stripe refuses the cancel, and so do we a second checkout.
    standIn.paidIntent = second.payment_intent_id
    const again = await askSecret(client)
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(ALREADY_SUBSCRIBED)
    expect((await rowOf(client.id)).payment_intent_id).toBe(second.payment_intent_id)
  })

  it('takes over a checkout the local provider left open before Stripe was configured', async () => {
    const client = await buyer()
    await server.db.kysely
      .insertInto('subscriptions')
      .values({
        user_id: client.id,
        plan: 'AGENT',
        period: 'monthly',
        country: null,
        currency: 'USD',
        term_start: '2026-01-01',
        term_end: '2026-04-01',
        paid_through: '2026-02-01',
        listings_included: 1,
        charge_cents: 28_400,
        tax_cents: 0,
        payment_intent_id: 'pi_local_left_open',
      })
      .execute()
    expect((await askSecret(client)).status).toBe(200)
    expect((await rowOf(client.id)).payment_intent_id).toMatch(/^pi_standin_/)
  })

  it('serves no local test provider calls', async () => {
    const client = await buyer()
    const answer = await client.post('/finance/test-provider/confirm', {
      secret: 'pi_x_secret_y',
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '' },
    })
    expect(answer.status).toBe(404)
    expect((await client.post('/finance/test-provider/authenticate', { secret: 'x', approve: true })).status).toBe(404)
  })
})

describe('renewals with Stripe', () => {
  const NOW = new Date('2026-03-01T12:00:00Z')
  const renewalDeps = (): RenewalChargeDeps => ({
    db: server.db.kysely,
    provider: paymentProviderFromConfig(server.config, server.db.kysely),
    mailer: createMailer(server.db.kysely, server.config, () => {}),
    config: server.config,
    log: () => {},
  })
  const mailsTo = (email: string) =>
    server.db.kysely.selectFrom('outbox').selectAll().where('to_address', '=', email).execute()

  it('saves the card the event names on the plan, and a later checkout reuses its Customer', async () => {
    const client = await buyer()
    await askSecret(client)
    const created = standIn.received.at(-1)!
    const row = await rowOf(client.id)
    const customer = created.form.customer!
    const event = stripeEvent('evt_saves_card', {
      id: row.payment_intent_id,
      amount: 32_092,
      currency: 'cad',
      customer,
      payment_method: 'pm_card_visa',
    })
    expect((await deliver(event.payload, event.signature)).status).toBe(200)
    expect(await rowOf(client.id)).toMatchObject({
      status: 'active',
      payment_method_id: 'pm_card_visa',
      provider_customer_id: customer,
    })

    // The plan over, a new checkout charges the same Customer: no second one is made.
    await server.db.kysely.updateTable('subscriptions').set({ status: 'ended' }).where('id', '=', row.id).execute()
    const before = standIn.received.length
    expect((await askSecret(client)).status).toBe(200)
    const asked = standIn.received.slice(before)
    expect(asked.map((r) => r.path)).toEqual(['/v1/payment_intents'])
    expect(asked[0]!.form).toMatchObject({ customer, setup_future_usage: 'off_session' })
  })

  async function stripePlanDue(paymentMethod: string) {
    const client = await buyer()
    const row = await server.db.kysely
      .insertInto('subscriptions')
      .values({
        user_id: client.id,
        plan: 'AGENT',
        period: 'monthly',
        country: 'CA',
        currency: 'CAD',
        status: 'active',
        term_start: '2026-02-01',
        term_end: '2026-05-01',
        paid_through: '2026-03-01',
        listings_included: 1,
        charge_cents: 28_400,
        tax_cents: 3_692,
        payment_intent_id: `pi_standin_first_${client.id}`,
        payment_method_id: paymentMethod,
        provider_customer_id: 'cus_standin_saved',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const email = (
      await server.db.kysely.selectFrom('users').select('email').where('id', '=', client.id).executeTakeFirstOrThrow()
    ).email
    return { id: row.id, email }
  }
  const chargesOf = (id: string) =>
    server.db.kysely.selectFrom('subscription_charges').selectAll().where('subscription_id', '=', id).execute()
  const planOf = (id: string) =>
    server.db.kysely.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('charges the saved card off-session; Stripe’s signed event moves the plan on, once', async () => {
    const plan = await stripePlanDue('pm_card_visa')
    const before = standIn.received.length
    expect(await chargeDueRenewals(renewalDeps(), NOW)).toEqual({ succeeded: 1, failed: 0 })
    const [request, ...more] = standIn.received.slice(before)
    expect(more).toEqual([])
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' })
    expect(request!.idempotencyKey).toBe(`renewal-${plan.id}-2026-03-01`)
    expect(request!.form).toEqual({
      amount: '32092',
      currency: 'cad',
      customer: 'cus_standin_saved',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      'metadata[subscription_id]': plan.id,
      'metadata[kind]': 'renewal',
      'metadata[period_start]': '2026-03-01',
    })
    const [charge] = await chargesOf(plan.id)
    expect(charge).toMatchObject({
      status: 'pending',
      amount: 32_092,
      payment_intent_id: expect.stringMatching(/^pi_standin_/),
    })
    // Until Stripe's event comes, the plan waits.
    expect((await planOf(plan.id)).paid_through).toBe('2026-03-01')
    expect(await chargeDueRenewals(renewalDeps(), NOW)).toEqual({ succeeded: 0, failed: 0 })

    const event = stripeEvent('evt_renewal_paid', {
      id: charge!.payment_intent_id!,
      amount: 32_092,
      currency: 'cad',
      metadata: { subscription_id: plan.id, kind: 'renewal', period_start: '2026-03-01' },
    })
    expect(await (await deliver(event.payload, event.signature)).json()).toEqual({ received: true, duplicate: false })
    expect(await planOf(plan.id)).toMatchObject({ status: 'active', paid_through: '2026-04-01', listings_included: 2 })
    expect(await chargesOf(plan.id)).toMatchObject([{ status: 'succeeded' }])
    expect(await (await deliver(event.payload, event.signature)).json()).toEqual({ received: true, duplicate: true })
    expect((await planOf(plan.id)).listings_included).toBe(2)
    expect(await mailsTo(plan.email)).toHaveLength(1)
  })

  it('records Stripe’s decline (a card error): charge failed, plan past due, one mail, also when the event follows', async () => {
    const plan = await stripePlanDue('pm_card_chargeDeclined')
    expect(await chargeDueRenewals(renewalDeps(), NOW)).toEqual({ succeeded: 0, failed: 1 })
    const [charge] = await chargesOf(plan.id)
    expect(charge).toMatchObject({
      status: 'failed',
      failure_message: 'Your card was declined.',
      payment_intent_id: expect.stringMatching(/^pi_standin_/),
    })
    expect((await planOf(plan.id)).status).toBe('past_due')
    const event = stripeEvent(
      'evt_renewal_failed',
      {
        id: charge!.payment_intent_id!,
        amount: 32_092,
        currency: 'cad',
        metadata: { subscription_id: plan.id, kind: 'renewal', period_start: '2026-03-01' },
        last_payment_error: { message: 'Your card was declined.' },
      },
      'payment_intent.payment_failed',
    )
    expect((await deliver(event.payload, event.signature)).status).toBe(200)
    expect(await mailsTo(plan.email)).toHaveLength(1)
    expect(await chargeDueRenewals(renewalDeps(), NOW)).toEqual({ succeeded: 0, failed: 0 })
  })
})
