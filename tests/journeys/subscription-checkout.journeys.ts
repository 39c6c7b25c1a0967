// Journeys through the subscription checkout (SPEC §4 checkout tabs, §8 payment failure, §9 Subscription pricing;
// issue 18) from the pricing page in Canada: a signed-in, verified buyer chooses Agent (monthly), so the account
// step is skipped (its forms are the account dialog's, with journeys of their own). On TERMS they tick and untick
// the consent and continue with and without it; on PAYMENT they send an empty card, type a card field by field
// with one of Stripe's test cards (succeeds, declined, needs the bank's extra step) and pay, complete or fail the
// bank's step, try another card after a refusal, go back to TERMS or close, and finish on SUCCESS. The chart
// (subscription-checkout.machine.ts) gives one journey per transition; the reference below says what the person
// sees, from the spec, the §9 table worked out by hand and the test provider's words (server/domain/test-cards.ts,
// server/finance/local-provider.ts), never from the chart. The contact tier and a payment the server cannot
// prepare have jsdom paths (tests/ui/subscription-checkout.paths.test.tsx, contact-tab tests).
import type { AnyMachineSnapshot } from 'xstate'
import { TestModel } from 'xstate/graph'
import type { CardField, CardFields } from '../../src/domain/card-input'
import {
  type SubscriptionCheckoutEvent,
  subscriptionCheckoutMachine,
} from '../../src/machines/subscription-checkout/subscription-checkout.machine'
import type { ChargeSecretResponse, SubscriptionView, TestPaymentResponse } from '../../src/schemas/api/finance'
import { ACTIVE_AGENT_SUBSCRIPTION, AGENT_MONTHLY_CA, LOCAL_PAYMENT_SECRET } from '../support/subscription-fixtures'
import type { Action, FlowDefinition, FlowStart, Journey, Sight } from './journey'

/** The buyer: signed in and verified. The browser run swaps the e-mail for the person it registered (castJourney). */
export const BUYER = {
  firstName: 'Bea',
  lastName: 'Buyer',
  email: 'bea.buyer@example.com',
  isVerified: true,
} as const

/** Stripe's published test cards, which the local test provider answers as Stripe does (server/domain/test-cards.ts). */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticates: '4000 0025 0000 3155',
} as const
type CardName = keyof typeof CARDS
const cardNamed = (number: string) => (Object.keys(CARDS) as CardName[]).find((name) => CARDS[name] === number)

/** The rest of the card, as the form shows it once typed: any future date, any code, a Canadian postal code. */
const REST: Omit<CardFields, 'number'> = { expiry: '12 / 34', cvc: '123', postalCode: 'M5V 2T6' }
const FIELD_ORDER: ReadonlyArray<CardField> = ['number', 'expiry', 'cvc', 'postalCode']
const LABELS: Record<CardField, string> = {
  number: 'Card number',
  expiry: 'Expiry',
  cvc: 'CVC',
  postalCode: 'Postal code',
}
const EMPTY: CardFields = { number: '', expiry: '', cvc: '', postalCode: '' }

// SPEC §9: Agent, billed monthly, is $284 a month with a 3-month initial term and 1 listing a month; in Canada it is
// charged in Canadian dollars with 13 % HST: 284.00 × 0.13 = 36.92, so 320.92 is due today.
export const FEE = 'CA$284.00'
export const HST = 'CA$36.92'
export const TOTAL = 'CA$320.92'
export const TOTAL_CENTS = AGENT_MONTHLY_CA.totalCents
export const PAGE = '/pricing?country=CA'

/** The checkout's and the provider's words (SPEC §8: the provider's message, under the pay button). */
export const CONSENT = 'I agree to the subscription terms, including the 3-month initial term.'
export const CONSENT_NEEDED = 'Please accept the subscription terms to continue.'
export const DECLINED = 'Your card was declined.'
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
/** What the card form says before anything is sent, in Stripe's card form's words. */
const INCOMPLETE: Record<CardField, string> = {
  number: 'Your card number is incomplete.',
  expiry: 'Your card’s expiration date is incomplete.',
  cvc: 'Your card’s security code is incomplete.',
  postalCode: 'Your postal code is incomplete.',
}

