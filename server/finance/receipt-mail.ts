// The mails about a plan's payments (issue 18): the receipt of each payment, mailed once when the provider's event
// activates the plan (the first) or pays a renewal (each after it), and the note that a renewal was declined. What
// was bought, what was charged with its tax, what it covers, and where to manage it. Sent after the payment's
// transaction is committed, so a mail server that is down never undoes a payment (the outbox keeps the mail).
import type { Kysely } from 'kysely'
import { formatMoney } from '../../src/domain/money'
import { planPricing } from '../../src/domain/subscription'
import { writtenDate } from '../../src/domain/subscription-summary'
import { redemptionDeadline } from '../../src/domain/subscription-term'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import type { Mailer } from '../mail/mailer'

type MailConfig = Pick<Config, 'brandName' | 'publicUrl'>

/** Which payment a receipt is for: the first (no renewal) or the renewal charge of the period starting then. */
export interface ReceiptFor {
  readonly subscriptionId: string
  readonly renewal?: { readonly periodStart: string }
}

function planOf(db: Kysely<Database>, subscriptionId: string) {
  return db
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
      'subscriptions.paid_through',
      'subscriptions.listings_included',
      'subscriptions.payment_intent_id',
    ])
    .where('subscriptions.id', '=', subscriptionId)
    .executeTakeFirst()
}

const planName = (row: { plan: 'AGENT' | 'TEAM'; period: 'monthly' | 'annual' }) =>
  `${planPricing(row.plan, row.period).name} plan, billed ${row.period === 'annual' ? 'annually' : 'monthly'}`

export async function mailReceipt(
  db: Kysely<Database>,
  mailer: Mailer,
  config: MailConfig,
  receipt: ReceiptFor,
): Promise<void> {
  const row = await planOf(db, receipt.subscriptionId)
  if (!row) return
  // A renewal's reference is its own intent's; the fee and tax are the plan's, as the renewal charged them.
  const renewal = receipt.renewal
    ? await db
        .selectFrom('subscription_charges')
        .select(['payment_intent_id', 'period_start'])
        .where('subscription_id', '=', receipt.subscriptionId)
        .where('period_start', '=', receipt.renewal.periodStart)
        .executeTakeFirst()
    : undefined
  if (receipt.renewal && !renewal) return
  const money = (cents: number) => formatMoney(cents, { currency: row.currency })
  const plan = planName(row)
  const listings = `${row.listings_included} included ${row.listings_included === 1 ? 'listing' : 'listings'}`
  await mailer.send({
    to: row.email,
    subject: `Your ${config.brandName} receipt: ${money(row.charge_cents + row.tax_cents)} for the ${plan}`,
    text: [
      `Hello ${row.first_name},`,
      '',
      renewal
        ? `Thank you: your ${plan} has renewed, paid from ${writtenDate(renewal.period_start)} to ${writtenDate(row.paid_through)}.`
        : `Thank you for subscribing to the ${plan}.`,
      '',
      `Plan fee: ${money(row.charge_cents)}`,
      ...(row.tax_cents > 0 ? [`HST (13 %): ${money(row.tax_cents)}`] : []),
      `Total charged: ${money(row.charge_cents + row.tax_cents)} ${row.currency}`,
      `Payment reference: ${renewal ? renewal.payment_intent_id : row.payment_intent_id}`,
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

/**
 * A renewal was declined: mailed once, by whoever recorded the failure (server/finance/provider-events.ts). The plan
 * is past due: it prices no orders until it is paid. (Changing the saved card is not built yet: the Account page
 * shows the failed payment; support takes it from there.)
 */
export async function mailRenewalFailed(
  db: Kysely<Database>,
  mailer: Mailer,
  config: MailConfig,
  failure: { readonly subscriptionId: string; readonly message: string },
): Promise<void> {
  const row = await planOf(db, failure.subscriptionId)
  if (!row) return
  const plan = planName(row)
  const amount = formatMoney(row.charge_cents + row.tax_cents, { currency: row.currency })
  await mailer.send({
    to: row.email,
    subject: `Your ${config.brandName} ${plan} could not be renewed: your card was declined`,
    text: [
      `Hello ${row.first_name},`,
      '',
      `We could not charge ${amount} ${row.currency} for the renewal of your ${plan}.`,
      `Your card's bank said: ${failure.message}`,
      '',
      'Until then, your orders are priced pay as you go. To carry on with your plan, choose it again on your Account',
      'page, where you can pay with another card; your new plan replaces this one:',
      `${config.publicUrl}/account`,
      '',
      `— ${config.brandName}`,
    ].join('\n'),
  })
}
