// Model-based test of the subscription checkout (SPEC §4 checkout tabs, §8 payment failure, §9; issue 18): every
// transition of the checkout chart from TERMS on (a signed-in, verified buyer in Canada) is replayed through the real
// dialog, its calls answered by a test runtime the path settles by hand. Each state reached is checked in the DOM
// against independent facts: the §9 table's Agent fee ($284) with Ontario's 13 % HST worked out by hand, the request
// the server is sent, the provider's own words under the pay button, and what the success tab says was bought. The
// box ticked, the terms message, the card typed, its "incomplete" messages, the decline and the "plan will show in a
// moment" note are compared with the test's own account, kept from the clicks it made and the answers it gave, never
// with the chart's context (the model's snapshot only names the state and tells paths apart).
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type SubscriptionCheckoutEvent,
  type SubscriptionCheckoutInput,
  subscriptionCheckoutMachine,
} from '../../src/machines/subscription-checkout/subscription-checkout.machine'
import type { ChargeSecretResponse, SubscriptionView, TestPaymentResponse } from '../../src/schemas/api/finance'
import { type ApiError, StatusError } from '../../src/services/errors'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { mountCheckoutDialog, type PendingCall, settle } from '../support/checkout-dialog'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { recordPaths } from '../support/recorded-paths'
import { ACTIVE_AGENT_SUBSCRIPTION, AGENT_MONTHLY_CA, LOCAL_PAYMENT_SECRET } from '../support/subscription-fixtures'

type Snapshot = SnapshotFrom<typeof subscriptionCheckoutMachine>
type ModelEvent =
  | SubscriptionCheckoutEvent
  | { type: 'xstate.done.actor.getChargeSecret'; output: ChargeSecretResponse }
  | { type: 'xstate.error.actor.getChargeSecret'; error: unknown }
  | { type: 'xstate.done.actor.confirmPayment'; output: TestPaymentResponse }
  | { type: 'xstate.error.actor.confirmPayment'; error: unknown }
  | { type: 'xstate.done.actor.authenticatePayment'; output: TestPaymentResponse }
  | { type: 'xstate.done.actor.failAuthentication'; output: TestPaymentResponse }
  | { type: 'xstate.done.actor.awaitSubscription'; output: SubscriptionView }
  | { type: 'xstate.error.actor.awaitSubscription'; error: unknown }

// SPEC §9: Agent monthly's fee is $284; Canada adds 13 % HST: 284.00 × 0.13 = 36.92, so 320.92 is due today.
const FEE = 'CA$284.00'
const HST = 'CA$36.92'
const TOTAL = 'CA$320.92'
const TOTAL_CENTS = AGENT_MONTHLY_CA.totalCents

const SECRET = LOCAL_PAYMENT_SECRET
const DECLINED = 'Your card was declined.'
const UNREACHABLE_PRICE = 'The price has changed. Please review the new amount and try again.'
const SUBSCRIPTION = ACTIVE_AGENT_SUBSCRIPTION

const input: SubscriptionCheckoutInput = {
  tier: 'AGENT',
  period: 'monthly',
  country: 'CA',
  user: { firstName: 'Vera', lastName: 'Verified', email: 'vera@example.com', isVerified: true },
}

beforeAll(installDialogPolyfill)
afterEach(cleanup)

const mount = () => mountCheckoutDialog(input)

const dialog = () => screen.getByRole('dialog')
const heading = () => within(dialog()).getByRole('heading', { level: 2 }).textContent
const summary = () => screen.getByRole('complementary', { name: 'Order summary' }).textContent ?? ''
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent)
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const payButton = () => screen.getByRole('button', { name: /^(Pay |Processing payment)/ }) as HTMLButtonElement
const currentStep = () => screen.getByRole('list', { name: 'Checkout steps' }).querySelector('[aria-current="step"]')

const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: 'M5V 2T6' } as const
const LABELS = { number: 'Card number', expiry: 'Expiry', cvc: 'CVC', postalCode: 'Postal code' }

const FIELD_ORDER = Object.keys(CARD) as Array<keyof typeof CARD>
type Field = keyof typeof CARD
/** What the card form says of a field left empty, in the provider's (Stripe's) wording, written out by hand. */
const INCOMPLETE: Record<Field, string> = {
  number: 'Your card number is incomplete.',
  expiry: 'Your card’s expiration date is incomplete.',
  cvc: 'Your card’s security code is incomplete.',
  postalCode: 'Your postal code is incomplete.',
}
const TERMS_NEEDED = 'Please accept the subscription terms to continue.'
const PLAN_SHOWS_SOON = 'Your plan will show on your Account page in a moment'

