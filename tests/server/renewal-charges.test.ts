// Renewal charges with the local test provider (issue 18's follow-up): a renewing plan is charged off-session with
// the test card saved at checkout on the day it is paid through, once per period even when two runs race; the
// provider's signed event, through the one handler, moves the plan on (paid through, included listings, a new term
// and notice when it passes the term's end) or marks it past due with one mail; replayed events change nothing.
import { type Insertable, sql } from 'kysely'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SubscriptionsTable } from '../../server/db/schema'
import { providerEventReceiver } from '../../server/finance/event-receiver'
import { AUTHENTICATION_REQUIRED } from '../../server/finance/local-provider'
import { localWebhookSecret, paymentProviderFromConfig } from '../../server/finance/payment-provider'
import { chargeDueRenewals, NO_SAVED_CARD, type RenewalChargeDeps } from '../../server/finance/renewal-charges'
import { subscriptionView } from '../../server/finance/subscriptions'
import { createMailer } from '../../server/mail/mailer'
import { checkoutQuote } from '../../src/domain/subscription-checkout'
import { addMonths } from '../../src/domain/subscription-term'
import { testEngine } from '../support/test-database'
import { createUser, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let deps: RenewalChargeDeps
beforeAll(async () => {
  server = await startTestServer()
  const db = server.db.kysely
  deps = {
    db,
    provider: paymentProviderFromConfig(server.config, db),
    mailer: createMailer(db, server.config, () => {}),
    config: server.config,
    log: () => {},
  }
})
afterAll(() => server.close())

const db = () => server.db.kysely
const NOW = new Date('2026-03-01T12:00:00Z')
const TODAY = '2026-03-01'
const run = (now = NOW) => chargeDueRenewals(deps, now)
const PASSWORD = 'a renewal charge password'
let people = 0

/** A person with an active Agent monthly plan paid through today, with the 4242 test card saved; as given. */
async function planDue(given: Partial<Insertable<SubscriptionsTable>> = {}) {
  const email = `charged${++people}@example.com`
  const user = await createUser(server, { email, password: PASSWORD, firstName: `Carla${people}` })
  const row = await db()
    .insertInto('subscriptions')
    .values({
      user_id: user.id,
      plan: 'AGENT',
      period: 'monthly',
      country: null,
      currency: 'USD',
      status: 'active',
      renews: true,
      term_start: '2026-02-01',
      term_end: '2026-05-01',
      paid_through: TODAY,
      listings_included: 1,
      charge_cents: 28_400,
      tax_cents: 0,
      payment_intent_id: `pi_first_${people}`,
      payment_method_id: 'pm_local_4242',
      activated_at: new Date('2026-02-01T10:00:00Z'),
      ...given,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, email }
}

const planOf = (id: string) =>
  db().selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const chargesOf = (id: string) =>
  db()
    .selectFrom('subscription_charges')
    .selectAll()
    .where('subscription_id', '=', id)
    .orderBy('period_start')
    .execute()
/** Resolves once a session of this database waits for a lock another holds (PostgreSQL's own view of it). */
async function someoneWaitsOnALock() {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db())
    if (rows[0]!.waiting > 0) return
    await new Promise((resolve) => setImmediate(resolve))
  }
}
const mailsTo = (email: string) => db().selectFrom('outbox').selectAll().where('to_address', '=', email).execute()

