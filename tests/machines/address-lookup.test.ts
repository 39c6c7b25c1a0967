// The address lookup chart with stub effects (SPEC §5 Address step, Geocoding; §8; §9 500 ms typing delay, 100 ms
// auto-submit, reverse geocoding after a drag).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  type AddressChangedEvent,
  type AddressLookupInput,
  type AddressReadyEvent,
  addressLookupMachine,
} from '../../src/machines/address-lookup/address-lookup.machine'
import type { AddressSuggestion, GeocodeAnswer } from '../../src/schemas/api/geocode'
import type { MapTileInfo } from '../../src/schemas/api/map'
import { deferred } from '../support/stub-actors'

const kenmore = {
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
const exact: GeocodeAnswer = { status: 'OK', location: kenmore, exact: true }
const inexact: GeocodeAnswer = { status: 'OK', location: { ...kenmore, latitude: 41.92 }, exact: false }
const nothing: GeocodeAnswer = { status: 'ZERO_RESULTS', location: null, exact: false }
const suggestions = [{ text: kenmore.formattedAddress }, { text: '1842 N Kenmore Ave, Chicago, IL 60660, USA' }]

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
const settle = () => vi.advanceTimersByTimeAsync(0)

function start(input: AddressLookupInput = {}) {
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
    { input },
  )
  const ready: AddressReadyEvent[] = []
  actor.on('address.ready', (event) => ready.push(event))
  const changed: AddressChangedEvent[] = []
  actor.on('address.changed', (event) => changed.push(event))
  actor.start()
  const lookupState = () => (actor.getSnapshot().value as { lookup: string }).lookup
  return {
    actor,
    suggest,
    lookup,
    reverse,
    loadMap,
    ready,
    changed,
    lookupState,
    context: () => actor.getSnapshot().context,
  }
}

