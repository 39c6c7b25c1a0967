import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  floorPlanFacts,
  floorPlanPageSvgs,
  floorPlanPages,
  floorPlanPng,
  floorPlanSvg,
  PAGE,
  planTransform,
} from '../../server/demo/floorplan'
import { labelAreas, roomInner } from '../../server/demo/floorplan/geometry'
import { escapeXml, fitLabel, textWidth } from '../../server/demo/floorplan/labels'
import { sizeSvg } from '../../server/demo/floorplan/raster'
import { doorSwing, swingBox } from '../../server/demo/floorplan/symbols'
import { generateHouse } from '../../server/demo/house/generate'
import type { Rect } from '../../server/demo/house/model'
import { formatArea, formatRoomSize } from '../../src/domain/units'

const house = generateHouse(1)
const [main, upper] = house.floors
const svgs = house.floors.map((f) => floorPlanSvg(house, f.id, 'imperial'))

/** Checks that every opened element is closed in order, so the SVG parses (a tokenizer, not a full XML parser). */
function balanced(xml: string): boolean {
  const stack: string[] = []
  for (const m of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, close, name, selfClose] = m
    if (selfClose) continue
    if (close) {
      if (stack.pop() !== name) return false
    } else stack.push(name as string)
  }
  return stack.length === 0
}

const viewBox = (svg: string) => /<svg[^>]*viewBox="([^"]+)"/.exec(svg)?.[1]

describe('floorPlanSvg', () => {
  it('is well-formed, names every room, and uses one viewBox for both floors', () => {
    for (const [i, svg] of svgs.entries()) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg.endsWith('</svg>')).toBe(true)
      expect(balanced(svg)).toBe(true)
      expect(svg).not.toMatch(/NaN|undefined/)
      for (const room of house.floors[i]?.rooms ?? []) expect(svg).toContain(`>${escapeXml(room.name)}<`)
      expect(svg).toMatch(/font-family="Inter, [^"]*sans-serif"/)
    }
    expect(viewBox(svgs[0] as string)).toBe(viewBox(svgs[1] as string))
  })

  it('shows room sizes from the inner rectangle, per unit', () => {
    // Seed 1's living room: centre lines 5600 × 5530 mm, inner 5420 × 5350 mm (exterior walls on two sides).
    const living = main?.rooms.find((r) => r.name === 'Living room')
    expect(living && roomInner(house, living)).toMatchObject({ w: 5420, d: 5350 })
    expect(svgs[0]).toContain(escapeXml(`17' 9" × 17' 7"`))
    expect(floorPlanSvg(house, 'f1', 'metric')).toContain('5.4 × 5.4 m')
    expect(formatRoomSize({ width: 5420, length: 5350 }, 'imperial')).toBe(`17' 9" × 17' 7"`)
  })

  it('places tour points inside their rooms through planTransform', () => {
    for (const [i, floor] of house.floors.entries()) {
      const svg = svgs[i] as string
      const matrix = /matrix\(1 0 0 -1 ([\d.]+) ([\d.]+)\)/.exec(svg)
      const t = planTransform(house, floor.id)
      expect(t.rz).toBe(0)
      expect([Number(matrix?.[1]), Number(matrix?.[2])]).toEqual([t.tx, t.ty])
      for (const room of floor.rooms) {
        const m = new RegExp(
          `data-room="${room.id}" x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)" height="([\\d.]+)"`,
        ).exec(svg)
        const [x, y, w, h] = (m?.slice(1) ?? []).map(Number) as [number, number, number, number]
        // The room polygon in SVG units: the drawing's own flip applied to the rectangle in the SVG.
        const poly = { left: x + t.tx, right: x + w + t.tx, top: t.ty - (y + h), bottom: t.ty - y }
        const centre = { x: (room.rect.x + room.rect.w / 2) / 1000, y: (room.rect.y + room.rect.d / 2) / 1000 }
        const px = centre.x * 1000 + t.tx
        const py = -centre.y * 1000 + t.ty
        expect(px).toBeGreaterThan(poly.left)
        expect(px).toBeLessThan(poly.right)
        expect(py).toBeGreaterThan(poly.top)
        expect(py).toBeLessThan(poly.bottom)
      }
    }
  })

  it('keeps door swings off the stairs and labels inside their rooms (seeds 1–12)', () => {
    const inside = (outer: Rect, r: Rect) =>
      r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w && r.y + r.d <= outer.y + outer.d
    for (let seed = 1; seed <= 12; seed++) {
      const h = generateHouse(seed)
      for (const floor of h.floors) {
        for (const door of floor.doors.filter((d) => d.leaf)) {
          const box = swingBox(h, door, doorSwing(h, floor, door))
          const s = h.stairs.rect
          expect(box.x >= s.x + s.w || s.x >= box.x + box.w || box.y >= s.y + s.d || s.y >= box.y + box.d).toBe(true)
        }
        for (const room of floor.rooms) {
          const inner = roomInner(h, room)
          const label = fitLabel(room.name, `12' 10" × 10' 11"`, labelAreas(inner, h.stairs.rect))
          const w = Math.max(...label.lines.map((l) => textWidth(l, label.nameSize)))
          expect(inside(inner, { x: label.x - w / 2, y: label.y - 200, w, d: 400 })).toBe(true)
        }
      }
    }
  })

  it('shrinks, abbreviates or wraps names in small rooms', () => {
    const closet = { x: 0, y: 0, w: 1300, d: 1000 }
    const label = fitLabel('Walk-in closet', `4' 3" × 3' 3"`, [closet])
    expect(label.lines.join(' ')).not.toBe('Walk-in closet')
    for (const line of label.lines) expect(textWidth(line, label.nameSize)).toBeLessThanOrEqual(closet.w)
  })
})

