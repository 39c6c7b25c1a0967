// Model-based test of the address lookup (SPEC §5 Address step, Geocoding; §8 geocode messages; §9 500 ms typing
// delay, reverse geocoding after a drag, 100 ms auto-submit; issue 19): every transition of the address-lookup chart
// is replayed through the real address step (AddressStep, its chart started and its announcements followed as the
// order flow's AddressHost does). Typing, arrows, Enter, Escape and choosing an option are DOM events; the geocoder's
// answers and the map's loading are stubs the path settles by hand; the two waits run on fake timers.
// The map itself is a stand-in for the OpenLayers adaptor (it needs a laid-out, rendering browser, which jsdom is
// not): the view draws it into the map region once the chart shows the map, moves its marker, and a drop is the
// stand-in calling the view's own drop callback. Each step checks what the spec says must follow it, from the test's
// own account of what was typed, offered and answered; each state is checked in the DOM (the address box, the list,
// the message, busy, the map region and its marker) and in the value handed on to the wizard. Nothing is read from
// the chart's own snapshot.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type AddressChangedEvent,
  type AddressLookupEvent,
  type AddressReadyEvent,
  addressLookupMachine,
} from '../../src/machines/address-lookup/address-lookup.machine'
import type { AddressSuggestion, GeocodeAnswer } from '../../src/schemas/api/geocode'
import type { MapTileInfo } from '../../src/schemas/api/map'
import type { GeocodedLocation, Marker } from '../../src/schemas/Order'
import { loadedModule } from '../../src/services/lazy-module'
import { AddressStep } from '../../src/ui/features/order-flow/address/AddressStep'
import type { CreateMarkerMap, MarkerMapOptions } from '../../src/ui/map/draggable-marker-map'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof addressLookupMachine>
type ModelEvent =
  | AddressLookupEvent
  | { type: 'xstate.after.typingDelay.addressLookup.lookup.typing' }
  | { type: 'xstate.done.actor.suggestAddresses'; output: ReadonlyArray<AddressSuggestion> }
  | { type: 'xstate.error.actor.suggestAddresses'; error: unknown }
  | { type: 'xstate.done.actor.lookupAddress'; output: GeocodeAnswer }
  | { type: 'xstate.error.actor.lookupAddress'; error: unknown }
  | { type: 'xstate.done.actor.reverseGeocode'; output: GeocodeAnswer }
  | { type: 'xstate.error.actor.reverseGeocode'; error: unknown }
  | { type: 'xstate.after.autoSubmitDelay.addressLookup.lookup.ready' }
  | { type: 'xstate.done.actor.loadMarkerMap'; output: MapTileInfo }
  | { type: 'xstate.error.actor.loadMarkerMap'; error: unknown }

/** SPEC §9. */
const SPEC_TYPING_DELAY_MS = 500
const SPEC_AUTO_SUBMIT_MS = 100
/** SPEC §5 Geocoding and §8, restated; an unreachable geocoder is quoted with the code UNAVAILABLE. */
const INEXACT =
  'Unable to identify exact location. Please verify the address and location on the map are correct before submitting.'
const NOT_FOUND = 'Unable to find location. Please verify the address and location on the map are correct.'
const UNREACHABLE = 'Unable to process location. Please contact support if this issue persists. ERROR CODE: UNAVAILABLE'
/** Fewer characters than this name no street: nothing is suggested. */
const SHORT = '18'
const TYPED = '1842 N Ken'