/** The test's own account of what the person did and was answered, kept by the event executors. */
interface Account {
  consent: boolean
  termsError: boolean
  card: Record<Field, string>
  /** The fields named incomplete by the last Pay and not typed in since. */
  incomplete: Set<Field>
  declined: boolean
  activationPending: boolean
}
const freshAccount = (): Account => ({
  consent: false,
  termsError: false,
  card: { number: '', expiry: '', cvc: '', postalCode: '' },
  incomplete: new Set(),
  declined: false,
  activationPending: false,
})
/** What the provider's answer must show (a decline is noted in the account): bank step, wait, or its words. */
function expectOutcome(answer: TestPaymentResponse, account: Account) {
  account.declined = answer.status === 'requires_payment_method'
  if (answer.status === 'requires_action') {
    expect(screen.getByRole('heading', { name: 'Confirm this payment with your bank' })).toBeTruthy()
  } else if (answer.status === 'succeeded') {
    expect(payButton().textContent).toBe('Processing payment…')
  } else {
    expect(alerts()).toEqual([answer.message])
    expect(payButton().textContent).toBe(`Pay ${TOTAL}`)
  }
}

const filled = (s: Snapshot) => FIELD_ORDER.filter((f) => s.context.card[f] !== '').length

// The card's four fields are filled in the form's order (the chart treats every field alike, so other orders add
// paths, not behaviour); only how many are filled is part of the state.
const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.consent,
    s.context.termsError,
    filled(s),
    Object.keys(s.context.cardErrors).length > 0,
    s.context.paymentError,
    s.context.prepareError,
    s.context.activationPending,
    s.status,
  ])

const model = new TestModel<Snapshot, ModelEvent, SubscriptionCheckoutInput>(subscriptionCheckoutMachine as never, {
  input,
  stateMatcher,
  serializeState,
  // Only what can happen in a state: an answer arrives only for a call in flight. Closing is the same global
  // transition everywhere, so it is tried where it differs: a form, the refusal while paying, and the end.
  events: ((s: Snapshot) =>
    EVENTS.filter(
      (event) =>
        s.can(event as never) &&
        (event.type !== 'card.change' || FIELD_ORDER.indexOf(event.field) === filled(s)) &&
        (event.type !== 'close' ||
          ['terms', 'payment.ready', 'payment.paying', 'success'].some((k) => s.matches(k as never))),
    )) as never,
})

const EVENTS: ModelEvent[] = [
  { type: 'terms.consent', ticked: true },
  { type: 'terms.consent', ticked: false },
  { type: 'terms.continue' },
  { type: 'back' },
  { type: 'close' },
  { type: 'payment.retry' },
  ...(Object.keys(CARD) as Array<keyof typeof CARD>).map((f) => ({
    type: 'card.change' as const,
    field: f,
    value: CARD[f],
  })),
  { type: 'pay' },
  { type: 'authentication.complete' },
  { type: 'authentication.fail' },
  { type: 'xstate.done.actor.getChargeSecret', output: SECRET },
  { type: 'xstate.error.actor.getChargeSecret', error: new StatusError({ message: UNREACHABLE_PRICE }) },
  { type: 'xstate.done.actor.confirmPayment', output: { status: 'succeeded', message: null } },
  { type: 'xstate.done.actor.confirmPayment', output: { status: 'requires_action', message: null } },
  { type: 'xstate.done.actor.confirmPayment', output: { status: 'requires_payment_method', message: DECLINED } },
  { type: 'xstate.done.actor.authenticatePayment', output: { status: 'succeeded', message: null } },
  { type: 'xstate.done.actor.failAuthentication', output: { status: 'requires_payment_method', message: DECLINED } },
  { type: 'xstate.done.actor.awaitSubscription', output: SUBSCRIPTION },
  { type: 'xstate.error.actor.awaitSubscription', error: new StatusError({ message: 'Not yet.' }) },
]

const paths = everyTransition(model, serializeState)
recordPaths('subscription-checkout', paths, serializeState)

/**
 * The paths come from the chart, so a chart that lost a transition would just have fewer paths, all passing: this
 * list, written from SPEC §4 (TERMS, PAYMENT with its provider's steps, SUCCESS) and §8, is what they must reach.
 */
