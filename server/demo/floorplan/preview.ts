// Developer preview: renders floor plans so a person can look at them (the module itself writes no files).
//   npx tsx server/demo/floorplan/preview.ts <outDir> [seeds=1,2,3,4]
// writes every floor in both units as PNG, the branded imperial pages, and sheet-<seed>.png (both floors side by
// side, imperial), the picture kept in docs/floorplan-seed1.png.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateHouse } from '../house/generate'
import type { House } from '../house/model'
import { planFrame } from './geometry'
import { FONT_FAMILY } from './labels'
import { floorPlanPages } from './pages'
import { floorPlanPng } from './raster'
import { floorPlanBody, floorPlanSvg } from './svg'
import { INK } from './symbols'

/** Both floors of a house next to each other, each titled, as one SVG (same scale, so they line up). */
export function contactSheetSvg(house: House): string {
  const { width, height } = planFrame(house)
  const title = 700
  const floors = house.floors.map(
    (floor, i) =>
      `<text x="${i * width + width / 2}" y="${title - 80}" font-size="420" font-weight="600" fill="${INK}" text-anchor="middle">${floor.name}</text>` +
      `<svg x="${i * width}" y="${title}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${floorPlanBody(house, floor.id, 'imperial')}</svg>`,
  )
  const w = width * house.floors.length
  const h = height + title
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w / 10}" height="${h / 10}">` +
    `<rect width="${w}" height="${h}" fill="#fff"/><g font-family="${FONT_FAMILY}">${floors.join('')}</g></svg>`
  )
}

async function main() {
  const [outDir, seedList = '1,2,3,4'] = process.argv.slice(2)
  if (!outDir) throw new Error('usage: preview.ts <outDir> [seeds]')
  mkdirSync(outDir, { recursive: true })
  for (const seed of seedList.split(',').map(Number)) {
    const house = generateHouse(seed)
    for (const floor of house.floors) {
      for (const unit of ['imperial', 'metric'] as const) {
        const png = await floorPlanPng(floorPlanSvg(house, floor.id, unit), 1400)
        writeFileSync(join(outDir, `seed${seed}-${floor.id}-${unit}.png`), png)
      }
    }
    const pages = await floorPlanPages(house, 'imperial', {
      branded: true,
      brandName: 'Showhome',
      address: `${seed} Demo Lane`,
    })
    for (const [i, page] of pages.entries()) writeFileSync(join(outDir, `seed${seed}-page${i + 1}.jpg`), page)
    writeFileSync(join(outDir, `sheet-${seed}.png`), await floorPlanPng(contactSheetSvg(house), 1800))
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
