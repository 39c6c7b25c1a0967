// Map endpoints (SPEC §7 Images and maps, issue 6): offline tiles drawn, cached on disk and in HTTP; the static
// map with its pin; street view's 404 without a provider; and the redirects and provider tiles once configured.
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TILE_STYLE_VERSION } from '../../server/media/map/tiles'
import { startTestServer, type TestServer } from '../support/test-server'

const LINCOLN_PARK = { lat: 41.9214, lng: -87.6513 }

/** The colour at (x, y) of a PNG, as [r, g, b]. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return [data[i] as number, data[i + 1] as number, data[i + 2] as number]
}
const near = (actual: number[], expected: number[], tolerance = 12) =>
  actual.every((v, i) => Math.abs(v - (expected[i] as number)) <= tolerance)

describe('map endpoints, offline (the default)', () => {
  let server: TestServer
  beforeAll(async () => {
    // Drawn tiles are a cache each process keeps in its own data folder (docs/deploying.md); the test reads it.
    server = await startTestServer({}, {}, { inProcess: "reads the tile cache in the server's data folder" })
  })
  afterAll(() => server.close())

  it('draws a tile, keeps it on disk and lets the browser cache it for a day', async () => {
    const res = await fetch(`${server.url}/media/map/tiles/16/16811/24347.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    const png = Buffer.from(await res.arrayBuffer())
    expect(await sharp(png).metadata()).toMatchObject({ width: 256, height: 256, format: 'png' })
    expect(png.length).toBeLessThan(20_000)
    const cached = path.join(server.config.mediaDir, 'map-tiles', `v${TILE_STYLE_VERSION}`, '16', '16811', '24347.png')
    expect(existsSync(cached)).toBe(true)

    const etag = res.headers.get('etag') as string
    expect(etag).toBe(`"map-v${TILE_STYLE_VERSION}-16-16811-24347"`)
    const again = await fetch(`${server.url}/media/map/tiles/16/16811/24347.png`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('draws the lake blue and the land a light grey', async () => {
    // Zoom 13 tiles: one out over Lake Michigan, one inland on the west side.
    const lake = Buffer.from(await (await fetch(`${server.url}/media/map/tiles/13/2103/3043.png`)).arrayBuffer())
    const land = Buffer.from(await (await fetch(`${server.url}/media/map/tiles/10/260/378.png`)).arrayBuffer())
    expect(near(await pixel(lake, 200, 128), [0xb9, 0xd3, 0xe6])).toBe(true)
    expect(near(await pixel(land, 128, 128), [0xf2, 0xf3, 0xf1])).toBe(true)
  })

  it.each([
    '/media/map/tiles/19/0/0.png',
    '/media/map/tiles/1/2/0.png',
    '/media/map/tiles/1/0/2.png',
    '/media/map/tiles/a/0/0.png',
    '/media/map/tiles/1/0/0.jpg',
    '/media/map/tiles/1/0/0.png.bak',
    '/media/map/tiles/1/0',
    '/media/map/elsewhere',
  ])('answers 404 to %s (and the listing media routes never see it)', async (url) => {
    const res = await fetch(server.url + url)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { message: string }).message).toMatch(/^No such map (tile|resource)\.$/)
  })

  it('describes its tiles as TileJSON, crediting the demo map', async () => {
    const res = await fetch(`${server.url}/media/map/tiles.json`)
    expect(await res.json()).toEqual({
      tilejson: '3.0.0',
      tiles: ['/media/map/tiles/{z}/{x}/{y}.png'],
      attribution: 'Demo map of Chicago by Showhome',
      minzoom: 10,
      maxzoom: 18,
    })
  })

  it('composes the 600×400 static map with the pin on the point', async () => {
    const res = await fetch(`${server.url}/media/map/static.png?lat=${LINCOLN_PARK.lat}&lng=${LINCOLN_PARK.lng}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    const png = Buffer.from(await res.arrayBuffer())
    expect(await sharp(png).metadata()).toMatchObject({ width: 600, height: 400 })
    // The pin's tip is the centre; its blue body is 11 px above, its white dot 17 px above.
    expect(near(await pixel(png, 300, 189), [0x0b, 0x6b, 0xcb], 24)).toBe(true)
    expect(near(await pixel(png, 300, 183), [255, 255, 255], 24)).toBe(true)
    // Away from the pin it is map, not pin.
    expect(near(await pixel(png, 300, 250), [0x0b, 0x6b, 0xcb], 60)).toBe(false)

    const etag = res.headers.get('etag') as string
    const again = await fetch(`${server.url}/media/map/static.png?lat=41.9214&lng=-87.6513`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('takes a size, a zoom and a double density', async () => {
    const res = await fetch(`${server.url}/media/map/static.png?lat=41.9214&lng=-87.6513&zoom=13&w=300&h=200&scale=2`)
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 600, height: 400 })
    // Near the edge of the world the missing tiles are land colour, not an error.
    const edge = await fetch(`${server.url}/media/map/static.png?lat=85&lng=-180&zoom=1`)
    expect(edge.status).toBe(200)
  })

  it.each([
    ['lng=-87.65', 'lat must be a number from -85 to 85.'],
    ['lat=91&lng=0', 'lat must be a number from -85 to 85.'],
    ['lat=41.9&lng=east', 'lng must be a number from -180 to 180.'],
    ['lat=41.9&lng=-87.6&zoom=19', 'zoom must be a whole number from 0 to 18.'],
    ['lat=41.9&lng=-87.6&w=0', 'w and h must be whole numbers from 1 to 1280.'],
    ['lat=41.9&lng=-87.6&h=5000', 'w and h must be whole numbers from 1 to 1280.'],
    ['lat=41.9&lng=-87.6&scale=3', 'scale must be 1 or 2.'],
  ])('refuses the static map query %s', async (query, message) => {
    const res = await fetch(`${server.url}/media/map/static.png?${query}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
  })

  it('has no street view without a provider, so the page falls back to the static map', async () => {
    const res = await fetch(`${server.url}/media/map/streetview.jpg?lat=41.9214&lng=-87.6513`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'no street view provider' })
  })
})

describe('map endpoints with providers', () => {
  let provider: Server
  let providerUrl: string
  let server: TestServer
  const asked: string[] = []

  beforeAll(async () => {
    const red = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#d00000' } })
      .png()
      .toBuffer()
    // A stand-in tile provider: red tiles, except that column x = 16810 fails.
    provider = createServer((req, res) => {
      asked.push(`${req.url} ${req.headers['user-agent']}`)
      if (req.url?.includes('/16810/')) return res.writeHead(500).end()
      res.writeHead(200, { 'content-type': 'image/png' }).end(red)
    })
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
    server = await startTestServer({
      MAP_TILES_URL: `${providerUrl}/{z}/{x}/{y}.png`,
      STREET_VIEW_URL: 'https://street.example.com/img?size={width}x{height}&location={lat},{lng}',
    })
  })
  afterAll(async () => {
    await server.close()
    await new Promise((resolve) => provider.close(resolve))
  })

  it('redirects tiles to the provider', async () => {
    const res = await fetch(`${server.url}/media/map/tiles/16/16811/24347.png`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${providerUrl}/16/16811/24347.png`)
    const bad = await fetch(`${server.url}/media/map/tiles/3/8/0.png`, { redirect: 'manual' })
    expect(bad.status).toBe(404)
    const info = (await (await fetch(`${server.url}/media/map/tiles.json`)).json()) as Record<string, unknown>
    expect(info).toMatchObject({ attribution: '© OpenStreetMap contributors', minzoom: 0 })
  })

  it('composes the static map from provider tiles, drawing offline the ones it cannot get', async () => {
    const res = await fetch(`${server.url}/media/map/static.png?lat=41.9214&lng=-87.6513`)
    const png = Buffer.from(await res.arrayBuffer())
    expect(await sharp(png).metadata()).toMatchObject({ width: 600, height: 400 })
    // The point sits in column 16811 at x = 300; its western neighbour column 16810 failed.
    expect(near(await pixel(png, 560, 380), [0xd0, 0, 0])).toBe(true)
    expect(near(await pixel(png, 5, 380), [0xd0, 0, 0])).toBe(false)
    expect(asked.some((line) => line.startsWith('/16/16811/24347.png Showhome static map'))).toBe(true)
  })

  it('redirects street view to its provider', async () => {
    const res = await fetch(`${server.url}/media/map/streetview.jpg?lat=41.9214&lng=-87.6513`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://street.example.com/img?size=600x400&location=41.9214,-87.6513')
  })
})
