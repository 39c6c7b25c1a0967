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
import type {
  CancelOutcome,
  CreatedIntent,
  IntentRequest,
  OffSessionOutcome,
  OffSessionRequest,
  PaymentProvider,
  SignedEvent,
} from './payment-provider'

const ID_PREFIX = 'pi_local_'
/** Statuses an intent can still be paid from. */
const OPEN: ReadonlyArray<PaymentIntentsTable['status']> = ['requires_payment_method', 'requires_action']
const METHOD_PREFIX = 'pm_local_'

/**
 * The payment method a confirmed test card is remembered as: its last four digits, which name the test card's
 * behaviour (pm_local_4242, pm_local_0002). Never the card number (and the provider only takes Stripe's test cards).
 */
export const localPaymentMethod = (cardNumber: string) => `${METHOD_PREFIX}${cardNumber.replace(/\s+/g, '').slice(-4)}`

/** Stripe's wording when a card that needs the cardholder's authentication is charged off-session. */
export const AUTHENTICATION_REQUIRED = 'Your card was declined. This transaction requires authentication.'

/** What an off-session charge to a saved test card does, as Stripe's test cards do off-session. */
function offSessionOutcome(paymentMethod: string): { ok: true } | { ok: false; message: string } {
  switch (paymentMethod) {
    case `${METHOD_PREFIX}4242`:
      return { ok: true }
    case `${METHOD_PREFIX}0002`:
      return { ok: false, message: CARD_MESSAGES.declined }
    case `${METHOD_PREFIX}9995`:
      return { ok: false, message: CARD_MESSAGES.insufficientFunds }
    case `${METHOD_PREFIX}3155`:
      return { ok: false, message: AUTHENTICATION_REQUIRED }
    default:
      return { ok: false, message: `No such PaymentMethod: '${paymentMethod}'` }
  }
}

const newIntentId = () => {
  // 96 and 192 random bits: the secret is the only credential a confirmation needs, as with Stripe.
  const id = `${ID_PREFIX}${randomBytes(12).toString('hex')}`
  return { id, clientSecret: `${id}_secret_${randomBytes(24).toString('hex')}` }
}

export function localPaymentProvider(db: Kysely<Database>, webhookSecret: string): PaymentProvider {
  return {
    name: 'local',
    publishableKey: null,
    webhookSecret,
    async createIntent(request: IntentRequest): Promise<CreatedIntent> {
      const { id, clientSecret } = newIntentId()
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
    /**
     * Creates and confirms an intent in process with the saved test card's off-session behaviour (4242 succeeds,
     * 0002 and 9995 are declined, 3155 needs its cardholder and fails as Stripe says off-session) and returns the
     * signed event for the caller to hand to the one event handler, as the checkout does.
     */
    async chargeOffSession(request: OffSessionRequest): Promise<OffSessionOutcome> {
      const outcome = offSessionOutcome(request.paymentMethodId)
      const { id, clientSecret } = newIntentId()
      const intent = await db
        .insertInto('payment_intents')
        .values({
          id,
          client_secret: clientSecret,
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          status: outcome.ok ? 'succeeded' : 'requires_payment_method',
          last_error: outcome.ok ? null : outcome.message,
          metadata: JSON.stringify(request.metadata),
          payment_method: request.paymentMethodId,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      const event = signedIntentEvent(webhookSecret, intent, new Date())
      return outcome.ok
        ? { status: 'succeeded', intentId: id, event }
        : { status: 'failed', intentId: id, message: outcome.message, event }
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
      return moveOpenIntent(deps, intent, 'requires_action', null, localPaymentMethod(card.number))
    case 'succeeds':
      return succeed(deps, intent, localPaymentMethod(card.number))
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
  paymentMethod: string | null = null,
): Promise<TestPaymentResponse> {
  const moved = await deps.db
    .updateTable('payment_intents')
    .set({ status, last_error: message, payment_method: paymentMethod })
    .where('id', '=', intent.id)
    .where('status', 'in', OPEN)
    .executeTakeFirst()
  // Paid or cancelled meanwhile (another tab): say what it is now.
  if (Number(moved.numUpdatedRows) === 0) return settledMeanwhile(deps, intent.id)
  return answer(status, message)
}

/** Takes the payment: one conditional update, so two confirmations at once succeed once and deliver one event. */
async function succeed(
  deps: TestPaymentDeps,
  intent: IntentRow,
  paymentMethod: string | null = intent.payment_method,
): Promise<TestPaymentResponse> {
  const paid = await deps.db
    .updateTable('payment_intents')
    .set({ status: 'succeeded', last_error: null, payment_method: paymentMethod })
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
  const event = signedIntentEvent(deps.webhookSecret, intent, deps.now?.() ?? new Date())
  await deps.deliver(event.payload, event.signature)
  return answer('succeeded')
}

/**
 * The intent's Stripe-shaped event: `payment_intent.succeeded`, or `payment_intent.payment_failed` with its
 * `last_payment_error` for a declined off-session charge; `payment_method` is the saved test card. Signed with the
 * SDK's own signer: the header is exactly what Stripe would send, so the handler's verification is the same.
 */
function signedIntentEvent(webhookSecret: string, intent: IntentRow, now: Date): SignedEvent {
  const succeeded = intent.status === 'succeeded'
  const payload = JSON.stringify({
    id: `evt_local_${intent.id.slice(ID_PREFIX.length)}`,
    object: 'event',
    type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
        status: intent.status,
        customer: null,
        payment_method: intent.payment_method,
        last_payment_error: intent.last_error === null ? null : { message: intent.last_error },
      },
    },
  })
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) }
}
