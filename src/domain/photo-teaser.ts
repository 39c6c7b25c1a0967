// Which photos the viewer shows where (SPEC §5: the photo grid shows only non-hidden photos; the photos teaser uses
// captioned photos, up to 15, falling back to all visible photos when fewer than 6 are captioned; SPEC §6: hidden
// photos show to the gallery permission when the admin toggle is on).
import { PHOTO_TEASER_MAX_CAPTIONED, PHOTO_TEASER_MIN_CAPTIONED } from '../schemas/constants'
import type { Photo } from '../schemas/Listing'

type Shown = Pick<Photo, 'hidden'>
type Captioned = Pick<Photo, 'hidden' | 'caption'>

const isVisible = (photo: Shown) => !photo.hidden
/** A caption of only spaces says nothing, so it does not make a photo a teaser photo. */
const hasCaption = (photo: Captioned) => photo.caption.trim() !== ''

/**
 * The info page's photos teaser: the captioned visible photos (the ones the agent described), at most 15; with
 * fewer than 6 captioned the teaser would look empty, so it shows every visible photo instead.
 */
export function teaserPhotos<P extends Captioned>(photos: readonly P[]): P[] {
  const visible = photos.filter(isVisible)
  const captioned = visible.filter(hasCaption)
  if (captioned.length < PHOTO_TEASER_MIN_CAPTIONED) return visible
  return captioned.slice(0, PHOTO_TEASER_MAX_CAPTIONED)
}

type InfoItem = Pick<Photo, 'hidden' | 'caption' | 'externalLink'>

/**
 * The info page's media. The teaser counts every captioned visible item, videos too (SPEC §5 counts captioned
 * photos, and a video sits among the photos with its own thumbnail and caption), and shows a video with its play
 * badge. The hero slideshow shows stills only: the teaser's, or every visible still when the teaser has none.
 */
export function infoPageMedia<P extends InfoItem>(items: readonly P[]): { teaser: P[]; hero: P[] } {
  const teaser = teaserPhotos(items)
  const stills = teaser.filter(isStill)
  return { teaser, hero: stills.length > 0 ? stills : items.filter((p) => isVisible(p) && isStill(p)) }
}

const isStill = (item: Pick<Photo, 'externalLink'>) => item.externalLink === null

/**
 * The photos section's grid (and its carousel): visible photos only, unless `showHidden`, which the caller grants
 * when the user holds the gallery permission and has the admin toggle on.
 */
export function gridPhotos<P extends Shown>(photos: readonly P[], options: { readonly showHidden: boolean }): P[] {
  return options.showHidden ? [...photos] : photos.filter(isVisible)
}

type Media = Pick<Photo, 'hidden' | 'externalLink' | 'sceneCode'>

/** The info page's teaser grid: up to 6, starting after the hero's opening photo when there are enough. */
export const teaserGrid = <P>(teaser: readonly P[]): P[] =>
  teaser.length > 6 ? teaser.slice(1, 7) : teaser.slice(0, 6)

/** The 3D tour card's picture: an inside view (the hero shows the front), the first photo taken from a scene. */
export function tourCardPhoto<P extends Media>(photos: readonly P[]): P | undefined {
  const stills = photos.filter((p) => isVisible(p) && p.externalLink === null)
  return stills.slice(1).find((p) => p.sceneCode !== null) ?? stills[1] ?? stills[0]
}

/** '13 photos · 1 video': videos sit in the grid but are not photos. */
export function mediaCount(items: ReadonlyArray<Pick<Photo, 'externalLink'>>): string {
  const videos = items.filter((p) => p.externalLink !== null).length
  const photos = items.length - videos
  const parts = [`${photos} ${photos === 1 ? 'photo' : 'photos'}`]
  if (videos > 0) parts.push(`${videos} ${videos === 1 ? 'video' : 'videos'}`)
  return parts.join(' · ')
}
