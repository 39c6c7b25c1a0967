// The local test provider (issue 18): the payment provider when no Stripe keys are set, served by our own server so
// the checkout works offline and in the tests. It behaves like Stripe where it matters: an intent with an unguessable
// client secret, a confirmation with a card (only Stripe's published TEST cards: it never handles real cards and
// charges nothing, server/domain/test-cards.ts), an extra authentication step for the 3155 card, and on success a
// Stripe-shaped `payment_intent.succeeded` event signed with Stripe's scheme and handed, raw body and signature
// header, to the same handler as Stripe's webhook. So the code that activates a plan is the same in both modes.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import Stripe from 'stripe'
import type { TestCard, TestPaymentResponse } from '../../src/schemas/api/finance'
import type { Database, PaymentIntentsTable } from '../db/schema'
import { CARD_MESSAGES, testCardOutcome } from '../domain/test-cards'
import { ApiError, notFound } from '../http/errors'
import type { CancelOutcome, CreatedIntent, IntentRequest, PaymentProvider } from './payment-provider'

const ID_PREFIX = 'pi_local_'
/** Statuses an intent can still be paid from. */
const OPEN: ReadonlyArray<PaymentIntentsTable['status']> = ['requires_payment_method', 'requires_action']

export function localPaymentProvider(db: Kysely<Database>, webhookSecret: string): PaymentProvider {
  return {
    name: 'local',
    publishableKey: null,
    webhookSecret,
    async createIntent(request: IntentRequest): Promise<CreatedIntent> {
      // 96 and 192 random bits: the secret is the only credential a confirmation needs, as with Stripe.
      const id = `${ID_PREFIX}${randomBytes(12).toString('hex')}`
      const clientSecret = `${id}_secret_${randomBytes(24).toString('hex')}`
      await db
        .insertInto('payment_intents')
        .values({
          id,
          client_secret: clientSecret,
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          status: 'requires_payment_method',
          metadata: JSON.stringify(request.metadata),
        })
        .execute()
      return { id, clientSecret }
    },
    async cancelIntent(id: string): Promise<CancelOutcome> {
      const cancelled = await db
        .updateTable('payment_intents')
        .set({ status: 'canceled' })
        .where('id', '=', id)
        .where('status', 'in', OPEN)
        .executeTakeFirst()
      if (Number(cancelled.numUpdatedRows) === 1) return 'canceled'
      const row = await db.selectFrom('payment_intents').select('status').where('id', '=', id).executeTakeFirst()
      return row?.status === 'succeeded' ? 'paid' : 'canceled'
    },
  }
}

export interface TestPaymentDeps {
  readonly db: Kysely<Database>
  readonly webhookSecret: string
  /** The webhook's handler, called in process with the signed event's raw body and signature header. */
  readonly deliver: (rawBody: string, signature: string) => Promise<unknown>
  readonly now?: () => Date
}

type IntentRow = Awaited<ReturnType<typeof findIntent>>

async function findIntent(db: Kysely<Database>, secret: string) {
  const row = await db.selectFrom('payment_intents').selectAll().where('client_secret', '=', secret).executeTakeFirst()
  if (!row) throw notFound('No such payment.')
  return row
}

const answer = (status: TestPaymentResponse['status'], message: string | null = null): TestPaymentResponse => ({
  status,
  message,
})
const noLongerOpen = () =>
  new ApiError(409, { message: 'This payment was cancelled. Please go back and start the payment again.' })

/**
 * Confirms the intent with a card, as Stripe.js's confirmCardPayment does. A decline is an answer (200) with the
 * provider's message and the intent back at requires_payment_method, so the buyer can try another card; fields that
 * are not a card are a 400 with fieldErrors on card.number / card.expiry / card.cvc and the first problem as the
 * message. An intent that has succeeded answers succeeded again without a second charge.
 */