describe('address lookup', () => {
  it('asks for suggestions 500 ms after the last keystroke', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1842' })
    await vi.advanceTimersByTimeAsync(400)
    sut.actor.send({ type: 'address.change', value: '1842 N Ken' })
    await vi.advanceTimersByTimeAsync(499)
    expect(sut.suggest.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sut.suggest.calls).toEqual([{ query: '1842 N Ken' }])
    sut.suggest.resolve(suggestions)
    await settle()
    expect(sut.context().suggestions).toEqual(suggestions)
  })

  it('asks for the country the order page was opened for (?country=CA) in suggestions and lookups', async () => {
    const sut = start({ country: 'CA' })
    sut.actor.send({ type: 'address.change', value: '100 Queen St' })
    await vi.advanceTimersByTimeAsync(500)
    expect(sut.suggest.calls).toEqual([{ query: '100 Queen St', country: 'CA' }])
    sut.actor.send({ type: 'address.submit' })
    await settle()
    expect(sut.lookup.calls).toEqual([{ address: '100 Queen St', country: 'CA' }])
  })

  it('does not ask for fewer than three characters', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '18' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(sut.suggest.calls).toEqual([])
    expect(sut.lookupState()).toBe('idle')
  })

  it('moves through suggestions with wrap-around, and Escape closes them', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1842 N Ken' })
    await vi.advanceTimersByTimeAsync(500)
    sut.suggest.resolve(suggestions)
    await settle()
    sut.actor.send({ type: 'suggestion.move', by: -1 })
    expect(sut.context().activeIndex).toBe(1)
    sut.actor.send({ type: 'suggestion.move', by: 1 })
    expect(sut.context().activeIndex).toBe(0)
    sut.actor.send({ type: 'suggestions.close' })
    expect(sut.context()).toMatchObject({ suggestions: [], activeIndex: -1 })
  })

  it('geocodes a chosen suggestion, sets the marker there and announces the address after 100 ms', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1842 N Ken' })
    await vi.advanceTimersByTimeAsync(500)
    sut.suggest.resolve(suggestions)
    await settle()
    sut.actor.send({ type: 'suggestion.choose', index: 0 })
    expect(sut.lookup.calls).toEqual([{ address: kenmore.formattedAddress }])
    expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true)
    sut.lookup.resolve(exact)
    await settle()
    const address = {
      userAddress: kenmore.formattedAddress,
      location: kenmore,
      marker: { latitude: 41.9153, longitude: -87.6558 },
    }
    expect(sut.context()).toMatchObject({ address, message: null, exact: true })
    await vi.advanceTimersByTimeAsync(99)
    expect(sut.ready).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sut.ready).toEqual([{ type: 'address.ready', address }])
  })

  it('Enter geocodes the highlighted suggestion, or the typed text', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1842 n kenmore' })
    sut.actor.send({ type: 'address.submit' })
    expect(sut.lookup.calls).toEqual([{ address: '1842 n kenmore' }])
    sut.actor.send({ type: 'address.change', value: '1842 N Ken' })
    await vi.advanceTimersByTimeAsync(500)
    sut.suggest.resolve(suggestions)
    await settle()
    sut.actor.send({ type: 'suggestion.move', by: 1 })
    sut.actor.send({ type: 'suggestion.move', by: 1 })
    sut.actor.send({ type: 'address.submit' })
    expect(sut.lookup.calls.at(-1)).toEqual({ address: suggestions[1]?.text })
    expect(sut.context().address.userAddress).toBe(suggestions[1]?.text)
  })

  it('shows the inexact message and does not auto-submit an approximate place', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1900 N Kenmore Ave' })
    sut.actor.send({ type: 'address.submit' })
    sut.lookup.resolve(inexact)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sut.context().message).toMatch(/^Unable to identify exact location/)
    expect(sut.context().address.marker).toEqual({ latitude: 41.92, longitude: -87.6558 })
    expect(sut.ready).toEqual([])
  })

  it('a dragged marker stays where it was dropped, reads its address and is then accepted', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1900 N Kenmore Ave' })
    sut.actor.send({ type: 'address.submit' })
    sut.lookup.resolve(inexact)
    await settle()
    sut.actor.send({ type: 'marker.drag', latitude: 41.9154, longitude: -87.6557 })
    expect(sut.reverse.calls).toEqual([{ latitude: 41.9154, longitude: -87.6557 }])
    sut.reverse.resolve(exact)
    await settle()
    expect(sut.context().address).toEqual({
      userAddress: '1900 N Kenmore Ave',
      location: kenmore,
      marker: { latitude: 41.9154, longitude: -87.6557 },
    })
    expect(sut.context().message).toBeNull()
    await vi.advanceTimersByTimeAsync(100)
    expect(sut.ready).toHaveLength(1)
  })

  it.each([
    [
      'ZERO_RESULTS',
      nothing,
      'Unable to find location. Please verify the address and location on the map are correct.',
    ],
    [
      'another status',
      { status: 'OVER_QUERY_LIMIT', location: null, exact: false },
      'Unable to process location. Please contact support if this issue persists. ERROR CODE: OVER_QUERY_LIMIT',
    ],
  ])('shows the message for %s and clears the old place', async (_why, answer, message) => {
    const sut = start({ initial: { userAddress: 'x', location: kenmore, marker: { latitude: 1, longitude: 2 } } })
    sut.actor.send({ type: 'address.change', value: '1 Nowhere Rd' })
    sut.actor.send({ type: 'address.submit' })
    sut.lookup.resolve(answer as GeocodeAnswer)
    await settle()
    expect(sut.context()).toMatchObject({ message, address: { location: null, marker: { latitude: 1, longitude: 2 } } })
  })

  it('says the geocoder is unavailable when the call fails', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1842 N Kenmore Ave' })
    sut.actor.send({ type: 'address.submit' })
    sut.lookup.reject(new Error('offline'))
    await settle()
    expect(sut.context().message).toMatch(/ERROR CODE: UNAVAILABLE$/)
  })

  it('geocodes a prefilled address once, without announcing it', async () => {
    const sut = start({ initial: { userAddress: '1842 N Kenmore Ave', location: null, marker: null } })
    expect(sut.lookup.calls).toEqual([{ address: '1842 N Kenmore Ave' }])
    sut.lookup.resolve(exact)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sut.context().address.location).toEqual(kenmore)
    expect(sut.ready).toEqual([])
  })

  it('keeps an existing order’s location and marker as they are', () => {
    const initial = { userAddress: 'a', location: kenmore, marker: { latitude: 41.9, longitude: -87.6 } }
    const sut = start({ initial })
    expect(sut.lookup.calls).toEqual([])
    expect(sut.context().address).toEqual(initial)
  })

  it('typing during the auto-submit delay cancels the announcement', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1842 N Kenmore Ave' })
    sut.actor.send({ type: 'address.submit' })
    sut.lookup.resolve(exact)
    await settle()
    sut.actor.send({ type: 'address.change', value: '1842 N Kenmore Ave,' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(sut.ready).toEqual([])
  })

  it('loads no map before there is an address: the first keystroke loads it, once (issue 22)', async () => {
    const sut = start()
    const tags = () =>
      ['map-waiting', 'map-loading', 'map-shown'].filter((t) => sut.actor.getSnapshot().hasTag(t as never))
    expect(tags()).toEqual(['map-waiting'])
    expect(sut.loadMap.calls).toHaveLength(0)
    sut.actor.send({ type: 'suggestion.move', by: 1 })
    sut.actor.send({ type: 'address.submit' })
    expect(tags()).toEqual(['map-waiting'])
    sut.actor.send({ type: 'address.change', value: '1' })
    expect(tags()).toEqual(['map-loading'])
    sut.actor.send({ type: 'address.change', value: '18' })
    expect(sut.loadMap.calls).toHaveLength(1)
  })

  it.each([
    ['a prefilled address', { userAddress: '1842 N Kenmore Ave', location: null, marker: null }, 1],
    [
      'an order’s address with its place',
      { userAddress: 'x', location: null, marker: { latitude: 1, longitude: 2 } },
      1,
    ],
    ['a blank prefill', { userAddress: '  ', location: null, marker: null }, 0],
  ])('loads the map at once for %s', (_, initial, loads) => {
    const sut = start({ initial })
    expect(sut.loadMap.calls).toHaveLength(loads)
    expect(sut.actor.getSnapshot().hasTag('map-waiting')).toBe(loads === 0)
  })

  it('loads the map beside the lookup, and retries after a failure', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1842' })
    expect(sut.actor.getSnapshot().hasTag('map-loading')).toBe(true)
    sut.loadMap.reject(new Error('chunk gone'))
    await settle()
    expect(sut.actor.getSnapshot().hasTag('map-failed')).toBe(true)
    expect(sut.context().mapError).toBe('chunk gone')
    sut.actor.send({ type: 'map.retry' })
    expect(sut.actor.getSnapshot().hasTag('map-loading')).toBe(true)
  })

  it('keeps a loaded map while the address is typed, chosen, geocoded and dragged: the map loads once', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '1842' })
    sut.loadMap.resolve({} as MapTileInfo)
    await settle()
    const shown = () => sut.actor.getSnapshot().hasTag('map-shown')
    expect(shown()).toBe(true)
    sut.actor.send({ type: 'address.change', value: '1842 N Ken' })
    expect(shown()).toBe(true)
    await vi.advanceTimersByTimeAsync(500)
    sut.suggest.resolve(suggestions)
    await settle()
    sut.actor.send({ type: 'suggestion.choose', index: 0 })
    expect(shown()).toBe(true)
    sut.actor.send({ type: 'address.submit' })
    sut.actor.send({ type: 'marker.drag', latitude: 41.916, longitude: -87.656 })
    expect(shown()).toBe(true)
    expect(sut.loadMap.calls).toHaveLength(1)
  })

  it('counts three characters after trimming: exactly three asks, spaces around two do not', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '   18   ' })
    await vi.advanceTimersByTimeAsync(500)
    expect(sut.suggest.calls).toEqual([])
    sut.actor.send({ type: 'address.change', value: ' 184 ' })
    await vi.advanceTimersByTimeAsync(500)
    expect(sut.suggest.calls).toEqual([{ query: '184' }])
    expect(sut.actor.getSnapshot().hasTag('suggesting')).toBe(true)
  })

  it('Enter on blank text looks nothing up, and a blank prefill is not geocoded', async () => {
    const sut = start({ initial: { userAddress: '   ', location: null, marker: null } })
    expect(sut.lookup.calls).toEqual([])
    expect(sut.lookupState()).toBe('idle')
    sut.actor.send({ type: 'address.change', value: '  ' })
    sut.actor.send({ type: 'address.submit' })
    expect(sut.lookup.calls).toEqual([])
    expect(sut.changed.some((event) => event.pending)).toBe(false)
  })

  it('ignores a suggestion that is no longer listed, and moves nowhere without suggestions', async () => {
    const sut = start()
    sut.actor.send({ type: 'suggestion.move', by: 1 })
    expect(sut.context().activeIndex).toBe(-1)
    sut.actor.send({ type: 'address.change', value: '1842 N Ken' })
    await vi.advanceTimersByTimeAsync(500)
    sut.suggest.resolve(suggestions)
    await settle()
    sut.actor.send({ type: 'suggestion.choose', index: 2 })
    expect(sut.lookup.calls).toEqual([])
    expect(sut.context().suggestions).toEqual(suggestions)
    // Down from the last wraps to the first; up from the first to the last.
    sut.actor.send({ type: 'suggestion.move', by: 1 })
    sut.actor.send({ type: 'suggestion.move', by: 1 })
    expect(sut.context().activeIndex).toBe(1)
    sut.actor.send({ type: 'suggestion.move', by: 1 })
    expect(sut.context().activeIndex).toBe(0)
    sut.actor.send({ type: 'suggestion.move', by: -1 })
    expect(sut.context().activeIndex).toBe(1)
    // Enter with nothing highlighted geocodes the typed text, not a suggestion.
    sut.actor.send({ type: 'suggestions.close' })
    sut.actor.send({ type: 'address.submit' })
    expect(sut.lookup.calls).toEqual([{ address: '1842 N Ken' }])
    expect(sut.context().address.userAddress).toBe('1842 N Ken')
  })

  it('geocodes the typed text without the spaces around it', async () => {
    const sut = start()
    sut.actor.send({ type: 'address.change', value: '  1842 N Kenmore Ave  ' })
    sut.actor.send({ type: 'address.submit' })
    expect(sut.lookup.calls).toEqual([{ address: '1842 N Kenmore Ave' }])
  })

  it('a dragged marker that reads no place keeps the marker and accepts nothing', async () => {
    const sut = start()
    sut.actor.send({ type: 'marker.drag', latitude: 41.5, longitude: -87.5 })
    expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true)
    sut.reverse.resolve({ status: 'OK', location: null, exact: false })
    await settle()
    expect(sut.context().address.marker).toEqual({ latitude: 41.5, longitude: -87.5 })
    expect(sut.context().address.location).toBeNull()
    expect(sut.context().accepted).toBe(false)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sut.ready).toEqual([])
  })

  it('fails loudly when an effect is not provided', async () => {
    const actor = createActor(addressLookupMachine, { input: {} }).start()
    actor.send({ type: 'address.change', value: '1' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.mapError).toMatch(/'loadMarkerMap' actor is not provided/)
  })

  describe('announces its value as it settles (address.changed), for the wizard’s draft', () => {
    const placed = { latitude: 41.9153, longitude: -87.6558 }

    it('typing new text clears the old location at once (Next can never send it under the new text)', async () => {
      const sut = start({ initial: { userAddress: kenmore.formattedAddress, location: kenmore, marker: placed } })
      sut.actor.send({ type: 'address.change', value: '1842 N Kenmore Ave, Chicago, IL 60660' })
      expect(sut.context().address.location).toBeNull()
      expect(sut.changed.at(-1)).toEqual({
        type: 'address.changed',
        address: { userAddress: '1842 N Kenmore Ave, Chicago, IL 60660', location: null, marker: placed },
        pending: false,
      })
    })

    it('a partial match is announced with its location (Next may take it), but not auto-submitted', async () => {
      const sut = start()
      sut.actor.send({ type: 'address.change', value: '1842 N Kenmore' })
      sut.actor.send({ type: 'address.submit' })
      expect(sut.changed.at(-1)).toMatchObject({ pending: true, address: { location: null } })
      sut.lookup.resolve(inexact)
      await settle()
      expect(sut.changed.at(-1)).toEqual({
        type: 'address.changed',
        address: {
          userAddress: '1842 N Kenmore',
          location: inexact.location,
          marker: { latitude: 41.92, longitude: kenmore.longitude },
        },
        pending: false,
      })
      await vi.advanceTimersByTimeAsync(1000)
      expect(sut.ready).toEqual([])
    })

    it('a drag after a partial match whose reverse lookup finds nothing settles with the moved marker', async () => {
      const sut = start()
      sut.actor.send({ type: 'address.change', value: '1842 N Kenmore' })
      sut.actor.send({ type: 'address.submit' })
      sut.lookup.resolve(inexact)
      await settle()
      sut.actor.send({ type: 'marker.drag', ...placed })
      expect(sut.changed.at(-1)).toMatchObject({ pending: true, address: { marker: placed } })
      sut.reverse.resolve(nothing)
      await settle()
      expect(sut.changed.at(-1)).toEqual({
        type: 'address.changed',
        address: { userAddress: '1842 N Kenmore', location: inexact.location, marker: placed },
        pending: false,
      })
    })

    it('a prefilled address is announced once geocoded, though it is not auto-submitted', async () => {
      const sut = start({ initial: { userAddress: '1842 N Kenmore Ave', location: null, marker: null } })
      sut.lookup.resolve(exact)
      await settle()
      expect(sut.changed.at(-1)).toMatchObject({ pending: false, address: { location: kenmore } })
      await vi.advanceTimersByTimeAsync(1000)
      expect(sut.ready).toEqual([])
    })

    it('a failed lookup settles too, so nothing waits on it forever', async () => {
      const sut = start()
      sut.actor.send({ type: 'address.change', value: '1842 N Kenmore' })
      sut.actor.send({ type: 'address.submit' })
      sut.lookup.reject(new Error('offline'))
      await settle()
      expect(sut.changed.at(-1)).toMatchObject({ pending: false, address: { location: null } })
    })
  })
})
