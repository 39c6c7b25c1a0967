// The payment provider's events (issue 18): the ONE code path that turns a paid intent into an active plan, for
// Stripe's webhook and for the local test provider alike (it signs its events the same way and hands them here in
// process). An event is acted on only when its Stripe signature verifies with the provider's secret; each event id
// is acted on once (payment_events), since Stripe delivers at least once and retries; and a plan is activated by
// one conditional update, only when the amount and currency paid are exactly what its row says it costs.
import { Result, Schema } from 'effect'
import type { Kysely } from 'kysely'
import Stripe from 'stripe'
import { initialTermEnd } from '../../src/domain/subscription-term'
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

/** A payment intent as `payment_intent.succeeded` carries it: amount in cents, currency code in lower case. */
const PaidIntent = Schema.Struct({
  id: Schema.String,
  amount: Schema.Int,
  currency: Schema.String,
})

export interface EventOutcome {
  /** The event id had been handled before: nothing was done. */
  readonly duplicate: boolean
  /** A pending plan was activated by it. */
  readonly activated: boolean
  /** The plan it activated, for the receipt. */
  readonly subscriptionId?: string
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
    if (event.type !== 'payment_intent.succeeded') return { duplicate: false, activated: false }
    const intent = Schema.decodeUnknownResult(PaidIntent)(event.data.object)
    if (Result.isFailure(intent)) throw refuse('The event is not one we understand.')
    const activated = await activate(tx, deps.log, intent.success, now)
    return activated ? { duplicate: false, activated: true, subscriptionId: activated } : NOTHING_ACTIVATED
  })
}

/** Activates the pending plan the intent paid for (its id; null when none); the term runs from the day it was paid. */
async function activate(
  tx: Kysely<Database>,
  log: (line: string) => void,
  paid: typeof PaidIntent.Type,
  now: Date,
): Promise<string | null> {
  const row = await tx
    .selectFrom('subscriptions')
    .select(['id', 'period', 'status', 'charge_cents', 'tax_cents', 'currency'])
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
  const updated = await tx
    .updateTable('subscriptions')
    .set({ status: 'active', activated_at: now, term_start: today, term_end: initialTermEnd(today, row.period) })
    .where('id', '=', row.id)
    // The condition makes a second activation (two deliveries at once) a no-op.
    .where('status', '=', 'pending')
    .where('payment_intent_id', '=', paid.id)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1 ? row.id : null
}
