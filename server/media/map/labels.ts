// Labels of the offline map tiles: street names along the grid's arterials and the diagonals, neighbourhoods, parks
// and the lake, each shown in the zoom range where it helps. Labels are laid out in world pixels, one fixed order
// for every tile, so a label crossing a tile edge is drawn identically by both tiles.
import type { Tile } from '../../../src/domain/web-mercator'
import { TILE_SIZE } from '../../../src/domain/web-mercator'
import { NEIGHBOURHOODS } from '../../demo/dataset/city'
import { GRID_AREA, GRID_ORIGIN, LAKE_REST, type LatLngPair, MILE_LAT, MILE_LNG, PARKS, SHORELINE } from './chicago'
import { DIAGONALS, EAST_WEST_STREETS, NORTH_SOUTH_STREETS } from './chicago-streets'
import { insidePolygon, type Point, r } from './geometry'
import { COLOURS, FONT, MARGIN } from './style'

/** From a place to its pixel in the tile being drawn. */
export type Project = (point: LatLngPair) => Point

interface Label {
  readonly text: string
  readonly at: LatLngPair
  readonly kind: 'street' | 'area' | 'park' | 'water'
  /** Degrees clockwise from horizontal. */
  readonly angle?: number
}

/**
 * The labels whose anchor is near the tile (so a label split by a tile edge is drawn by both tiles). Candidates come
 * from twice that distance and are placed in one fixed order, dropping any that would overlap one already placed, so
 * neighbouring tiles make the same choices.
 */
export function labels(tile: Tile, at: Project): string[] {
  const lake = [...SHORELINE, ...LAKE_REST].map(at)
  const within =
    (reach: number) =>
    ([x, y]: Point) =>
      x > -reach && x < TILE_SIZE + reach && y > -reach && y < TILE_SIZE + reach
  const placed: Array<{ label: Label; box: Box }> = []
  for (const label of labelsAt(tile.z, at)) {
    const anchor = at(label.at)
    if (!within(2 * MARGIN)(anchor)) continue
    if (label.kind !== 'water' && insidePolygon(anchor, lake)) continue
    const box = boxOf(label, anchor)
    if (placed.some((other) => overlaps(box, other.box))) continue
    placed.push({ label, box })
  }
  return placed.filter(({ label }) => within(MARGIN)(at(label.at))).map(({ label }) => text(label, at(label.at)))
}

type Box = readonly [number, number, number, number]

/** A label's rough extent (average glyph width times length), padded so labels keep a little air between them. */
function boxOf(label: Label, [x, y]: Point): Box {
  const halfLength = label.text.length * (label.kind === 'area' ? 4.4 : 3.2) + 8
  const halfHeight = 8
  const turn = ((label.angle ?? 0) * Math.PI) / 180
  const w = Math.abs(Math.cos(turn)) * halfLength + Math.abs(Math.sin(turn)) * halfHeight
  const h = Math.abs(Math.sin(turn)) * halfLength + Math.abs(Math.cos(turn)) * halfHeight
  return [x - w, y - h, x + w, y + h]
}

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]

function labelsAt(z: number, at: Project): Label[] {
  const found: Label[] = []
  if (z >= 9 && z <= 14) {
    const lake: LatLngPair = z <= 11 ? [41.95, -87.45] : z <= 12 ? [41.9, -87.57] : [41.915, -87.605]
    found.push({ text: 'Lake Michigan', at: lake, kind: 'water' })
  }
  if (z >= 9 && z <= 11) found.push({ text: 'CHICAGO', at: [41.87, -87.69], kind: 'area' })
  if (z >= 12 && z <= 14) {
    for (const hood of NEIGHBOURHOODS)
      found.push({ text: hood.name.toUpperCase(), at: [hood.lat, hood.lng], kind: 'area' })
    found.push({ text: 'THE LOOP', at: [41.8805, -87.6305], kind: 'area' })
  }
  if (z >= 14) {
    for (const park of PARKS) found.push({ text: park.name, at: centroid(park.outline), kind: 'park' })
    found.push(...gridStreetLabels(z))
  }
  if (z >= 15) for (const street of DIAGONALS) found.push(...alongLine(street.name, street.points, at))
  return found
}

