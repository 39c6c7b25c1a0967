// The photo zip (SPEC §7 POST /listing/zip/{tourName}?sizes=; issue 6: built on the server with progress shown while
// it is prepared). A zip is built once per listing, photo list and sizes and kept on disk beside the media set's
// other cached files; requests that arrive while it is being built wait for that same build, and the progress call
// reads its count. Across server processes the temporary-file-and-rename makes a double build harmless.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Database, ListingRow } from '../db/schema'
import { MLS_LONG_EDGE, type PhotoSize } from '../domain/photo-size'
import { parseZipFileName, type ZipSize, zipEntryNames, zipFileName } from '../domain/photo-zip'
import { photoFile } from '../media/resize'
import { isFile, type MediaStore } from '../media/store'
import { ZipWriter } from '../media/zip'
import { photoZipUrl } from './urls'

/** Bump when what goes into a zip changes, so zips built before are built again. */
const ZIP_FORMAT = 1

const SIZE: Record<ZipSize, PhotoSize> = {
  web: { kind: 'fit', width: MLS_LONG_EDGE, height: MLS_LONG_EDGE },
  print: { kind: 'original' },
}

export interface ZipPlan {
  readonly setId: string
  readonly file: string
  readonly url: string
  readonly entries: ReadonlyArray<{ name: string; mediaKey: string; size: ZipSize; modified: Date }>
}

export interface ZipProgress {
  readonly done: number
  readonly total: number
  readonly ready: boolean
}

/**
 * What the zip of a listing's visible photos holds now (videos and hidden photos are never in it, nor photos before
 * they are delivered, nor a photo whose file is missing); undefined when that is nothing. The file name hashes the
 * photo list with the files' sizes and times, so any change to the photos makes a new zip.
 */
export async function planPhotoZip(
  db: Kysely<Database>,
  store: MediaStore,
  row: ListingRow,
  sizes: ReadonlyArray<ZipSize>,
): Promise<ZipPlan | undefined> {
  const setId = row.media_set_id
  if (setId === null || !row.photos_delivered) return undefined
  const rows = await db
    .selectFrom('listing_photos')
    .select(['code', 'name', 'media_key'])
    .where('listing_id', '=', row.id)
    .where('hidden', '=', false)
    .where('external_link', 'is', null)
    .orderBy('position')
    .execute()
  const found = await Promise.all(
    rows.map(async (photo) => {
      const info = await stat(store.setFile(setId, photo.media_key)).catch(() => undefined)
      return info?.isFile() ? { ...photo, bytes: info.size, modified: info.mtime } : undefined
    }),
  )
  const photos = found.filter((p) => p !== undefined)
  if (photos.length === 0) return undefined
  const hash = createHash('sha256')
    .update(JSON.stringify([ZIP_FORMAT, photos.map((p) => [p.code, p.name, p.media_key, p.bytes, +p.modified])]))
    .digest('hex')
    .slice(0, 16)
  const fileName = zipFileName(hash, sizes)
  return {
    setId,
    file: store.zipFile(setId, row.id, fileName),
    url: photoZipUrl(row.tour_name, fileName),
    entries: zipEntryNames(photos, sizes).map(({ size, index, name }) => {
      const photo = photos[index] as (typeof photos)[number]
      return { name, size, mediaKey: photo.media_key, modified: photo.modified }
    }),
  }
}

interface Build {
  /** Entries written so far, for the progress call. */
  readonly progress: { done: number }
  readonly promise: Promise<void>
}

/** Builds in flight in this process, by zip file. */
const builds = new Map<string, Build>()

/** Zip builds running in this process now (the metrics' job queue depth). */
export const photoZipBuildsInFlight = () => builds.size

/** Resolves once every zip build running now has ended (graceful shutdown lets them finish). */
export const photoZipBuildsSettled = () => Promise.allSettled([...builds.values()].map((b) => b.promise))

/** Resolves once the zip is on disk: at once when it already is, else with the build in flight or a new one. */
export async function buildPhotoZip(store: MediaStore, plan: ZipPlan): Promise<void> {
  if (await isFile(plan.file)) return
  let build = builds.get(plan.file)
  if (!build) {
    const progress = { done: 0 }
    const promise = writeZip(store, plan, () => {
      progress.done++
    }).finally(() => builds.delete(plan.file))
    build = { progress, promise }
    builds.set(plan.file, build)
  }
  return build.promise
}

export async function photoZipProgress(plan: ZipPlan): Promise<ZipProgress> {
  const total = plan.entries.length
  const build = builds.get(plan.file)
  if (build) return { done: build.progress.done, total, ready: false }
  return (await isFile(plan.file)) ? { done: total, total, ready: true } : { done: 0, total, ready: false }
}

async function writeZip(store: MediaStore, plan: ZipPlan, onEntry: () => void) {
  const dir = path.dirname(plan.file)
  await mkdir(dir, { recursive: true })
  const temporary = `${plan.file}.${process.pid}.${Date.now()}.tmp`
  const zip = await ZipWriter.create(temporary)
  try {
    for (const entry of plan.entries) {
      const file = await photoFile(store, plan.setId, entry.mediaKey, SIZE[entry.size])
      await zip.add(entry.name, await readFile(file), entry.modified)
      onEntry()
    }
    await zip.close()
    // Renamed into place so a download never reads half a zip.
    await rename(temporary, plan.file)
  } catch (error) {
    await zip.abort()
    await rm(temporary, { force: true })
    throw error
  }
  await removeOlderZips(dir, path.basename(plan.file))
}

/** Zips of the same sizes made from an earlier photo list are never asked for again. */
async function removeOlderZips(dir: string, current: string) {
  const sizes = parseZipFileName(current)?.sizes.join()
  for (const name of await readdir(dir)) {
    if (name !== current && parseZipFileName(name)?.sizes.join() === sizes)
      await rm(path.join(dir, name), { force: true })
  }
}
