// Where the listing map's pictures come from (SPEC §7 Images and maps): our server's tile, static map and street
// view endpoints under /media/map, and the outside map a visitor can open. The server mounts the same paths.
import { MAP_LISTING_ZOOM, STREET_VIEW_HEIGHT_PX, STREET_VIEW_WIDTH_PX } from '../schemas/constants'
import type { LatLng } from './web-mercator'

export const MAP_MEDIA_PATH = '/media/map'
/** The XYZ template the interactive map loads; the server draws these offline or redirects to MAP_TILES_URL. */
export const MAP_TILE_TEMPLATE = `${MAP_MEDIA_PATH}/tiles/{z}/{x}/{y}.png`
/** The tile source's description (attribution, zoom range), as TileJSON. */
export const MAP_TILE_INFO_PATH = `${MAP_MEDIA_PATH}/tiles.json`

/** The page's <meta> saying whether the server has a street view provider ('on' or 'off'). */
export const STREET_VIEW_META = 'showhome:street-view'

export interface MapImageOptions {
  readonly zoom?: number
  readonly width?: number
  readonly height?: number
  readonly scale?: 1 | 2
}

/** Six decimals is 11 cm: enough for a house, and equal points give equal (cacheable) URLs. */
const coordinate = (n: number) => String(Math.round(n * 1e6) / 1e6)

const query = ({ lat, lng }: LatLng, options: MapImageOptions) => {
  const params = new URLSearchParams({ lat: coordinate(lat), lng: coordinate(lng) })
  if (options.zoom !== undefined && options.zoom !== MAP_LISTING_ZOOM) params.set('zoom', String(options.zoom))
  if (options.width !== undefined && options.width !== STREET_VIEW_WIDTH_PX) params.set('w', String(options.width))
  if (options.height !== undefined && options.height !== STREET_VIEW_HEIGHT_PX) params.set('h', String(options.height))
  if (options.scale === 2) params.set('scale', '2')
  return params.toString()
}

/** The static map: a 600×400 picture at the listing zoom with the pin at the point, unless told otherwise. */
export const staticMapUrl = (point: LatLng, options: MapImageOptions = {}) =>
  `${MAP_MEDIA_PATH}/static.png?${query(point, options)}`

/** The street view picture of the point; it fails (404) when no provider is configured. */
export const streetViewImageUrl = (point: LatLng, options: Omit<MapImageOptions, 'zoom'> = {}) =>
  `${MAP_MEDIA_PATH}/streetview.jpg?${query(point, options)}`

/** The point on OpenStreetMap's own site, for "Open in maps". */
export const openInMapsUrl = ({ lat, lng }: LatLng, zoom: number = MAP_LISTING_ZOOM) =>
  `https://www.openstreetmap.org/?mlat=${coordinate(lat)}&mlon=${coordinate(lng)}#map=${zoom}/${coordinate(lat)}/${coordinate(lng)}`
