// The payment provider's events (issue 18): the ONE code path that turns a paid intent into an active plan, for
// Stripe's webhook and for the local test provider alike (it signs its events the same way and hands them here in
// process). An event is acted on only when its Stripe signature verifies with the provider's secret; each event id
// is acted on once (payment_events), since Stripe delivers at least once and retries; and a plan is activated by
// one conditional update, only when the amount and currency paid are exactly what its row says it costs.
import { Result, Schema } from 'effect'
import { type Kysely, sql } from 'kysely'
import Stripe from 'stripe'
import { checkoutQuote } from '../../src/domain/subscription-checkout'
import { addMonths, initialTermEnd } from '../../src/domain/subscription-term'
import { ANNUAL_CHARGE_MONTHS } from '../../src/schemas/constants'
import type { Database } from '../db/schema'
import { utcToday } from '../domain/subscription-charge'
import { ApiError } from '../http/errors'

/** Where the provider posts its events, under the finance base path (the Stripe dashboard's endpoint URL). */
export const WEBHOOK_PATH = '/stripe/webhook'

/** The header Stripe (and the local provider) sign events in. */
export const SIGNATURE_HEADER = 'stripe-signature'

/** The parts of an event we read; everything else Stripe sends is ignored. */
const ProviderEvent = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  data: Schema.Struct({ object: Schema.Unknown }),
})

/**
 * A payment intent as `payment_intent.succeeded` / `.payment_failed` carry it: amount in cents, currency code in
 * lower case; the card it was paid with (saved for renewals) and its Customer; what a renewal's metadata says.
 */
const PaidIntent = Schema.Struct({
  id: Schema.String,
  amount: Schema.Int,
  currency: Schema.String,
  metadata: Schema.optional(Schema.NullOr(Schema.Record(Schema.String, Schema.String))),
  payment_method: Schema.optional(Schema.NullOr(Schema.String)),
  customer: Schema.optional(Schema.NullOr(Schema.String)),
  last_payment_error: Schema.optional(Schema.NullOr(Schema.Struct({ message: Schema.optional(Schema.String) }))),
})
type PaidIntent = typeof PaidIntent.Type

/** A payment intent as `payment_intent.payment_failed` carries it: what failed, and the provider's message. */
const FailedIntent = Schema.Struct({
  id: Schema.String,
  metadata: PaidIntent.fields.metadata,
  last_payment_error: PaidIntent.fields.last_payment_error,
})

/** What the metadata of a renewal charge's intent says (server/finance/renewal-charges.ts). */
export const RENEWAL_KIND = 'renewal'

/** A renewal's charge, as the event handler and the job settle it. */
export interface RenewalRef {
  readonly subscriptionId: string
  readonly periodStart: string
}

export interface EventOutcome {
  /** The event id had been handled before: nothing was done. */
  readonly duplicate: boolean
  /** A pending plan was activated by it. */
  readonly activated: boolean
  /** The plan it activated, for the receipt. */
  readonly subscriptionId?: string
  /** A renewal it paid (the plan moved on): for the renewal's receipt. */
  readonly renewed?: RenewalRef
  /** A renewal it failed, the first time: for the mail to the owner. */
  readonly renewalFailed?: RenewalRef & { readonly message: string }
}

export interface EventDeps {
  readonly db: Kysely<Database>
  readonly log: (line: string) => void
  readonly now?: () => Date
}

const NOTHING_ACTIVATED: EventOutcome = { duplicate: false, activated: false }

const refuse = (message: string) => new ApiError(400, { message })

/**
 * Verifies, records and acts on one event. `rawBody` must be the bytes as received: the signature covers them, so a
 * body parsed and serialised again would not verify. A bad or missing signature throws a 400 and changes nothing.
 */
