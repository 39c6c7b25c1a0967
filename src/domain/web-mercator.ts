// Web-mercator tile math (the XYZ scheme every slippy map uses, OpenLayers included): the world is a square of
// 256 × 2^zoom pixels, x growing east from 180° W and y growing south from 85.05° N. The server draws and composes
// map tiles with it (SPEC §7 static map), so a point lands on the same pixel in a tile, the static image and the
// interactive map.

export const TILE_SIZE = 256
/** Zoom levels the tile endpoint serves (street level at the top end). */
export const MAP_MIN_TILE_ZOOM = 0
export const MAP_MAX_TILE_ZOOM = 18
/** The projection's edge: the latitude at which the square world ends. */
export const MAX_LATITUDE = 85.0511287798

export interface LatLng {
  readonly lat: number
  readonly lng: number
}
export interface Pixel {
  readonly x: number
  readonly y: number
}
export interface Tile {
  readonly z: number
  readonly x: number
  readonly y: number
}

/** Width (and height) of the whole world at a zoom, in pixels. */
export const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom

/** A point's position in world pixels at a zoom; latitudes past the projection's edge are clamped to it. */
export function toWorldPixel({ lat, lng }: LatLng, zoom: number): Pixel {
  const size = worldSize(zoom)
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat))
  const sin = Math.sin((clamped * Math.PI) / 180)
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  }
}

/** The point at a world pixel (the inverse of toWorldPixel). */
export function fromWorldPixel({ x, y }: Pixel, zoom: number): LatLng {
  const size = worldSize(zoom)
  const n = Math.PI - (2 * Math.PI * y) / size
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 }
}

/** The tile that holds a point. */
export function tileAt(point: LatLng, zoom: number): Tile {
  const { x, y } = toWorldPixel(point, zoom)
  const last = 2 ** zoom - 1
  return {
    z: zoom,
    x: Math.min(last, Math.max(0, Math.floor(x / TILE_SIZE))),
    y: Math.min(last, Math.max(0, Math.floor(y / TILE_SIZE))),
  }
}

/** North-west and south-east corners of a tile. */
export function tileBounds({ z, x, y }: Tile): { north: number; west: number; south: number; east: number } {
  const nw = fromWorldPixel({ x: x * TILE_SIZE, y: y * TILE_SIZE }, z)
  const se = fromWorldPixel({ x: (x + 1) * TILE_SIZE, y: (y + 1) * TILE_SIZE }, z)
  return { north: nw.lat, west: nw.lng, south: se.lat, east: se.lng }
}

/** Ground metres one pixel covers at a latitude and zoom (for drawing roads at their real width). */
export const metresPerPixel = (lat: number, zoom: number) =>
  (40_075_016.686 * Math.cos((lat * Math.PI) / 180)) / worldSize(zoom)

/** A tile from the path's text parts, or undefined when any is not a whole number in range. */
export function parseTile(z: string, x: string, y: string): Tile | undefined {
  if (![z, x, y].every((part) => /^\d{1,6}$/.test(part))) return undefined
  const tile = { z: Number(z), x: Number(x), y: Number(y) }
  if (tile.z < MAP_MIN_TILE_ZOOM || tile.z > MAP_MAX_TILE_ZOOM) return undefined
  const count = 2 ** tile.z
  return tile.x < count && tile.y < count ? tile : undefined
}

/** The tiles that cover a rectangle of world pixels, row by row. */
export function tilesCovering(topLeft: Pixel, width: number, height: number, zoom: number): Tile[] {
  const last = 2 ** zoom - 1
  const x0 = Math.max(0, Math.floor(topLeft.x / TILE_SIZE))
  const y0 = Math.max(0, Math.floor(topLeft.y / TILE_SIZE))
  const x1 = Math.min(last, Math.floor((topLeft.x + width - 1) / TILE_SIZE))
  const y1 = Math.min(last, Math.floor((topLeft.y + height - 1) / TILE_SIZE))
  const tiles: Tile[] = []
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) tiles.push({ z: zoom, x, y })
  return tiles
}
