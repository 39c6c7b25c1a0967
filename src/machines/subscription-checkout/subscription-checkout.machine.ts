// The subscription checkout (SPEC §4 "Subscription checkout tabs: REGISTER or SIGN_IN (or RESET), TERMS, PAYMENT,
// SUCCESS; CONTACT for the beyond tier"; §8 payment failure; §9; issue 18). Tabs, as states:
// - account: REGISTER, SIGN_IN, RESET (and VERIFY for a signed-in, unverified user) are the account dialog's own
//   chart, run here as a child actor: the same forms, checks and calls, not a copy. A signed-in, verified user skips
//   it. Registering or signing in moves on to TERMS. `context.user` is the session as the checkout knows it, which
//   the page's chart watches to tell the app.
// - terms: the subscription terms; consent is needed to go on.
// - payment: asks the server for the payment's client secret (the server computes the amount itself), then the
//   card form. Paying confirms with the provider: success moves on, a refusal shows the provider's message under
//   the pay button and keeps the card, an extra authentication step (3-D Secure) is shown first when asked for.
//   After a success the chart waits for the subscription to be active (the provider's event activates it on the
//   server, which with Stripe can come a moment later).
// - success: what was bought and what it unlocks.
// - contact: the beyond tier's message to the sales team.
// Closing (and going back) is refused while a payment is in flight, so a charge never goes on behind a closed
// dialog.
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import { cardProblems, EMPTY_CARD } from '../../domain/card-input'
import { type CheckoutQuote, checkoutQuote } from '../../domain/subscription-checkout'
import type { Ok } from '../../schemas/api/call'
import type {
  ChargeSecretResponse,
  SalesContactRequest,
  SubscriptionView,
  TestPaymentResponse,
} from '../../schemas/api/finance'
import { type SalesContactDraft, SalesContactForm } from '../../schemas/forms/sales-contact'
import { checkForm } from '../../schemas/forms/validate'
import type { User } from '../../schemas/User'
import { type AccountTab, accountDialogMachine } from '../account-dialog/account-dialog.machine'
import { describeFailure, withoutKey } from '../account-dialog/form-errors'
import { errorMessage } from '../shared/error-message'
import { notProvided } from '../shared/fromEffect'
import {
  type ChargeSecretInput,
  CONTACT_FAILED,
  type ConfirmPaymentInput,
  PAYMENT_FAILED,
  PREPARE_FAILED,
  type SubscriptionCheckoutContext,
  type SubscriptionCheckoutEvent,
  type SubscriptionCheckoutInput,
  TERMS_CONSENT_NEEDED,
} from './subscription-checkout.context'

export * from './subscription-checkout.context'

const EMPTY_CONTACT: SalesContactDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  listingsPerMonth: '',
  message: '',
}

/** The quote of the plan being bought (never asked for in the contact tier). */
export function quoteOf(context: Pick<SubscriptionCheckoutContext, 'tier' | 'period' | 'country'>): CheckoutQuote {
  if (context.tier === 'CONTACT') throw new Error('The contact tier has no quote.')
  return checkoutQuote(context.tier, context.period, context.country)
}

const outputOf = (event: unknown) => (event as { output: unknown }).output

