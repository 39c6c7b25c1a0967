// The photo zip (SPEC §7 POST /listing/zip/{tourName}?sizes=; issue 6: built on the server with progress shown while
// it is prepared). A zip is built once per listing, photo list and sizes and kept in the media store beside the media
// set's other cached files (written to a local file first, then stored whole); requests that arrive while it is being built wait for that same build, and the progress call
// reads its count. Across server processes the build is claimed in the database (server/listings/photo-zip-claims.ts):
// one process builds, the others wait for its file and read its progress from the claim.
import { createHash } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import type { Database, ListingRow } from '../db/schema'
import { MLS_LONG_EDGE, type PhotoSize } from '../domain/photo-size'
import { parseZipFileName, type ZipSize, zipEntryNames, zipFileName } from '../domain/photo-zip'
import { photoKey } from '../media/resize'
import { type MediaStore, mediaKeys } from '../media/store'
import { ZipWriter } from '../media/zip'
import { claimZipBuild, releaseZipBuild, reportZipProgress, THIS_PROCESS, zipBuildProgress } from './photo-zip-claims'
import { photoZipUrl } from './urls'

/** Bump when what goes into a zip changes, so zips built before are built again. */
const ZIP_FORMAT = 1

const SIZE: Record<ZipSize, PhotoSize> = {
  web: { kind: 'fit', width: MLS_LONG_EDGE, height: MLS_LONG_EDGE },
  print: { kind: 'original' },
}

export interface ZipPlan {
  /** The same in every process: the listing and the zip's file name. */
  readonly key: string
  readonly setId: string
  readonly listingId: string
  /** The zip's file name, and its key in the media store. */
  readonly fileName: string
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
      const info = await store.info(mediaKeys.setFile(setId, photo.media_key)).catch(() => undefined)
      return info ? { ...photo, bytes: info.size, modified: info.modified } : undefined
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
    key: `${row.id}/${fileName}`,
    setId,
    listingId: row.id,
    fileName,
    file: mediaKeys.zip(setId, row.id, fileName),
    url: photoZipUrl(row.tour_name, fileName),
    entries: zipEntryNames(photos, sizes).map(({ size, index, name }) => {
      const photo = photos[index] as (typeof photos)[number]
      return { name, size, mediaKey: photo.media_key, modified: photo.modified }
    }),
  }
}

interface Build {
  /** Entries written so far; `waiting` while another process has the build. */
  readonly progress: { done: number; waiting: boolean }
  readonly promise: Promise<void>
}

/** Builds this process runs or waits for, by zip file. */
const builds = new Map<string, Build>()

/** How often a process waiting for another's build looks whether it has ended. */
const WAIT_POLL_MS = 250
/** How often a build that is still on one entry says it is alive. */
const HEARTBEAT_MS = 10_000

/** Zips this process is waiting for, which another process is building. */
export const zipBuildsWaitedFor = () => [...builds.values()].filter((b) => b.progress.waiting).length

/** Resolves once every zip build running now has ended (graceful shutdown lets them finish). */
export const photoZipBuildsSettled = () => Promise.allSettled([...builds.values()].map((b) => b.promise))

/**
 * Resolves once the zip is in the store: at once when it already is, else with the build in flight here, or once the
 * process that claimed it has written it, or with a new build (also when that process died and its claim went stale).
 */
export async function buildPhotoZip(db: Kysely<Database>, store: MediaStore, plan: ZipPlan): Promise<void> {
  if (await store.info(plan.file)) return
  let build = builds.get(plan.file)
  if (!build) {
    const progress = { done: 0, waiting: false }
    const promise = buildOrWait(db, store, plan, progress).finally(() => builds.delete(plan.file))
    build = { progress, promise }
    builds.set(plan.file, build)
  }
  return build.promise
}

async function buildOrWait(db: Kysely<Database>, store: MediaStore, plan: ZipPlan, progress: Build['progress']) {
  for (;;) {
    if (await store.info(plan.file)) return
    if (await claimZipBuild(db, plan.key, plan.entries.length, THIS_PROCESS)) break
    progress.waiting = true
    await sleep(WAIT_POLL_MS)
  }
  progress.waiting = false
  // The process before may have finished between the look and the claim.
  if (await store.info(plan.file)) return releaseZipBuild(db, plan.key, THIS_PROCESS)
  const heartbeat = setInterval(() => {
    reportZipProgress(db, plan.key, THIS_PROCESS, progress.done).catch(() => {})
  }, HEARTBEAT_MS)
  try {
    await writeZip(store, plan, async () => {
      progress.done++
      await reportZipProgress(db, plan.key, THIS_PROCESS, progress.done)
    })
  } finally {
    clearInterval(heartbeat)
    await releaseZipBuild(db, plan.key, THIS_PROCESS)
  }
}

export async function photoZipProgress(db: Kysely<Database>, store: MediaStore, plan: ZipPlan): Promise<ZipProgress> {
  const total = plan.entries.length
  if (await store.info(plan.file)) return { done: total, total, ready: true }
  const elsewhere = await zipBuildProgress(db, plan.key)
  return { done: elsewhere?.done ?? 0, total, ready: false }
}

async function writeZip(store: MediaStore, plan: ZipPlan, onEntry: () => Promise<void>) {
  const dir = path.join(store.scratchDir, 'zips')
  await mkdir(dir, { recursive: true })
  const temporary = path.join(dir, `${plan.fileName}.${process.pid}.${Date.now()}.tmp`)
  const zip = await ZipWriter.create(temporary)
  try {
    for (const entry of plan.entries) {
      const key = await photoKey(store, plan.setId, entry.mediaKey, SIZE[entry.size])
      await zip.add(entry.name, await store.read(key), entry.modified)
      await onEntry()
    }
    await zip.close()
    // Stored whole once finished, so a download never reads half a zip.
    await store.writeFile(plan.file, temporary)
  } catch (error) {
    await zip.abort()
    await rm(temporary, { force: true })
    throw error
  }
  await removeOlderZips(store, mediaKeys.zips(plan.setId, plan.listingId), plan.fileName)
}

/** Zips of the same sizes made from an earlier photo list are never asked for again. */
async function removeOlderZips(store: MediaStore, prefix: string, current: string) {
  const sizes = parseZipFileName(current)?.sizes.join()
  for (const name of await store.list(prefix)) {
    if (name !== current && parseZipFileName(name)?.sizes.join() === sizes) await store.remove(`${prefix}/${name}`)
  }
}
