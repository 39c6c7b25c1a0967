import { describe, expect, it } from 'vitest'
import { openInMapsUrl, staticMapUrl, streetViewImageUrl } from '../../src/domain/map-urls'

const home = { lat: 41.92140049, lng: -87.651312 }

describe('map picture addresses (SPEC §7 Images and maps)', () => {
  it('asks for the 600×400 static map at the listing zoom by leaving the defaults out', () => {
    expect(staticMapUrl(home)).toBe('/media/map/static.png?lat=41.9214&lng=-87.651312')
    expect(staticMapUrl(home, { zoom: 16, width: 600, height: 400, scale: 1 })).toBe(staticMapUrl(home))
  })

  it('names any other zoom, size or density', () => {
    expect(staticMapUrl(home, { zoom: 14, width: 300, height: 200, scale: 2 })).toBe(
      '/media/map/static.png?lat=41.9214&lng=-87.651312&zoom=14&w=300&h=200&scale=2',
    )
  })

  it('asks for street view by the same point', () => {
    expect(streetViewImageUrl(home)).toBe('/media/map/streetview.jpg?lat=41.9214&lng=-87.651312')
  })

  it('opens the point on OpenStreetMap at the listing zoom', () => {
    expect(openInMapsUrl(home)).toBe(
      'https://www.openstreetmap.org/?mlat=41.9214&mlon=-87.651312#map=16/41.9214/-87.651312',
    )
  })
})
