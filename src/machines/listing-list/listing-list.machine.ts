// A listing list: Explore or My listings (SPEC §2, §7 /listing/explore and /listing/my). The URL holds the list's
// state (page, filter, geohash, market, brokerage, office, team), so back/forward and shared links work: the route
// sends terms.changed, and the chart loads that page; a newer request replaces an older one. Typing in the filter
// box is held as a draft and committed after a short pause, by emitting `search.commit` for the router to put into
// the address (the chart never writes the URL itself).
import { type ActorRefFrom, assign, cancel, emit, raise, setup } from 'xstate'
import type { ListingPage, SearchTerms } from '../../schemas/api/listing'
import type { ApiError } from '../../services/errors'
import { notProvided } from '../shared/fromEffect'

export type ListingScope = 'explore' | 'my'

export interface ListingListInput {
  readonly scope: ListingScope
  readonly terms: SearchTerms
  readonly signedIn: boolean
}

export interface ListingListContext {
  readonly scope: ListingScope
  /** The terms of the page shown or being loaded, as the URL says. */
  terms: SearchTerms
  /** What the filter box holds (ahead of the URL while typing). */
  draft: string
  signedIn: boolean
  /** The last page loaded; kept while the next one loads, so the list does not flash empty. */
  page?: ListingPage
  /** Why the last load failed. */
  error?: string
}

export type ListingListEvent =
  | { type: 'terms.changed'; terms: SearchTerms }
  | { type: 'session.changed'; signedIn: boolean }
  | { type: 'filter.input'; value: string }
  | { type: 'filter.clear' }
  | { type: 'retry' }
  /** A card was pointed at or focused: its listing is likely to be opened next. */
  | { type: 'listing.pointed'; tourName: string }
  /** The pointer or the focus left that card. */
  | { type: 'listing.unpointed' }
  /** A card stayed pointed at for PREFETCH_DELAY_MS. */
  | { type: 'listing.prefetch'; tourName: string }

export type ListingListEmitted = { type: 'search.commit'; filter: string | undefined }

/**
 * How long a card must stay pointed at before its listing's page data is fetched: a pointer sweeping across the
 * grid fetches nothing; one that rests on a card, on its way to a click, does.
 */
export const PREFETCH_DELAY_MS = 120

/** How long typing must pause before the filter is searched (SPEC §9: 500 ms delay for typed text). */
export const FILTER_DEBOUNCE_MS = 500

const describeError = (error: unknown) => {
  const failure = error as Partial<ApiError> | undefined
  if (failure?._tag === 'Unreachable') return 'We could not reach the server. Check your connection and try again.'
  return failure?.message || 'The listings could not be loaded. Please try again.'
}

export const listingListMachine = setup({
  types: {
    context: {} as ListingListContext,
    events: {} as ListingListEvent,
    input: {} as ListingListInput,
    emitted: {} as ListingListEmitted,
    tags: {} as 'loading' | 'signedOut',
  },
  actors: {
    loadListings: notProvided<ListingPage, { scope: ListingScope; terms: SearchTerms }>('loadListings'),
  },
  actions: {
    /** Fetches the listing's page data ahead of the visit (SPEC §7); provided at the composition root. */
    prefetchListing: (_, _params: { tourName: string }) => {},
  },
  guards: {
    needsSignIn: ({ context }) => context.scope === 'my' && !context.signedIn,
  },
  delays: { filterDebounce: FILTER_DEBOUNCE_MS },
}).createMachine({
  id: 'listingList',
  context: ({ input }) => ({
    scope: input.scope,
    terms: input.terms,
    draft: input.terms.filter ?? '',
    signedIn: input.signedIn,
  }),
  initial: 'deciding',
  on: {
    'terms.changed': {
      target: '.deciding',
      actions: assign(({ event }) => ({ terms: event.terms, draft: event.terms.filter ?? '' })),
    },
    'session.changed': { target: '.deciding', actions: assign({ signedIn: ({ event }) => event.signedIn }) },
    'listing.pointed': {
      actions: [
        cancel('prefetch'),
        raise(({ event }) => ({ type: 'listing.prefetch' as const, tourName: event.tourName }), {
          id: 'prefetch',
          delay: PREFETCH_DELAY_MS,
        }),
      ],
    },
    'listing.unpointed': { actions: cancel('prefetch') },
    'listing.prefetch': {
      actions: { type: 'prefetchListing', params: ({ event }) => ({ tourName: event.tourName }) },
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'needsSignIn', target: 'signedOut' }, { target: 'loading' }],
    },
    signedOut: {
      tags: ['signedOut'],
      description: 'My listings needs an account: the view prompts to sign in or register.',
    },
    loading: {
      tags: ['loading'],
      entry: assign({ error: undefined }),
      invoke: {
        id: 'loadListings',
        src: 'loadListings',
        input: ({ context }) => ({ scope: context.scope, terms: context.terms }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        typing: {
          description: 'The filter text changed; it is searched once typing pauses.',
          after: {
            filterDebounce: {
              target: 'idle',
              actions: emit(({ context }) => ({
                type: 'search.commit' as const,
                filter: context.draft.trim() === '' ? undefined : context.draft.trim(),
              })),
            },
          },
        },
      },
      on: {
        'filter.input': { target: '.typing', reenter: true, actions: assign({ draft: ({ event }) => event.value }) },
        'filter.clear': {
          target: '.idle',
          actions: [assign({ draft: '' }), emit({ type: 'search.commit' as const, filter: undefined })],
        },
      },
    },
    failed: {
      on: { retry: { target: 'loading' } },
    },
  },
})

export type ListingListActorRef = ActorRefFrom<typeof listingListMachine>