export const subscriptionCheckoutMachine = setup({
  types: {
    context: {} as SubscriptionCheckoutContext,
    events: {} as SubscriptionCheckoutEvent,
    input: {} as SubscriptionCheckoutInput,
    tags: {} as 'busy',
  },
  actors: {
    account: accountDialogMachine,
    getChargeSecret: notProvided<ChargeSecretResponse, ChargeSecretInput>('getChargeSecret'),
    confirmPayment: notProvided<TestPaymentResponse, ConfirmPaymentInput>('confirmPayment'),
    authenticatePayment: notProvided<TestPaymentResponse, { secret: string; approve: boolean }>('authenticatePayment'),
    awaitSubscription: notProvided<SubscriptionView | null, undefined>('awaitSubscription'),
    sendContact: notProvided<Ok, SalesContactRequest>('sendContact'),
  },
  guards: {
    isContactTier: ({ context }) => context.tier === 'CONTACT',
    isSignedInAndVerified: ({ context }) => context.user?.isVerified === true,
    consented: ({ context }) => context.consent,
    cardComplete: ({ context }) => Object.keys(cardProblems(context.card)).length === 0,
    succeeded: ({ event }) => (outputOf(event) as TestPaymentResponse).status === 'succeeded',
    needsAuthentication: ({ event }) => (outputOf(event) as TestPaymentResponse).status === 'requires_action',
    contactValid: ({ context }) => checkForm(SalesContactForm, context.contactDraft).ok,
  },
  actions: {
    takeSession: assign({ user: ({ event }) => (event as { user: User | null }).user }),
    showRefusal: assign({
      paymentError: ({ event }) => (outputOf(event) as TestPaymentResponse).message ?? PAYMENT_FAILED,
    }),
    showPaymentError: assign({
      paymentError: ({ event }) => errorMessage((event as { error?: unknown }).error, PAYMENT_FAILED),
    }),
  },
}).createMachine({
  id: 'subscriptionCheckout',
  context: ({ input }) => ({
    tier: input.tier,
    period: input.period,
    country: input.country,
    user: input.user,
    consent: false,
    termsError: undefined,
    payment: null,
    prepareError: undefined,
    card: EMPTY_CARD,
    cardErrors: {},
    paymentError: undefined,
    activationPending: false,
    subscription: null,
    contactDraft: input.user
      ? { ...EMPTY_CONTACT, firstName: input.user.firstName, lastName: input.user.lastName, email: input.user.email }
      : EMPTY_CONTACT,
    contactErrors: {},
    contactError: undefined,
  }),
  initial: 'starting',
  on: {
    close: { target: '.closed' },
    'session.changed': { actions: 'takeSession' },
  },
  states: {
    starting: {
      always: [
        { guard: 'isContactTier', target: 'contact' },
        { guard: 'isSignedInAndVerified', target: 'terms' },
        { target: 'account' },
      ],
    },
    account: {
      description: 'REGISTER, SIGN_IN, RESET (or VERIFY) in the account dialog chart, run as a child.',
      invoke: {
        id: 'account',
        src: 'account',
        input: ({ context }): { user: User | null; tab: AccountTab } => ({
          user: context.user,
          tab: context.user ? 'verify' : 'register',
        }),
        onSnapshot: [
          {
            // Registered or signed in: on to TERMS (a new account's code is in the mail; it can be verified later).
            guard: ({ event }) => event.snapshot.context.signedIn && event.snapshot.context.user !== null,
            target: 'terms',
            actions: assign({ user: ({ event }) => event.snapshot.context.user }),
          },
        ],
        onDone: [
          {
            guard: ({ event }) => event.output.user !== null,
            target: 'terms',
            actions: assign({ user: ({ event }) => event.output.user }),
          },
          { target: 'closed' },
        ],
      },
    },
    terms: {
      on: {
        'terms.consent': { actions: assign({ consent: ({ event }) => event.ticked, termsError: undefined }) },
        'terms.continue': [
          { guard: 'consented', target: 'payment' },
          { actions: assign({ termsError: TERMS_CONSENT_NEEDED }) },
        ],
      },
    },
    payment: {
      initial: 'preparing',
      on: { back: { target: 'terms' } },
      // Coming back to PAYMENT starts with a clean form: the card stays, old messages do not.
      exit: assign({ paymentError: undefined, cardErrors: {} }),
      states: {
        preparing: {
          tags: ['busy'],
          entry: assign({ prepareError: undefined }),
          invoke: {
            id: 'getChargeSecret',
            src: 'getChargeSecret',
            input: ({ context }) => ({ quote: quoteOf(context), country: context.country }),
            onDone: { target: 'ready', actions: assign({ payment: ({ event }) => event.output }) },
            onError: {
              target: 'unavailable',
              actions: assign({ prepareError: ({ event }) => errorMessage(event.error, PREPARE_FAILED) }),
            },
          },
        },
        unavailable: {
          on: { 'payment.retry': { target: 'preparing' } },
        },
        ready: {
          on: {
            'card.change': {
              actions: assign({
                card: ({ context, event }) => ({ ...context.card, [event.field]: event.value }),
                cardErrors: ({ context, event }) => withoutKey(context.cardErrors, event.field),
                paymentError: undefined,
              }),
            },
            pay: [
              { guard: 'cardComplete', target: 'paying' },
              { actions: assign({ cardErrors: ({ context }) => cardProblems(context.card) }) },
            ],
          },
        },
        paying: {
          tags: ['busy'],
          entry: assign({ paymentError: undefined }),
          on: { close: {}, back: {} },
          invoke: {
            id: 'confirmPayment',
            src: 'confirmPayment',
            input: ({ context }) => ({ payment: context.payment!, card: context.card }),
            onDone: [
              { guard: 'succeeded', target: 'activating' },
              { guard: 'needsAuthentication', target: 'authenticating' },
              { target: 'ready', actions: 'showRefusal' },
            ],
            onError: { target: 'ready', actions: 'showPaymentError' },
          },
        },
        authenticating: {
          description: 'The extra authentication step the card issuer asked for (3-D Secure).',
          initial: 'challenge',
          states: {
            challenge: {
              on: {
                'authentication.complete': { target: 'submitting', actions: assign({ paymentError: undefined }) },
                'authentication.fail': { target: 'failing' },
              },
            },
            submitting: {
              tags: ['busy'],
              on: { close: {}, back: {} },
              invoke: {
                id: 'authenticatePayment',
                src: 'authenticatePayment',
                input: ({ context }) => ({ secret: context.payment!.secret, approve: true }),
                onDone: [
                  { guard: 'succeeded', target: '#subscriptionCheckout.payment.activating' },
                  { target: '#subscriptionCheckout.payment.ready', actions: 'showRefusal' },
                ],
                onError: { target: '#subscriptionCheckout.payment.ready', actions: 'showPaymentError' },
              },
            },
            failing: {
              tags: ['busy'],
              on: { close: {}, back: {} },
              invoke: {
                id: 'failAuthentication',
                src: 'authenticatePayment',
                input: ({ context }) => ({ secret: context.payment!.secret, approve: false }),
                onDone: { target: '#subscriptionCheckout.payment.ready', actions: 'showRefusal' },
                onError: { target: '#subscriptionCheckout.payment.ready', actions: 'showPaymentError' },
              },
            },
          },
        },
        activating: {
          tags: ['busy'],
          on: { close: {}, back: {} },
          description: 'Paid: waits for the provider’s event to activate the subscription on the server.',
          invoke: {
            id: 'awaitSubscription',
            src: 'awaitSubscription',
            onDone: {
              target: '#subscriptionCheckout.success',
              actions: assign({
                subscription: ({ event }) => event.output,
                activationPending: ({ event }) => event.output === null || event.output.status === 'pending',
              }),
            },
            // The money is taken; a failed read only means the Account page will show the plan a moment later.
            onError: { target: '#subscriptionCheckout.success', actions: assign({ activationPending: true }) },
          },
        },
      },
    },
    success: {},
    contact: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'contact.change': {
              actions: assign({
                contactDraft: ({ context, event }) => ({ ...context.contactDraft, [event.field]: event.value }),
                contactErrors: ({ context, event }) => withoutKey(context.contactErrors, event.field),
                contactError: undefined,
              }),
            },
            'contact.submit': [
              { guard: 'contactValid', target: 'sending' },
              {
                actions: assign({
                  contactErrors: ({ context }) => {
                    const check = checkForm(SalesContactForm, context.contactDraft)
                    return check.ok ? {} : check.fieldErrors
                  },
                }),
              },
            ],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendContact',
            src: 'sendContact',
            input: ({ context }) => {
              const check = checkForm(SalesContactForm, context.contactDraft)
              if (!check.ok) throw new Error('The contact form was sent without passing its checks.')
              return context.country ? { ...check.value, country: context.country } : check.value
            },
            onDone: { target: 'sent' },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const failure = describeFailure(event.error)
                return {
                  contactErrors: failure.fieldErrors,
                  contactError: failure.formError ?? errorMessage(event.error, CONTACT_FAILED),
                }
              }),
            },
          },
        },
        sent: {},
      },
    },
    closed: { type: 'final' },
  },
})

export type SubscriptionCheckoutActorRef = ActorRefFrom<typeof subscriptionCheckoutMachine>
export type SubscriptionCheckoutSnapshot = SnapshotFrom<typeof subscriptionCheckoutMachine>

/** The tab the checkout shows (SPEC §4's names). */
export type CheckoutTab = 'ACCOUNT' | 'TERMS' | 'PAYMENT' | 'SUCCESS' | 'CONTACT'

export function checkoutTabOf(snapshot: SubscriptionCheckoutSnapshot): CheckoutTab {
  if (snapshot.matches('contact')) return 'CONTACT'
  if (snapshot.matches('terms')) return 'TERMS'
  if (snapshot.matches('payment')) return 'PAYMENT'
  if (snapshot.matches('success')) return 'SUCCESS'
  return 'ACCOUNT'
}