describe('renewal charges with the local test provider', () => {
  it('charges a monthly plan once on its day, even when two runs race, and moves it on a month', async () => {
    const plan = await planDue()
    const [a, b] = await Promise.all([run(), run()])
    expect(a.succeeded + b.succeeded).toBe(1)
    const [charge, ...more] = await chargesOf(plan.id)
    expect(more).toEqual([])
    expect(charge).toMatchObject({ period_start: TODAY, amount: 28_400, currency: 'USD', status: 'succeeded' })
    const intent = await db()
      .selectFrom('payment_intents')
      .selectAll()
      .where('id', '=', charge!.payment_intent_id!)
      .executeTakeFirstOrThrow()
    expect(intent).toMatchObject({
      amount: 28_400,
      currency: 'usd',
      status: 'succeeded',
      payment_method: 'pm_local_4242',
      metadata: { subscription_id: plan.id, kind: 'renewal', period_start: TODAY },
    })
    expect(await planOf(plan.id)).toMatchObject({
      status: 'active',
      paid_through: '2026-04-01',
      listings_included: 2,
      term_start: '2026-02-01',
      term_end: '2026-05-01',
    })
    // The Account page's next charge is the day it is now paid through.
    expect(subscriptionView(await planOf(plan.id))).toMatchObject({ nextChargeDate: '2026-04-01' })
    const mails = await mailsTo(plan.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Your Showhome receipt: $284.00 for the Agent plan, billed monthly')
    expect(mails[0]?.text_body).toContain(
      'your Agent plan, billed monthly has renewed, paid from March 1, 2026 to April 1, 2026.',
    )
    expect(mails[0]?.text_body).toContain(`Payment reference: ${charge!.payment_intent_id}`)

    // Later runs the same day find nothing due; the next month's day charges again.
    expect(await Promise.all([run(), run()])).toEqual([
      { succeeded: 0, failed: 0 },
      { succeeded: 0, failed: 0 },
    ])
    expect(await run(new Date('2026-04-01T00:30:00Z'))).toEqual({ succeeded: 1, failed: 0 })
    expect((await chargesOf(plan.id)).map((c) => c.period_start)).toEqual([TODAY, '2026-04-01'])
    expect(await planOf(plan.id)).toMatchObject({ paid_through: '2026-05-01', listings_included: 3 })
  })

  // What happened in CI: one run's event handler held the charge row (updated, not committed) and waited for the plan,
  // while the racing run held the plan (claiming it) and its insert of the same charge waited for that row. PostgreSQL
  // broke the deadlock by failing the handler, and neither run charged. Here the racing run's claim is held open at
  // that point until the handler waits on a lock, on PostgreSQL; PGlite has one connection, so it runs them in turn.
  it.each([
    ['paid', 'pm_local_4242', { paid_through: '2026-04-01', status: 'active' }, 'succeeded'],
    ['declined', 'pm_local_0002', { paid_through: TODAY, status: 'past_due' }, 'failed'],
  ] as const)('settles a %s renewal while a racing run holds the plan in its claim', async (_, card, plan, charged) => {
    const due = await planDue({ payment_method_id: card })
    await db()
      .insertInto('subscription_charges')
      .values({ subscription_id: due.id, period_start: TODAY, amount: 28_400, currency: 'USD' })
      .execute()
    const outcome = await deps.provider!.chargeOffSession({
      amountCents: 28_400,
      currency: 'USD',
      customerId: null,
      paymentMethodId: card,
      metadata: { subscription_id: due.id, kind: 'renewal', period_start: TODAY },
      idempotencyKey: `renewal-${due.id}-${TODAY}`,
    })
    const receive = providerEventReceiver({ ...deps, webhookSecret: deps.provider!.webhookSecret })
    let settled: Promise<string> | undefined
    await db()
      .transaction()
      .execute(async (tx) => {
        await tx.selectFrom('subscriptions').select('id').where('id', '=', due.id).forUpdate().execute()
        settled = receive(outcome.event!.payload, outcome.event!.signature).then(
          () => 'settled',
          (error) => String(error),
        )
        if (testEngine === 'postgres') await someoneWaitsOnALock()
        await tx
          .insertInto('subscription_charges')
          .values({ subscription_id: due.id, period_start: TODAY, amount: 28_400, currency: 'USD' })
          .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
          .execute()
      })
    expect(await settled).toBe('settled')
    expect(await planOf(due.id)).toMatchObject(plan)
    expect(await chargesOf(due.id)).toMatchObject([{ status: charged }])
  })

  it('renews the term when a charge passes its end, and the next renewal notice is due again', async () => {
    const plan = await planDue({
      term_start: '2025-12-01',
      term_end: TODAY,
      renewal_notice_sent_at: new Date('2026-01-30T00:00:00Z'),
    })
    await run()
    expect(await planOf(plan.id)).toMatchObject({
      status: 'active',
      term_start: TODAY,
      term_end: '2026-06-01',
      paid_through: '2026-04-01',
      listings_included: 2,
      renewal_notice_sent_at: null,
    })
  })

  it('charges an annual plan for twelve months: a year on, twelve months of listings, a new year’s term', async () => {
    const monthly = checkoutQuote('TEAM', 'monthly', 'CA')
    const annual = checkoutQuote('TEAM', 'annual', 'CA')
    expect(annual.listingsIncluded).toBe(12 * monthly.listingsIncluded)
    const plan = await planDue({
      plan: 'TEAM',
      period: 'annual',
      country: 'CA',
      currency: 'CAD',
      term_start: '2025-03-01',
      term_end: TODAY,
      listings_included: annual.listingsIncluded,
      charge_cents: annual.chargeCents,
      tax_cents: annual.taxCents,
    })
    expect(await run()).toEqual({ succeeded: 1, failed: 0 })
    expect(await chargesOf(plan.id)).toMatchObject([
      { status: 'succeeded', amount: annual.totalCents, currency: 'CAD', period_start: TODAY },
    ])
    expect(await planOf(plan.id)).toMatchObject({
      paid_through: '2027-03-01',
      term_start: TODAY,
      term_end: '2027-03-01',
      listings_included: 2 * annual.listingsIncluded,
    })
  })

  it.each([
    ['pm_local_0002', 'Your card was declined.'],
    ['pm_local_3155', AUTHENTICATION_REQUIRED],
    [null, NO_SAVED_CARD],
  ])('records a declined renewal (%s): charge failed, plan past due, one mail', async (method, message) => {
    const plan = await planDue({ payment_method_id: method })
    expect(await run()).toEqual({ succeeded: 0, failed: 1 })
    expect(await chargesOf(plan.id)).toMatchObject([{ status: 'failed', failure_message: message }])
    const row = await planOf(plan.id)
    expect(row).toMatchObject({ status: 'past_due', paid_through: TODAY, listings_included: 1 })
    expect(subscriptionView(row)).toMatchObject({ status: 'past_due', nextChargeCents: null, nextChargeDate: null })
    // Not charged again, and mailed once.
    expect(await Promise.all([run(), run()])).toEqual([
      { succeeded: 0, failed: 0 },
      { succeeded: 0, failed: 0 },
    ])
    const mails = await mailsTo(plan.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(
      'Your Showhome Agent plan, billed monthly could not be renewed: your card was declined',
    )
    expect(mails[0]?.text_body).toContain(`Your card's bank said: ${message}`)
    expect(mails[0]?.text_body).toContain(`${server.config.publicUrl}/account`)
  })

  it('lets the owner of a past-due plan buy again, and the new plan ends the old one', async () => {
    const plan = await planDue({ payment_method_id: 'pm_local_0002' })
    await run()
    expect((await planOf(plan.id)).status).toBe('past_due')
    const client = server.client()
    expect((await client.post('/auth/user/sign-in', { email: plan.email, password: PASSWORD })).status).toBe(200)
    const res = await client.get(
      '/finance/subscription/charge/secret?amount=28400&currency=USD&plan=AGENT&period=monthly',
    )
    expect(res.status).toBe(200)
    const { secret } = (await res.json()) as { secret: string }
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '60614' }
    const paid = await server.client().post('/finance/test-provider/confirm', { secret, card })
    expect(await paid.json()).toEqual({ status: 'succeeded', message: null })
    expect((await planOf(plan.id)).status).toBe('ended')
    const now = (await (await client.get('/finance/subscription')).json()) as { subscription: { status: string } }
    expect(now.subscription.status).toBe('active')
  })

  it('never charges a plan that does not renew, nor one not yet due', async () => {
    const cancelled = await planDue({ renews: false, status: 'ending', term_end: TODAY })
    const early = await planDue({ paid_through: '2026-03-02' })
    const pending = await planDue({ status: 'pending' })
    await run()
    for (const plan of [cancelled, early, pending]) expect(await chargesOf(plan.id)).toEqual([])
  })

  it('changes nothing when a renewal’s event is replayed, or another event says the same payment', async () => {
    const plan = await planDue()
    await run()
    const after = await planOf(plan.id)
    const [charge] = await chargesOf(plan.id)
    const intent = await db()
      .selectFrom('payment_intents')
      .selectAll()
      .where('id', '=', charge!.payment_intent_id!)
      .executeTakeFirstOrThrow()
    const secret = localWebhookSecret(server.config.sessionSecret)
    const post = (eventId: string) => {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: intent.id,
            object: 'payment_intent',
            amount: intent.amount,
            currency: intent.currency,
            metadata: intent.metadata,
            payment_method: intent.payment_method,
            status: 'succeeded',
          },
        },
      })
      return server.client().request('POST', '/finance/stripe/webhook', {
        body: payload,
        headers: {
          origin: undefined,
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
      })
    }
    // The local provider's own event id (one per intent): recognised as handled.
    const replayed = await post(`evt_local_${intent.id.slice('pi_local_'.length)}`)
    expect(await replayed.json()).toEqual({ received: true, duplicate: true })
    // A new event id for the same payment: recorded, but the charge is settled and the plan has moved on already.
    const another = await post('evt_same_payment_again')
    expect(await another.json()).toEqual({ received: true, duplicate: false })
    expect(await planOf(plan.id)).toEqual(after)
    expect(await chargesOf(plan.id)).toHaveLength(1)
    expect(await mailsTo(plan.email)).toHaveLength(1)
  })
})

