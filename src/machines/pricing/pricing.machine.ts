// The pricing page, which is also the Account page (SPEC §2; issue 18). Two parallel regions:
// - period: the monthly/annual toggle (chart state, so the checkout opens on what the page shows).
// - checkout: closed, or open with the subscription-checkout chart running for the tier chosen ('Choose Agent',
//   'Choose Team', 'Talk to sales'). While it runs, its session is watched and every change is emitted for the
//   app (registering or signing in inside the checkout signs the visitor in everywhere).
// The country (`?country=CA` selects Canadian pricing) comes with the page and is carried into the checkout.
import { type ActorRefFrom, assign, emit, sendTo, setup } from 'xstate'
import type { BillingPeriod } from '../../schemas/Subscription'
import type { User } from '../../schemas/User'
import { type CheckoutTier, subscriptionCheckoutMachine } from '../subscription-checkout/subscription-checkout.machine'

export interface PricingInput {
  readonly country: string | null
  readonly user: User | null
  /** The period to show first; monthly unless the page was asked for annual. */
  readonly period?: BillingPeriod
}

export interface PricingContext {
  country: string | null
  user: User | null
  /** The tier the open checkout sells. */
  tier: CheckoutTier | null
  /** The toggle's first position. */
  startPeriod: BillingPeriod
  /** A plan was bought in this visit (the page then shows the subscription). */
  bought: boolean
}

export type PricingEvent =
  | { type: 'period.monthly' }
  | { type: 'period.annual' }
  | { type: 'choose'; tier: CheckoutTier }
  | { type: 'session.changed'; user: User | null }

export type PricingEmitted = { type: 'session.changed'; user: User | null } | { type: 'subscribed' }

const sameUser = (a: User | null, b: User | null) =>
  a === null || b === null ? a === b : a.email === b.email && a.isVerified === b.isVerified

export const pricingMachine = setup({
  types: {
    context: {} as PricingContext,
    events: {} as PricingEvent,
    input: {} as PricingInput,
    emitted: {} as PricingEmitted,
  },
  actors: { checkout: subscriptionCheckoutMachine },
}).createMachine({
  id: 'pricing',
  type: 'parallel',
  context: ({ input }) => ({
    country: input.country,
    user: input.user,
    tier: null,
    startPeriod: input.period ?? 'monthly',
    bought: false,
  }),
  on: {
    'session.changed': { actions: assign({ user: ({ event }) => event.user }) },
  },
  states: {
    period: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: ({ context }) => context.startPeriod === 'annual', target: 'annual' },
            { target: 'monthly' },
          ],
        },
        monthly: { on: { 'period.annual': { target: 'annual' } } },
        annual: { on: { 'period.monthly': { target: 'monthly' } } },
      },
    },
    checkout: {
      initial: 'closed',
      states: {
        closed: {
          on: { choose: { target: 'open', actions: assign({ tier: ({ event }) => event.tier }) } },
        },
        open: {
          invoke: {
            id: 'checkout',
            src: 'checkout',
            input: ({ context, self }) => ({
              tier: context.tier ?? 'AGENT',
              period: periodOf(self.getSnapshot()?.value),
              country: context.country,
              user: context.user,
            }),
            onSnapshot: [
              {
                guard: ({ context, event }) => !context.bought && event.snapshot.matches('success'),
                actions: [assign({ bought: true }), emit({ type: 'subscribed' as const })],
              },
              {
                guard: ({ context, event }) => !sameUser(context.user, event.snapshot.context.user),
                actions: [
                  assign({ user: ({ event }) => event.snapshot.context.user }),
                  emit(({ event }) => ({ type: 'session.changed' as const, user: event.snapshot.context.user })),
                ],
              },
            ],
            onDone: {
              target: 'closed',
              actions: assign({ tier: null }),
            },
          },
          on: {
            'session.changed': {
              actions: [assign({ user: ({ event }) => event.user }), sendTo('checkout', ({ event }) => event)],
            },
          },
        },
      },
    },
  },
})

export type PricingActorRef = ActorRefFrom<typeof pricingMachine>

/** The toggle's position from the chart's value. */
export function periodOf(value: unknown): BillingPeriod {
  const period = (value as { period?: string } | undefined)?.period
  return period === 'annual' ? 'annual' : 'monthly'
}