describe('floorPlanFacts', () => {
  const facts = floorPlanFacts(house)

  it('lists each floor then a total that is their sum', () => {
    expect(facts.area.map((a) => a.label)).toEqual(['Main floor', 'Upper floor', 'Total'])
    const floors = facts.area.slice(0, -1).reduce((sum, a) => sum + a.sqFt, 0)
    expect(facts.area.at(-1)?.sqFt).toBe(floors)
    for (const a of facts.area) expect(Number.isInteger(a.sqFt)).toBe(true)
    // A 13.1 × 9.8 m house: each floor's rooms add up to a little under its footprint.
    expect(facts.floors[0]?.areaSqFt).toBeGreaterThan(1200)
    expect(facts.floors[0]?.areaSqFt).toBeLessThan((13100 * 9800) / 304.8 ** 2)
  })

  it('gives room sizes in whole millimetres from inner rectangles', () => {
    expect(facts.floors[0]?.rooms.find((r) => r.name === 'Living room')).toEqual({
      name: 'Living room',
      width: 5420,
      length: 5350,
    })
    expect(facts.floors.map((f) => f.rooms.length)).toEqual([main?.rooms.length, upper?.rooms.length])
  })
})

describe('sizeSvg', () => {
  it.each([
    [
      '<?xml version="1.0"?><svg viewBox="0 0 200 100" width="2" height="1"><svg viewBox="0 0 1 1"/></svg>',
      '<?xml version="1.0"?><svg width="600" height="300" viewBox="0 0 200 100"><svg viewBox="0 0 1 1"/></svg>',
      300,
    ],
    ['<svgx/><svg\nviewBox="0,0,300,400">', '<svgx/><svg width="600" height="800"\nviewBox="0,0,300,400">', 800],
  ])('sizes the root of %j', (svg, sized, heightPx) => {
    expect(sizeSvg(svg, 600)).toEqual({ svg: sized, heightPx })
  })

  it.each([
    ['no root', '<g viewBox="0 0 1 1"/>'],
    ['no viewBox on the root', '<svg width="1"><g viewBox="0 0 1 1"/></svg>'],
    ['an upper-case root', '<SVG viewBox="0 0 1 1">'],
    ['many openings without a closing', '<svg viewBox="0 0 1 1"'.repeat(5_000)],
  ])('refuses %s', (_, svg) => {
    expect(() => sizeSvg(svg, 600)).toThrow('floorPlanPng needs an <svg> root with a viewBox')
  })
})

describe('floorPlanPng', () => {
  it('renders at the requested width and is not blank', async () => {
    const png = await floorPlanPng(svgs[0] as string, 600)
    const { info, channels } = await sharp(png)
      .stats()
      .then(async (s) => ({ ...s, info: await sharp(png).metadata() }))
    expect(info.format).toBe('png')
    expect(info.width).toBe(600)
    expect(channels[0]?.stdev).toBeGreaterThan(20)
  })
})

describe('floorPlanPages', () => {
  const options = { brandName: 'Acme Realty Media', address: '12 Elm St, Springfield' }

  it('shows the address, the floor and areas; the brand only when branded', () => {
    const branded = floorPlanPageSvgs(house, 'imperial', { ...options, branded: true })
    const unbranded = floorPlanPageSvgs(house, 'metric', { ...options, branded: false })
    const total = floorPlanFacts(house).area.at(-1)?.sqFt ?? 0
    expect(branded).toHaveLength(2)
    expect(branded[1]).toContain('Upper floor')
    expect(branded[0]).toContain(formatArea(total, 'imperial'))
    expect(unbranded[0]).toContain(formatArea(total, 'metric'))
    for (const page of branded) expect(page).toContain('Acme Realty Media')
    for (const page of unbranded) {
      expect(page).toContain('12 Elm St, Springfield')
      expect(page).not.toContain('Acme')
      expect(page).not.toContain('#0b6bcb')
    }
  })

  it('rasterises to letter landscape at 150 dpi', async () => {
    const [page] = await floorPlanPages(house, 'imperial', { ...options, branded: true })
    const meta = await sharp(page).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PAGE.width, PAGE.height])
  })
})
