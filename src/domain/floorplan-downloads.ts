// What the floor plan section offers to download (SPEC §3 Floorplan, §6: downloads allowed only when not unbranded
// and not embedded; unbranded uses the unbranded assets). The whole plan as a PDF, the printable letter page of the
// floor on screen (one page per floor, in the floors' order), and the floor's plan as a PNG image, all in the unit
// the visitor reads.
import type { Floorplan } from '../schemas/Listing'
import type { UnitType } from './units'

export interface FloorplanDownload {
  readonly kind: 'pdf' | 'page' | 'image'
  readonly label: string
  readonly href: string
}

export function floorplanDownloads(
  plan: Floorplan,
  floorId: string,
  unit: UnitType,
  mode: { readonly unbranded: boolean; readonly embedded: boolean },
): ReadonlyArray<FloorplanDownload> {
  if (mode.unbranded || mode.embedded) return []
  const index = plan.floors.findIndex((f) => f.id === floorId)
  const floor = plan.floors[index]
  if (!floor) return []
  const pdf = (mode.unbranded ? plan.unbrandedPdfUrl : plan.brandedPdfUrl)[unit]
  const page = (mode.unbranded ? plan.unbrandedPagesUrl : plan.brandedPagesUrl)[unit][index]
  return [
    { kind: 'pdf', label: 'PDF, all floors', href: pdf },
    ...(page ? [{ kind: 'page' as const, label: `Letter page, ${floor.name.toLowerCase()}`, href: page }] : []),
    { kind: 'image', label: `PNG, ${floor.name.toLowerCase()}`, href: floor.imageUrl[unit] },
  ]
}