const place: GeocodedLocation = {
  formattedAddress: '1842 N Kenmore Ave, Chicago, IL 60614, USA',
  latitude: 41.9153,
  longitude: -87.6558,
  address1: '1842 N Kenmore Ave',
  address2: '',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60614',
  country: 'US',
}
const suggestions = [{ text: place.formattedAddress }, { text: '1842 N Kenmore Ave, Chicago, IL 60660, USA' }]
const empty = { userAddress: '', location: null, marker: null }
const dropped: Marker = { latitude: 41.916, longitude: -87.656 }
const tiles: MapTileInfo = {
  tilejson: '3.0.0',
  tiles: ['/t/{z}/{x}/{y}.png'],
  attribution: 'Demo',
  minzoom: 3,
  maxzoom: 19,
} as MapTileInfo

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadMarkerMap', output: tiles },
  { type: 'xstate.error.actor.loadMarkerMap', error: new Error('chunk gone') },
  { type: 'map.retry' },
  { type: 'address.change', value: TYPED },
  { type: 'address.change', value: SHORT },
  { type: 'xstate.after.typingDelay.addressLookup.lookup.typing' },
  { type: 'xstate.done.actor.suggestAddresses', output: suggestions },
  { type: 'xstate.error.actor.suggestAddresses', error: new Error('offline') },
  { type: 'suggestion.move', by: 1 },
  { type: 'suggestion.move', by: -1 },
  { type: 'suggestions.close' },
  { type: 'suggestion.choose', index: 1 },
  { type: 'address.submit' },
  { type: 'xstate.done.actor.lookupAddress', output: { status: 'OK', location: place, exact: true } },
  { type: 'xstate.done.actor.lookupAddress', output: { status: 'OK', location: place, exact: false } },
  { type: 'xstate.done.actor.lookupAddress', output: { status: 'ZERO_RESULTS', location: null, exact: false } },
  { type: 'xstate.error.actor.lookupAddress', error: new Error('offline') },
  { type: 'marker.drag', ...dropped },
  { type: 'xstate.done.actor.reverseGeocode', output: { status: 'OK', location: place, exact: false } },
  { type: 'xstate.done.actor.reverseGeocode', output: { status: 'ZERO_RESULTS', location: null, exact: false } },
  { type: 'xstate.error.actor.reverseGeocode', error: new Error('offline') },
  { type: 'xstate.after.autoSubmitDelay.addressLookup.lookup.ready' },
]

const MAP_EVENTS = new Set(['xstate.done.actor.loadMarkerMap', 'xstate.error.actor.loadMarkerMap', 'map.retry'])
const LIST_EVENTS = new Set(['suggestion.move', 'suggestions.close', 'suggestion.choose'])
/** What a person can do in each state of the lookup (the answers and waits come on their own). */
const PERSON: Record<string, ReadonlyArray<string>> = {
  idle: [
    'address.change',
    'suggestion.move',
    'suggestions.close',
    'suggestion.choose',
    'address.submit',
    'marker.drag',
  ],
  typing: ['address.change', 'address.submit'],
  suggesting: ['address.change', 'address.submit'],
  geocoding: ['address.change'],
  reversing: ['address.change'],
  ready: ['address.change', 'marker.drag'],
}
/**
 * The first keystroke, then the map it loads (loaded, failed, tried again), then the address with the map shown: the
 * drop needs it. Everything a
 * person can do until the first answer puts a marker or a message up; after that, the drag, and typing where it
 * undoes something (a location found, a drop being read, an auto-submit pending): the rest repeats the same
 * transitions of the chart under another message.
 */
function offered(s: Snapshot): ModelEvent[] {
  // Nothing to map before an address: the first keystroke is what loads the map (issue 22).
  if (s.matches({ map: 'waiting' })) return events.filter((e) => e.type === 'address.change' && e.value === TYPED)
  if (!s.matches({ map: 'shown' })) return events.filter((e) => MAP_EVENTS.has(e.type))
  const lookup = (s.value as { lookup: string }).lookup
  const c = s.context
  const firstLookup = c.address.marker === null && c.message === null
  return events.filter((e) => {
    if (MAP_EVENTS.has(e.type)) return false
    if (e.type.startsWith('xstate.')) return true
    if (!PERSON[lookup]?.includes(e.type)) return false
    const needsList = LIST_EVENTS.has(e.type) || (e.type === 'address.change' && e.value === SHORT)
    if (needsList && c.suggestions.length === 0) return false
    if (firstLookup) return true
    if (e.type === 'marker.drag') return true
    return (
      e.type === 'address.change' &&
      e.value === TYPED &&
      (lookup === 'ready' || lookup === 'reversing' || (lookup === 'idle' && c.address.location !== null))
    )
  })
}

/**
 * What the person sees (the list, the highlighted option, the marker, the message), the location found, and while
 * typing whether the text is too short to suggest for (the typing pause ends two ways).
 */