describe('the card saved at checkout', () => {
  const CARD = { expiry: '12 / 34', cvc: '123', postalCode: '60614' }
  async function buyWith(number: string) {
    const email = `saver${++people}@example.com`
    await createUser(server, { email, password: PASSWORD })
    const client = server.client()
    expect((await client.post('/auth/user/sign-in', { email, password: PASSWORD })).status).toBe(200)
    const query = new URLSearchParams({ plan: 'AGENT', period: 'monthly', amount: '28400', currency: 'USD' })
    const { secret } = await (await client.get(`/finance/subscription/charge/secret?${query}`)).json()
    const confirmed = await (
      await server.client().post('/finance/test-provider/confirm', { secret, card: { number, ...CARD } })
    ).json()
    if (confirmed.status === 'requires_action') {
      await server.client().post('/finance/test-provider/authenticate', { secret, approve: true })
    }
    const row = await db()
      .selectFrom('subscriptions')
      .innerJoin('users', 'users.id', 'subscriptions.user_id')
      .selectAll('subscriptions')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow()
    return { row, view: await (await client.get('/finance/subscription')).json() }
  }

  it.each([
    ['4242 4242 4242 4242', 'pm_local_4242'],
    ['4000 0025 0000 3155', 'pm_local_3155'],
  ])('remembers %s as %s (never the number) and is due again a month on', async (number, method) => {
    const { row, view } = await buyWith(number)
    const today = new Date().toISOString().slice(0, 10)
    expect(row).toMatchObject({
      status: 'active',
      payment_method_id: method,
      provider_customer_id: null,
      paid_through: addMonths(today, 1),
    })
    expect(view.subscription.nextChargeDate).toBe(addMonths(today, 1))
  })
})
