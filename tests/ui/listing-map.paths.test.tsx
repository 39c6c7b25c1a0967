// Model-based test of the listing-map chart: every shortest path drives the real ListingMap view (scrolling it into
// and out of view, letting the appear delay pass, settling the loader by hand) and checks each state in the DOM.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { type ListingMapEvent, listingMapMachine } from '../../src/machines/listing-map/listing-map.machine'
import type { MapTileInfo } from '../../src/schemas/api/map'
import type { CreateListingMap } from '../../src/ui/map/listing-map'

/** The adaptor's code and the tiles, which the chart loads together (the code stays out of its context). */
type MapModule = { readonly createListingMap: CreateListingMap; readonly tiles: MapTileInfo }

import { MAP_APPEAR_DELAY_MS } from '../../src/schemas/constants'
import { loadedModule } from '../../src/services/lazy-module'
import { ListingMap } from '../../src/ui/features/listing-map/ListingMap'
import { type FakeIntersections, installIntersectionObserver } from '../support/intersection-observer'
import { byStateValue, recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

const address = '1842 N Kenmore Ave'
const APPEAR = 'xstate.after.appearDelay.listingMap.visible'

type ModelEvent =
  | ListingMapEvent
  | { type: typeof APPEAR }
  | { type: 'xstate.done.actor.loadMap'; output: MapTileInfo }
  | { type: 'xstate.error.actor.loadMap'; error: unknown }

const events: ModelEvent[] = [
  { type: 'visibility.changed', visible: true },
  { type: 'visibility.changed', visible: false },
  { type: APPEAR },
  { type: 'xstate.done.actor.loadMap', output: {} as MapTileInfo },
  { type: 'xstate.error.actor.loadMap', error: new Error('offline') },
  { type: 'retry' },
]

type Snapshot = SnapshotFrom<typeof listingMapMachine>
const model = new TestModel(listingMapMachine as never, {
  stateMatcher: (snapshot: { matches: (k: never) => boolean }, key: string) => snapshot.matches(key as never),
  events: events as never,
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.error !== undefined]),
})

let io: FakeIntersections
beforeEach(() => {
  io = installIntersectionObserver()
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  io.uninstall()
})

function mount() {
  const load = deferred<MapTileInfo>()
  const drawn: HTMLElement[] = []
  const module: MapModule = {
    createListingMap: (container) => {
      drawn.push(container)
      return { dispose: () => {} }
    },
    tiles: { tilejson: '3.0.0', tiles: ['/t/{z}/{x}/{y}.png'], attribution: 'Demo', minzoom: 10, maxzoom: 18 },
  }
  const machine = listingMapMachine.provide({ actors: { loadMap: load.logic } })
  const view = render(
    <ListingMap location={{ lat: 41.9, lng: -87.6 }} address={address} machine={machine} code={loadedModule(module)} />,
  )
  const mapRegion = () => view.container.querySelector<HTMLElement>(`section[aria-label^="Map of ${address}"]`)
  const placeholder = () => view.container.querySelector('img[src^="/media/map/static.png?lat=41.9&lng=-87.6"]')
  const frame = () => placeholder()?.parentElement ?? mapRegion()?.parentElement
  return { load, drawn, module, mapRegion, placeholder, frame }
}

/**
 * Shortest paths reach each state once; this journey adds the two ways back: scrolled past before the delay
 * (visible → hidden), and a failed load tried again (failed → loading).
 */
const scrolledPastThenRetried = model.getPathsFromEvents([
  { type: 'visibility.changed', visible: true },
  { type: 'visibility.changed', visible: false },
  { type: 'visibility.changed', visible: true },
  { type: APPEAR },
  { type: 'xstate.error.actor.loadMap', error: new Error('offline') },
  { type: 'retry' },
  { type: 'xstate.done.actor.loadMap', output: {} as MapTileInfo },
] as never)

describe('listing map, every shortest path and the way back, in the view', () => {
  const paths = [...model.getShortestPaths(), ...scrolledPastThenRetried]
  recordPaths('listing-map', paths, byStateValue)
  for (const path of paths) {
    const name = path.steps.map((step) => (step.event as { type: string }).type.replace('xstate.', '')).join(' → ')
    it(`reaches ${JSON.stringify(path.state.value)} by ${name || 'starting'}`, async () => {
      const sut = mount()
      const waiting = () => {
        expect(sut.placeholder()).not.toBeNull()
        expect(sut.mapRegion()?.hidden).toBe(true)
        expect(sut.drawn).toHaveLength(0)
        expect(screen.queryByRole('alert')).toBeNull()
      }
      await path.test({
        states: {
          hidden: waiting,
          visible: waiting,
          loading: () => {
            waiting()
            expect(sut.frame()?.getAttribute('aria-busy')).toBe('true')
          },
          shown: () => {
            expect(sut.mapRegion()?.hidden).toBe(false)
            expect(sut.drawn).toEqual([sut.mapRegion()])
            expect(sut.frame()?.getAttribute('aria-busy')).toBe('false')
          },
          failed: () => {
            expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/)
            expect(sut.placeholder()).not.toBeNull()
            expect(sut.mapRegion()?.hidden).toBe(true)
          },
        },
        events: {
          'visibility.changed': ({ event }: { event: ModelEvent }) =>
            act(() => io.intersect((event as { visible: boolean }).visible)),
          [APPEAR]: () => act(() => vi.advanceTimersByTime(MAP_APPEAR_DELAY_MS)),
          'xstate.done.actor.loadMap': async () => {
            await act(async () => sut.load.resolve(sut.module.tiles))
          },
          'xstate.error.actor.loadMap': async () => {
            await act(async () => sut.load.reject(new Error('offline')))
          },
          retry: () =>
            act(() => {
              fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
            }),
        } as never,
      })
    })
  }
})
