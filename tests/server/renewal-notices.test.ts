// The renewal notice job (SPEC §9: 30 days before renewal; issue 18): one mail per renewing plan from its notice day
// until its term ends, never twice, even when two runs race (two processes sharing the database at the same hour).

import type { Insertable } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SubscriptionsTable } from '../../server/db/schema'
import { mailRenewalNotices } from '../../server/finance/renewal-notices'
import { createMailer, type Mailer } from '../../server/mail/mailer'
import { addDays, addMonths } from '../../src/domain/subscription-term'
import { createUser, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const db = () => server.db.kysely
const NOW = new Date('2026-03-01T12:00:00Z')
const TODAY = '2026-03-01'
let people = 0

/** A person with one plan ending on `termEnd`; the row's other fields as given. */
async function planEnding(termEnd: string, given: Partial<Insertable<SubscriptionsTable>> = {}) {
  const email = `renewer${++people}@example.com`
  const user = await createUser(server, { email, password: 'renewal test password', firstName: `Rene${people}` })
  await db()
    .insertInto('subscriptions')
    .values({
      user_id: user.id,
      plan: 'AGENT',
      period: 'monthly',
      country: null,
      currency: 'USD',
      status: 'active',
      renews: true,
      term_start: addMonths(termEnd, -3),
      term_end: termEnd,
      paid_through: termEnd,
      listings_included: 1,
      charge_cents: 28_400,
      tax_cents: 0,
      payment_intent_id: `pi_renewal_${people}`,
      ...given,
    })
    .execute()
  return email
}

const mailsTo = (email: string) => db().selectFrom('outbox').selectAll().where('to_address', '=', email).execute()
const outboxMailer = (): Mailer => createMailer(db(), server.config, () => {})
const run = (mailer = outboxMailer(), now = NOW) => mailRenewalNotices(db(), server.config, mailer, now)

describe('renewal notices', () => {
  it('mails each due notice once, even when two runs race, and nothing that is not due', async () => {
    const due = await planEnding(addDays(TODAY, 30))
    const missed = await planEnding(addDays(TODAY, 12))
    const early = await planEnding(addDays(TODAY, 31))
    const cancelled = await planEnding(addDays(TODAY, 20), { renews: false, status: 'ending' })
    const pending = await planEnding(addDays(TODAY, 20), { status: 'pending' })
    const ended = await planEnding(TODAY)

    const [a, b] = await Promise.all([run(), run()])
    expect(a + b).toBe(2)
    expect(await mailsTo(due)).toHaveLength(1)
    expect(await mailsTo(missed)).toHaveLength(1)
    for (const email of [early, cancelled, pending, ended]) expect(await mailsTo(email)).toEqual([])

    // The next hour's runs find nothing more; the early plan's notice goes out the day after.
    expect(await Promise.all([run(), run()])).toEqual([0, 0])
    expect(await run(outboxMailer(), new Date(NOW.getTime() + 86_400_000))).toBe(1)
    expect(await mailsTo(early)).toHaveLength(1)
    expect(await mailsTo(due)).toHaveLength(1)
  })

  it('says the plan, the renewal day, the amount with tax and how to cancel', async () => {
    const email = await planEnding(addDays(TODAY, 25), {
      plan: 'TEAM',
      period: 'annual',
      currency: 'CAD',
      country: 'CA',
      charge_cents: 1_524_000,
      tax_cents: 198_120,
    })
    await run()
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toBe('Your Showhome Team annual plan renews on March 26, 2026')
    expect(mail?.text_body).toContain('Your Team annual plan renews on March 26, 2026.')
    expect(mail?.text_body).toContain('CA$17,221.20 CAD (CA$1,981.20 HST included) for the next year')
    expect(mail?.text_body).toContain(`${server.config.publicUrl}/account`)
  })

  it('tries again at the next run when the mail could not be sent', async () => {
    const email = await planEnding(addDays(TODAY, 29))
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP is down')
      },
    }
    await expect(run(failing)).rejects.toThrow('SMTP is down')
    expect(await run()).toBe(1)
    expect(await mailsTo(email)).toHaveLength(1)
  })
})
