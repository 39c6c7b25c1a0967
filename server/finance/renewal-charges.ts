// Renewal charges (issue 18's follow-up): a plan that renews is charged again, off-session, with the card saved at
// checkout, on the day it is paid through (monthly: each month; annual: each year). Run at start and hourly by
// server/main.ts beside the renewal notices, so a charge due while the server was stopped is taken when it starts.
// Idempotent however many runs or processes race: due plans are claimed with FOR UPDATE SKIP LOCKED and each
// period's charge is one subscription_charges row, UNIQUE (subscription_id, period_start), inserted ON CONFLICT DO
// NOTHING, so a period already charged (or being charged) is skipped. The provider's event settles the charge through
// the same handler that activates plans (server/finance/provider-events.ts): it moves the plan on, or marks it past
// due. The provider request carries one idempotency key per period, so a retry never makes a second intent.
import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import { utcToday } from '../domain/subscription-charge'
import type { Mailer } from '../mail/mailer'
import { mailAfterEvent, providerEventReceiver } from './event-receiver'
import type { PaymentProvider } from './payment-provider'
import { RENEWAL_KIND, type RenewalRef, settleRenewalFailed } from './provider-events'

/** How often server/main.ts runs the job: charges are due by the day, so an hour late is on time. */
export const RENEWAL_CHARGE_INTERVAL_MS = 60 * 60 * 1000

/** What is said when a plan has no saved card (bought before cards were saved). */
export const NO_SAVED_CARD = 'No card is saved for this plan.'

export interface RenewalChargeDeps {
  readonly db: Kysely<Database>
  /** The configured provider; none (production without Stripe) charges nothing. */
  readonly provider: PaymentProvider | undefined
  readonly mailer: Mailer
  readonly config: Pick<Config, 'brandName' | 'publicUrl'>
  readonly log: (line: string) => void
}

export interface RenewalRun {
  /** Charges the provider took (their events move the plans on). */
  readonly succeeded: number
  readonly failed: number
}

/** Charges every renewal that is due and not yet charged. */
export async function chargeDueRenewals(deps: RenewalChargeDeps, now = new Date()): Promise<RenewalRun> {
  const { provider } = deps
  if (!provider) return { succeeded: 0, failed: 0 }
  const claimed = await claimDueCharges(deps.db, utcToday(now))
  const receive = providerEventReceiver({ ...deps, webhookSecret: provider.webhookSecret })
  let succeeded = 0
  let failed = 0
  for (const charge of claimed) {
    try {
      if ((await chargeOne(deps, provider, receive, charge)) === 'succeeded') succeeded++
      else failed++
    } catch (error) {
      // The provider could not be reached: the claim is given back, and the next run asks again with the same
      // idempotency key (so a request that did reach Stripe is not charged twice).
      deps.log(`renewal of subscription ${charge.subscriptionId} not charged: ${String(error)}`)
      await deps.db
        .deleteFrom('subscription_charges')
        .where('id', '=', charge.id)
        .where('status', '=', 'pending')
        .where('payment_intent_id', 'is', null)
        .execute()
    }
  }
  return { succeeded, failed }
}

type Claimed = Awaited<ReturnType<typeof claimDueCharges>>[number]

/**
 * Claims the due renewals: active plans that renew and are paid through today or earlier. The rows are locked
 * (those another run holds are skipped) while this period's charge row is inserted; a period that has a row already
 * is not claimed again, so each period is charged at most once.
 */
function claimDueCharges(db: Kysely<Database>, today: string) {
  return db.transaction().execute(async (tx) => {
    const due = await tx
      .selectFrom('subscriptions')
      .select([
        'id',
        'paid_through',
        'charge_cents',
        'tax_cents',
        'currency',
        'payment_method_id',
        'provider_customer_id',
      ])
      .where('status', '=', 'active')
      .where('renews', '=', true)
      // 'YYYY-MM-DD' text compares as dates.
      .where('paid_through', '<=', today)
      .forUpdate()
      .skipLocked()
      .execute()
    if (due.length === 0) return []
    const inserted = await tx
      .insertInto('subscription_charges')
      .values(
        due.map((plan) => ({
          subscription_id: plan.id,
          period_start: plan.paid_through,
          amount: plan.charge_cents + plan.tax_cents,
          currency: plan.currency,
        })),
      )
      .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
      .returning(['id', 'subscription_id', 'period_start'])
      .execute()
    const planOf = new Map(due.map((plan) => [plan.id, plan]))
    return inserted.map((charge) => {
      const plan = planOf.get(charge.subscription_id)!
      return {
        id: charge.id,
        subscriptionId: plan.id,
        periodStart: charge.period_start,
        amountCents: plan.charge_cents + plan.tax_cents,
        currency: plan.currency,
        paymentMethodId: plan.payment_method_id,
        customerId: plan.provider_customer_id,
      }
    })
  })
}

async function chargeOne(
  deps: RenewalChargeDeps,
  provider: PaymentProvider,
  receive: ReturnType<typeof providerEventReceiver>,
  charge: Claimed,
): Promise<'succeeded' | 'failed'> {
  const ref: RenewalRef = { subscriptionId: charge.subscriptionId, periodStart: charge.periodStart }
  const outcome = charge.paymentMethodId
    ? await provider.chargeOffSession({
        amountCents: charge.amountCents,
        currency: charge.currency,
        customerId: charge.customerId,
        paymentMethodId: charge.paymentMethodId,
        metadata: { subscription_id: charge.subscriptionId, kind: RENEWAL_KIND, period_start: charge.periodStart },
        idempotencyKey: `renewal-${charge.subscriptionId}-${charge.periodStart}`,
      })
    : ({ status: 'failed', intentId: null, message: NO_SAVED_CARD } as const)
  if (outcome.intentId) {
    await deps.db
      .updateTable('subscription_charges')
      .set({ payment_intent_id: outcome.intentId })
      .where('id', '=', charge.id)
      .where('payment_intent_id', 'is', null)
      .execute()
  }
  // The local provider's signed event, to the one handler (Stripe posts its own to the webhook).
  if (outcome.event) await receive(outcome.event.payload, outcome.event.signature)
  if (outcome.status === 'succeeded') return 'succeeded'
  // A decline Stripe answered at once: recorded here (its event, arriving later, then changes nothing). Whoever
  // records it first mails the owner, once.
  const recorded = await deps.db
    .transaction()
    .execute((tx) => settleRenewalFailed(tx, ref, outcome.intentId, outcome.message))
  if (recorded) await mailAfterEvent(deps, { renewalFailed: { ...ref, message: outcome.message } })
  return 'failed'
}
