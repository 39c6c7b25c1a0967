// The photo zip (SPEC §7 POST /listing/zip/{tourName}?sizes=): which sizes it holds, what its files are called, and
// what the download is called. 'web' is the photo with its long edge at 2048 px (the MLS size every listing site
// takes), 'print' the original file. Rules we chose are in docs/server-behaviour.md.
import type { PhotoSize } from '../../src/schemas/api/listing'

export type ZipSize = 'web' | 'print'
const ZIP_SIZES: ReadonlyArray<ZipSize> = ['web', 'print']

/** The sizes asked for, each once and in a fixed order (so 'print,web' and 'web,print' share one zip); undefined
 * when a size has no zip (mls and full are single-photo downloads). */
export function zipSizes(asked: ReadonlyArray<PhotoSize>): ZipSize[] | undefined {
  if (!asked.every((s): s is ZipSize => (ZIP_SIZES as ReadonlyArray<string>).includes(s))) return undefined
  return ZIP_SIZES.filter((s) => asked.includes(s))
}

/** Characters Windows, macOS or unzip tools refuse or misread in a file name. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu

/** A photo's name as a file name: unsafe characters become '-', at most 100 characters; the code when empty. */
export function photoFileStem(name: string, code: string): string {
  const stem = name.replace(/\s+/g, ' ').replace(UNSAFE, '-').trim().replace(/^\.+/, '').slice(0, 100).trim()
  return stem === '' ? code : stem
}

/**
 * Entry names in the zip, photo by photo for each size: 'Front.jpg', or 'web/Front.jpg' and 'print/Front.jpg' when
 * both sizes are in it. Two photos of the same name get ' (2)', ' (3)' … so no file overwrites another on unzip.
 */
export function zipEntryNames(
  photos: ReadonlyArray<{ readonly name: string; readonly code: string }>,
  sizes: ReadonlyArray<ZipSize>,
): Array<{ size: ZipSize; index: number; name: string }> {
  const taken = new Set<string>()
  const stems = photos.map((p) => {
    const stem = photoFileStem(p.name, p.code)
    let unique = stem
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${stem} (${n})`
    taken.add(unique.toLowerCase())
    return unique
  })
  const folder = (size: ZipSize) => (sizes.length > 1 ? `${size}/` : '')
  return sizes.flatMap((size) => stems.map((stem, index) => ({ size, index, name: `${folder(size)}${stem}.jpg` })))
}

/** '1234-n-kenmore-ave-photos.zip' for both sizes, '…-photos-web.zip' for one. */
export const zipDownloadName = (tourName: string, sizes: ReadonlyArray<ZipSize>) =>
  `${tourName}-photos${sizes.length === 1 ? `-${sizes[0]}` : ''}.zip`

/** The cached file's name: the photo list's hash and the sizes, so a changed list or size is another file. */
export const zipFileName = (hash: string, sizes: ReadonlyArray<ZipSize>) => `${hash}-${sizes.join('-')}.zip`

/** The sizes a cached file name holds, or undefined when it is not such a name. */
export function parseZipFileName(file: string): { hash: string; sizes: ZipSize[] } | undefined {
  const match = /^([0-9a-f]{16})-(web|print|web-print)\.zip$/.exec(file)
  return match ? { hash: match[1] as string, sizes: (match[2] as string).split('-') as ZipSize[] } : undefined
}
