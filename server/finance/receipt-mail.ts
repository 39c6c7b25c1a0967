// The receipt of a plan's first payment (issue 18), mailed once when the provider's event activates the plan: what
// was bought, what was charged with its tax, the term and the included listings, and where to manage it. Sent after
// the activation is committed, so a mail server that is down never undoes a paid plan (the outbox keeps the mail).
import type { Kysely } from 'kysely'
import { formatMoney } from '../../src/domain/money'
import { planPricing } from '../../src/domain/subscription'
import { writtenDate } from '../../src/domain/subscription-summary'
import { redemptionDeadline } from '../../src/domain/subscription-term'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import type { Mailer } from '../mail/mailer'

export async function mailReceipt(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Pick<Config, 'brandName' | 'publicUrl'>,
  subscriptionId: string,
): Promise<void> {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .select([
      'users.email',
      'users.first_name',
      'subscriptions.plan',
      'subscriptions.period',
      'subscriptions.currency',
      'subscriptions.charge_cents',
      'subscriptions.tax_cents',
      'subscriptions.term_start',
      'subscriptions.term_end',
      'subscriptions.listings_included',
      'subscriptions.payment_intent_id',
    ])
    .where('subscriptions.id', '=', subscriptionId)
    .executeTakeFirst()
  if (!row) return
  const money = (cents: number) => formatMoney(cents, { currency: row.currency })
  const plan = `${planPricing(row.plan, row.period).name} plan, billed ${row.period === 'annual' ? 'annually' : 'monthly'}`
  const listings = `${row.listings_included} included ${row.listings_included === 1 ? 'listing' : 'listings'}`
  await mailer.send({
    to: row.email,
    subject: `Your ${config.brandName} receipt: ${money(row.charge_cents + row.tax_cents)} for the ${plan}`,
    text: [
      `Hello ${row.first_name},`,
      '',
      `Thank you for subscribing to the ${plan}.`,
      '',
      `Plan fee: ${money(row.charge_cents)}`,
      ...(row.tax_cents > 0 ? [`HST (13 %): ${money(row.tax_cents)}`] : []),
      `Total charged: ${money(row.charge_cents + row.tax_cents)} ${row.currency}`,
      `Payment reference: ${row.payment_intent_id}`,
      '',
      `Your term runs from ${writtenDate(row.term_start)} to ${writtenDate(row.term_end)}. It includes ${listings},`,
      `which you can order until ${writtenDate(redemptionDeadline(row.term_end))}.`,
      '',
      'See your plan, or cancel it at the end of the term, on your Account page:',
      `${config.publicUrl}/account`,
      '',
      `— ${config.brandName}`,
    ].join('\n'),
  })
}