const serializeState = (s: Snapshot) => {
  const c = s.context
  return JSON.stringify([
    s.value,
    s.matches({ lookup: 'typing' }) && c.address.userAddress.trim().length < 3,
    c.suggestions.length > 0,
    c.activeIndex,
    c.address.location !== null,
    c.address.marker !== null,
    c.message,
  ])
}
const model = new TestModel<Snapshot, ModelEvent, Record<string, never>>(addressLookupMachine as never, {
  input: {},
  stateMatcher,
  events: offered as never,
  serializeState,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function mount() {
  const suggest = deferred<ReadonlyArray<AddressSuggestion>>()
  const lookup = deferred<GeocodeAnswer>()
  const reverse = deferred<GeocodeAnswer>()
  const loadMap = deferred<MapTileInfo>()
  /** The stand-in map: where the view drew it, with what, the marker it shows, and the view's drop callback. */
  const maps: Array<{ container: HTMLElement; options: MarkerMapOptions; marker: Marker | null; disposed: boolean }> =
    []
  const createMarkerMap: CreateMarkerMap = (container, options) => {
    const map = { container, options, marker: options.marker, disposed: false }
    maps.push(map)
    return {
      setMarker: (point) => {
        map.marker = point
      },
      dispose: () => {
        map.disposed = true
      },
    }
  }
  const actor = createActor(
    addressLookupMachine.provide({
      actors: {
        suggestAddresses: suggest.logic,
        lookupAddress: lookup.logic,
        reverseGeocode: reverse.logic,
        loadMarkerMap: loadMap.logic,
      },
    }),
    { input: {} },
  )
  // As AddressHost: the wizard's draft follows every `address.changed`, and `address.ready` submits the step.
  const changed: AddressChangedEvent[] = []
  const ready: AddressReadyEvent[] = []
  actor.on('address.changed', (e) => changed.push(e))
  actor.on('address.ready', (e) => ready.push(e))
  actor.start()
  render(
    <AddressStep
      actor={actor}
      mapCode={loadedModule({ createMarkerMap })}
      unit=""
      onUnitChange={() => {}}
      fieldErrors={{}}
    />,
  )
  return { suggest, lookup, reverse, loadMap, maps, changed, ready }
}

/** Does `fn` and lets the stubs' answers and React's render land, without moving the clock. */
const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await vi.advanceTimersByTimeAsync(0)
  })
const box = () => screen.getByRole('combobox', { name: 'Address' }) as HTMLInputElement
const options = () => Array.from(document.querySelectorAll('[role="option"]'), (o) => o.textContent)
const statusLine = () => document.querySelector<HTMLElement>('[role="status"]')
const section = () => screen.getByRole('region', { name: 'Where is the property?' })
const mapRegion = () => document.querySelector<HTMLElement>('section[aria-label^="Map of the address"]')
const mapFrame = () => mapRegion()?.parentElement
const waitingHint = () => screen.queryByText(/^The map shows the address as you type it/)

