// Media (SPEC §7 Images and maps, issue 4): a listing's scene images, photos (resized on demand, cached on disk) and
// floor plans, under /media/{tourName}/…, and people's portraits under /media/people/…. The rules are the data
// calls' own (docs/server-behaviour.md, Media): the listing is found as for /listing/get (offline or passcode-
// protected ones serve nothing to anyone who may not see them: the same 404 as for a listing that does not exist),
// and a file is served only when some data call would hand this caller its URL (server/domain/listing-visibility.ts
// mediaAccess): no hidden photo without `gallery`, no hidden scene without `global`, nothing undelivered to anyone
// who does not see undelivered media.
import { type Context, Hono } from 'hono'
import { findListingPhoto, isHiddenScene, mediaSetSeed } from '../db/repos/media'
import type { ListingRow } from '../db/schema'
import type { MediaAccess } from '../domain/listing-visibility'
import { parsePhotoSize } from '../domain/photo-size'
import { parseZipFileName, zipDownloadName } from '../domain/photo-zip'
import { mediaAccessOf } from '../listings/listing'
import { GenerationCache } from '../listings/lookup-cache'
import { floorPlanDocument, parseDocumentName } from '../media/floorplan-documents'
import { photoKey } from '../media/resize'
import { SmallFiles } from '../media/small-files'
import {
  attachmentName,
  isMissingMedia,
  isSafeSegment,
  type MediaStore,
  mediaKeys,
  mediaTypeOf,
  SCENE_FILES,
} from '../media/store'
import { mediaStoreOf } from '../media/store-from-config'
import type { AppDeps, AppEnv } from './context'
import { listingForCaller } from './listing-for-caller'

/** A listing the caller may see, with its media set, and what of its media they may fetch. */
interface MediaListing {
  readonly row: ListingRow
  readonly setId: string
  readonly access: MediaAccess
  /** What a visitor without permissions may fetch, when the listing is open to everyone; undefined otherwise. */
  readonly everyone: MediaAccess | undefined
}

/** Whether one file may be fetched with the given access. */
type Item = (access: MediaAccess) => boolean

export function mediaRoutes(deps: AppDeps) {
  const store = mediaStoreOf(deps)
  // Small files sent from memory (server/media/small-files.ts).
  const smallFiles = new SmallFiles()
  const app = new Hono<AppEnv>()
  // Concurrent requests for one listing's media share their queries (server/listings/lookup-cache.ts).
  const photoLookups = new GenerationCache<Awaited<ReturnType<typeof findListingPhoto>>>(deps.db)
  /** A file that could not be read for another reason than its absence is a store failure (the metrics count it). */
  const readFailed = (error: unknown) => {
    if (!isMissingMedia(error)) deps.metrics?.mediaStoreError('read')
  }
  const send = (c: Context, key: string, scope: 'public' | 'private', download?: { filename?: string }) =>
    sendFile(c, { store, smallFiles, readFailed }, key, scope, download ?? { filename: c.req.query('filename') })

  /** The listing, when the request may see its media; undefined answers 404. */
  const allowed = async (c: Context<AppEnv>, tourName: string): Promise<MediaListing | undefined> => {
    if (!isSafeSegment(tourName)) return undefined
    const found = await listingForCaller(c, deps, tourName)
    if (found?.visibility !== 'visible' || found.row.media_set_id === null) return undefined
    const { row, permissions } = found
    const open = !row.is_offline && row.passcode_hash === null
    return {
      row,
      setId: row.media_set_id as string,
      access: mediaAccessOf(row, permissions),
      everyone: open ? mediaAccessOf(row, []) : undefined,
    }
  }

  /**
   * Private unless anyone at all would be served the same file: a hidden photo sent to its owner must never sit in
   * a shared cache that hands it to the next visitor.
   */
  const scopeOf = (listing: MediaListing, item: Item) =>
    listing.everyone && item(listing.everyone) ? 'public' : 'private'

  app.get('/people/:kind/:file', (c) => {
    const { kind, file } = c.req.param()
    if (!['agents', 'photographers'].includes(kind) || !isSafeSegment(file)) return c.notFound()
    return send(c, mediaKeys.people(`${kind}/${file}`), 'public')
  })

  app.get('/:tourName/scenes/:code/:file', async (c) => {
    const { tourName, code, file } = c.req.param()
    const listing = await allowed(c, tourName)
    if (!listing || !isSafeSegment(code) || !(SCENE_FILES as ReadonlyArray<string>).includes(file)) {
      return c.notFound()
    }
    if (!listing.access.tour) return c.notFound()
    const hidden = await isHiddenScene(deps.db.kysely, listing.setId, code)
    const item: Item = (a) => a.tour && (!hidden || a.hiddenScenes)
    if (!item(listing.access)) return c.notFound()
    return send(c, mediaKeys.scene(listing.setId, code, file), scopeOf(listing, item))
  })

  app.get('/:tourName/photos/:file', async (c) => {
    const { tourName, file } = c.req.param()
    const listing = await allowed(c, tourName)
    const code = file.replace(/\.jpg$/, '')
    if (!listing?.access.photos || !isSafeSegment(code) || !file.endsWith('.jpg')) return c.notFound()
    const photo = await photoLookups.get(`${listing.row.id}/${code}`, () =>
      findListingPhoto(deps.db.kysely, listing.row.id, code),
    )
    const item: Item = (a) => a.photos && (!photo?.hidden || a.hiddenPhotos)
    if (!photo || !item(listing.access)) return c.notFound()
    const size = parsePhotoSize(c.req.query('size'))
    if (!size) return c.json({ message: "size must be 'WxH', 'Wx*', 'mls' or 'full'." }, 400)
    let sized: string
    try {
      sized = await photoKey(store, listing.setId, photo.mediaKey, size)
    } catch (error) {
      readFailed(error)
      return c.notFound()
    }
    return send(c, sized, scopeOf(listing, item))
  })

  // Photo zips built by POST /listing/zip/{tourName} (server/listings/photo-zips.ts): the listing's visible photos,
  // so they follow the photos' rule.
  app.get('/:tourName/zips/:file', async (c) => {
    const { tourName, file } = c.req.param()
    const listing = await allowed(c, tourName)
    const zip = parseZipFileName(file)
    const item: Item = (a) => a.photos
    if (!listing || !zip || !item(listing.access)) return c.notFound()
    const filename = zipDownloadName(listing.row.tour_name, zip.sizes)
    const key = mediaKeys.zip(listing.setId, listing.row.id, file)
    // A large download comes straight from the store when it can sign an address for it (S3), once the rules above
    // have let this caller have it; the address works for minutes only.
    const signed = await store.downloadUrl(key, filename).catch(() => undefined)
    if (signed) {
      c.header('Cache-Control', 'private, no-store')
      return c.redirect(signed, 302)
    }
    return send(c, key, scopeOf(listing, item), { filename })
  })

  app.get('/:tourName/floorplans/:file{.+}', async (c) => {
    const { tourName, file } = c.req.param()
    const listing = await allowed(c, tourName)
    const parts = file.split('/')
    const item: Item = (a) => a.floorplan
    if (!listing || parts.length > 2 || !parts.every(isSafeSegment) || !item(listing.access)) return c.notFound()
    const scope = scopeOf(listing, item)
    // Pages and PDFs of a generated house carry the listing's address: made for this listing on first request.
    const seed = parseDocumentName(file) ? await mediaSetSeed(deps.db.kysely, listing.setId) : null
    if (seed !== null) {
      const { row } = listing
      const made = await floorPlanDocument(
        {
          store,
          setId: listing.setId,
          setSeed: seed,
          tourName: row.tour_name,
          address: oneLineAddress(row),
          brandName: deps.config.brandName,
        },
        file,
      )
      return made ? send(c, made, scope) : c.notFound()
    }
    return send(c, mediaKeys.setFile(listing.setId, `floorplans/${file}`), scope)
  })

  app.all('*', (c) => c.notFound())
  return app
}

