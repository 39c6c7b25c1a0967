// Every limit hit by a burst of parallel requests (issue 15): never more tries than the limit; and a payment
// confirmed many times at once is taken once (issue 18). On PGlite through the in-process server; on PostgreSQL
// through TWO server processes sharing the database, the requests alternating between them, as behind a load
// balancer. People on different networks are played by different loopback addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSCODE } from '../../server/demo/dataset/listings'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { localPaymentProvider } from '../../server/finance/local-provider'
import { localWebhookSecret } from '../../server/finance/payment-provider'
import { AddressClient, type Answer, statusCounts } from '../support/address-client'
import { demoListingStates, seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestServer, testServers } from '../support/test-server'

let server: TestServer
let db: TestServer['db']
/** Each process's own address (two on PostgreSQL: tests/support/test-server.ts), which the clients alternate. */
let servers: ReadonlyArray<string> = []
let protectedListing: string

beforeAll(async () => {
  server = await startTestServer()
  db = server.db
  servers = server.urls
  await seedTestWorld(db.kysely)
  const rows = await demoListingStates(db.kysely)
  protectedListing = rows.find((r) => r.passcode_hash && !r.is_offline)?.tour_name as string
  expect(protectedListing).toBeTruthy()
})
afterAll(() => server.close())

/** `count` copies of one request sent at once from one client. */
const burst = (client: AddressClient, count: number, pathname: string, body: unknown) =>
  Promise.all(Array.from({ length: count }, () => client.post(pathname, body)))

const signIn = (email: string, password: string) => ({ email, password })

/** The newest code e-mailed to an address, read from the outbox table as the mail server would deliver it. */
async function latestCode(email: string) {
  const mail = await db.kysely
    .selectFrom('outbox')
    .select('subject')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  return /(\d{6})/.exec(mail.subject)?.[1] as string
}

const fieldError = (answer: Answer, field: string) =>
  (answer.body.fieldErrors as Record<string, string> | undefined)?.[field]

