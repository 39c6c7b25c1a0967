// The `size` parameter of photo URLs (SPEC §7 Images): 'WxH' fits the photo inside W×H, 'Wx*' (the width-by-star
// form) sets the width and lets the height follow, 'mls' and 'full' are the two download sizes. Sizes are rounded
// up to multiples of 256 so the disk cache holds a handful of versions per photo, and a photo is never enlarged.

export type PhotoSize =
  | { readonly kind: 'fit'; readonly width: number; readonly height: number }
  | { readonly kind: 'width'; readonly width: number }
  | { readonly kind: 'original' }

/** The MLS download: the longest edge most listing services accept. */
export const MLS_LONG_EDGE = 2048
const STEP = 256
const MAX = 4096

const roundUp = (n: number) => Math.min(MAX, Math.max(STEP, Math.ceil(n / STEP) * STEP))

/** Reads a size parameter; undefined when it is malformed (the caller answers 400). */
export function parsePhotoSize(text: string | undefined): PhotoSize | undefined {
  if (text === undefined || text === '' || text === 'full') return { kind: 'original' }
  if (text === 'mls') return { kind: 'fit', width: MLS_LONG_EDGE, height: MLS_LONG_EDGE }
  const match = /^(\d{1,5})x(\d{1,5}|\*)$/.exec(text)
  if (!match) return undefined
  const width = Number(match[1])
  if (width === 0) return undefined
  if (match[2] === '*') return { kind: 'width', width: roundUp(width) }
  const height = Number(match[2])
  if (height === 0) return undefined
  return { kind: 'fit', width: roundUp(width), height: roundUp(height) }
}

/** The pixel size to produce from an original of `w`×`h`, never larger than the original. */
export function targetSize(size: PhotoSize, w: number, h: number): { width: number; height: number } {
  const scale =
    size.kind === 'original' ? 1 : size.kind === 'width' ? size.width / w : Math.min(size.width / w, size.height / h)
  const s = Math.min(1, scale)
  return { width: Math.max(1, Math.round(w * s)), height: Math.max(1, Math.round(h * s)) }
}

/** A name for the cached file of this size. */
export const sizeKey = (size: PhotoSize) =>
  size.kind === 'original' ? 'full' : size.kind === 'width' ? `${size.width}w` : `${size.width}x${size.height}`