/** One line, as printed on floor plan pages. */
const oneLineAddress = (row: ListingRow) =>
  [[row.street, row.unit].filter(Boolean).join(' '), row.city, `${row.region} ${row.postal_code}`.trim()]
    .filter(Boolean)
    .join(', ')

interface Sending {
  readonly store: MediaStore
  readonly smallFiles: SmallFiles
  readonly readFailed: (error: unknown) => void
}

/**
 * Sends a stored file with validators and caching: versioned URLs (?v=) never change, so they are cached for a year;
 * others for an hour. Private media stay out of shared caches. `filename` (the query's, or the caller's) turns it
 * into a download.
 */
async function sendFile(
  c: Context,
  { store, smallFiles, readFailed }: Sending,
  key: string,
  scope: 'public' | 'private',
  download: { filename?: string },
) {
  let info: Awaited<ReturnType<MediaStore['info']>>
  try {
    info = await store.info(key)
    if (!info) return c.notFound()
  } catch (error) {
    readFailed(error)
    return c.notFound()
  }
  const modifiedMs = +info.modified
  const etag = `"${info.size.toString(36)}-${Math.floor(modifiedMs).toString(36)}"`
  const versioned = c.req.query('v') !== undefined
  c.header('ETag', etag)
  c.header('Last-Modified', info.modified.toUTCString())
  c.header('Cache-Control', `${scope}, max-age=${versioned ? '31536000, immutable' : '3600'}`)
  c.header('Content-Type', mediaTypeOf(key))
  c.header('X-Content-Type-Options', 'nosniff')
  // An SVG opened on its own is a document of our origin: nothing in it may run or load.
  if (key.endsWith('.svg'))
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
  const { filename } = download
  if (filename) {
    c.header('Content-Disposition', `attachment; filename="${attachmentName(filename)}"`)
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  c.header('Content-Length', String(info.size))
  if (c.req.method === 'HEAD') return c.body(null, 200)
  try {
    const bytes = await smallFiles.read(key, info, (k) => store.read(k))
    if (bytes) return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), 200)
    return c.body(await store.stream(key), 200)
  } catch (error) {
    // Gone between the look and the read (a newer zip replaced it), or the store failed.
    readFailed(error)
    c.header('Content-Length', undefined)
    return c.notFound()
  }
}
