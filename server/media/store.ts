// Where media live: one store with two implementations (issue 20), the data folder (DATA_DIR/media by default,
// MEDIA_DIR to share a rendered cache: server/media/folder-store.ts) and any S3-compatible object store
// (MEDIA_S3_BUCKET: server/media/s3-store.ts). Both hold the same keys: one prefix per media set (a rendered or
// imported house), shared by every listing that shows it, people's portraits, and a cache of files made on demand
// (resized photos, floor plan documents, photo zips). Keys are built from checked segments only, so a request can
// never name anything outside them.
import { stat } from 'node:fs/promises'

export const SCENE_FILES = [
  'c0.jpg',
  'c1.jpg',
  'c2.jpg',
  'c3.jpg',
  'c4.jpg',
  'c5.jpg',
  'd.jpg',
  't.jpg',
  'adjusted-pano.jpg',
] as const

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/i

/** A path segment taken from a request or a database key; anything with slashes or leading dots is refused. */
export const isSafeSegment = (segment: string) => SAFE_SEGMENT.test(segment) && !segment.includes('..')

/** Whether a regular file exists at that path (local files: the import's folder, map tiles). */
export const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  )

/**
 * Whether an error says the file is not there (a 404, not a failing store): a missing file or a path through one
 * (the folder), or an object that does not exist (S3).
 */
export const isMissingMedia = (error: unknown): boolean => {
  const e = error as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } } | null
  if (typeof e !== 'object' || e === null) return false
  return (
    ['ENOENT', 'ENOTDIR'].includes(e.code ?? '') ||
    ['NotFound', 'NoSuchKey'].includes(e.name ?? '') ||
    e.$metadata?.httpStatusCode === 404
  )
}

/** A download's file name as sent in Content-Disposition: letters, digits, '.', '-' and '_' only. */
export const attachmentName = (filename: string) => filename.replace(/[^\w.-]+/g, '_').slice(0, 120) || 'download'

/** What the store knows of a stored file without reading it. */
export interface StoredFile {
  readonly size: number
  readonly modified: Date
}

export interface MediaStore {
  readonly kind: 'folder' | 's3'
  /** A local folder for work in progress (zips being written, imports and demo houses before they are stored). */
  readonly scratchDir: string
  /** The file's size and time; undefined when there is none. Throws when the store cannot answer. */
  info(key: string): Promise<StoredFile | undefined>
  read(key: string): Promise<Buffer>
  stream(key: string): Promise<ReadableStream<Uint8Array>>
  /** Stores the bytes whole: a reader sees the old file or the new one, never half of one. */
  write(key: string, data: Uint8Array): Promise<void>
  /** Stores a finished local file under the key (moved: the local file is gone afterwards). */
  writeFile(key: string, localFile: string): Promise<void>
  /** Stores a finished local folder under the prefix, file by file (moved, as writeFile). */
  writeFolder(prefix: string, localDir: string): Promise<void>
  /** The keys under a prefix, relative to it ('a.zip', 'pages/1.jpg'). */
  list(prefix: string): Promise<string[]>
  remove(key: string): Promise<void>
  removeFolder(prefix: string): Promise<void>
  /**
   * A short-lived address the browser can download the file from directly, as an attachment with that name, when
   * the store can sign one (S3) and the file is there; undefined when the server must send it itself (the data
   * folder) or there is nothing to send.
   */
  downloadUrl(key: string, filename: string): Promise<string | undefined>
  /** Resolves when the store can be read and written (GET /health/ready). */
  check(): Promise<void>
  close?(): void
}

/** The keys media live under. */
export const mediaKeys = {
  set: (setId: string) => key('sets', setId),
  scene: (setId: string, sceneCode: string, file: string) => key('sets', setId, 'scenes', sceneCode, file),
  /** A key stored in the database, relative to its media set ('photos/03.jpg', 'floorplans/f1-metric.svg'). */
  setFile: (setId: string, file: string) => key('sets', setId, ...file.split('/')),
  /** Portraits: 'agents/maya-ruiz.jpg', 'photographers/ph-1.jpg'. */
  people: (file: string) => key('people', ...file.split('/')),
  /** Files made on demand for a media set (resized photos, per-listing floor plan documents). */
  cache: (setId: string, ...rest: string[]) => key('cache', setId, ...rest),
  resized: (setId: string, stem: string, sizeKey: string) => key('cache', setId, `${stem}-${sizeKey}.jpg`),
  /** A listing's photo zips: per listing (names and visible photos are the listing's), beside its media set. */
  zips: (setId: string, listingId: string) => key('cache', setId, 'zips', listingId),
  zip: (setId: string, listingId: string, name: string) => key('cache', setId, 'zips', listingId, name),
}

function key(...segments: string[]) {
  for (const s of segments) if (!isSafeSegment(s)) throw new Error(`unsafe media path segment: ${JSON.stringify(s)}`)
  return segments.join('/')
}

/** The MIME type a media file is stored and sent with. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.json': 'application/json',
}

export const mediaTypeOf = (key: string) => MEDIA_TYPES[key.slice(key.lastIndexOf('.'))] ?? 'application/octet-stream'
