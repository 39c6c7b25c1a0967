// A listing's floor plan (SPEC §3 Floorplan) from its media set's stored plan facts (media_sets.floorplan, written
// by the demo seeder and the importer; docs/floorplans.md) and the media URLs that serve its drawings.
import { Result, Schema } from 'effect'
import type { Floorplan, MeasurementUnit } from '../../src/schemas/Listing'
import { floorPlanPageUrl, floorPlanPdfUrl, floorPlanUrl } from './urls'

/** The stored shape. Imported floors carry no transform (their plans are not placed over the tour). */
const StoredFloorplan = Schema.Struct({
  area: Schema.Array(Schema.Struct({ sqFt: Schema.Finite, label: Schema.String })),
  floors: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      rooms: Schema.Array(Schema.Struct({ name: Schema.String, width: Schema.Number, length: Schema.Number })),
      areaSqFt: Schema.NullOr(Schema.Finite),
      transform: Schema.optionalKey(Schema.Struct({ tx: Schema.Finite, ty: Schema.Finite, rz: Schema.Finite })),
      hasPlan: Schema.Boolean,
    }),
  ),
})

const decodeStored = Schema.decodeUnknownResult(StoredFloorplan)
const perUnit = <T>(make: (unit: MeasurementUnit) => T) => ({ imperial: make('imperial'), metric: make('metric') })

/**
 * The plan of the floors that have a drawing, or null when none has (or the stored facts are unreadable: a listing
 * without its plan beats no listing). Printable pages are one per drawn floor, in both brandings and units.
 */
export function floorplanOf(tourName: string, tourId: string, stored: unknown): Floorplan | null {
  const decoded = decodeStored(stored)
  if (Result.isFailure(decoded)) return null
  const floors = decoded.success.floors.filter((f) => f.hasPlan)
  if (floors.length === 0) return null
  const pages = (branded: boolean) =>
    perUnit((unit) => floors.map((_, i) => floorPlanPageUrl(tourName, branded, unit, i + 1)))
  return {
    area: decoded.success.area,
    floors: floors.map((f) => ({
      id: f.id,
      name: f.name,
      tourId,
      rooms: f.rooms.map((r) => ({ name: r.name, width: Math.round(r.width), length: Math.round(r.length) })),
      area: f.areaSqFt,
      svgUrl: perUnit((unit) => floorPlanUrl(tourName, f.id, unit, 'svg')),
      imageUrl: perUnit((unit) => floorPlanUrl(tourName, f.id, unit, 'png')),
      transform: f.transform ?? { tx: 0, ty: 0, rz: 0 },
    })),
    brandedPagesUrl: pages(true),
    unbrandedPagesUrl: pages(false),
    brandedPdfUrl: perUnit((unit) => floorPlanPdfUrl(tourName, true, unit)),
    unbrandedPdfUrl: perUnit((unit) => floorPlanPdfUrl(tourName, false, unit)),
  }
}