export async function confirmTestPayment(
  deps: TestPaymentDeps,
  secret: string,
  card: TestCard,
): Promise<TestPaymentResponse> {
  const intent = await findIntent(deps.db, secret)
  if (intent.status === 'succeeded') return succeeded(deps, intent)
  if (intent.status === 'canceled') throw noLongerOpen()
  const now = deps.now?.() ?? new Date()
  const outcome = testCardOutcome(card, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 })
  switch (outcome.kind) {
    case 'invalid': {
      const fieldErrors = Object.fromEntries(Object.entries(outcome.fieldErrors).map(([k, v]) => [`card.${k}`, v]))
      throw new ApiError(400, { message: Object.values(outcome.fieldErrors)[0], fieldErrors })
    }
    case 'declined':
      return moveOpenIntent(deps, intent, 'requires_payment_method', outcome.message)
    case 'authenticate':
      return moveOpenIntent(deps, intent, 'requires_action', null)
    case 'succeeds':
      return succeed(deps, intent)
  }
}

/** The cardholder's answer to the extra authentication step (the 3155 card). */
export async function authenticateTestPayment(
  deps: TestPaymentDeps,
  secret: string,
  approve: boolean,
): Promise<TestPaymentResponse> {
  const intent = await findIntent(deps.db, secret)
  if (intent.status === 'succeeded') return succeeded(deps, intent)
  if (intent.status !== 'requires_action') {
    throw new ApiError(409, { message: 'This payment is not waiting for authentication.' })
  }
  if (approve) return succeed(deps, intent)
  return moveOpenIntent(deps, intent, 'requires_payment_method', CARD_MESSAGES.authenticationFailed)
}

/** A declined or to-be-authenticated card: the intent stays open, with the provider's message for the buyer. */
async function moveOpenIntent(
  deps: TestPaymentDeps,
  intent: IntentRow,
  status: 'requires_payment_method' | 'requires_action',
  message: string | null,
): Promise<TestPaymentResponse> {
  const moved = await deps.db
    .updateTable('payment_intents')
    .set({ status, last_error: message })
    .where('id', '=', intent.id)
    .where('status', 'in', OPEN)
    .executeTakeFirst()
  // Paid or cancelled meanwhile (another tab): say what it is now.
  if (Number(moved.numUpdatedRows) === 0) return settledMeanwhile(deps, intent.id)
  return answer(status, message)
}

/** Takes the payment: one conditional update, so two confirmations at once succeed once and deliver one event. */
async function succeed(deps: TestPaymentDeps, intent: IntentRow): Promise<TestPaymentResponse> {
  const paid = await deps.db
    .updateTable('payment_intents')
    .set({ status: 'succeeded', last_error: null })
    .where('id', '=', intent.id)
    .where('status', 'in', OPEN)
    .returningAll()
    .executeTakeFirst()
  if (!paid) return settledMeanwhile(deps, intent.id)
  return succeeded(deps, paid)
}

async function settledMeanwhile(deps: TestPaymentDeps, id: string): Promise<TestPaymentResponse> {
  const now = await deps.db.selectFrom('payment_intents').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  if (now.status === 'succeeded') return succeeded(deps, now)
  if (now.status === 'canceled') throw noLongerOpen()
  return answer(now.status, now.last_error)
}

/**
 * Sends the intent's success event and answers succeeded. The event id is the intent's, so delivering it again (a
 * repeated confirmation, or a retry after a delivery that failed) is recognised and changes nothing, as Stripe's
 * redelivery of one event is.
 */
async function succeeded(deps: TestPaymentDeps, intent: IntentRow): Promise<TestPaymentResponse> {
  const payload = JSON.stringify({
    id: `evt_local_${intent.id.slice(ID_PREFIX.length)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor((deps.now?.() ?? new Date()).getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
        status: 'succeeded',
      },
    },
  })
  // The SDK's own signer: the header is exactly what Stripe would send, so the webhook's verification is the same.
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret })
  await deps.deliver(payload, signature)
  return answer('succeeded')
}
