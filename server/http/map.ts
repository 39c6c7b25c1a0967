// Maps (SPEC §7 Images and maps, §9 Map): tiles for the interactive map, the 600×400 static map and the street
// view image, under /media/map. Offline by default: the server draws a stylised demo city itself. MAP_TILES_URL
// hands tiles to a provider (a redirect, so the browser fetches them directly); STREET_VIEW_URL does the same for
// street view, and without it street view answers 404 so the page shows the static map instead (SPEC §8).
import { createHash } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { MAP_TILE_TEMPLATE } from '../../src/domain/map-urls'
import { MAP_MAX_TILE_ZOOM, MAP_MIN_TILE_ZOOM, MAX_LATITUDE, parseTile } from '../../src/domain/web-mercator'
import type { MapTileInfo } from '../../src/schemas/api/map'
import { MAP_LISTING_ZOOM, STREET_VIEW_HEIGHT_PX, STREET_VIEW_WIDTH_PX } from '../../src/schemas/constants'
import { providerTiles, streetViewUrl, tileUrl } from '../media/map/providers'
import { composeStaticMap, type StaticMapRequest, type TileGrid } from '../media/map/static-map'
import { OfflineTiles, TILE_STYLE_VERSION } from '../media/map/tiles'
import type { AppDeps, AppEnv } from './context'
import { notFound, respondWithError } from './errors'

/** Tiles and maps of a place do not change from one hour to the next; a day keeps repeat visits off the server. */
const CACHE_A_DAY = 'public, max-age=86400'
/** Our own tiles are useful from city level in; a provider's cover the world. */
const OFFLINE_MIN_ZOOM = 10
/** The largest static map we compose (each side, before scale): a page never shows a bigger one. */
const MAX_STATIC_SIDE = 1280

export function mapRoutes(deps: AppDeps) {
  const { config } = deps
  const offline = new OfflineTiles(config.mediaDir)
  const app = new Hono<AppEnv>()

  app.get('/tiles.json', (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    const info: MapTileInfo = {
      tilejson: '3.0.0',
      tiles: [MAP_TILE_TEMPLATE],
      attribution: config.mapTilesAttribution,
      minzoom: config.mapTilesUrl ? MAP_MIN_TILE_ZOOM : OFFLINE_MIN_ZOOM,
      maxzoom: MAP_MAX_TILE_ZOOM,
    }
    return c.json(info)
  })

  app.get('/tiles/:z/:x/:file', async (c) => {
    const { z, x, file } = c.req.param()
    const y = /^(\d+)\.png$/.exec(file)?.[1]
    const tile = y === undefined ? undefined : parseTile(z, x, y)
    if (!tile) return respondWithError(c, notFound('No such map tile.'))
    c.header('Cache-Control', CACHE_A_DAY)
    if (config.mapTilesUrl) return c.redirect(tileUrl(config.mapTilesUrl, tile), 302)
    return sendPng(c, OfflineTiles.etag(tile), () => offline.png(tile, 1))
  })

  app.get('/static.png', async (c) => {
    const request = parseStaticMap(c.req.query())
    if (typeof request === 'string') return c.json({ message: request }, 400)
    const source = config.mapTilesUrl ?? `offline-v${TILE_STYLE_VERSION}`
    const etag = `"static-${createHash('sha256')
      .update(`${source} ${JSON.stringify(request)}`)
      .digest('base64url')
      .slice(0, 22)}"`
    c.header('Cache-Control', CACHE_A_DAY)
    return sendPng(c, etag, () => composeStaticMap(request, tileGrid(request)))
  })

  app.get('/streetview.jpg', (c) => {
    const request = parseStaticMap(c.req.query())
    if (typeof request === 'string') return c.json({ message: request }, 400)
    // Cached like the image would be: the answer only changes when the configuration does.
    c.header('Cache-Control', 'public, max-age=3600')
    if (!config.streetViewUrl) return respondWithError(c, notFound('no street view provider'))
    const { center, width, height } = request
    return c.redirect(streetViewUrl(config.streetViewUrl, center.lat, center.lng, width, height), 302)
  })

  app.all('*', (c) => respondWithError(c, notFound('No such map resource.')))

  /** Our tiles at the scale asked for, or the provider's one zoom closer for scale 2 (the same pixel density). */
  const tileGrid = ({ zoom, scale }: StaticMapRequest): TileGrid => {
    if (!config.mapTilesUrl) return { zoom, size: 256 * scale, tile: (tile) => offline.png(tile, scale) }
    const gridZoom = Math.min(MAP_MAX_TILE_ZOOM, zoom + scale - 1)
    return {
      zoom: gridZoom,
      size: (256 * scale) / 2 ** (gridZoom - zoom),
      tile: providerTiles(config.mapTilesUrl, `${config.brandName} static map (${config.publicUrl})`, offline.png),
    }
  }
  return app
}

async function sendPng(c: Context, etag: string, make: () => Promise<Buffer>) {
  c.header('ETag', etag)
  c.header('X-Content-Type-Options', 'nosniff')
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  const png = await make()
  c.header('Content-Type', 'image/png')
  return c.body(new Uint8Array(png), 200)
}

/** The static map's and street view's query: lat and lng required, the rest defaulting to the spec's 600×400. */
export function parseStaticMap(query: Record<string, string>): StaticMapRequest | string {
  const lat = decimal(query.lat)
  const lng = decimal(query.lng)
  if (lat === undefined || Math.abs(lat) > MAX_LATITUDE) return 'lat must be a number from -85 to 85.'
  if (lng === undefined || Math.abs(lng) > 180) return 'lng must be a number from -180 to 180.'
  const zoom = whole(query.zoom, MAP_LISTING_ZOOM)
  if (zoom === undefined || zoom < MAP_MIN_TILE_ZOOM || zoom > MAP_MAX_TILE_ZOOM) {
    return `zoom must be a whole number from ${MAP_MIN_TILE_ZOOM} to ${MAP_MAX_TILE_ZOOM}.`
  }
  const width = whole(query.w, STREET_VIEW_WIDTH_PX)
  const height = whole(query.h, STREET_VIEW_HEIGHT_PX)
  if (!width || !height || width > MAX_STATIC_SIDE || height > MAX_STATIC_SIDE) {
    return `w and h must be whole numbers from 1 to ${MAX_STATIC_SIDE}.`
  }
  const scale = query.scale === undefined || query.scale === '1' ? 1 : query.scale === '2' ? 2 : undefined
  if (!scale) return 'scale must be 1 or 2.'
  return { center: { lat: round6(lat), lng: round6(lng) }, zoom, width, height, scale }
}

const decimal = (text: string | undefined) =>
  text !== undefined && /^-?\d{1,3}(\.\d{1,12})?$/.test(text) ? Number(text) : undefined
const whole = (text: string | undefined, fallback: number) =>
  text === undefined ? fallback : /^\d{1,5}$/.test(text) ? Number(text) : undefined
const round6 = (n: number) => Math.round(n * 1e6) / 1e6
