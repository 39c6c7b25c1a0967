// Rows to the shared Listing parts (src/schemas/Listing.ts), once for every answer that carries them: the full
// listing (/listing/get) and the list summaries (/listing/explore, /listing/my).
import type { Selectable } from 'kysely'
import type { Address, Photo, Stats } from '../../src/schemas/Listing'
import type { ListingPhotosTable, ListingRow } from '../db/schema'
import { photoUrl } from './urls'

export const addressOf = (row: ListingRow): Address => ({
  street: row.street,
  unit: row.unit,
  neighborhood: row.neighborhood,
})

/** Null when the listing has no facts yet (no bedrooms, area or price): the viewer then offers no sharing. */
export function statsOf(row: ListingRow): Stats | null {
  if (row.bedrooms_primary === null && row.area_primary === null && row.price_cents === null) return null
  return {
    bedroomsPrimary: row.bedrooms_primary,
    bedroomsSecondary: row.bedrooms_secondary,
    bathroomsPrimary: row.bathrooms_primary,
    bathroomsSecondary: row.bathrooms_secondary,
    areaPrimary: row.area_primary,
    areaSecondary: row.area_secondary,
    price: row.price_cents,
  }
}

export type PhotoRow = Pick<
  Selectable<ListingPhotosTable>,
  'code' | 'name' | 'caption' | 'hidden' | 'aspect' | 'external_link' | 'scene_code' | 'yaw' | 'pitch' | 'toggle'
>

export const PHOTO_COLUMNS = [
  'code',
  'name',
  'caption',
  'hidden',
  'aspect',
  'external_link',
  'scene_code',
  'yaw',
  'pitch',
  'toggle',
] as const satisfies ReadonlyArray<keyof PhotoRow>

export function photoOf(tourName: string, row: PhotoRow): Photo {
  return {
    code: row.code,
    url: photoUrl(tourName, row.code),
    name: row.name,
    caption: row.caption,
    hidden: row.hidden,
    aspect: row.aspect,
    externalLink: row.external_link,
    sceneCode: row.scene_code,
    yaw: row.yaw,
    pitch: row.pitch,
    toggle: row.toggle,
  }
}
