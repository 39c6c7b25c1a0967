// Model-based test of the address lookup chart: every transition (typing, the 500 ms wait, suggestions, moving and
// choosing, Enter, the geocoder's exact / approximate / empty / failed answers, a drag and its reverse geocode, the
// 100 ms auto-submit) is replayed on a real actor with stub effects and fake timers, and each state reached is
// checked against the spec (SPEC §5 Address step, Geocoding; §8; §9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type AddressLookupEvent,
  type AddressReadyEvent,
  addressLookupMachine,
} from '../../src/machines/address-lookup/address-lookup.machine'
import type { AddressSuggestion, GeocodeAnswer } from '../../src/schemas/api/geocode'
import type { MapTileInfo } from '../../src/schemas/api/map'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
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
  | { type: 'xstate.after.autoSubmitDelay.addressLookup.lookup.ready' }

/** SPEC §9. */
const SPEC_TYPING_DELAY_MS = 500
const SPEC_AUTO_SUBMIT_MS = 100

const place = {
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

const dropped = { latitude: 41.916, longitude: -87.656 }

const events: ModelEvent[] = [
  { type: 'address.change', value: '1842 N Ken' },
  { type: 'xstate.after.typingDelay.addressLookup.lookup.typing' },
  { type: 'xstate.done.actor.suggestAddresses', output: suggestions },
  { type: 'xstate.error.actor.suggestAddresses', error: new Error('offline') },
  { type: 'suggestion.move', by: 1 },
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
  { type: 'xstate.after.autoSubmitDelay.addressLookup.lookup.ready' },
]

/** The state and the context that decides what can happen next (the map region never leaves loading here). */
const serializeState = (s: Snapshot) => {
  const c = s.context
  return JSON.stringify([
    s.value,
    c.address.userAddress,
    c.suggestions.length,
    c.activeIndex,
    c.address.location !== null,
    c.address.marker,
    c.exact,
    c.accepted,
    c.chosen,
    c.message,
  ])
}
const model = new TestModel<Snapshot, ModelEvent, Record<string, never>>(addressLookupMachine as never, {
  input: {},
  stateMatcher,
  events,
  serializeState,
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
const settle = () => vi.advanceTimersByTimeAsync(0)

function start() {
  const suggest = deferred<ReadonlyArray<AddressSuggestion>>()
  const lookup = deferred<GeocodeAnswer>()
  const reverse = deferred<GeocodeAnswer>()
  const loadMap = deferred<MapTileInfo>()
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
  const ready: AddressReadyEvent[] = []
  actor.on('address.ready', (e) => ready.push(e))
  actor.start()
  return { actor, suggest, lookup, reverse, ready }
}

const paths = everyTransition(model, serializeState)

describe('address lookup, every transition', () => {
  it('has a bounded model', () => {
    expect(paths.length).toBeGreaterThan(20)
    expect(paths.length).toBeLessThan(3000)
  })

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const context = () => snapshot().context
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          'lookup.idle': (expected) => {
            expect(context().address).toEqual(expected.context.address)
            expect(context().message).toBe(expected.context.message)
            expect(snapshot().hasTag('busy')).toBe(false)
          },
          'lookup.typing': () => expect(snapshot().hasTag('busy')).toBe(false),
          'lookup.suggesting': () =>
            expect(sut.suggest.calls.at(-1)).toEqual({ query: context().address.userAddress.trim() }),
          'lookup.geocoding': () => {
            expect(snapshot().hasTag('busy')).toBe(true)
            expect(sut.lookup.calls.at(-1)).toEqual({ address: context().address.userAddress.trim() })
          },
          'lookup.reversing': () => {
            expect(snapshot().hasTag('busy')).toBe(true)
            // The point the user dropped the marker on (SPEC §9), and the marker stays there.
            expect(sut.reverse.calls.at(-1)).toEqual(dropped)
            expect(context().address.marker).toEqual(dropped)
          },
          'lookup.ready': () => {
            // Only a chosen place with its marker, exact or placed by hand, is ever about to be announced.
            const c = context()
            expect(c.chosen && c.address.location !== null && c.address.marker !== null).toBe(true)
            expect(c.exact || c.accepted).toBe(true)
          },
        }),
        events: asExecutors<ModelEvent>({
          'address.change': ({ event }) => void sut.actor.send(event),
          'suggestion.move': ({ event }) => void sut.actor.send(event),
          'suggestions.close': ({ event }) => void sut.actor.send(event),
          'suggestion.choose': ({ event }) => void sut.actor.send(event),
          'address.submit': ({ event }) => void sut.actor.send(event),
          'marker.drag': ({ event }) => void sut.actor.send(event),
          'xstate.after.typingDelay.addressLookup.lookup.typing': async () => {
            const calls = sut.suggest.calls.length
            await vi.advanceTimersByTimeAsync(SPEC_TYPING_DELAY_MS - 1)
            expect(sut.suggest.calls).toHaveLength(calls)
            await vi.advanceTimersByTimeAsync(1)
          },
          'xstate.done.actor.suggestAddresses': async ({ event }) => {
            sut.suggest.resolve(event.output)
            await settle()
          },
          'xstate.error.actor.suggestAddresses': async () => {
            sut.suggest.reject(new Error('offline'))
            await settle()
          },
          'xstate.done.actor.lookupAddress': async ({ event }) => {
            sut.lookup.resolve(event.output)
            await settle()
          },
          'xstate.error.actor.lookupAddress': async () => {
            sut.lookup.reject(new Error('offline'))
            await settle()
          },
          'xstate.done.actor.reverseGeocode': async ({ event }) => {
            sut.reverse.resolve(event.output)
            await settle()
          },
          'xstate.after.autoSubmitDelay.addressLookup.lookup.ready': async () => {
            const before = sut.ready.length
            await vi.advanceTimersByTimeAsync(SPEC_AUTO_SUBMIT_MS - 1)
            expect(sut.ready).toHaveLength(before)
            await vi.advanceTimersByTimeAsync(1)
            expect(sut.ready).toEqual([
              ...sut.ready.slice(0, before),
              { type: 'address.ready', address: context().address },
            ])
          },
        }),
      })
    })
  }
})
