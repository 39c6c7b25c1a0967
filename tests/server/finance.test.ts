// The finance service with the local test provider, end to end over HTTP (SPEC §7 Other, §9; issue 18): a signed-in
// person gets a charge secret for the server's price, confirms it with Stripe's test cards, and the signed event the
// provider hands to the webhook's handler activates the plan; declines, the extra authentication step, stale
// prices, second purchases, replayed and forged events, cancelling at the term's end, the contact tier's mail, no
// test provider in production, and the demo subscriber's plan.
import { Schema } from 'effect'
import { sql } from 'kysely'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { DEMO_SUBSCRIBER_EMAIL, insertDemoSubscription } from '../../server/demo/subscription-seed'
import { DEMO_PASSWORD, seedDemoUsers } from '../../server/demo/users'
import { localWebhookSecret } from '../../server/finance/payment-provider'
import { ALREADY_SUBSCRIBED } from '../../server/finance/subscriptions'
import { PRICE_CHANGED } from '../../server/http/finance'
import { addDays, addMonths } from '../../src/domain/subscription-term'
import { getChargeSecret, getSubscription, type SalesContactRequest } from '../../src/schemas/api/finance'
import { createUser, startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const db = () => server.db.kysely
const decodeSecret = Schema.decodeUnknownSync(getChargeSecret.response, { onExcessProperty: 'error' })
const decodeSubscription = Schema.decodeUnknownSync(getSubscription.response, { onExcessProperty: 'error' })
const today = () => new Date().toISOString().slice(0, 10)
const PASSWORD = 'a finance test password'
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '60614' }
const DECLINED = '4000 0000 0000 0002'
const NO_FUNDS = '4000 0000 0000 9995'
const AUTHENTICATE = '4000 0025 0000 3155'

let people = 0
/** A new verified account, signed in: each test buys as someone with no plan yet. */
async function buyer(): Promise<TestClient & { email: string }> {
  const email = `buyer${++people}@example.com`
  await createUser(server, { email, password: PASSWORD })
  const client = server.client()
  expect((await client.post('/auth/user/sign-in', { email, password: PASSWORD })).status).toBe(200)
  return Object.assign(client, { email })
}

interface Choice {
  plan: 'AGENT' | 'TEAM'
  period: 'monthly' | 'annual'
  amount: number
  currency: 'USD' | 'CAD'
  country?: string
}
const AGENT_US: Choice = { plan: 'AGENT', period: 'monthly', amount: 28_400, currency: 'USD', country: 'US' }
const TEAM_CA: Choice = { plan: 'TEAM', period: 'annual', amount: 1_722_120, currency: 'CAD', country: 'CA' }

const askSecret = (client: TestClient, choice: Choice) => {
  const query = new URLSearchParams(Object.entries(choice).map(([k, v]) => [k, String(v)]))
  return client.get(`/finance/subscription/charge/secret?${query}`)
}

async function secretFor(client: TestClient, choice: Choice = AGENT_US): Promise<string> {
  const res = await askSecret(client, choice)
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(200)
  const answer = decodeSecret(body)
  expect(answer).toMatchObject({ provider: 'local', publishableKey: null })
  expect(answer.secret).toMatch(/^pi_local_[0-9a-f]{24}_secret_[0-9a-f]{48}$/)
  return answer.secret
}

async function confirm(secret: string, number = CARD.number, card: Partial<typeof CARD> = {}) {
  const res = await server
    .client()
    .post('/finance/test-provider/confirm', { secret, card: { ...CARD, number, ...card } })
  return { status: res.status, body: await res.json() }
}
const authenticate = async (secret: string, approve: boolean) => {
  const res = await server.client().post('/finance/test-provider/authenticate', { secret, approve })
  return { status: res.status, body: await res.json() }
}

async function subscriptionOf(client: TestClient) {
  const res = await client.get('/finance/subscription')
  expect(res.status).toBe(200)
  return decodeSubscription(await res.json()).subscription
}

