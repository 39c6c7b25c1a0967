// Photo addresses at the sizes the server resizes to (SPEC §7 &size=Wx*, §9 widths in 256 px steps from 768).
import { photoSizeParam, photoWidth } from '../../../domain/image-sizes'
import type { Photo } from '../../../schemas/Listing'

/** Widths offered in srcset: every step from the minimum to 2048, so the browser picks what the layout needs. */
const SRCSET_WIDTHS = [768, 1024, 1280, 1536, 2048]

export const photoSrc = (photo: Pick<Photo, 'url'>, cssWidth: number, dpr = 2) =>
  `${photo.url}&size=${photoSizeParam(photoWidth(cssWidth * dpr))}`

export const photoSrcSet = (photo: Pick<Photo, 'url'>) =>
  SRCSET_WIDTHS.map((w) => `${photo.url}&size=${photoSizeParam(w)} ${w}w`).join(', ')

/** The photo's alt text: its caption, else a description from its file name. */
export const photoAlt = (photo: Pick<Photo, 'caption' | 'name'>) =>
  photo.caption ||
  photo.name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim()
