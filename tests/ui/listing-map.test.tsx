// The listing's Location block in a DOM: the static map standing in for the interactive one, the map loaded only
// after it has been in view for the delay and drawn into its container, and the street view card's fallback.

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STREET_VIEW_META } from '../../src/domain/map-urls'
import { listingMapMachine } from '../../src/machines/listing-map/listing-map.machine'
import type { MapTileInfo } from '../../src/schemas/api/map'
import type { CreateListingMap } from '../../src/ui/map/listing-map'

/** The adaptor's code and the tiles, which the chart loads together (the code stays out of its context). */
type MapModule = { readonly createListingMap: CreateListingMap; readonly tiles: MapTileInfo }

import { MAP_APPEAR_DELAY_MS } from '../../src/schemas/constants'
import { loadedModule } from '../../src/services/lazy-module'
import { ListingMap } from '../../src/ui/features/listing-map/ListingMap'
import type { ListingMapOptions } from '../../src/ui/map/listing-map'
import { type FakeIntersections, installIntersectionObserver } from '../support/intersection-observer'
import { deferred } from '../support/stub-actors'

const location = { lat: 41.9214, lng: -87.6513 }
const address = '1842 N Kenmore Ave, Lincoln Park'

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
  const drawn: Array<{ container: HTMLElement; options: ListingMapOptions; disposed: boolean }> = []
  const module: MapModule = {
    createListingMap: (container, options) => {
      const record = { container, options, disposed: false }
      drawn.push(record)
      return { dispose: () => (record.disposed = true) }
    },
    tiles: {
      tilejson: '3.0.0',
      tiles: ['/media/map/tiles/{z}/{x}/{y}.png'],
      attribution: 'Demo',
      minzoom: 10,
      maxzoom: 18,
    },
  }
  const machine = listingMapMachine.provide({ actors: { loadMap: load.logic } })
  const view = render(
    <ListingMap location={location} address={address} machine={machine} code={loadedModule(module)} />,
  )
  // Named by its alt text until the map arrives; then it is decoration under the map, found by its address.
  const placeholder = () =>
    view.container.querySelector<HTMLImageElement>('img[src="/media/map/static.png?lat=41.9214&lng=-87.6513"]')
  return { load, drawn, module, view, placeholder }
}

describe('listing map view', () => {
  it('shows the static map of the same place and size until the map comes', () => {
    const { placeholder } = mount()
    expect(screen.getByRole('heading', { name: 'Location' })).toBeTruthy()
    const img = screen.getByRole('img', { name: `Map of ${address}` }) as HTMLImageElement
    expect(placeholder()).toBe(img)
    expect(img.getAttribute('src')).toBe('/media/map/static.png?lat=41.9214&lng=-87.6513')
    expect(img.getAttribute('srcset')).toBe('/media/map/static.png?lat=41.9214&lng=-87.6513&scale=2 2x')
    expect([img.width, img.height]).toEqual([600, 400])
  })

  it('loads the map after it has been in view for the delay, draws it, and removes it when unmounted', async () => {
    const { load, drawn, module, view, placeholder } = mount()
    act(() => io.intersect(true))
    act(() => vi.advanceTimersByTime(MAP_APPEAR_DELAY_MS - 1))
    expect(load.calls).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    expect(load.calls).toHaveLength(1)
    await act(async () => load.resolve(module.tiles))

    expect(drawn).toHaveLength(1)
    const [map] = drawn
    expect(map?.container.getAttribute('aria-label')).toBe(
      `Map of ${address}. Arrow keys move the map, plus and minus zoom.`,
    )
    expect(map?.container.hidden).toBe(false)
    expect(map?.options).toMatchObject({ center: location, marker: location, tiles: module.tiles })
    // The static map stays underneath until the map has drawn its first picture.
    expect(placeholder()).not.toBeNull()
    act(() => map?.options.onFirstRender?.())
    expect(placeholder()).toBeNull()

    view.unmount()
    expect(map?.disposed).toBe(true)
  })

  it('loads nothing when the map is only scrolled past', () => {
    const { load } = mount()
    act(() => io.intersect(true))
    act(() => vi.advanceTimersByTime(MAP_APPEAR_DELAY_MS / 2))
    act(() => io.intersect(false))
    act(() => vi.advanceTimersByTime(MAP_APPEAR_DELAY_MS * 4))
    expect(load.calls).toHaveLength(0)
  })

  it('says when the map could not be loaded, keeps the static map, and tries again', async () => {
    const { load, placeholder } = mount()
    act(() => io.intersect(true))
    act(() => vi.advanceTimersByTime(MAP_APPEAR_DELAY_MS))
    await act(async () => load.reject(new Error('offline')))
    expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/)
    expect(placeholder()).not.toBeNull()
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    })
    expect(load.calls).toHaveLength(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the neighbourhood map without asking for street view when the server has no provider', () => {
    mount()
    expect(screen.queryByRole('img', { name: `Street view of ${address}` })).toBeNull()
    expect(screen.getByRole('img', { name: `Map of the neighbourhood around ${address}` })).toBeTruthy()
  })

  it('shows street view when the server has a provider, and the neighbourhood map when it fails', () => {
    const meta = document.createElement('meta')
    meta.name = STREET_VIEW_META
    meta.content = 'on'
    document.head.append(meta)
    mount()
    meta.remove()
    const street = screen.getByRole('img', { name: `Street view of ${address}` })
    expect(street.getAttribute('src')).toBe('/media/map/streetview.jpg?lat=41.9214&lng=-87.6513')
    expect(screen.getByText('Street view')).toBeTruthy()
    act(() => {
      fireEvent.error(street)
    })
    const fallback = screen.getByRole('img', { name: `Map of the neighbourhood around ${address}` })
    expect(fallback.getAttribute('src')).toBe('/media/map/static.png?lat=41.9214&lng=-87.6513&zoom=14')
    expect(screen.getByText('The neighbourhood')).toBeTruthy()
    const link = screen.getByRole('link', { name: /Open in maps/ })
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=41.9214&mlon=-87.6513#map=16/41.9214/-87.6513',
    )
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
