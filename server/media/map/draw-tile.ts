// Draws one offline map tile as SVG (SPEC §7 maps, offline by default: ARCHITECTURE §1). Layers, bottom to top:
// land, the minor street grid, parks, the river, arterials, the lake, labels. Streets are drawn across water and
// parks and then covered, which is simpler than cutting them and looks the same. Everything is placed in world
// pixels, so a road or label that crosses a tile edge continues exactly in the neighbouring tile.
import { metresPerPixel, TILE_SIZE, type Tile, tileBounds, toWorldPixel } from '../../../src/domain/web-mercator'
import {
  GRID_AREA,
  GRID_ORIGIN,
  LAKE_REST,
  type LatLngPair,
  MILE_LAT,
  MILE_LNG,
  PARKS,
  RIVER,
  SHORELINE,
} from './chicago'
import { DIAGONALS, LAKE_SHORE_DRIVE } from './chicago-streets'
import { clipPolygon, type Point, polylinePieces, r } from './geometry'
import { labels, type Project } from './labels'
import { COLOURS, MARGIN } from './style'

/** Road widths are real widths in metres, measured at the city's latitude so they match across tiles. */
const CITY_LAT = GRID_ORIGIN[0]

export function tileSvg(tile: Tile, scale = 1): string {
  const { z } = tile
  const originX = tile.x * TILE_SIZE
  const originY = tile.y * TILE_SIZE
  const at = ([lat, lng]: LatLngPair): Point => {
    const p = toWorldPixel({ lat, lng }, z)
    return [p.x - originX, p.y - originY]
  }
  const mpp = metresPerPixel(CITY_LAT, z)
  const width = (metres: number, least: number) => Math.max(least, metres / mpp)
  const box: [number, number] = [-MARGIN, TILE_SIZE + MARGIN]
  const parts: string[] = [`<rect width="256" height="256" fill="${COLOURS.land}"/>`]

  const grid = gridLines(tile, at)
  const minorWidth = width(9, 0.6)
  if (z >= 16) parts.push(stroke(grid.alley, COLOURS.alley, width(4, 1)))
  // Up close a side street needs an edge to stand off the land; further out the edge would darken the whole grid.
  if (z >= 16) parts.push(stroke(grid.minor, COLOURS.roadCasing, minorWidth + 1.2))
  if (z >= 13) parts.push(stroke(grid.minor, COLOURS.road, minorWidth))
  if (z >= 12) parts.push(...road(grid.halfMile, width(14, 0.9), z))

  for (const park of PARKS) parts.push(fill(clipPolygon(park.outline.map(at), box), COLOURS.park))
  const riverWidth = width(45, 1)
  for (const reach of RIVER) parts.push(stroke(linePath(reach.map(at), box), COLOURS.water, riverWidth))

  if (z >= 10) {
    const arterial = width(18, 0.9)
    // The grid's square edge shows from afar, so it joins the map at the zoom where its streets start to read.
    if (z >= 12) parts.push(...road(grid.mile, arterial, z))
    for (const street of DIAGONALS) parts.push(...road(linePath(street.points.map(at), box), arterial, z))
    parts.push(...road(linePath(LAKE_SHORE_DRIVE.points.map(at), box), width(28, 1.3), z))
  }

  parts.push(fill(clipPolygon([...SHORELINE, ...LAKE_REST].map(at), box), COLOURS.water))
  parts.push(...labels(tile, at))
  const size = TILE_SIZE * scale
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">${parts.join('')}</svg>`
}

/** The street grid's lines inside the tile, as path data per class (mile, half mile, minor street, alley). */
function gridLines(tile: Tile, at: Project) {
  const bounds = tileBounds(tile)
  const [originLat, originLng] = GRID_ORIGIN
  const north = Math.min(bounds.north, GRID_AREA.north)
  const south = Math.max(bounds.south, GRID_AREA.south)
  const west = Math.max(bounds.west, GRID_AREA.west)
  const east = Math.min(bounds.east, GRID_AREA.east)
  const lines = { mile: '', halfMile: '', minor: '', alley: '' }
  if (north < south || east < west) return lines
  // Lines run a little past the tile on both ends so their caps are never visible at the tile's edge.
  const [x0] = at([0, Math.max(GRID_AREA.west, bounds.west - (bounds.east - bounds.west))])
  const [x1] = at([0, Math.min(GRID_AREA.east, bounds.east + (bounds.east - bounds.west))])
  const [, y0] = at([Math.min(GRID_AREA.north, bounds.north + (bounds.north - bounds.south)), 0])
  const [, y1] = at([Math.max(GRID_AREA.south, bounds.south - (bounds.north - bounds.south)), 0])
  // A Chicago block is 1/8 mile north to south and 1/16 mile east to west: east–west streets every 1/8 mile (8 to the
  // mile), north–south streets every 1/16 mile, and an alley down the middle of each block.
  const latStep = MILE_LAT / 8
  for (let k = Math.floor((south - originLat) / latStep); k <= Math.ceil((north - originLat) / latStep); k++) {
    const [, y] = at([originLat + k * latStep, 0])
    const kind = k % 8 === 0 ? 'mile' : k % 4 === 0 ? 'halfMile' : 'minor'
    lines[kind] += `M${r(x0)} ${r(y)}H${r(x1)}`
  }
  const lngStep = MILE_LNG / 32
  for (let k = Math.floor((originLng - east) / lngStep); k <= Math.ceil((originLng - west) / lngStep); k++) {
    const [x] = at([0, originLng - k * lngStep])
    const kind = k % 32 === 0 ? 'mile' : k % 16 === 0 ? 'halfMile' : k % 2 === 0 ? 'minor' : 'alley'
    lines[kind] += `M${r(x)} ${r(y0)}V${r(y1)}`
  }
  return lines
}

/** A road: white over a grey casing where it is wide enough to show both, one grey line when it is not. */
function road(d: string, w: number, z: number): string[] {
  if (!d) return []
  if (z < 13) return [stroke(d, COLOURS.roadFar, w)]
  const casing = z >= 15 ? COLOURS.arterialCasing : COLOURS.roadCasing
  return [stroke(d, casing, w + 1.6), stroke(d, COLOURS.road, w)]
}

const stroke = (d: string, colour: string, w: number) =>
  d
    ? `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${r(w)}" stroke-linecap="round" stroke-linejoin="round"/>`
    : ''

const fill = (points: Point[], colour: string) =>
  points.length < 3 ? '' : `<path d="M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z" fill="${colour}"/>`

function linePath(points: Point[], box: [number, number]): string {
  return polylinePieces(points, box)
    .map((piece) => `M${piece.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}`)
    .join('')
}
