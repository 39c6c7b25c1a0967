// The provider events' one receiver with its mails (issue 18): Stripe's webhook, the local provider's confirmations
// and the renewal job all hand signed events here. The event is verified and acted on in one transaction
// (server/finance/provider-events.ts); the mails it calls for (a receipt, a declined renewal) go after the commit,
// and a mail that fails is logged, never undoing the payment.
import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import type { Mailer } from '../mail/mailer'
import { type EventOutcome, receiveProviderEvent } from './provider-events'
import { mailReceipt, mailRenewalFailed } from './receipt-mail'

export interface ReceiverDeps {
  readonly db: Kysely<Database>
  readonly mailer: Mailer
  readonly config: Pick<Config, 'brandName' | 'publicUrl'>
  readonly log: (line: string) => void
  readonly webhookSecret: string
}

export type EventReceiver = (rawBody: string | Uint8Array, signature: string | undefined) => Promise<EventOutcome>

export function providerEventReceiver(deps: ReceiverDeps): EventReceiver {
  return async (rawBody, signature) => {
    const outcome = await receiveProviderEvent({ db: deps.db, log: deps.log }, deps.webhookSecret, rawBody, signature)
    await mailAfterEvent(deps, outcome)
    return outcome
  }
}

/** The mails an event's outcome calls for; failures are logged (the outbox keeps the attempt). */
export async function mailAfterEvent(
  deps: Omit<ReceiverDeps, 'webhookSecret'>,
  outcome: Pick<EventOutcome, 'subscriptionId' | 'renewed' | 'renewalFailed'>,
): Promise<void> {
  const { db, mailer, config, log } = deps
  const logged = (what: string) => (error: unknown) => log(`${what} not mailed: ${String(error)}`)
  if (outcome.subscriptionId) {
    await mailReceipt(db, mailer, config, { subscriptionId: outcome.subscriptionId }).catch(
      logged(`receipt for subscription ${outcome.subscriptionId}`),
    )
  }
  if (outcome.renewed) {
    const { subscriptionId, periodStart } = outcome.renewed
    await mailReceipt(db, mailer, config, { subscriptionId, renewal: { periodStart } }).catch(
      logged(`renewal receipt for subscription ${subscriptionId}`),
    )
  }
  if (outcome.renewalFailed) {
    await mailRenewalFailed(db, mailer, config, outcome.renewalFailed).catch(
      logged(`declined renewal of subscription ${outcome.renewalFailed.subscriptionId}`),
    )
  }
}