describe('address lookup, every transition through the address step', () => {
  const paths = everyTransition(model, serializeState)
  recordPaths('address-lookup', paths, serializeState)
  it('has a modest number of paths', () => {
    expect(paths.length).toBeGreaterThan(60)
    expect(paths.length).toBeLessThan(150)
  })

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = mount()
      // The test's own account: what the box says, the options offered and the highlighted one, the message, the
      // marker on the map, the location found, and whether the step is due to be submitted on its own.
      let text = ''
      let listed: string[] = []
      let active = -1
      let message: string | null = null
      let marker: Marker | null = null
      let location: GeocodedLocation | null = null
      let due = false
      let mapShown = false
      /** The value the wizard holds, as AddressHost hands it on (at first the empty address, settled). */
      const expectDraft = (pending: boolean) => {
        const last = sut.changed.at(-1)
        expect(last ? { address: last.address, pending: last.pending } : { address: empty, pending: false }).toEqual({
          address: { userAddress: text, location, marker },
          pending,
        })
      }
      /** The step as the person sees it, against the account. */
      const page = (busy: boolean) => {
        expect(box().value).toBe(text)
        expect(options()).toEqual(listed)
        expect(box().getAttribute('aria-expanded')).toBe(String(listed.length > 0))
        const highlighted = box().getAttribute('aria-activedescendant')
        expect(highlighted ? document.getElementById(highlighted)?.textContent : null).toBe(listed[active] ?? null)
        expect(statusLine()?.hidden).toBe(message === null)
        expect(statusLine()?.textContent).toBe(message ?? '')
        expect(section().getAttribute('aria-busy')).toBe(String(busy))
        if (mapShown) expect(sut.maps.filter((m) => !m.disposed).map((m) => m.marker)).toEqual([marker])
      }
      /** An answer about the typed or chosen address (SPEC §5 Geocoding, §8). */
      const answered = (answer: GeocodeAnswer) => {
        location = answer.status === 'OK' ? answer.location : null
        if (answer.location) marker = { latitude: answer.location.latitude, longitude: answer.location.longitude }
        message = answer.status === 'OK' ? (answer.exact ? null : INEXACT) : NOT_FOUND
        // The person chose it (a suggestion or Enter): an exact place goes forward on its own.
        due = answer.status === 'OK' && answer.exact
      }
      await path.test({
        states: {
          'map.waiting': () => {
            // No map code asked for, and a hint where the map will be.
            expect(sut.loadMap.calls).toHaveLength(0)
            expect(mapFrame()?.getAttribute('aria-busy')).toBe('false')
            expect(mapRegion()?.hidden).toBe(true)
            expect(waitingHint()).not.toBeNull()
          },
          'map.loading': () => {
            expect(waitingHint()).toBeNull()
            expect(mapFrame()?.getAttribute('aria-busy')).toBe('true')
            expect(mapRegion()?.hidden).toBe(true)
            expect(screen.queryByRole('alert')).toBeNull()
          },
          'map.failed': () => {
            expect(mapFrame()?.getAttribute('aria-busy')).toBe('false')
            expect(mapRegion()?.hidden).toBe(true)
            expect(screen.getByRole('alert').textContent).toBe('The map could not be loaded. Try again')
          },
          'map.shown': () => {
            expect(mapFrame()?.getAttribute('aria-busy')).toBe('false')
            expect(mapRegion()?.hidden).toBe(false)
            expect(screen.queryByRole('alert')).toBeNull()
            // Drawn once, into the map region, with the tiles loaded, and kept while the address changes.
            expect(sut.maps).toHaveLength(1)
            expect(sut.maps[0]?.container).toBe(mapRegion())
            expect(sut.maps[0]?.options.tiles).toEqual(tiles)
          },
          'lookup.idle': () => {
            page(false)
            expectDraft(false)
            expect(due).toBe(false)
          },
          'lookup.typing': () => {
            page(false)
            expectDraft(false)
          },
          'lookup.suggesting': () => {
            page(false)
            expect(sut.suggest.calls.at(-1)).toEqual({ query: text.trim() })
          },
          'lookup.geocoding': () => {
            page(true)
            expectDraft(true)
            expect(sut.lookup.calls.at(-1)).toEqual({ address: text.trim() })
          },
          'lookup.reversing': () => {
            page(true)
            expectDraft(true)
            // The point the person dropped the marker on (SPEC §9), and the marker stays there meanwhile.
            expect(sut.reverse.calls.at(-1)).toEqual(dropped)
          },
          'lookup.ready': () => {
            page(false)
            expectDraft(false)
            expect(due).toBe(true)
          },
        },
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.loadMarkerMap': async ({ event }) => {
            await settle(() => sut.loadMap.resolve(event.output))
            mapShown = true
            expect(mapRegion()?.hidden).toBe(false)
          },
          'xstate.error.actor.loadMarkerMap': async ({ event }) => {
            await settle(() => sut.loadMap.reject(event.error))
            expect(screen.getByRole('alert').textContent).toContain('The map could not be loaded.')
          },
          'map.retry': async () => {
            const calls = sut.loadMap.calls.length
            await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
            expect(sut.loadMap.calls).toHaveLength(calls + 1)
            expect(screen.queryByRole('alert')).toBeNull()
          },
          'address.change': async ({ event }) => {
            const calls = sut.suggest.calls.length
            // Typing changes the text: the same text again is one character less (as short, or as long, as it was).
            const typed = box().value === event.value ? event.value.slice(0, -1) : event.value
            await settle(() => fireEvent.change(box(), { target: { value: typed } }))
            // New text names no place yet: the wizard loses the old location at once; the marker stays.
            text = typed
            location = null
            active = -1
            due = false
            expectDraft(false)
            expect(sut.suggest.calls).toHaveLength(calls)
          },
          'xstate.after.typingDelay.addressLookup.lookup.typing': async () => {
            const calls = sut.suggest.calls.length
            await act(() => vi.advanceTimersByTimeAsync(SPEC_TYPING_DELAY_MS - 1))
            expect(sut.suggest.calls).toHaveLength(calls)
            await act(() => vi.advanceTimersByTimeAsync(1))
            if (text.trim().length >= 3) expect(sut.suggest.calls.slice(calls)).toEqual([{ query: text.trim() }])
            else {
              expect(sut.suggest.calls).toHaveLength(calls)
              listed = []
            }
          },
          'xstate.done.actor.suggestAddresses': async ({ event }) => {
            await settle(() => sut.suggest.resolve(event.output))
            listed = event.output.map((s) => s.text)
            active = -1
          },
          'xstate.error.actor.suggestAddresses': async ({ event }) => {
            await settle(() => sut.suggest.reject(event.error))
            // Suggestions are a convenience: none, and the box keeps its text.
            listed = []
          },
          'suggestion.move': async ({ event }) => {
            await settle(() => fireEvent.keyDown(box(), { key: event.by > 0 ? 'ArrowDown' : 'ArrowUp' }))
            // Down from nothing is the first, up from nothing the last; both wrap around.
            const n = listed.length
            active = active < 0 ? (event.by > 0 ? 0 : n - 1) : (active + event.by + n) % n
            expect(document.querySelector('[aria-selected="true"]')?.textContent).toBe(listed[active])
          },
          'suggestions.close': async () => {
            await settle(() => fireEvent.keyDown(box(), { key: 'Escape' }))
            listed = []
            active = -1
          },
          'suggestion.choose': async ({ event }) => {
            const calls = sut.lookup.calls.length
            const option = screen.getAllByRole('option')[event.index] as HTMLElement
            await settle(() => fireEvent.click(option))
            text = listed[event.index] as string
            listed = []
            active = -1
            location = null
            // The chosen text is geocoded at once, and the wizard waits for it.
            expect(sut.lookup.calls.slice(calls)).toEqual([{ address: text }])
            expectDraft(true)
          },
          'address.submit': async () => {
            const calls = sut.lookup.calls.length
            await settle(() => fireEvent.keyDown(box(), { key: 'Enter' }))
            // Enter takes the highlighted option, else geocodes the typed text.
            if (active >= 0) text = listed[active] as string
            listed = []
            active = -1
            location = null
            expect(sut.lookup.calls.slice(calls)).toEqual([{ address: text.trim() }])
          },
          'xstate.done.actor.lookupAddress': async ({ event }) => {
            await settle(() => sut.lookup.resolve(event.output))
            answered(event.output)
            expectDraft(false)
          },
          'xstate.error.actor.lookupAddress': async ({ event }) => {
            await settle(() => sut.lookup.reject(event.error))
            message = UNREACHABLE
            expectDraft(false)
          },
          'marker.drag': async ({ event }) => {
            const calls = sut.reverse.calls.length
            const map = sut.maps.at(-1)
            await settle(() => map?.options.onMarkerDrop({ latitude: event.latitude, longitude: event.longitude }))
            marker = { latitude: event.latitude, longitude: event.longitude }
            listed = []
            active = -1
            due = false
            // The dropped point is read back at once; the wizard waits for it, the place found before kept.
            expect(sut.reverse.calls.slice(calls)).toEqual([marker])
            expectDraft(true)
          },
          'xstate.done.actor.reverseGeocode': async ({ event }) => {
            await settle(() => sut.reverse.resolve(event.output))
            if (event.output.status === 'OK' && event.output.location) {
              // The person put the marker on the building: it stays there, and the place it reads goes forward.
              location = event.output.location
              message = null
              due = true
            } else message = NOT_FOUND
            expectDraft(false)
          },
          'xstate.error.actor.reverseGeocode': async ({ event }) => {
            await settle(() => sut.reverse.reject(event.error))
            message = UNREACHABLE
            expectDraft(false)
          },
          'xstate.after.autoSubmitDelay.addressLookup.lookup.ready': async () => {
            const before = sut.ready.length
            await act(() => vi.advanceTimersByTimeAsync(SPEC_AUTO_SUBMIT_MS - 1))
            expect(sut.ready).toHaveLength(before)
            await act(() => vi.advanceTimersByTimeAsync(1))
            expect(sut.ready.slice(before)).toEqual([
              { type: 'address.ready', address: { userAddress: text, location, marker } },
            ])
            due = false
          },
        }),
      })
    })
  }
})
