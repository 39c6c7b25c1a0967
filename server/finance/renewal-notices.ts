// The renewal notice (SPEC §9: 30 days before renewal; issue 18): one e-mail to the owner of each active plan that
// renews, on or after its notice day and before the term ends. Run at start and hourly by server/main.ts, so a
// notice due while the server was stopped goes out when it starts. Each notice is claimed by one atomic UPDATE …
// RETURNING (rows locked by another run are skipped, and a row already claimed no longer matches), so it goes out
// once even when several processes sharing the database run the job at the same moment.
import type { Kysely } from 'kysely'
import { formatMoney } from '../../src/domain/money'
import { planPricing } from '../../src/domain/subscription'
import { addDays, type CalendarDate } from '../../src/domain/subscription-term'
import { RENEWAL_NOTICE_DAYS } from '../../src/schemas/constants'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import { utcToday } from '../domain/subscription-charge'
import type { Mailer } from '../mail/mailer'

/** How often server/main.ts runs the job: notices are due by the day, so an hour late is on time. */
export const RENEWAL_NOTICE_INTERVAL_MS = 60 * 60 * 1000

/** Mails every notice that is due and not yet sent; answers how many went out. */
export async function mailRenewalNotices(
  db: Kysely<Database>,
  config: Pick<Config, 'brandName' | 'publicUrl'>,
  mailer: Mailer,
  now = new Date(),
): Promise<number> {
  const today = utcToday(now)
  const claimed = await claimDueNotices(db, today, now)
  let sent = 0
  for (const notice of claimed) {
    try {
      await mailer.send(renewalMail(notice, config))
      sent++
    } catch (error) {
      // Unclaimed again, so the next run tries once more (the outbox keeps the failed attempt for support).
      await db.updateTable('subscriptions').set({ renewal_notice_sent_at: null }).where('id', '=', notice.id).execute()
      throw error
    }
  }
  return sent
}

type DueNotice = Awaited<ReturnType<typeof claimDueNotices>>[number]

/**
 * Marks the due notices sent and returns them with their owners: due from renewalNoticeDate (term end − 30 days)
 * until the term ends; active and renewing plans only (a plan cancelled at the term's end is not renewed).
 */
async function claimDueNotices(db: Kysely<Database>, today: CalendarDate, now: Date) {
  const claimed = await db
    .updateTable('subscriptions')
    .set({ renewal_notice_sent_at: now })
    .where('renewal_notice_sent_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('subscriptions')
        .select('id')
        .where('status', '=', 'active')
        .where('renews', '=', true)
        .where('renewal_notice_sent_at', 'is', null)
        // Dates are 'YYYY-MM-DD' text, which compares as dates: notice day ≤ today ⇔ term end ≤ today + 30.
        .where('term_end', '<=', addDays(today, RENEWAL_NOTICE_DAYS))
        .where('term_end', '>', today)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'user_id', 'plan', 'period', 'currency', 'term_end', 'charge_cents', 'tax_cents'])
    .execute()
  if (claimed.length === 0) return []
  const owners = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where(
      'id',
      'in',
      claimed.map((c) => c.user_id),
    )
    .execute()
  const ownerOf = new Map(owners.map((o) => [o.id, o]))
  return claimed.flatMap((c) => {
    const owner = ownerOf.get(c.user_id)
    return owner ? [{ ...c, email: owner.email, firstName: owner.first_name }] : []
  })
}

function renewalMail(notice: DueNotice, config: Pick<Config, 'brandName' | 'publicUrl'>) {
  const plan = `${planPricing(notice.plan, notice.period).name} ${notice.period}`
  const total = notice.charge_cents + notice.tax_cents
  const amount = formatMoney(total, { currency: notice.currency })
  const every = notice.period === 'annual' ? 'for the next year' : 'each month'
  const tax =
    notice.tax_cents > 0 ? ` (${formatMoney(notice.tax_cents, { currency: notice.currency })} HST included)` : ''
  const renewal = new Date(`${notice.term_end}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'long',
  })
  return {
    to: notice.email,
    subject: `Your ${config.brandName} ${plan} plan renews on ${renewal}`,
    text: [
      `Hello ${notice.firstName},`,
      '',
      `Your ${plan} plan renews on ${renewal}. We will then charge ${amount} ${notice.currency}${tax} ${every}.`,
      '',
      'Nothing to do if you would like to keep it. To cancel at the end of the term instead, open your Account page:',
      `${config.publicUrl}/account`,
      '',
      `— ${config.brandName}`,
    ].join('\n'),
  }
}