describe(`bursts against every limit (${testServers === 'two-processes' ? 'two server processes' : 'one server'})`, () => {
  it('checks 10 of 60 parallel passcode guesses from one address; the rest wait', async () => {
    const guesser = new AddressClient(servers, '127.0.1.1')
    const answers = await burst(guesser, 60, '/api/v1/listing/get', {
      tourName: protectedListing,
      passcode: '0000',
      debugMode: false,
    })
    expect(statusCounts(answers)).toEqual({ 403: 10, 429: 50 })
    // The limit holds even for the right passcode from that address, and does not touch other visitors.
    const right = { tourName: protectedListing, passcode: DEMO_PASSCODE, debugMode: false }
    expect((await guesser.post('/api/v1/listing/get', right)).status).toBe(429)
    expect((await new AddressClient(servers, '127.0.1.2').post('/api/v1/listing/get', right)).status).toBe(200)
  })

  it('checks 5 of 40 parallel password guesses for one account from one address', async () => {
    const guesser = new AddressClient(servers, '127.0.2.1')
    const answers = await burst(guesser, 40, '/auth/user/sign-in', signIn('visitor@showhome.example', 'wrong one'))
    expect(statusCounts(answers)).toEqual({ 401: 5, 429: 35 })
  })

  it('lets strangers on many networks slow an account down but not lock its owner out', async () => {
    const email = 'owner@showhome.example'
    const ownersBrowser = new AddressClient(servers, '127.0.3.1')
    expect((await ownersBrowser.post('/auth/user/sign-in', signIn(email, DEMO_PASSWORD))).status).toBe(200)
    expect((await ownersBrowser.post('/auth/user/sign-out')).status).toBe(200)

    const strangers = Array.from({ length: 12 }, (_, i) => new AddressClient(servers, `127.0.3.${10 + i}`))
    const answers = (
      await Promise.all(strangers.map((s) => burst(s, 5, '/auth/user/sign-in', signIn(email, 'guess'))))
    ).flat()
    // 60 guesses, 5 per network: the account-wide limit lets 50 be checked in all.
    expect(statusCounts(answers)).toEqual({ 401: 50, 429: 10 })

    // The owner's own browser still gets in, on another network too (the known-device cookie travels with it).
    const ownerElsewhere = new AddressClient(servers, '127.0.3.2')
    for (const [name, value] of ownersBrowser.cookies) ownerElsewhere.cookies.set(name, value)
    expect((await ownerElsewhere.post('/auth/user/sign-in', signIn(email, DEMO_PASSWORD))).status).toBe(200)

    // A new device is held back by the account-wide limit, and gets in by e-mail code instead.
    const newDevice = new AddressClient(servers, '127.0.3.3')
    const held = await newDevice.post('/auth/user/sign-in', signIn(email, DEMO_PASSWORD))
    expect(held.status).toBe(429)
    expect(held.body.message).toMatch(/reset your password by e-mail/)
    expect((await newDevice.post('/auth/user/password/code', { email })).status).toBe(200)
    const code = await latestCode(email)
    const newPassword = 'a new owner password'
    expect((await newDevice.post('/auth/user/password/submit', { email, code, password: newPassword })).status).toBe(
      200,
    )
    expect((await newDevice.post('/auth/user/sign-in', signIn(email, newPassword))).status).toBe(200)
  })

  it('answers the sixth code request in an hour alike for real and unknown accounts', async () => {
    const real = await burst(new AddressClient(servers, '127.0.4.1'), 12, '/auth/user/password/code', {
      email: 'visitor@showhome.example',
    })
    const unknown = await burst(new AddressClient(servers, '127.0.4.2'), 12, '/auth/user/password/code', {
      email: 'nobody-at-all@example.com',
    })
    expect(statusCounts(real)).toEqual({ 200: 5, 429: 7 })
    expect(statusCounts(unknown)).toEqual({ 200: 5, 429: 7 })
    expect(new Set([...real, ...unknown].map((a) => JSON.stringify(a)))).toHaveLength(2)
  })

  it('compares 5 of 40 parallel wrong codes and then retires the code', async () => {
    const email = 'unverified@showhome.example'
    const client = new AddressClient(servers, '127.0.5.1')
    expect((await client.post('/auth/user/password/code', { email })).status).toBe(200)
    const right = await latestCode(email)
    const wrong = right === '000000' ? '000001' : '000000'
    const answers = await burst(client, 40, '/auth/user/password/verify', { email, code: wrong })
    const messages = answers.map((a) => fieldError(a, 'code'))
    // Four tries say 'not right'; the fifth compared retires the code, and every other try finds it used up.
    expect(messages.filter((m) => m?.startsWith('That code is not right'))).toHaveLength(4)
    expect(messages.every((m) => m !== undefined)).toBe(true)
    expect(fieldError(await client.post('/auth/user/password/verify', { email, code: right }), 'code')).toBeDefined()
  })

  it('uses a reset code once when two new passwords race with it', async () => {
    const email = 'orders@showhome.example'
    const client = new AddressClient(servers, '127.0.8.1')
    expect((await client.post('/auth/user/password/code', { email })).status).toBe(200)
    const code = await latestCode(email)
    const answers = await Promise.all(
      ['first racing password', 'second racing password'].map((password) =>
        client.post('/auth/user/password/submit', { email, code, password }),
      ),
    )
    expect(statusCounts(answers)).toEqual({ 200: 1, 400: 1 })
    const winner = answers[0]?.status === 200 ? 'first racing password' : 'second racing password'
    expect((await client.post('/auth/user/sign-in', signIn(email, winner))).status).toBe(200)
  })

  it('registers one account when one e-mail races itself; the others get the field error', async () => {
    const client = new AddressClient(servers, '127.0.6.1')
    const form = {
      firstName: 'Rae',
      lastName: 'Race',
      email: 'race@example.com',
      phone: '555-0101',
      password: 'race me now',
    }
    const answers = await burst(client, 6, '/auth/user/register', form)
    expect(statusCounts(answers)).toEqual({ 200: 1, 400: 5 })
    for (const a of answers.filter((a) => a.status === 400)) expect(fieldError(a, 'email')).toMatch(/already exists/)
    const accounts = await db.kysely.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute()
    expect(accounts).toHaveLength(1)
  })

  it('opens at most 20 new accounts an hour from one address', async () => {
    const client = new AddressClient(servers, '127.0.7.1')
    const answers = await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        client.post('/auth/user/register', {
          firstName: 'Many',
          lastName: `Number ${i}`,
          email: `many-${i}@example.com`,
          phone: '555-0102',
          password: 'one of many',
        }),
      ),
    )
    expect(statusCounts(answers)).toEqual({ 200: 20, 429: 3 })
  })

  it('mails the sales team 5 of 20 parallel messages from one address', async () => {
    const answers = await burst(new AddressClient(servers, '127.0.9.1'), 20, '/finance/subscription/contact', {
      firstName: 'Bea',
      lastName: 'Burst',
      email: 'bea@example.com',
      phone: '',
      company: 'Burst Realty',
      listingsPerMonth: '',
      message: 'Hello',
    })
    expect(statusCounts(answers)).toEqual({ 200: 5, 429: 15 })
    const mails = await db.kysely.selectFrom('outbox').select('id').where('subject', '=', 'Plan enquiry: Burst Realty')
    expect(await mails.execute()).toHaveLength(5)
  })

  it('takes a payment once and activates the plan once when 12 confirmations race', async () => {
    // A checkout as GET /finance/subscription/charge/secret opens it, with the local provider every server shares.
    const visitor = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'visitor@showhome.example')
      .executeTakeFirstOrThrow()
    const provider = localPaymentProvider(db.kysely, localWebhookSecret('unused by the intent'))
    const intent = await provider.createIntent({
      amountCents: 28_400,
      currency: 'USD',
      metadata: {},
      customer: { email: 'visitor@showhome.example', existingId: null },
    })
    await db.kysely
      .insertInto('subscriptions')
      .values({
        user_id: visitor.id,
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
        payment_intent_id: intent.id,
      })
      .execute()
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '' }
    const answers = await burst(new AddressClient(servers, '127.0.10.1'), 12, '/finance/test-provider/confirm', {
      secret: intent.clientSecret,
      card,
    })
    expect(statusCounts(answers)).toEqual({ 200: 12 })
    expect(new Set(answers.map((a) => a.body.status))).toEqual(new Set(['succeeded']))
    const events = await db.kysely
      .selectFrom('payment_events')
      .select('id')
      .where('id', 'like', 'evt_local_%')
      .execute()
    expect(events).toEqual([{ id: `evt_local_${intent.id.slice('pi_local_'.length)}` }])
    const plans = await db.kysely
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', visitor.id)
      .execute()
    expect(plans).toEqual([{ status: 'active' }])
  })
})
