// One floor of the house as an SVG schematic plan. User units are millimetres of the house; geometry is drawn in
// house coordinates inside a y-flipped group (the same mapping as planTransform), text outside it so it reads
// upright. Walls are one filled path, so touching pieces merge without seams.
import { formatRoomSize, type UnitType } from '../../../src/domain/units'
import type { House, Rect } from '../house/model'
import { roomFacts } from './facts'
import { furnitureSvg } from './furniture'
import { findFloor, labelAreas, planFrame, roomInner, wallPieces } from './geometry'
import { escapeXml, FONT_FAMILY, fitLabel, labelSvg } from './labels'
import { doorSwing, doorSymbol, INK, SECONDARY, stairsSymbol, swingBox, windowSymbol } from './symbols'

export interface FloorPlanOptions {
  /** Draw furniture footprints (default true). */
  readonly furniture?: boolean
  /** The root's width in CSS px; the height follows the viewBox (default: 1 px per 10 mm). */
  readonly widthPx?: number
}

/** The plan's drawing without the root element, so page layouts can nest it. */
export function floorPlanBody(house: House, floorId: string, unit: UnitType, options: FloorPlanOptions = {}): string {
  const floor = findFloor(house, floorId)
  const { width, height, tx, ty } = planFrame(house)
  // Each room's floor (inner rectangle) first, tagged so a viewer can hit-test rooms and tests can find them.
  const geometry: string[] = floor.rooms.map((room) => {
    const r = roomInner(house, room)
    return `<rect data-room="${room.id}" x="${r.x}" y="${r.y}" width="${r.w}" height="${r.d}" fill="#fff"/>`
  })
  if (options.furniture !== false) {
    for (const room of floor.rooms) {
      const inner = roomInner(house, room)
      for (const piece of room.furniture) geometry.push(furnitureSvg(piece, inner))
    }
  }
  const stairs = stairsSymbol(house, floorId)
  geometry.push(stairs.svg)
  const walls = wallPieces(house, floor)
    .map((p) => `M${p.x} ${p.y}h${p.w}v${p.d}h${-p.w}Z`)
    .join('')
  geometry.push(`<path d="${walls}" fill="${INK}"/>`)
  for (const w of floor.windows) geometry.push(windowSymbol(house, w))
  for (const d of floor.doors) geometry.push(doorSymbol(house, floor, d))

  const text: string[] = []
  // Labels keep clear of door swings and the stair arrow's word, and prefer not to cover furniture.
  const hard: Rect[] = floor.doors.filter((d) => d.leaf).map((d) => swingBox(house, d, doorSwing(house, floor, d)))
  if (stairs.label) hard.push({ x: stairs.label.x - 260, y: stairs.label.y - 140, w: 520, d: 280 })
  for (const room of floor.rooms) {
    const areas = labelAreas(roomInner(house, room), house.stairs.rect)
    const soft = room.furniture.flatMap((f) => (f.planOutline ? [f.planOutline] : []))
    const label = fitLabel(room.name, formatRoomSize(roomFacts(house, room), unit), areas, { hard, soft })
    text.push(labelSvg(label, label.x + tx, ty - label.y, INK, SECONDARY))
  }
  if (stairs.label) {
    const up = house.stairs.floors[0] === floorId
    text.push(
      `<text x="${Math.round(stairs.label.x + tx)}" y="${Math.round(ty - stairs.label.y + 60)}" font-size="150" font-weight="600" fill="${INK}" letter-spacing="20">${up ? 'UP' : 'DN'}</text>`,
    )
  }
  return [
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#fff"/>`,
    `<g transform="matrix(1 0 0 -1 ${tx} ${ty})">${geometry.join('')}</g>`,
    `<g font-family="${FONT_FAMILY}" text-anchor="middle">${text.join('')}</g>`,
    scaleBar(unit, tx, ty + 1000),
    northArrow(tx + house.width - 350, ty + 1150),
  ].join('')
}

export function floorPlanSvg(house: House, floorId: string, unit: UnitType, options: FloorPlanOptions = {}): string {
  const { width, height } = planFrame(house)
  const w = options.widthPx ?? Math.round(width / 10)
  const h = Math.round((w * height) / width)
  const title = `${findFloor(house, floorId).name} floor plan`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${w}" height="${h}">` +
    `<title>${escapeXml(title)}</title>${floorPlanBody(house, floorId, unit, options)}</svg>`
  )
}

/** A checkered bar: 10 ft in 2.5 ft blocks, or 3 m in 1 m blocks; (x, y) is its top-left in SVG units. */
function scaleBar(unit: UnitType, x: number, y: number): string {
  const imperial = unit === 'imperial'
  const blocks = imperial ? 4 : 3
  const block = imperial ? 762 : 1000
  const ticks = imperial ? [0, 2, 4] : [0, 1, 2, 3]
  const tickLabel = (i: number) => (imperial ? String(i * 2.5) : String(i))
  const parts: string[] = []
  for (let i = 0; i < blocks; i++) {
    const fill = i % 2 === 0 ? INK : '#fff'
    parts.push(
      `<rect x="${x + i * block}" y="${y}" width="${block}" height="90" fill="${fill}" stroke="${INK}" stroke-width="14"/>`,
    )
  }
  for (const i of ticks) {
    const last = i === blocks
    const label = last ? `${tickLabel(i)} ${imperial ? 'ft' : 'm'}` : tickLabel(i)
    const anchor = last ? 'start' : 'middle'
    const lx = last ? x + i * block - 60 : x + i * block
    parts.push(
      `<text x="${lx}" y="${y + 330}" text-anchor="${anchor}" font-size="170" fill="${SECONDARY}">${label}</text>`,
    )
  }
  return `<g font-family="${FONT_FAMILY}">${parts.join('')}</g>`
}

/** A slim arrow pointing up (north, +y of the house) with an N under it; (x, y) is its centre in SVG units. */
function northArrow(x: number, y: number): string {
  return (
    `<g font-family="${FONT_FAMILY}">` +
    `<circle cx="${x}" cy="${y}" r="330" fill="none" stroke="${SECONDARY}" stroke-width="14"/>` +
    `<path d="M${x} ${y - 420} L${x + 130} ${y + 180} L${x} ${y + 90} L${x - 130} ${y + 180} Z" fill="${INK}"/>` +
    `<text x="${x}" y="${y + 560}" text-anchor="middle" font-size="190" font-weight="600" fill="${INK}">N</text></g>`
  )
}