/** Names of the mile and half-mile streets, repeated along each at a spacing that suits the zoom. */
function gridStreetLabels(z: number): Label[] {
  const spacing = z >= 18 ? 0.125 : z === 17 ? 0.25 : z >= 15 ? 0.5 : 1
  const [originLat, originLng] = GRID_ORIGIN
  const found: Label[] = []
  const steps = (from: number, to: number) => {
    const out: number[] = []
    for (let k = Math.ceil(from / spacing - 0.25); k <= to / spacing; k++) out.push((k + 0.25) * spacing)
    return out
  }
  const westMiles = steps((originLng - GRID_AREA.east) / MILE_LNG, (originLng - GRID_AREA.west) / MILE_LNG)
  // North of Howard (the city limit) Evanston has streets of its own, so Chicago's names stop there.
  const northMiles = steps((GRID_AREA.south - originLat) / MILE_LAT, CITY_LIMIT_NORTH_MILES)
  for (const [miles, name] of EAST_WEST_STREETS) {
    if (z < 15 && miles % 1 !== 0) continue
    for (const w of westMiles) {
      found.push({
        text: directed(name, w > 0 ? 'W' : 'E'),
        at: [originLat + miles * MILE_LAT, originLng - w * MILE_LNG],
        kind: 'street',
      })
    }
  }
  for (const [miles, name] of NORTH_SOUTH_STREETS) {
    if (z < 15 && miles % 1 !== 0) continue
    for (const n of northMiles) {
      found.push({
        text: directed(name, n > 0 ? 'N' : 'S'),
        at: [originLat + n * MILE_LAT, originLng - miles * MILE_LNG],
        kind: 'street',
        angle: -90,
      })
    }
  }
  return found
}

/** Howard Street, the city's northern limit, in miles north of Madison. */
const CITY_LIMIT_NORTH_MILES = 9.5

/** Chicago prefixes a street with its side of State or Madison. */
const directed = (name: string, side: string) => `${side} ${name.replace(/^[NSEW] /, '')}`

/** One label on the middle of each segment of a diagonal street, turned to follow it and kept upright. */
function alongLine(name: string, points: ReadonlyArray<LatLngPair>, at: Project): Label[] {
  const found: Label[] = []
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as LatLngPair
    const b = points[i] as LatLngPair
    const [ax, ay] = at(a)
    const [bx, by] = at(b)
    let angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI
    if (angle > 90) angle -= 180
    if (angle < -90) angle += 180
    found.push({ text: name, at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], kind: 'street', angle })
  }
  return found
}

const centroid = (outline: ReadonlyArray<LatLngPair>): LatLngPair => {
  const lats = outline.map((p) => p[0])
  const lngs = outline.map((p) => p[1])
  return [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2]
}

const LABEL_STYLE: Record<Label['kind'], string> = {
  street: `font-size="11" font-weight="500" fill="${COLOURS.label}"`,
  area: `font-size="10.5" font-weight="700" letter-spacing="1.2" fill="${COLOURS.area}"`,
  park: `font-size="11" font-style="italic" fill="${COLOURS.parkLabel}"`,
  water: `font-size="12" font-style="italic" letter-spacing="0.6" fill="${COLOURS.waterLabel}"`,
}

function text(label: Label, [x, y]: Point): string {
  const turn = label.angle ? ` transform="rotate(${r(label.angle)} ${r(x)} ${r(y)})"` : ''
  // The halo is the label's own outline in the land colour, painted under the letters, so roads stay readable.
  return (
    `<text x="${r(x)}" y="${r(y)}" dy="0.35em" text-anchor="middle" font-family="${FONT}" ${LABEL_STYLE[label.kind]}` +
    ` stroke="${COLOURS.halo}" stroke-width="3" stroke-linejoin="round" paint-order="stroke"${turn}>${escapeXml(label.text)}</text>`
  )
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
