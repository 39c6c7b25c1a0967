// The pricing page, which is also the Account page (SPEC §2; issue 18). Two parallel regions:
// - period: the monthly/annual toggle (chart state, so the checkout opens on what the page shows).
// - checkout: closed, or open with the subscription-checkout chart running for the tier chosen ('Choose Agent',
//   'Choose Team', 'Talk to sales'). While it runs, its session is watched and every change is emitted for the
//   app (registering or signing in inside the checkout signs the visitor in everywhere).
// - listing: the Account page opened for a listing (/account/{tourName}) loads it, so each plan shows what that
//   listing would cost; a listing that is missing, hidden or behind a passcode leaves the page as it is, saying so.
// The country (`?country=CA` selects Canadian pricing) comes with the page and is carried into the checkout.
import { type ActorRefFrom, assign, emit, sendTo, setup } from 'xstate'
import { type PricedListing, pricedArea } from '../../domain/listing-plan-prices'
import { isPasscodeRequired, type PasscodeRequired } from '../../schemas/api/listing'
import type { Listing } from '../../schemas/Listing'
import type { BillingPeriod } from '../../schemas/Subscription'
import type { User } from '../../schemas/User'
import { isUnreachable } from '../../services/errors'
import { notProvided } from '../shared/fromEffect'
import { type CheckoutTier, subscriptionCheckoutMachine } from '../subscription-checkout/subscription-checkout.machine'

export interface PricingInput {
  readonly country: string | null
  readonly user: User | null
  /** The period to show first; monthly unless the page was asked for annual. */
  readonly period?: BillingPeriod
  /** The listing the Account page was opened for (/account/{tourName}); none on the pricing page. */
  readonly tourName?: string | null
}

export interface LoadPricedListingInput {
  readonly tourName: string
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
  /** The Account page's listing, once loaded; its name alone until then. */
  tourName: string | null
  listing: PricedListing | null
}

export type PricingEvent =
  | { type: 'period.monthly' }
  | { type: 'period.annual' }
  | { type: 'choose'; tier: CheckoutTier }
  | { type: 'session.changed'; user: User | null }
  | { type: 'listing.retry' }

export type PricingEmitted = { type: 'session.changed'; user: User | null } | { type: 'subscribed' }

const pricedListing = (listing: Listing): PricedListing => ({
  tourName: listing.tourName,
  street: listing.address.street,
  unit: listing.address.unit,
  areaSqFt: pricedArea(listing.stats),
})

const sameUser = (a: User | null, b: User | null) =>
  a === null || b === null ? a === b : a.email === b.email && a.isVerified === b.isVerified

export const pricingMachine = setup({
  types: {
    context: {} as PricingContext,
    events: {} as PricingEvent,
    input: {} as PricingInput,
    emitted: {} as PricingEmitted,
  },
  actors: {
    checkout: subscriptionCheckoutMachine,
    loadListing: notProvided<Listing | PasscodeRequired, LoadPricedListingInput>('loadListing'),
  },
}).createMachine({
  id: 'pricing',
  type: 'parallel',
  context: ({ input }) => ({
    country: input.country,
    user: input.user,
    tier: null,
    startPeriod: input.period ?? 'monthly',
    bought: false,
    tourName: input.tourName || null,
    listing: null,
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
    listing: {
      initial: 'deciding',
      // Who may see the listing depends on who is signed in: a sign-in or sign-out asks for it again (an owner who
      // signs in sees their protected listing; after a sign-out its address leaves the page).
      on: {
        'session.changed': {
          guard: ({ context, event }) => context.tourName !== null && !sameUser(context.user, event.user),
          // Only this region starts again: a listing being loaded is asked for afresh (its state is left and
          // entered again), the toggle and an open checkout stay as they are. (With `reenter: true` the whole
          // parallel chart was entered again: the toggle went back to its first position and the open checkout
          // was stopped before the session could be sent to it, which failed the chart.)
          target: '.loading',
          // This handler takes the event for the chart, so it keeps the session itself.
          actions: assign({ listing: null, user: ({ event }) => event.user }),
        },
      },
      states: {
        deciding: {
          always: [{ guard: ({ context }) => context.tourName !== null, target: 'loading' }, { target: 'none' }],
        },
        none: { description: 'The pricing page, or the Account page without a listing.' },
        loading: {
          invoke: {
            src: 'loadListing',
            input: ({ context }) => ({ tourName: context.tourName ?? '' }),
            onDone: [
              {
                guard: ({ event }) => !isPasscodeRequired(event.output),
                target: 'shown',
                actions: assign({ listing: ({ event }) => pricedListing(event.output as Listing) }),
              },
              { target: 'unavailable' },
            ],
            onError: [
              {
                // Only an unreachable server is worth another try; any other answer is the server's last word.
                guard: ({ event }) => isUnreachable(event.error),
                target: 'failed',
              },
              { target: 'unavailable' },
            ],
          },
        },
        shown: { description: 'Each plan shows what this listing costs under it.' },
        unavailable: {
          description: 'Missing, not visible to this visitor, or behind a passcode: the plans are shown without it.',
        },
        failed: { on: { 'listing.retry': { target: 'loading' } } },
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
