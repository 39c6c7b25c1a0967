// Floor plans of the demo house (SPEC §3 Floorplan): per-floor SVG and PNG in both units, printable page images
// and PDFs, branded and unbranded, and the facts the listing stores. Everything is returned in memory; the caller
// decides where files go. See docs/floorplans.md.
import type { UnitType } from '../../../src/domain/units'
import type { House } from '../house/model'
import { type FloorPlanFacts, floorPlanFacts } from './facts'
import { planTransform } from './geometry'
import { floorPlanPages, type PageOptions } from './pages'
import { floorPlanPdf } from './pdf'
import { floorPlanPng } from './raster'
import { floorPlanSvg } from './svg'

export { type FloorFacts, type FloorPlanFacts, floorPlanFacts, type RoomFacts } from './facts'
export { planFrame, planTransform } from './geometry'
export { floorPlanPageSvgs, floorPlanPages, PAGE, type PageOptions } from './pages'
export { floorPlanPdf, jpegInfo, PDF_PAGE } from './pdf'
export { floorPlanPng } from './raster'
export { type FloorPlanOptions, floorPlanSvg } from './svg'

export const UNITS: ReadonlyArray<UnitType> = ['imperial', 'metric']

export interface FloorAssets {
  readonly id: string
  readonly name: string
  readonly transform: { readonly tx: number; readonly ty: number; readonly rz: number }
  readonly svg: Record<UnitType, string>
  readonly png: Record<UnitType, Buffer>
}

export interface FloorPlanAssets {
  readonly facts: FloorPlanFacts
  readonly floors: ReadonlyArray<FloorAssets>
  /** Page images (JPEG), one per floor, per unit. */
  readonly brandedPages: Record<UnitType, Buffer[]>
  readonly unbrandedPages: Record<UnitType, Buffer[]>
  readonly brandedPdf: Record<UnitType, Buffer>
  readonly unbrandedPdf: Record<UnitType, Buffer>
}

/** Everything a listing's floor plan needs for one house, both units, branded and unbranded. */
export async function floorPlanAssets(
  house: House,
  options: Omit<PageOptions, 'branded'> & { readonly pngWidth?: number },
): Promise<FloorPlanAssets> {
  const pngWidth = options.pngWidth ?? 2000
  const floors = await Promise.all(
    house.floors.map(async (floor) => {
      const svg = {
        imperial: floorPlanSvg(house, floor.id, 'imperial'),
        metric: floorPlanSvg(house, floor.id, 'metric'),
      }
      const [imperial, metric] = await Promise.all(UNITS.map((u) => floorPlanPng(svg[u], pngWidth)))
      const png = { imperial: imperial as Buffer, metric: metric as Buffer }
      return { id: floor.id, name: floor.name, transform: planTransform(house, floor.id), svg, png }
    }),
  )
  const pages = async (branded: boolean) => {
    const [imperial, metric] = await Promise.all(UNITS.map((u) => floorPlanPages(house, u, { ...options, branded })))
    return { imperial: imperial as Buffer[], metric: metric as Buffer[] }
  }
  const [brandedPages, unbrandedPages] = await Promise.all([pages(true), pages(false)])
  const pdf = (p: Record<UnitType, Buffer[]>) => ({
    imperial: floorPlanPdf(p.imperial),
    metric: floorPlanPdf(p.metric),
  })
  return {
    facts: floorPlanFacts(house),
    floors,
    brandedPages,
    unbrandedPages,
    brandedPdf: pdf(brandedPages),
    unbrandedPdf: pdf(unbrandedPages),
  }
}