type CheckoutEvent =
  | SubscriptionCheckoutEvent
  | { type: 'xstate.done.actor.getChargeSecret'; output: ChargeSecretResponse }
  | { type: 'xstate.done.actor.confirmPayment'; output: TestPaymentResponse }
  | { type: 'xstate.done.actor.authenticatePayment'; output: TestPaymentResponse }
  | { type: 'xstate.done.actor.failAuthentication'; output: TestPaymentResponse }
  | { type: 'xstate.done.actor.awaitSubscription'; output: SubscriptionView | null }

/** What the person sees: the reference each step is checked against. */
export interface SeenCheckout {
  readonly tab: 'terms' | 'payment' | 'bank' | 'success' | 'closed'
  readonly consent: boolean
  readonly consentError: boolean
  readonly card: CardFields
  readonly cardErrors: Readonly<Partial<Record<CardField, string>>>
  readonly paymentError: string | undefined
  /** The call the person waits on: the payment being prepared, paid, the bank's answer, the plan activated. */
  readonly waiting: 'preparing' | 'paying' | 'confirming' | 'failing' | 'activating' | undefined
  /** The card form has just appeared, its first field focused. */
  readonly formOpened: boolean
  /**
   * TERMS or the card form has just opened: what cannot change while the person stays there (the terms, the order
   * summary) is checked then, not after every keystroke.
   */
  readonly tabOpened: boolean
}

/** The model's answers are the test provider's (server/finance/local-provider.ts); the reference does not read them. */
const SECRET = LOCAL_PAYMENT_SECRET
/** The Agent plan the buyer holds once paid, as GET /subscription answers it. */
export const SUBSCRIPTION = ACTIVE_AGENT_SUBSCRIPTION
const providerAnswer = (number: string): TestPaymentResponse =>
  number === CARDS.succeeds
    ? { status: 'succeeded', message: null }
    : number === CARDS.authenticates
      ? { status: 'requires_action', message: null }
      : { status: 'requires_payment_method', message: DECLINED }

const cardOf = (s: AnyMachineSnapshot) => s.context.card as CardFields
const PAID = ['payment.activating', 'success'] as const

/** The model's state: the chart's state, the consent, the card and the messages (one state once paid). */
const serializeState = (s: AnyMachineSnapshot) =>
  PAID.some((key) => s.matches(key as never)) || s.status === 'done'
    ? JSON.stringify([s.value])
    : JSON.stringify([
        s.value,
        s.context.consent,
        s.context.termsError !== undefined,
        cardOf(s),
        Object.keys(s.context.cardErrors).sort(),
        s.context.paymentError ?? null,
      ])

const change = (field: CardField, value: string): CheckoutEvent => ({ type: 'card.change', field, value })

/** What a person does on the card form (see the top of the file). */
function cardMoves(s: AnyMachineSnapshot): CheckoutEvent[] {
  const card = cardOf(s)
  const refused = Object.keys(s.context.cardErrors).length > 0
  const next = FIELD_ORDER.find((field) => card[field] === '')
  if (card.number === '') {
    // An empty form: each test card, an empty send, and the ways out; once refused, the card that goes through.
    return refused
      ? [change('number', CARDS.succeeds)]
      : [
          ...Object.values(CARDS).map((number) => change('number', number)),
          { type: 'pay' },
          { type: 'back' },
          { type: 'close' },
        ]
  }
  if (next) return [change(next, REST[next as keyof typeof REST])]
  // After the provider's refusal, another test card; otherwise pay.
  if (s.context.paymentError !== undefined) {
    const others = Object.values(CARDS).filter((number) => number !== card.number)
    return others.map((number) => change('number', number))
  }
  return [{ type: 'pay' }]
}

