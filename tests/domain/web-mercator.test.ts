import { describe, expect, it } from 'vitest'
import {
  fromWorldPixel,
  metresPerPixel,
  parseTile,
  tileAt,
  tileBounds,
  tilesCovering,
  toWorldPixel,
  worldSize,
} from '../../src/domain/web-mercator'

describe('web-mercator tile math', () => {
  it.each([
    // Reference tiles as OpenStreetMap numbers them (checked with the slippy-map formula on its wiki).
    [{ lat: 0, lng: 0 }, 0, { z: 0, x: 0, y: 0 }],
    [{ lat: 41.9214, lng: -87.6513 }, 13, { z: 13, x: 2101, y: 3043 }],
    [{ lat: 41.9214, lng: -87.6513 }, 16, { z: 16, x: 16811, y: 24347 }],
    [{ lat: 51.5074, lng: -0.1278 }, 10, { z: 10, x: 511, y: 340 }],
    [{ lat: -33.8688, lng: 151.2093 }, 12, { z: 12, x: 3768, y: 2457 }],
    [{ lat: 89, lng: 179.9999 }, 2, { z: 2, x: 3, y: 0 }],
  ])('%j at zoom %i is in tile %j', (point, zoom, tile) => {
    expect(tileAt(point, zoom)).toEqual(tile)
  })

  it.each([
    [{ lat: 0, lng: 0 }, 1, { x: 256, y: 256 }],
    [{ lat: 0, lng: -180 }, 0, { x: 0, y: 128 }],
    [{ lat: 85.0511287798, lng: 180 }, 0, { x: 256, y: 0 }],
  ])('%j at zoom %i is at world pixel %j', (point, zoom, pixel) => {
    const p = toWorldPixel(point, zoom)
    expect(p.x).toBeCloseTo(pixel.x, 6)
    expect(p.y).toBeCloseTo(pixel.y, 6)
  })

  it.each([
    [41.9214, -87.6513, 16],
    [-33.8688, 151.2093, 3],
    [60, 10, 18],
  ])('goes from (%f, %f) to a pixel and back at zoom %i', (lat, lng, zoom) => {
    const back = fromWorldPixel(toWorldPixel({ lat, lng }, zoom), zoom)
    expect(back.lat).toBeCloseTo(lat, 9)
    expect(back.lng).toBeCloseTo(lng, 9)
  })

  it('gives a tile corners that contain its points', () => {
    const point = { lat: 41.9214, lng: -87.6513 }
    const b = tileBounds(tileAt(point, 15))
    expect(b.north).toBeGreaterThan(point.lat)
    expect(b.south).toBeLessThan(point.lat)
    expect(b.west).toBeLessThan(point.lng)
    expect(b.east).toBeGreaterThan(point.lng)
  })

  it('knows the ground size of a pixel (about 1.8 m at zoom 16 in Chicago)', () => {
    expect(metresPerPixel(41.9, 16)).toBeCloseTo(1.78, 2)
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543.03, 1)
    expect(worldSize(3)).toBe(2048)
  })

  it.each([
    [['0', '0', '0'], { z: 0, x: 0, y: 0 }],
    [['16', '16811', '24347'], { z: 16, x: 16811, y: 24347 }],
    [['18', '262143', '262143'], { z: 18, x: 262143, y: 262143 }],
    [['19', '0', '0'], undefined],
    [['1', '2', '0'], undefined],
    [['1', '0', '2'], undefined],
    [['-1', '0', '0'], undefined],
    [['a', '0', '0'], undefined],
    [['1.5', '0', '0'], undefined],
    [['', '0', '0'], undefined],
  ])('reads the path parts %j as %j', ([z, x, y], tile) => {
    expect(parseTile(z as string, x as string, y as string)).toEqual(tile)
  })

  it('lists the tiles under a rectangle, row by row, within the world', () => {
    expect(tilesCovering({ x: 200, y: 10 }, 100, 300, 1)).toEqual([
      { z: 1, x: 0, y: 0 },
      { z: 1, x: 1, y: 0 },
      { z: 1, x: 0, y: 1 },
      { z: 1, x: 1, y: 1 },
    ])
    expect(tilesCovering({ x: -50, y: -50 }, 100, 100, 0)).toEqual([{ z: 0, x: 0, y: 0 }])
    expect(tilesCovering({ x: 256, y: 0 }, 256, 256, 1)).toEqual([{ z: 1, x: 1, y: 0 }])
  })
})
