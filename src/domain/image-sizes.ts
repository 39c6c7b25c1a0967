// Image request sizes (SPEC §9 Viewer). Images are resized on demand by the server and cached per size, so the
// browser asks only for a few sizes: rounding up to a step keeps the cache small, rounding *up* keeps the image
// sharp, and the clamps stop tiny thumbnails from being blurry and huge screens from fetching originals.
import {
  GRID_ROW_HEIGHT_MAX_FRACTION,
  GRID_ROW_HEIGHT_MAX_PX,
  IMAGE_SIZE_MAX_PX,
  IMAGE_SIZE_MIN_PX,
  IMAGE_SIZE_STEP_PX,
  PHOTO_MIN_WIDTH_PX,
  PHOTO_WIDTH_STEP_PX,
} from '../schemas/constants'

function roundUpTo(value: number, step: number): number {
  return Math.ceil(value / step) * step
}

function requirePositiveSize(px: number, name: string): void {
  if (!Number.isFinite(px) || px < 0) throw new RangeError(`${name}: not a size in pixels: ${px}`)
}

/**
 * The size to request for an image needing `px` device pixels: rounded up to a multiple of 256, clamped to
 * 512–2048 (300 → 512, 513 → 768, 1025 → 1280, 3000 → 2048).
 */
export function imageSize(px: number): number {
  requirePositiveSize(px, 'imageSize')
  return Math.min(IMAGE_SIZE_MAX_PX, Math.max(IMAGE_SIZE_MIN_PX, roundUpTo(px, IMAGE_SIZE_STEP_PX)))
}

/**
 * The width to request for a photo needing `px` device pixels: at least 768, and above that the next multiple of
 * 256 (500 → 768, 768 → 768, 769 → 1024). The spec gives photos no upper clamp (unlike imageSize), so a photo
 * shown full screen on a large display gets the width it needs.
 */
export function photoWidth(px: number): number {
  requirePositiveSize(px, 'photoWidth')
  return Math.max(PHOTO_MIN_WIDTH_PX, roundUpTo(px, PHOTO_WIDTH_STEP_PX))
}

/** Whether a photo needs more than the minimum version, i.e. a larger one must be requested. */
export function needsLargerPhoto(px: number): boolean {
  return px > PHOTO_MIN_WIDTH_PX
}

/** The photo URL size parameter in its width-by-star form (height follows the aspect): 1024 → '1024x*'. */
export function photoSizeParam(width: number): string {
  return `${width}x*`
}

/** Tallest photo grid row for a viewport: min(275 px, 60 % of its height). */
export function maxGridRowHeight(viewportHeight: number): number {
  return Math.min(GRID_ROW_HEIGHT_MAX_PX, viewportHeight * GRID_ROW_HEIGHT_MAX_FRACTION)
}