const rowsOf = async (email: string) =>
  db()
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .selectAll('subscriptions')
    .where('users.email', '=', email)
    .execute()
const intentOf = (secret: string) =>
  db().selectFrom('payment_intents').selectAll().where('client_secret', '=', secret).executeTakeFirstOrThrow()

describe('buying a plan with the local test provider', () => {
  it('activates Agent monthly in the US with 4242: USD, no tax, one listing, three months from today', async () => {
    const client = await buyer()
    expect(await subscriptionOf(client)).toBeNull()
    const secret = await secretFor(client)
    // A checkout, not a plan: the pending row is not shown until the provider's event activates it.
    expect(await rowsOf(client.email)).toMatchObject([
      { status: 'pending', payment_intent_id: (await intentOf(secret)).id },
    ])
    expect(await subscriptionOf(client)).toBeNull()
    expect(await intentOf(secret)).toMatchObject({
      amount: 28_400,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { plan: 'AGENT', period: 'monthly', subscription_id: (await rowsOf(client.email))[0]!.id },
    })

    expect(await confirm(secret)).toEqual({ status: 200, body: { status: 'succeeded', message: null } })
    const start = today()
    const termEnd = addMonths(start, 3)
    expect(await subscriptionOf(client)).toEqual({
      plan: 'AGENT',
      period: 'monthly',
      status: 'active',
      currency: 'USD',
      termStart: start,
      termEnd,
      listingsIncluded: 1,
      listingsUsed: 0,
      redeemableUntil: addDays(termEnd, 90),
      nextChargeCents: 28_400,
      nextChargeDate: addMonths(start, 1),
      chargeCents: 28_400,
      taxCents: 0,
      activatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
  })

  it('mails the buyer one receipt with the amount, its tax and the term, however often the event comes', async () => {
    const client = await buyer()
    const secret = await secretFor(client, TEAM_CA)
    await confirm(secret)
    await confirm(secret)
    const receipts = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', client.email)
      .where('subject', 'like', '%receipt%')
      .execute()
    expect(receipts.map((r) => r.subject)).toEqual([
      'Your Showhome receipt: CA$17,221.20 for the Team plan, billed annually',
    ])
    const text = receipts[0]!.text_body
    expect(text).toContain('Plan fee: CA$15,240.00')
    expect(text).toContain('HST (13 %): CA$1,981.20')
    expect(text).toContain('It includes 60 included listings')
    expect(text).toContain(`${server.config.publicUrl}/account`)
  })

  it('activates Team annual in Canada: CAD with 13 % HST, 60 listings, a year’s term', async () => {
    const client = await buyer()
    const secret = await secretFor(client, TEAM_CA)
    expect(await intentOf(secret)).toMatchObject({ amount: 1_722_120, currency: 'cad' })
    expect((await confirm(secret)).body.status).toBe('succeeded')
    expect(await subscriptionOf(client)).toMatchObject({
      plan: 'TEAM',
      period: 'annual',
      status: 'active',
      currency: 'CAD',
      termEnd: addMonths(today(), 12),
      listingsIncluded: 60,
      chargeCents: 1_524_000,
      taxCents: 198_120,
      nextChargeCents: 1_722_120,
      nextChargeDate: addMonths(today(), 12),
    })
  })

  it('charges once however often the payment is confirmed, even twice at the same moment', async () => {
    const client = await buyer()
    const secret = await secretFor(client)
    const answers = await Promise.all([confirm(secret), confirm(secret)])
    expect(answers.map((a) => a.body.status)).toEqual(['succeeded', 'succeeded'])
    const [paid] = await rowsOf(client.email)
    // Confirming again redelivers the same event (a retry for a delivery that failed): it changes nothing, not even
    // a plan cancelled meanwhile.
    await client.post('/finance/subscription/renewal', { renew: false })
    expect((await confirm(secret)).body).toEqual({ status: 'succeeded', message: null })
    expect(await rowsOf(client.email)).toMatchObject([{ status: 'ending', activated_at: paid!.activated_at }])
    const intent = await intentOf(secret)
    const events = await db()
      .selectFrom('payment_events')
      .selectAll()
      .where('id', '=', `evt_local_${intent.id.slice('pi_local_'.length)}`)
      .execute()
    expect(events).toHaveLength(1)
    expect((await rowsOf(client.email)).map((r) => r.status)).toEqual(['ending'])
  })
})

describe('declines and the extra authentication step', () => {
  it.each([
    [DECLINED, 'Your card was declined.'],
    [NO_FUNDS, 'Your card has insufficient funds.'],
  ])(
    '%s is declined with the provider’s message; the plan stays pending and another card pays',
    async (number, message) => {
      const client = await buyer()
      const secret = await secretFor(client)
      expect(await confirm(secret, number)).toEqual({
        status: 200,
        body: { status: 'requires_payment_method', message },
      })
      expect(await intentOf(secret)).toMatchObject({ status: 'requires_payment_method', last_error: message })
      expect((await rowsOf(client.email)).map((r) => r.status)).toEqual(['pending'])
      expect(await subscriptionOf(client)).toBeNull()
      expect((await confirm(secret)).body.status).toBe('succeeded')
      expect((await subscriptionOf(client))?.status).toBe('active')
    },
  )

  it('asks 3155 to authenticate first; approved, the plan is active', async () => {
    const client = await buyer()
    const secret = await secretFor(client)
    expect(await confirm(secret, AUTHENTICATE)).toEqual({
      status: 200,
      body: { status: 'requires_action', message: null },
    })
    expect((await rowsOf(client.email))[0]?.status).toBe('pending')
    expect(await authenticate(secret, true)).toEqual({ status: 200, body: { status: 'succeeded', message: null } })
    expect((await subscriptionOf(client))?.status).toBe('active')
  })

  it('declines 3155 when the authentication fails, and authenticates nothing else', async () => {
    const client = await buyer()
    const secret = await secretFor(client)
    expect((await authenticate(secret, true)).status).toBe(409)
    await confirm(secret, AUTHENTICATE)
    expect(await authenticate(secret, false)).toEqual({
      status: 200,
      body: {
        status: 'requires_payment_method',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    })
    expect((await rowsOf(client.email))[0]?.status).toBe('pending')
    expect((await authenticate(secret, true)).status).toBe(409)
  })

  it('refuses fields that are not a card with Stripe’s wording, per field, and changes nothing', async () => {
    const client = await buyer()
    const secret = await secretFor(client)
    const invalid = await confirm(secret, '5555 5555 5555 4444', { expiry: '01 / 20', cvc: '1' })
    expect(invalid).toEqual({
      status: 400,
      body: {
        message: 'Your card number is invalid.',
        fieldErrors: {
          'card.number': 'Your card number is invalid.',
          'card.expiry': "Your card's expiration year is in the past.",
          'card.cvc': "Your card's security code is incomplete.",
        },
      },
    })
    expect((await confirm(secret, CARD.number, { expiry: '1' })).body.fieldErrors).toEqual({
      'card.expiry': "Your card's expiration date is incomplete.",
    })
    expect(await intentOf(secret)).toMatchObject({ status: 'requires_payment_method', last_error: null })
  })

  it('knows no payment by a guessed secret', async () => {
    const client = await buyer()
    const secret = await secretFor(client)
    const guessed = `${secret.slice(0, -4)}0000`
    expect(await confirm(guessed)).toEqual({ status: 404, body: { message: 'No such payment.' } })
    expect((await authenticate(guessed, true)).status).toBe(404)
  })
})

describe('what the charge secret refuses', () => {
  it('refuses a price that is not the server’s with 409, and writes nothing', async () => {
    const client = await buyer()
    for (const stale of [
      { ...AGENT_US, amount: 28_300 },
      { ...AGENT_US, currency: 'CAD' as const },
      { ...TEAM_CA, country: 'US' },
      { ...AGENT_US, period: 'annual' as const },
    ]) {
      const res = await askSecret(client, stale)
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({ statusError: PRICE_CHANGED, message: PRICE_CHANGED })
    }
    expect(await rowsOf(client.email)).toEqual([])
  })

  it('answers a signed-out visitor 401 on every subscription call', async () => {
    const visitor = server.client()
    expect((await askSecret(visitor, AGENT_US)).status).toBe(401)
    expect((await visitor.get('/finance/subscription')).status).toBe(401)
    expect((await visitor.post('/finance/subscription/renewal', { renew: false })).status).toBe(401)
  })

  it('refuses a second plan, also while the first one’s payment is on its way', async () => {
    const client = await buyer()
    await confirm(await secretFor(client))
    const again = await askSecret(client, TEAM_CA)
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(ALREADY_SUBSCRIBED)

    // Paid, but the event has not activated it yet (the provider's delivery is late).
    const other = await buyer()
    const secret = await secretFor(other)
    await db().updateTable('payment_intents').set({ status: 'succeeded' }).where('client_secret', '=', secret).execute()
    const meanwhile = await askSecret(other, AGENT_US)
    expect(meanwhile.status).toBe(409)
    expect((await meanwhile.json()).message).toBe(ALREADY_SUBSCRIBED)
  })

  it('keeps one checkout per person: going back and choosing again cancels the first payment', async () => {
    const client = await buyer()
    const first = await secretFor(client)
    const second = await secretFor(client, TEAM_CA)
    const rows = await rowsOf(client.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      plan: 'TEAM',
      period: 'annual',
      currency: 'CAD',
      payment_intent_id: (await intentOf(second)).id,
    })
    expect((await intentOf(first)).status).toBe('canceled')
    expect((await confirm(first)).status).toBe(409)
    expect((await confirm(second)).body.status).toBe('succeeded')
    expect((await subscriptionOf(client))?.plan).toBe('TEAM')
  })
  it('keeps one open checkout when two are asked for at the same moment', async () => {
    const client = await buyer()
    const answers = await Promise.all([askSecret(client, AGENT_US), askSecret(client, TEAM_CA)])
    // Whichever came second took the checkout over, or (when both found none) was told to try again.
    expect(answers.map((a) => a.status)).toContain(200)
    const rows = await rowsOf(client.email)
    expect(rows.map((r) => r.status)).toEqual(['pending'])
    const intents = await db()
      .selectFrom('payment_intents')
      .select(['id', 'status'])
      .where(sql<string>`metadata->>'user_id'`, '=', rows[0]!.user_id)
      .execute()
    expect(intents.filter((i) => i.status !== 'canceled')).toEqual([
      { id: rows[0]!.payment_intent_id, status: 'requires_payment_method' },
    ])
  })
})

describe('in production without Stripe’s keys', () => {
  it('sells nothing: the test cards would give plans away', async () => {
    const client = await buyer()
    const app = createApp({ config: { ...server.config, production: true }, db: server.db, log: () => {} })
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await app.request(
      `/finance/subscription/charge/secret?${new URLSearchParams({ ...AGENT_US, amount: '28400' })}`,
      {
        headers: { cookie },
      },
    )
    expect(res.status).toBe(503)
    const confirmed = await app.request('/finance/test-provider/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: 'pi_local_x_secret_y', card: CARD }),
    })
    expect(confirmed.status).toBe(404)
    expect(await rowsOf(client.email)).toEqual([])
  })
})

describe('the webhook', () => {
  const secret = () => localWebhookSecret(server.config.sessionSecret)
  const paidEvent = (id: string, intent: { id: string; amount: number; currency: string }) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { object: 'payment_intent', status: 'succeeded', metadata: {}, ...intent } },
    })
  /** As Stripe's servers post it: no Origin of ours, no cookies, the signature in its header. */
  const post = (payload: string, signature?: string, headers: Record<string, string> = {}) =>
    server.client().request('POST', '/finance/stripe/webhook', {
      body: payload,
      headers: { origin: undefined, 'content-type': 'application/json', 'stripe-signature': signature, ...headers },
    })
  const signed = (payload: string, key = secret()) => Stripe.webhooks.generateTestHeaderString({ payload, secret: key })

  it('activates once: a replayed event changes nothing', async () => {
    const client = await buyer()
    const intent = await intentOf(await secretFor(client))
    const payload = paidEvent('evt_replayed', { id: intent.id, amount: intent.amount, currency: 'usd' })
    const first = await post(payload, signed(payload))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, duplicate: false })
    const activatedAt = (await rowsOf(client.email))[0]?.activated_at
    expect(activatedAt).not.toBeNull()
    // Stripe redelivers: the same event, signed again later.
    const again = await post(payload, signed(payload))
    expect(await again.json()).toEqual({ received: true, duplicate: true })
    expect(await rowsOf(client.email)).toMatchObject([{ status: 'active', activated_at: activatedAt }])
  })

  it('refuses a bad or missing signature with 400 and records nothing', async () => {
    const client = await buyer()
    const intent = await intentOf(await secretFor(client))
    const payload = paidEvent('evt_forged', { id: intent.id, amount: intent.amount, currency: 'usd' })
    for (const signature of [signed(payload, 'whsec_not_ours'), undefined, 't=1,v1=00', signed(`${payload} `)]) {
      const res = await post(payload, signature)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ message: 'The event signature could not be verified.' })
    }
    expect(await db().selectFrom('payment_events').select('id').where('id', '=', 'evt_forged').execute()).toEqual([])
    expect((await rowsOf(client.email))[0]?.status).toBe('pending')
  })

  it('is let through the cross-site check (Stripe is not a browser), and still needs the signature', async () => {
    const payload = paidEvent('evt_cross_site', { id: 'pi_nobody', amount: 1, currency: 'usd' })
    const headers = { origin: 'https://hooks.stripe.example', cookie: 'a=b' }
    expect((await post(payload, 't=1,v1=00', headers)).status).toBe(400)
    expect((await post(payload, signed(payload), headers)).status).toBe(200)
  })

  it('does not activate a plan for a payment that does not cover it, and ignores other events', async () => {
    const client = await buyer()
    const intent = await intentOf(await secretFor(client))
    for (const [id, paid] of [
      ['evt_short', { id: intent.id, amount: intent.amount - 1, currency: 'usd' }],
      ['evt_wrong_currency', { id: intent.id, amount: intent.amount, currency: 'cad' }],
    ] as const) {
      const payload = paidEvent(id, paid)
      expect((await post(payload, signed(payload))).status).toBe(200)
    }
    const failed = JSON.stringify({
      id: 'evt_failed',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: intent.id, object: 'payment_intent' } },
    })
    expect((await post(failed, signed(failed))).status).toBe(200)
    expect((await rowsOf(client.email))[0]?.status).toBe('pending')
  })
})