const model = new TestModel(subscriptionCheckoutMachine as never, {
  input: { tier: 'AGENT', period: 'monthly', country: 'CA', user: BUYER },
  stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key as never),
  serializeState,
  // A call in flight gets the answer the test provider gives; otherwise what a person can do there.
  events: ((s: AnyMachineSnapshot) => {
    if (s.status === 'done') return []
    if (s.matches('terms')) {
      const firstVisit = !s.context.consent && s.context.termsError === undefined && cardOf(s).number === ''
      return [
        { type: 'terms.consent', ticked: !s.context.consent },
        { type: 'terms.continue' },
        ...(firstVisit ? [{ type: 'close' }] : []),
      ]
    }
    if (s.matches({ payment: 'preparing' })) return [{ type: 'xstate.done.actor.getChargeSecret', output: SECRET }]
    if (s.matches({ payment: 'ready' })) return cardMoves(s)
    if (s.matches({ payment: 'paying' }))
      return [{ type: 'xstate.done.actor.confirmPayment', output: providerAnswer(cardOf(s).number) }]
    if (s.matches({ payment: { authenticating: 'challenge' } }))
      return [{ type: 'authentication.complete' }, { type: 'authentication.fail' }]
    if (s.matches({ payment: { authenticating: 'submitting' } }))
      return [{ type: 'xstate.done.actor.authenticatePayment', output: { status: 'succeeded', message: null } }]
    if (s.matches({ payment: { authenticating: 'failing' } }))
      return [
        {
          type: 'xstate.done.actor.failAuthentication',
          output: { status: 'requires_payment_method', message: AUTHENTICATION_FAILED },
        },
      ]
    if (s.matches({ payment: 'activating' }))
      return [{ type: 'xstate.done.actor.awaitSubscription', output: SUBSCRIPTION }]
    if (s.matches('success')) return [{ type: 'close' }]
    return []
  }) as never,
}) as unknown as FlowStart<SeenCheckout, CheckoutEvent>['model']

/** SPEC §8 and Stripe's card form: what is visibly incomplete before the card is sent. */
function incomplete(card: CardFields): SeenCheckout['cardErrors'] {
  const errors: Partial<Record<CardField, string>> = {}
  if (card.number.replace(/\s/g, '').length < 16) errors.number = INCOMPLETE.number
  if (!/^\d\d \/ \d\d$/.test(card.expiry)) errors.expiry = INCOMPLETE.expiry
  if (!/^\d{3}$/.test(card.cvc)) errors.cvc = INCOMPLETE.cvc
  if (card.postalCode.length < 3) errors.postalCode = INCOMPLETE.postalCode
  return errors
}

const buyer: SeenCheckout = {
  tab: 'terms',
  consent: false,
  consentError: false,
  card: EMPTY,
  cardErrors: {},
  paymentError: undefined,
  waiting: undefined,
  formOpened: false,
  tabOpened: true,
}

export type CheckoutStart = 'buyer'