export async function receiveProviderEvent(
  deps: EventDeps,
  secret: string,
  rawBody: string | Uint8Array,
  signature: string | undefined,
): Promise<EventOutcome> {
  let parsed: unknown
  try {
    // Stripe's own verification (HMAC-SHA256 over "timestamp.body", constant-time compare, 5-minute tolerance);
    // static, so the local provider needs no Stripe key to use it.
    parsed = await Stripe.webhooks.constructEventAsync(rawBody, signature ?? '', secret)
  } catch {
    throw refuse('The event signature could not be verified.')
  }
  const decoded = Schema.decodeUnknownResult(ProviderEvent)(parsed)
  if (Result.isFailure(decoded)) throw refuse('The event is not one we understand.')
  const event = decoded.success
  const now = deps.now?.() ?? new Date()
  return deps.db.transaction().execute(async (tx) => {
    // Recorded in the same transaction as its effect: a failure undoes both, and the provider's retry finds neither.
    const fresh = await tx
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!fresh) return { duplicate: true, activated: false }
    const succeeded = event.type === 'payment_intent.succeeded'
    if (!succeeded && event.type !== 'payment_intent.payment_failed') return NOTHING_ACTIVATED
    if (!succeeded) {
      // A failed payment: only a renewal's matters (a checkout's buyer sees the decline and tries another card).
      const failedIntent = Schema.decodeUnknownResult(FailedIntent)(event.data.object)
      if (Result.isFailure(failedIntent)) throw refuse('The event is not one we understand.')
      const renewal = await renewalOf(tx, failedIntent.success)
      if (!renewal) return NOTHING_ACTIVATED
      const message = failedIntent.success.last_payment_error?.message ?? 'The card could not be charged.'
      const failed = await settleRenewalFailed(tx, renewal, failedIntent.success.id, message)
      return failed ? { ...NOTHING_ACTIVATED, renewalFailed: { ...renewal, message } } : NOTHING_ACTIVATED
    }
    const decodedIntent = Schema.decodeUnknownResult(PaidIntent)(event.data.object)
    if (Result.isFailure(decodedIntent)) throw refuse('The event is not one we understand.')
    const intent = decodedIntent.success
    const renewal = await renewalOf(tx, intent)
    if (renewal) {
      const renewed = await settleRenewalPaid(tx, deps.log, renewal, intent)
      return renewed ? { ...NOTHING_ACTIVATED, renewed: renewal } : NOTHING_ACTIVATED
    }
    const activated = await activate(tx, deps.log, intent, now)
    return activated ? { duplicate: false, activated: true, subscriptionId: activated } : NOTHING_ACTIVATED
  })
}

/** The renewal charge an intent is for: by its metadata (its event may come before the job saved its id), or its id. */
async function renewalOf(
  tx: Kysely<Database>,
  intent: { readonly id: string; readonly metadata?: Readonly<Record<string, string>> | null },
): Promise<RenewalRef | null> {
  const metadata = intent.metadata ?? {}
  if (metadata.kind === RENEWAL_KIND && metadata.subscription_id && metadata.period_start) {
    return { subscriptionId: metadata.subscription_id, periodStart: metadata.period_start }
  }
  const row = await tx
    .selectFrom('subscription_charges')
    .select(['subscription_id', 'period_start'])
    .where('payment_intent_id', '=', intent.id)
    .executeTakeFirst()
  return row ? { subscriptionId: row.subscription_id, periodStart: row.period_start } : null
}

/** The months one charge pays for. */
const monthsPaid = (period: 'monthly' | 'annual') => (period === 'annual' ? ANNUAL_CHARGE_MONTHS : 1)

/**
 * A renewal was paid: the charge is marked succeeded and the plan moves on, in the caller's transaction. Both are
 * conditional (the charge not yet succeeded; the plan still paid through the charge's period start), so a replayed
 * or doubled event changes nothing. paid_through moves on by the months paid, the included listings grow by the
 * redeemable listings of those months, and a charge for a period from the term's end on renews the term (and resets
 * the renewal notice, so the next one goes out). A past-due plan paid after all is active again.
 */
async function settleRenewalPaid(
  tx: Kysely<Database>,
  log: (line: string) => void,
  renewal: RenewalRef,
  paid: PaidIntent,
): Promise<boolean> {
  await lockPlan(tx, renewal.subscriptionId)
  const charge = await tx
    .selectFrom('subscription_charges')
    .selectAll()
    .where('subscription_id', '=', renewal.subscriptionId)
    .where('period_start', '=', renewal.periodStart)
    .executeTakeFirst()
  if (!charge) {
    log(`renewal payment ${paid.id} succeeded but no charge of ${renewal.subscriptionId} is waiting for it`)
    return false
  }
  if (charge.amount !== paid.amount || charge.currency.toLowerCase() !== paid.currency.toLowerCase()) {
    log(`renewal payment ${paid.id} of ${paid.amount} ${paid.currency} does not match charge ${charge.id}`)
    return false
  }
  const marked = await tx
    .updateTable('subscription_charges')
    .set({ status: 'succeeded', payment_intent_id: paid.id, failure_message: null })
    .where('id', '=', charge.id)
    .where('status', '!=', 'succeeded')
    .executeTakeFirst()
  if (Number(marked.numUpdatedRows) !== 1) return false
  const plan = await tx
    .selectFrom('subscriptions')
    .select(['id', 'plan', 'period', 'country', 'term_end'])
    .where('id', '=', charge.subscription_id)
    .executeTakeFirstOrThrow()
  const paidThrough = addMonths(charge.period_start, monthsPaid(plan.period))
  const listings = checkoutQuote(plan.plan, plan.period, plan.country).listingsIncluded
  const renewsTerm = paidThrough > plan.term_end
  const advanced = await tx
    .updateTable('subscriptions')
    .set({
      paid_through: paidThrough,
      listings_included: sql<number>`listings_included + ${listings}`,
      status: sql<'active'>`case when status = 'past_due' then 'active' else status end`,
      ...(renewsTerm
        ? {
            term_start: plan.term_end,
            term_end: initialTermEnd(plan.term_end, plan.period),
            renewal_notice_sent_at: null,
          }
        : {}),
    })
    .where('id', '=', plan.id)
    .where('paid_through', '=', charge.period_start)
    .executeTakeFirst()
  return Number(advanced.numUpdatedRows) === 1
}

