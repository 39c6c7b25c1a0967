// The order flow's address lookup (SPEC §5 Address step, Geocoding; §8 geocode messages; §9 500 ms typing delay,
// reverse geocoding after a drag, 100 ms auto-submit). Typing asks for suggestions once typing pauses; choosing one
// (or pressing Enter) geocodes it and puts the marker there; dragging the marker reverse-geocodes the dropped point
// and keeps the marker where it was dropped. An exact (or hand-placed) location the user chose is announced with
// the emitted `address.ready` after the auto-submit delay; the parent order flow then submits the step.
// The step's value itself is announced with `address.changed` whenever it settles (typed text, a geocoded or
// reverse-geocoded place, a failed lookup) and, pending, when a lookup starts, so the wizard's draft always follows
// the lookup: typing clears the location until a suggestion or Enter geocodes the text again, a partial match the
// user was warned about can still go forward with Next, and Next waits while a lookup is under way.
// The map region loads the OpenLayers adaptor beside the lookup, so the map's code stays out of the route chunk, and
// only once there is an address to show: until the first keystroke (or with a prefilled address, at once) it waits,
// so the page's first load does not carry the map (issue 22: /order before the address is typed).
import { type ActorRefFrom, assign, emit, type SnapshotFrom, setup } from 'xstate'
import { geocodeMessage, locationErrorMessage } from '../../domain/geocode-message'
import type { AddressModel } from '../../schemas/api/booking'
import type { AddressSuggestion, GeocodeAnswer } from '../../schemas/api/geocode'
import type { MapTileInfo } from '../../schemas/api/map'
import { ADDRESS_AUTO_SUBMIT_MS, GEOCODE_TYPING_DELAY_MS } from '../../schemas/constants'
import type { Marker } from '../../schemas/Order'
import { notProvided } from '../shared/fromEffect'

export type AddressValue = typeof AddressModel.Type

/** Typed text shorter than this names no street: no suggestions are asked for. */
export const MIN_SUGGEST_LENGTH = 3
/** The code quoted when the geocoder could not be reached at all (SPEC §8 "ERROR CODE: {status}"). */
export const UNREACHABLE_STATUS = 'UNAVAILABLE'

export interface AddressLookupInput {
  /** A prefilled address (the URL's ?address=, or the order being edited). */
  readonly initial?: AddressValue
  /** The country whose addresses the geocoder prefers (the URL's ?country=CA; issue 18). */
  readonly country?: string
}

export interface AddressLookupContext {
  /** The step's value as the parent submits it: typed text, geocoded location, marker. */
  address: AddressValue
  /** The country whose addresses suggestions and lookups prefer; undefined for none. */
  country?: string | undefined
  /** Autocomplete entries for the typed text. */
  suggestions: ReadonlyArray<AddressSuggestion>
  /** The keyboard-highlighted suggestion, or -1. */
  activeIndex: number
  /** The message under the input about the last answer (SPEC §8), or null. */
  message: string | null
  /** The location is rooftop-precise and not a partial match. */
  exact: boolean
  /** The user placed the marker by hand, accepting the location it reads. */
  accepted: boolean
  /** The location comes from the user's own choice or drag, not a prefill, so it may auto-submit. */
  chosen: boolean
  /**
   * The tiles' description, once the map is loaded. The OpenLayers adaptor's code loads with it but stays out of
   * the context (plain data only): the view reads it from `markerMapCode` once the map is shown.
   */
  mapTiles?: MapTileInfo
  /** Why the map could not be loaded. */
  mapError?: string
}

export type AddressLookupEvent =
  | { type: 'address.change'; value: string }
  | { type: 'suggestion.move'; by: 1 | -1 }
  | { type: 'suggestion.choose'; index: number }
  | { type: 'address.submit' }
  | { type: 'suggestions.close' }
  | { type: 'marker.drag'; latitude: number; longitude: number }
  | { type: 'map.retry' }

/** Emitted when a chosen, geocoded address with its marker is ready to submit (after the auto-submit delay). */
export type AddressReadyEvent = { type: 'address.ready'; address: AddressValue }
/**
 * Emitted whenever the step's value settles, and when a lookup (geocoding, reverse geocoding) starts: `pending`
 * says the location is still being looked up, so the value is not final yet.
 */
export type AddressChangedEvent = { type: 'address.changed'; address: AddressValue; pending: boolean }
export type AddressLookupEmitted = AddressReadyEvent | AddressChangedEvent

const emptyAddress: AddressValue = { userAddress: '', location: null, marker: null }

const markerAt = (answer: GeocodeAnswer): Marker | null =>
  answer.location ? { latitude: answer.location.latitude, longitude: answer.location.longitude } : null