export const subscriptionCheckoutFlow: FlowDefinition<CheckoutStart, SeenCheckout, CheckoutEvent> = {
  starts: {
    buyer: {
      model,
      serializeState,
      seen: buyer,
      opening: {
        page: PAGE,
        signedInAs: BUYER.email,
        actions: [{ kind: 'click', name: 'Choose Agent', scope: 'page' }],
      },
    },
  },

  label: (event) => {
    switch (event.type) {
      case 'terms.consent':
        return event.ticked ? 'tick terms' : 'untick terms'
      case 'terms.continue':
        return 'continue'
      case 'card.change':
        return event.field === 'number' ? `${cardNamed(event.value)} card` : event.field
      case 'xstate.done.actor.getChargeSecret':
        return 'prepared'
      case 'xstate.done.actor.confirmPayment':
        return event.output.status === 'succeeded'
          ? 'paid'
          : event.output.status === 'requires_action'
            ? 'bank asks'
            : 'declined'
      case 'authentication.complete':
        return 'complete bank step'
      case 'authentication.fail':
        return 'fail bank step'
      case 'xstate.done.actor.authenticatePayment':
        return 'bank approved'
      case 'xstate.done.actor.failAuthentication':
        return 'bank refused'
      case 'xstate.done.actor.awaitSubscription':
        return 'activated'
      default:
        return event.type
    }
  },

  act(event, before): ReadonlyArray<Action> {
    switch (event.type) {
      case 'terms.consent':
        return [{ kind: 'check', name: CONSENT, checked: event.ticked }]
      case 'terms.continue':
        return [{ kind: 'click', name: 'Continue to payment', scope: 'dialog' }]
      case 'card.change':
        return [{ kind: 'fill', label: LABELS[event.field], value: event.value }]
      case 'pay':
        return [{ kind: 'click', name: `Pay ${TOTAL}`, scope: 'dialog' }]
      case 'back':
        return [{ kind: 'click', name: 'Back to terms', scope: 'dialog' }]
      // The dialog's Close button, Escape on TERMS, Done on SUCCESS: every way out is driven.
      case 'close':
        return before.tab === 'success'
          ? [{ kind: 'click', name: 'Done', scope: 'dialog' }]
          : before.tab === 'terms'
            ? [{ kind: 'press', key: 'Escape' }]
            : [{ kind: 'click', name: 'Close', scope: 'dialog' }]
      case 'authentication.complete':
        return [{ kind: 'click', name: 'Complete authentication', scope: 'dialog' }]
      case 'authentication.fail':
        return [{ kind: 'click', name: 'Fail authentication', scope: 'dialog' }]
      case 'xstate.done.actor.getChargeSecret':
        return [{ kind: 'answer', call: '/subscription/charge/secret' }]
      case 'xstate.done.actor.confirmPayment':
        return [{ kind: 'answer', call: '/test-provider/confirm' }]
      case 'xstate.done.actor.authenticatePayment':
      case 'xstate.done.actor.failAuthentication':
        return [{ kind: 'answer', call: '/test-provider/authenticate' }]
      case 'xstate.done.actor.awaitSubscription':
        return [{ kind: 'answer', call: '/subscription' }]
      default:
        throw new Error(`No person's action for ${event.type}`)
    }
  },

  next(before, event): SeenCheckout {
    const seen = { ...before, tabOpened: false }
    const settled = { waiting: undefined, formOpened: false } as const
    switch (event.type) {
      case 'terms.consent':
        return { ...seen, consent: event.ticked, consentError: false }
      // Consent is needed to go on (SPEC §4 TERMS); with it, the payment is prepared first.
      case 'terms.continue':
        return seen.consent ? { ...seen, tab: 'payment', waiting: 'preparing' } : { ...seen, consentError: true }
      case 'xstate.done.actor.getChargeSecret':
        return { ...seen, ...settled, formOpened: true, tabOpened: true }
      case 'card.change': {
        const { [event.field]: _fixed, ...cardErrors } = seen.cardErrors
        return {
          ...seen,
          card: { ...seen.card, [event.field]: event.value },
          cardErrors,
          paymentError: undefined,
          formOpened: false,
        }
      }
      case 'pay': {
        const cardErrors = incomplete(seen.card)
        return Object.keys(cardErrors).length > 0
          ? { ...seen, cardErrors, formOpened: false }
          : { ...seen, waiting: 'paying', paymentError: undefined, formOpened: false }
      }
      // The provider's answer for the test card typed (server/domain/test-cards.ts): paid, the bank's step, or
      // declined with its message under the pay button, the card kept (SPEC §8).
      case 'xstate.done.actor.confirmPayment':
        switch (cardNamed(seen.card.number)) {
          case 'succeeds':
            return { ...seen, waiting: 'activating' }
          case 'authenticates':
            return { ...seen, ...settled, tab: 'bank' }
          default:
            return { ...seen, ...settled, paymentError: DECLINED }
        }
      case 'authentication.complete':
        return { ...seen, waiting: 'confirming' }
      case 'authentication.fail':
        return { ...seen, waiting: 'failing' }
      case 'xstate.done.actor.authenticatePayment':
        return { ...seen, tab: 'payment', waiting: 'activating' }
      // A failed bank step is the provider's refusal: the card form again, the card kept, the message under Pay.
      case 'xstate.done.actor.failAuthentication':
        return { ...seen, tab: 'payment', waiting: undefined, formOpened: true, paymentError: AUTHENTICATION_FAILED }
      case 'xstate.done.actor.awaitSubscription':
        return { ...seen, ...settled, tab: 'success' }
      // Back on TERMS the consent and the card stay; the card form's messages do not.
      case 'back':
        return { ...seen, tab: 'terms', cardErrors: {}, paymentError: undefined, formOpened: false, tabOpened: true }
      case 'close':
        return { ...seen, ...settled, tab: 'closed' }
      default:
        return seen
    }
  },

  sees(seen): ReadonlyArray<Sight> {
    // The order summary beside TERMS and PAYMENT (SPEC §9, worked out by hand above).
    const summary: Sight[] = [
      { kind: 'text', text: 'Agent plan' },
      { kind: 'text', text: FEE },
      { kind: 'text', text: 'HST (13 %)' },
      { kind: 'text', text: HST },
      { kind: 'text', text: 'Due today (CAD)' },
      { kind: 'text', text: TOTAL },
    ]
    switch (seen.tab) {
      case 'terms':
        return [
          { kind: 'dialog', name: 'Subscription terms' },
          // SPEC §9: a monthly plan's initial term is 3 months; the renewal notice comes 30 days before.
          ...(seen.tabOpened
            ? [
                {
                  kind: 'text',
                  text: 'Your plan starts today with an initial term of 3 months. You are billed each month, at the start of the month.',
                } as const,
                {
                  kind: 'text',
                  text: 'It renews at the end of the term unless you cancel before then; we e-mail you 30 days before it renews.',
                } as const,
                ...summary,
              ]
            : []),
          {
            kind: 'checkbox',
            name: CONSENT,
            checked: seen.consent,
            error: seen.consentError ? CONSENT_NEEDED : undefined,
          },
          { kind: 'button', name: 'Continue to payment', scope: 'dialog', disabled: false },
        ]
      case 'payment': {
        if (seen.waiting === 'preparing')
          return [
            { kind: 'dialog', name: 'Payment' },
            { kind: 'status', text: 'Preparing a secure payment…' },
          ]
        const busy = seen.waiting !== undefined
        return [
          { kind: 'dialog', name: 'Payment' },
          ...(seen.tabOpened ? summary : []),
          ...FIELD_ORDER.map(
            (field): Sight => ({
              kind: 'field',
              label: LABELS[field],
              value: seen.card[field],
              error: seen.cardErrors[field],
            }),
          ),
          busy
            ? { kind: 'button', name: 'Processing payment…', scope: 'dialog', disabled: true }
            : { kind: 'button', name: `Pay ${TOTAL}`, scope: 'dialog', disabled: false },
          { kind: 'button', name: 'Back to terms', scope: 'dialog', disabled: busy },
          { kind: 'alert', text: seen.paymentError },
          ...(seen.formOpened ? [{ kind: 'focused', label: LABELS.number } as const] : []),
        ]
      }
      // The bank's extra step (3-D Secure) instead of the card form.
      case 'bank': {
        const busy = seen.waiting !== undefined
        return [
          { kind: 'dialog', name: 'Payment' },
          { kind: 'region', name: 'Confirm this payment with your bank', present: true },
          busy
            ? { kind: 'button', name: 'Confirming…', scope: 'dialog', disabled: true }
            : { kind: 'button', name: 'Complete authentication', scope: 'dialog', disabled: false },
          { kind: 'button', name: 'Fail authentication', scope: 'dialog', disabled: busy },
          { kind: 'alert', text: undefined },
        ]
      }
      // SUCCESS: what was bought (the amount with its tax) and what it unlocks (SPEC §9: 1 listing a month).
      case 'success':
        return [
          { kind: 'dialog', name: 'Welcome to the Agent plan' },
          {
            kind: 'text',
            text: `We charged ${TOTAL} (including ${HST} HST). A receipt is on its way to ${BUYER.email}.`,
          },
          { kind: 'text', text: '1 included listing' },
          { kind: 'button', name: 'Done', scope: 'dialog', disabled: false },
          { kind: 'alert', text: undefined },
        ]
      case 'closed':
        return [{ kind: 'noDialog' }, { kind: 'button', name: 'Choose Agent', scope: 'page', disabled: false }]
    }
  },

  transient: (seen) => seen.waiting !== undefined,
}

/**
 * Whether the journey pays in a browser: the succeeding card sent, or the bank's step completed. The server then
 * has the buyer subscribed, and a subscribed person cannot buy again (server/finance/subscriptions.ts, openCheckout).
 */
export const paymentsIn = (journey: Journey) =>
  journey.steps.filter(
    (step) =>
      step.event === 'authentication.complete' ||
      (step.event === 'pay' &&
        step.state === JSON.stringify({ payment: 'paying' }) &&
        step.sees.some((s) => s.kind === 'field' && s.label === LABELS.number && s.value === CARDS.succeeds)),
  ).length