describe('cancelling at the end of the term', () => {
  it('stops the renewal and takes it back, for the owner only', async () => {
    const client = await buyer()
    expect((await client.post('/finance/subscription/renewal', { renew: false })).status).toBe(404)
    await confirm(await secretFor(client))
    const cancel = await client.post('/finance/subscription/renewal', { renew: false })
    expect(cancel.status).toBe(200)
    expect(decodeSubscription(await cancel.json()).subscription).toMatchObject({
      status: 'ending',
      nextChargeCents: null,
      nextChargeDate: null,
    })
    expect(await rowsOf(client.email)).toMatchObject([{ status: 'ending', renews: false }])
    expect((await subscriptionOf(client))?.status).toBe('ending')
    // Another person's plan is not theirs to change.
    const stranger = await buyer()
    expect((await stranger.post('/finance/subscription/renewal', { renew: true })).status).toBe(404)
    expect((await subscriptionOf(client))?.status).toBe('ending')
    const resume = await client.post('/finance/subscription/renewal', { renew: true })
    expect(decodeSubscription(await resume.json()).subscription).toMatchObject({
      status: 'active',
      nextChargeCents: 28_400,
      nextChargeDate: addMonths(today(), 1),
    })
  })

  it('is over the day after the term of a cancelled plan ends', async () => {
    const client = await buyer()
    await confirm(await secretFor(client))
    await client.post('/finance/subscription/renewal', { renew: false })
    const [row] = await rowsOf(client.email)
    await db()
      .updateTable('subscriptions')
      .set({ term_end: addDays(today(), -1) })
      .where('id', '=', row!.id)
      .execute()
    expect(await subscriptionOf(client)).toBeNull()
    expect((await client.post('/finance/subscription/renewal', { renew: true })).status).toBe(404)
  })
})