const SPEC_STATES = [
  'terms',
  { payment: 'preparing' },
  { payment: 'unavailable' },
  { payment: 'ready' },
  { payment: 'paying' },
  { payment: { authenticating: 'challenge' } },
  { payment: { authenticating: 'submitting' } },
  { payment: { authenticating: 'failing' } },
  { payment: 'activating' },
  'success',
  'closed',
]

describe('subscription checkout from TERMS, every transition through the view', () => {
  it('reaches every state of the paying tiers the spec names, by enough transitions', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(SPEC_STATES.map((state) => JSON.stringify(state)).sort())
    // Consent both ways, back from every payment step, the four card fields, each provider answer. A transition
    // added or dropped changes this count: update it with the chart, as its table in docs/charts is.
    expect(paths.length).toBe(161)
  })

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = await mount()
      const last = () => sut.pending.at(-1) as PendingCall
      const account = freshAccount()
      // Leaving PAYMENT (back to TERMS) starts it again with a clean form: the card stays, old messages do not.
      const leavePayment = () => {
        account.incomplete.clear()
        account.declined = false
      }
      await path.test({
        states: {
          terms: () => {
            expect(heading()).toBe('Subscription terms')
            expect(currentStep()?.textContent).toContain('Terms')
            // SPEC §9: a monthly plan's initial term is 3 months; the renewal notice comes 30 days before.
            expect(dialog().textContent).toContain('initial term of 3 months')
            expect(dialog().textContent).toContain('30 days before it renews')
            expect(summary()).toContain(FEE)
            expect(summary()).toContain(`HST (13 %)${HST}`)
            expect(summary()).toContain(TOTAL)
            expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(account.consent)
            expect(alerts()).toEqual([])
            expect(dialog().textContent?.includes(TERMS_NEEDED)).toBe(account.termsError)
          },
          'payment.preparing': () => {
            expect(screen.getByRole('status').textContent).toBe('Preparing a secure payment…')
            // The amount shown is the amount asked for; the server checks it against its own computation.
            expect(last()).toMatchObject({
              path: '/subscription/charge/secret',
              request: { amount: TOTAL_CENTS, currency: 'CAD', plan: 'AGENT', period: 'monthly', country: 'CA' },
            })
          },
          'payment.unavailable': () => {
            expect(alerts()).toEqual([`${UNREACHABLE_PRICE}Try againBack to terms`])
          },
          'payment.ready': () => {
            expect(currentStep()?.textContent).toContain('Payment')
            for (const f of FIELD_ORDER) {
              expect(field(LABELS[f]).value).toBe(account.card[f])
              expect(field(LABELS[f]).matches(':disabled')).toBe(false)
              // Each field's "incomplete" message shows exactly while the test's account says it should.
              expect(dialog().textContent?.includes(INCOMPLETE[f])).toBe(account.incomplete.has(f))
            }
            expect(payButton().textContent).toBe(`Pay ${TOTAL}`)
            expect(payButton().disabled).toBe(false)
            // SPEC §8: the provider's message, under the pay button.
            if (account.declined) {
              expect(alerts()).toEqual([DECLINED])
              expect(payButton().compareDocumentPosition(screen.getByRole('alert'))).toBe(
                Node.DOCUMENT_POSITION_FOLLOWING,
              )
            } else expect(alerts()).toEqual([])
          },
          'payment.paying': () => {
            expect(payButton().textContent).toBe('Processing payment…')
            expect(payButton().disabled).toBe(true)
            expect(field(LABELS.number).matches(':disabled')).toBe(true)
            expect(last()).toMatchObject({
              path: '/test-provider/confirm',
              request: { secret: SECRET.secret, card: account.card },
            })
          },
          'payment.authenticating.challenge': () => {
            expect(screen.getByRole('heading', { name: 'Confirm this payment with your bank' })).toBeTruthy()
            expect(screen.queryByLabelText(LABELS.number)).toBeNull()
          },
          'payment.authenticating.submitting': () => {
            expect(screen.getByRole('button', { name: 'Confirming…' })).toBeTruthy()
            expect(last()).toMatchObject({
              path: '/test-provider/authenticate',
              request: { secret: SECRET.secret, approve: true },
            })
          },
          'payment.authenticating.failing': () => {
            expect(last()).toMatchObject({
              path: '/test-provider/authenticate',
              request: { secret: SECRET.secret, approve: false },
            })
          },
          'payment.activating': () => {
            expect(payButton().textContent).toBe('Processing payment…')
            expect(last()).toMatchObject({ path: '/subscription' })
          },
          success: () => {
            expect(heading()).toBe('Welcome to the Agent plan')
            expect(currentStep()?.textContent).toContain('Done')
            const text = dialog().textContent ?? ''
            expect(text).toContain(`We charged ${TOTAL} (including ${HST} HST)`)
            expect(text).toContain('1 included listing')
            expect(text.includes(PLAN_SHOWS_SOON)).toBe(account.activationPending)
            if (!account.activationPending) expect(text).toContain('February 27, 2027')
          },
          closed: () => {
            expect(screen.queryByRole('dialog')).toBeNull()
            expect(screen.getByText('Checkout closed')).toBeTruthy()
          },
        },
        events: asExecutors<ModelEvent>({
          'terms.consent': ({ event }) => {
            const box = screen.getByRole('checkbox') as HTMLInputElement
            account.consent = event.ticked
            account.termsError = false
            return settle(() => {
              // Ticking what is already ticked is a person's click off and on again.
              if (box.checked === event.ticked) fireEvent.click(box)
              fireEvent.click(box)
            })
          },
          // What each event must lead to is asserted here too, from the spec's rules rather than the chart, so a
          // wrong target in the chart fails even though the model (the chart itself) would follow it.
          'terms.continue': async () => {
            const agreed = (screen.getByRole('checkbox') as HTMLInputElement).checked
            await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })))
            account.termsError = !account.consent
            if (agreed) expect(screen.getByRole('status').textContent).toBe('Preparing a secure payment…')
            else expect(dialog().textContent).toContain(TERMS_NEEDED)
          },
          back: () =>
            settle(() => {
              const back = screen.queryByRole('button', { name: 'Back to terms' }) as HTMLButtonElement | null
              // Where the view offers no way back (paying, authenticating), the chart ignores the event too.
              if (back && !back.disabled) {
                leavePayment()
                fireEvent.click(back)
              } else sut.checkout.send({ type: 'back' })
            }),
          close: () =>
            settle(() => fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Close' })[0] as Element)),
          'payment.retry': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
          'card.change': ({ event }) => {
            account.card[event.field] = event.value
            account.incomplete.delete(event.field)
            account.declined = false
            return settle(() => {
              const input = field(LABELS[event.field])
              if (input.value === event.value) fireEvent.change(input, { target: { value: '' } })
              fireEvent.change(input, { target: { value: event.value } })
            })
          },
          pay: () => {
            // A card with an empty field is not sent: each empty field is named; a full one is sent as typed.
            const empty = FIELD_ORDER.filter((f) => account.card[f] === '')
            if (empty.length > 0) account.incomplete = new Set(empty)
            else account.declined = false
            return settle(() => fireEvent.click(payButton()))
          },
          'authentication.complete': () => {
            account.declined = false
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' })))
          },
          'authentication.fail': () =>
            settle(() => fireEvent.click(screen.getByRole('button', { name: 'Fail authentication' }))),
          'xstate.done.actor.getChargeSecret': async ({ event }) => {
            await settle(() => last().resolve(event.output))
            expect(payButton().textContent).toBe(`Pay ${TOTAL}`)
          },
          'xstate.error.actor.getChargeSecret': async ({ event }) => {
            await settle(() => last().reject(event.error as ApiError))
            expect(screen.getByRole('alert').textContent).toContain(UNREACHABLE_PRICE)
          },
          'xstate.done.actor.confirmPayment': async ({ event }) => {
            await settle(() => last().resolve(event.output))
            expectOutcome(event.output, account)
          },
          'xstate.error.actor.confirmPayment': ({ event }) => settle(() => last().reject(event.error as ApiError)),
          'xstate.done.actor.authenticatePayment': async ({ event }) => {
            await settle(() => last().resolve(event.output))
            expectOutcome(event.output, account)
          },
          'xstate.done.actor.failAuthentication': async ({ event }) => {
            await settle(() => last().resolve(event.output))
            expectOutcome(event.output, account)
          },
          'xstate.done.actor.awaitSubscription': async ({ event }) => {
            account.activationPending = event.output.status === 'pending'
            await settle(() => last().resolve({ subscription: event.output }))
            expect(heading()).toBe('Welcome to the Agent plan')
          },
          'xstate.error.actor.awaitSubscription': async ({ event }) => {
            account.activationPending = true
            await settle(() => last().reject(event.error as ApiError))
            // The money is taken: a failed read still ends on SUCCESS, saying the plan will show shortly.
            expect(heading()).toBe('Welcome to the Agent plan')
          },
        }),
      })
    })
  }
})