/**
 * Locks the plan before its charge is touched, in the order the renewal job's claim takes them (the plan FOR UPDATE,
 * then its charge's insert). The other order deadlocked: a racing claim held the plan while its insert waited on the
 * charge this transaction had updated, and this transaction waited on the plan.
 */
async function lockPlan(tx: Kysely<Database>, subscriptionId: string): Promise<void> {
  await tx.selectFrom('subscriptions').select('id').where('id', '=', subscriptionId).forUpdate().execute()
}

/**
 * A renewal failed: the charge is marked failed with the provider's message and the plan past due (it no longer
 * prices orders). Conditional, so whoever records it first (the job from the provider's answer, or the event) does,
 * and only that one mails the owner. True when this call recorded it.
 */
export async function settleRenewalFailed(
  tx: Kysely<Database>,
  renewal: RenewalRef,
  intentId: string | null,
  message: string,
): Promise<boolean> {
  await lockPlan(tx, renewal.subscriptionId)
  const marked = await tx
    .updateTable('subscription_charges')
    .set({ status: 'failed', failure_message: message, ...(intentId ? { payment_intent_id: intentId } : {}) })
    .where('subscription_id', '=', renewal.subscriptionId)
    .where('period_start', '=', renewal.periodStart)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (Number(marked.numUpdatedRows) !== 1) return false
  await tx
    .updateTable('subscriptions')
    .set({ status: 'past_due' })
    .where('id', '=', renewal.subscriptionId)
    .where('status', '=', 'active')
    .where('paid_through', '=', renewal.periodStart)
    .execute()
  return true
}

/** Activates the pending plan the intent paid for (its id; null when none); the term runs from the day it was paid. */
async function activate(
  tx: Kysely<Database>,
  log: (line: string) => void,
  paid: PaidIntent,
  now: Date,
): Promise<string | null> {
  const row = await tx
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'period', 'status', 'charge_cents', 'tax_cents', 'currency'])
    .where('payment_intent_id', '=', paid.id)
    .executeTakeFirst()
  if (!row) {
    log(`payment ${paid.id} succeeded but no subscription is waiting for it`)
    return null
  }
  if (row.status !== 'pending') return null
  if (row.charge_cents + row.tax_cents !== paid.amount || row.currency.toLowerCase() !== paid.currency.toLowerCase()) {
    // Never happens with intents we created; a plan is not handed out for a payment that does not cover it.
    log(`payment ${paid.id} of ${paid.amount} ${paid.currency} does not match subscription ${row.id}: not activated`)
    return null
  }
  const today = utcToday(now)
  const termEnd = initialTermEnd(today, row.period)
  const updated = await tx
    .updateTable('subscriptions')
    .set({
      status: 'active',
      activated_at: now,
      term_start: today,
      term_end: termEnd,
      // The second charge's day: a month on (monthly), the term's end (annual).
      paid_through: row.period === 'annual' ? termEnd : addMonths(today, 1),
      // The card it was paid with, saved for the renewals (setup_future_usage with Stripe; the test card locally).
      payment_method_id: paid.payment_method ?? null,
      provider_customer_id: paid.customer ?? null,
    })
    .where('id', '=', row.id)
    // The condition makes a second activation (two deliveries at once) a no-op.
    .where('status', '=', 'pending')
    .where('payment_intent_id', '=', paid.id)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) return null
  // A plan whose renewal failed (past_due) is replaced by the one just bought: it ends, so the person has one plan.
  await tx
    .updateTable('subscriptions')
    .set({ status: 'ended' })
    .where('user_id', '=', row.user_id)
    .where('status', '=', 'past_due')
    .where('id', '!=', row.id)
    .execute()
  return row.id
}
