import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { listingMapMachine } from '../../src/machines/listing-map/listing-map.machine'
import type { MapTileInfo } from '../../src/schemas/api/map'
import type { CreateListingMap } from '../../src/ui/map/listing-map'

/** The adaptor's code and the tiles, which the chart loads together (the code stays out of its context). */
type MapModule = { readonly createListingMap: CreateListingMap; readonly tiles: MapTileInfo }

import { MAP_APPEAR_DELAY_MS } from '../../src/schemas/constants'
import { deferred } from '../support/stub-actors'

const module: MapModule = {
  createListingMap: () => ({ dispose: () => {} }),
  tiles: {
    tilejson: '3.0.0',
    tiles: ['/media/map/tiles/{z}/{x}/{y}.png'],
    attribution: 'Demo',
    minzoom: 10,
    maxzoom: 18,
  },
}

/** The chart on a simulated clock, with a map loader the test settles. */
function start() {
  const load = deferred<MapTileInfo>()
  const clock = new SimulatedClock()
  const actor = createActor(listingMapMachine.provide({ actors: { loadMap: load.logic } }), { clock }).start()
  const show = (visible: boolean) => actor.send({ type: 'visibility.changed', visible })
  return { actor, load, clock, show, state: () => actor.getSnapshot() }
}

describe('listing map chart (SPEC §9 Map: appears 500 ms after visibility)', () => {
  it('waits out the delay once in view, then loads the map and shows it', async () => {
    const { actor, load, clock, show, state } = start()
    expect(state().value).toBe('hidden')
    expect(state().hasTag('placeholder')).toBe(true)
    show(true)
    expect(state().value).toBe('visible')
    clock.increment(MAP_APPEAR_DELAY_MS - 1)
    expect(state().value).toBe('visible')
    expect(load.calls).toHaveLength(0)
    clock.increment(1)
    expect(state().value).toBe('loading')
    expect(state().hasTag('placeholder')).toBe(true)
    expect(load.calls).toHaveLength(1)
    load.resolve(module.tiles)
    await waitFor(actor, (s) => s.matches('shown'))
    expect(state().hasTag('shown')).toBe(true)
    expect(state().hasTag('placeholder')).toBe(false)
    expect(state().context.tiles).toBe(module.tiles)
  })

  it('loads nothing when the map is scrolled past before the delay ends, and starts the delay afresh', () => {
    const { load, clock, show, state } = start()
    show(true)
    clock.increment(MAP_APPEAR_DELAY_MS - 100)
    show(false)
    expect(state().value).toBe('hidden')
    clock.increment(MAP_APPEAR_DELAY_MS * 2)
    expect(load.calls).toHaveLength(0)
    show(true)
    clock.increment(MAP_APPEAR_DELAY_MS - 100)
    expect(state().value).toBe('visible')
    clock.increment(100)
    expect(state().value).toBe('loading')
  })

  it('does not restart the delay when told again that it is in view', () => {
    const { clock, show, state } = start()
    show(true)
    clock.increment(300)
    show(true)
    clock.increment(MAP_APPEAR_DELAY_MS - 300)
    expect(state().value).toBe('loading')
  })

  it('keeps loading and keeps the map once it starts, whatever the scrolling', async () => {
    const { actor, load, clock, show, state } = start()
    show(true)
    clock.increment(MAP_APPEAR_DELAY_MS)
    show(false)
    expect(state().value).toBe('loading')
    load.resolve(module.tiles)
    await waitFor(actor, (s) => s.matches('shown'))
    show(false)
    show(true)
    expect(state().value).toBe('shown')
    expect(load.calls).toHaveLength(1)
  })

  it('says why loading failed and tries again on request', async () => {
    const { actor, load, clock, show, state } = start()
    show(true)
    clock.increment(MAP_APPEAR_DELAY_MS)
    load.reject(new Error('Failed to fetch dynamically imported module'))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(state().hasTag('failed')).toBe(true)
    expect(state().hasTag('placeholder')).toBe(true)
    expect(state().context.error).toBe('Failed to fetch dynamically imported module')
    actor.send({ type: 'retry' })
    expect(state().value).toBe('loading')
    expect(state().context.error).toBeUndefined()
    load.resolve(module.tiles)
    await waitFor(actor, (s) => s.matches('shown'))
    expect(load.calls).toHaveLength(2)
  })

  it('fails loudly when the loader was never provided', async () => {
    const clock = new SimulatedClock()
    const actor = createActor(listingMapMachine, { clock }).start()
    actor.send({ type: 'visibility.changed', visible: true })
    clock.increment(MAP_APPEAR_DELAY_MS)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toMatch(/'loadMap' actor is not provided/)
  })
})