export const addressLookupMachine = setup({
  types: {
    context: {} as AddressLookupContext,
    events: {} as AddressLookupEvent,
    input: {} as AddressLookupInput,
    emitted: {} as AddressLookupEmitted,
    tags: {} as 'busy' | 'suggesting' | 'map-waiting' | 'map-loading' | 'map-shown' | 'map-failed',
  },
  actors: {
    suggestAddresses: notProvided<ReadonlyArray<AddressSuggestion>, { query: string; country?: string }>(
      'suggestAddresses',
    ),
    lookupAddress: notProvided<GeocodeAnswer, { address: string; country?: string }>('lookupAddress'),
    reverseGeocode: notProvided<GeocodeAnswer, Marker>('reverseGeocode'),
    loadMarkerMap: notProvided<MapTileInfo, void>('loadMarkerMap'),
  },
  guards: {
    needsPrefillGeocode: ({ context }) =>
      context.address.userAddress.trim() !== '' && context.address.location === null,
    hasQuery: ({ context }) => context.address.userAddress.trim().length >= MIN_SUGGEST_LENGTH,
    hasText: ({ context }) => context.address.userAddress.trim() !== '',
    hasActiveSuggestion: ({ context }) => context.suggestions[context.activeIndex] !== undefined,
    isSuggestion: ({ context, event }) =>
      event.type === 'suggestion.choose' && context.suggestions[event.index] !== undefined,
    isReady: ({ context }) =>
      context.chosen &&
      context.address.location !== null &&
      context.address.marker !== null &&
      (context.exact || context.accepted),
  },
  actions: {
    /** The value settled: the parent's draft follows it. */
    announceSettled: emit(({ context }) => ({
      type: 'address.changed' as const,
      address: context.address,
      pending: false,
    })),
    /** A lookup started: the parent waits for it before going forward. */
    announcePending: emit(({ context }) => ({
      type: 'address.changed' as const,
      address: context.address,
      pending: true,
    })),
    chooseSuggestion: assign(({ context }, index: number) => ({
      // The old location belonged to the old text; the chosen text is geocoded next.
      address: {
        ...context.address,
        userAddress: context.suggestions[index]?.text ?? context.address.userAddress,
        location: null,
      },
      suggestions: [],
      activeIndex: -1,
      chosen: true,
    })),
  },
  delays: { typingDelay: GEOCODE_TYPING_DELAY_MS, autoSubmitDelay: ADDRESS_AUTO_SUBMIT_MS },
}).createMachine({
  id: 'addressLookup',
  context: ({ input }) => ({
    address: input.initial ?? emptyAddress,
    country: input.country,
    suggestions: [],
    activeIndex: -1,
    message: null,
    exact: false,
    accepted: false,
    chosen: false,
  }),
  type: 'parallel',
  states: {
    lookup: {
      initial: 'starting',
      // Every state answers the user the same way: a move leaves the current state, aborting its request, and
      // enters its target afresh (latest move wins). Not `reenter`: that would re-enter the parallel root, sending
      // the map back to loading (the view dropped and redrew it on every keystroke, Enter and drop).
      on: {
        'address.change': {
          target: '.typing',
          actions: [
            assign({
              // New text no longer names the old place: no location until a suggestion or Enter geocodes it, so
              // Next can never send an old location under new text. The marker stays on the map to be dragged.
              address: ({ context, event }) => ({ ...context.address, userAddress: event.value, location: null }),
              activeIndex: -1,
              chosen: false,
            }),
            'announceSettled',
          ],
        },
        'suggestion.move': {
          actions: assign({
            activeIndex: ({ context, event }) => {
              const count = context.suggestions.length
              if (count === 0) return -1
              // Down from nothing lands on the first, up from nothing on the last; both wrap around.
              if (context.activeIndex < 0) return event.by > 0 ? 0 : count - 1
              return (context.activeIndex + event.by + count) % count
            },
          }),
        },
        'suggestions.close': { actions: assign({ suggestions: [], activeIndex: -1 }) },
        'suggestion.choose': {
          guard: 'isSuggestion',
          target: '.geocoding',
          actions: { type: 'chooseSuggestion', params: ({ event }) => event.index },
        },
        'address.submit': [
          {
            guard: 'hasActiveSuggestion',
            target: '.geocoding',
            actions: { type: 'chooseSuggestion', params: ({ context }) => context.activeIndex },
          },
          {
            guard: 'hasText',
            target: '.geocoding',
            actions: assign({
              address: ({ context }) => ({ ...context.address, location: null }),
              suggestions: [],
              activeIndex: -1,
              chosen: true,
            }),
          },
        ],
        'marker.drag': {
          target: '.reversing',
          actions: assign({
            address: ({ context, event }) => ({
              ...context.address,
              marker: { latitude: event.latitude, longitude: event.longitude },
            }),
            suggestions: [],
            activeIndex: -1,
          }),
        },
      },
      states: {
        starting: {
          description: 'A prefilled address without a location is geocoded once; it is not the user’s choice yet.',
          always: [{ guard: 'needsPrefillGeocode', target: 'geocoding' }, { target: 'idle' }],
        },
        idle: {},
        typing: {
          description: 'Waits for typing to pause (each keystroke re-enters and restarts the wait).',
          after: {
            typingDelay: [
              { guard: 'hasQuery', target: 'suggesting' },
              { target: 'idle', actions: assign({ suggestions: [] }) },
            ],
          },
        },
        suggesting: {
          tags: ['suggesting'],
          invoke: {
            id: 'suggestAddresses',
            src: 'suggestAddresses',
            input: ({ context }) => ({
              query: context.address.userAddress.trim(),
              ...(context.country ? { country: context.country } : {}),
            }),
            onDone: { target: 'idle', actions: assign({ suggestions: ({ event }) => event.output, activeIndex: -1 }) },
            // Suggestions are a convenience: without them, Enter still geocodes the typed text.
            onError: { target: 'idle', actions: assign({ suggestions: [] }) },
          },
        },
        geocoding: {
          tags: ['busy'],
          entry: 'announcePending',
          invoke: {
            id: 'lookupAddress',
            src: 'lookupAddress',
            input: ({ context }) => ({
              address: context.address.userAddress.trim(),
              ...(context.country ? { country: context.country } : {}),
            }),
            onDone: {
              target: 'settled',
              actions: [
                assign(({ context, event }) => ({
                  // Nothing found: the old place no longer matches the text, but the marker stays to be dragged.
                  address: {
                    ...context.address,
                    location: event.output.status === 'OK' ? event.output.location : null,
                    marker: markerAt(event.output) ?? context.address.marker,
                  },
                  exact: event.output.status === 'OK' && event.output.exact,
                  accepted: false,
                  message: geocodeMessage(event.output),
                })),
                'announceSettled',
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ message: locationErrorMessage(UNREACHABLE_STATUS) }), 'announceSettled'],
            },
          },
        },
        reversing: {
          tags: ['busy'],
          entry: 'announcePending',
          invoke: {
            id: 'reverseGeocode',
            src: 'reverseGeocode',
            input: ({ context }) => context.address.marker as Marker,
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'OK' && event.output.location !== null,
                target: 'settled',
                // The user put the marker on the building: it stays there, and the place it reads is accepted.
                actions: [
                  assign(({ context, event }) => ({
                    address: { ...context.address, location: event.output.location },
                    exact: event.output.exact,
                    accepted: true,
                    chosen: true,
                    message: null,
                  })),
                  'announceSettled',
                ],
              },
              {
                description:
                  'Nothing read at the dropped point: the marker stays there and the location found before stays.',
                target: 'idle',
                actions: [
                  assign({ accepted: false, message: ({ event }) => geocodeMessage(event.output) }),
                  'announceSettled',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [
                assign({ accepted: false, message: locationErrorMessage(UNREACHABLE_STATUS) }),
                'announceSettled',
              ],
            },
          },
        },
        settled: {
          always: [{ guard: 'isReady', target: 'ready' }, { target: 'idle' }],
        },
        ready: {
          description: 'A chosen, geocoded address with its marker: announced after the auto-submit delay.',
          after: {
            autoSubmitDelay: {
              target: 'idle',
              actions: emit(({ context }) => ({ type: 'address.ready' as const, address: context.address })),
            },
          },
        },
      },
    },
    map: {
      initial: 'waiting',
      states: {
        waiting: {
          tags: ['map-waiting'],
          description:
            'No address yet, so nothing to show: the map loads on the first keystroke, or at once for a prefilled address.',
          // Checked after every event, so the first keystroke that leaves text (or a prefill) moves on.
          always: { guard: 'hasText', target: 'loading' },
        },
        loading: {
          tags: ['map-loading'],
          entry: assign({ mapError: undefined }),
          invoke: {
            id: 'loadMarkerMap',
            src: 'loadMarkerMap',
            onDone: { target: 'shown', actions: assign({ mapTiles: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({
                mapError: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
              }),
            },
          },
        },
        shown: { tags: ['map-shown'] },
        failed: {
          tags: ['map-failed'],
          description:
            'The map could not be loaded (offline, or a new deploy replaced its chunk); the address still works.',
          on: { 'map.retry': 'loading' },
        },
      },
    },
  },
})

export type AddressLookupActorRef = ActorRefFrom<typeof addressLookupMachine>
export type AddressLookupSnapshot = SnapshotFrom<typeof addressLookupMachine>

/** The step's current value, for the parent order flow. */
export const addressOf = (snapshot: AddressLookupSnapshot): AddressValue => snapshot.context.address