describe('the contact tier', () => {
  const message: SalesContactRequest = {
    firstName: 'Tess',
    lastName: 'Team',
    email: 'tess@brokerage.example',
    phone: '+1 312 555 0142',
    company: 'Lakeside\nRealty',
    listingsPerMonth: 'about 40',
    message: 'We list forty homes a month across two offices.',
    country: 'ca',
  }
  const outbox = () =>
    db().selectFrom('outbox').selectAll().where('to_address', '=', server.config.salesEmail).orderBy('id').execute()

  it('mails the sales team every field, and limits each address under a burst', async () => {
    const res = await server.client().post('/finance/subscription/contact', message)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    const [mail] = await outbox()
    expect(server.config.salesEmail).toBe(`sales@${new URL(server.config.publicUrl).hostname}`)
    expect(mail?.subject).toBe('Plan enquiry: Lakeside Realty')
    for (const text of [
      'Tess Team',
      'tess@brokerage.example',
      '+1 312 555 0142',
      'Lakeside\nRealty',
      'about 40',
      'Country: CA',
      'We list forty homes a month across two offices.',
      'Reply to tess@brokerage.example.',
    ]) {
      expect(mail?.text_body).toContain(text)
    }

    // Five an hour from one address, counted atomically: of eight at once, four more go and four wait.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => server.client().post('/finance/subscription/contact', message)),
    )
    const statuses = burst.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429])
    const limited = await burst.find((r) => r.status === 429)!.json()
    expect(limited.message).toMatch(/^You have sent several messages already\. Please wait \d+ minutes? before/)
    expect(await outbox()).toHaveLength(5)
  })

  it('refuses a message without the required fields, before counting it', async () => {
    const res = await server.client().post('/finance/subscription/contact', { ...message, company: '  ', email: 'x' })
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()).fieldErrors).sort()).toEqual(['company', 'email'])
  })
})

describe('the demo subscriber', () => {
  it('has an active Agent monthly plan, twenty days into its term', async () => {
    await seedDemoUsers(db())
    await db()
      .transaction()
      .execute((tx) => insertDemoSubscription(tx, new Date()))
    const client = server.client()
    const signIn = { email: DEMO_SUBSCRIBER_EMAIL, password: DEMO_PASSWORD }
    expect((await client.post('/auth/user/sign-in', signIn)).status).toBe(200)
    const start = addDays(today(), -20)
    expect(await subscriptionOf(client)).toMatchObject({
      plan: 'AGENT',
      period: 'monthly',
      status: 'active',
      currency: 'USD',
      termStart: start,
      termEnd: addMonths(start, 3),
      listingsIncluded: 1,
      listingsUsed: 0,
      nextChargeCents: 28_400,
      nextChargeDate: addMonths(start, 1),
    })
    expect((await rowsOf(DEMO_SUBSCRIBER_EMAIL))[0]?.payment_intent_id).toBe('pi_demo_agent')
  })
})
