// Media (SPEC §7 Images and maps, issue 4): a listing's scene images, photos (resized on demand, cached on disk) and
// floor plans, under /media/{tourName}/…, and people's portraits under /media/people/…. A listing that is offline
// or passcode-protected serves nothing to anyone who may not see it: the answer is the same 404 as for a listing
// that does not exist, so its existence leaks nothing either.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { type Context, Hono } from 'hono'
import { hasListingAccess } from '../auth/listing-access'
import { findListingForMedia, findListingPhoto, type MediaListing } from '../db/repos/media'
import { listingVisibility } from '../domain/listing-visibility'
import { listingPermissions } from '../domain/permissions'
import { parsePhotoSize } from '../domain/photo-size'
import { parseZipFileName, zipDownloadName } from '../domain/photo-zip'
import { floorPlanDocument, parseDocumentName } from '../media/floorplan-documents'
import { photoFile } from '../media/resize'
import { isSafeSegment, MediaStore, SCENE_FILES } from '../media/store'
import type { AppDeps, AppEnv } from './context'

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
}

export function mediaRoutes(deps: AppDeps) {
  const store = new MediaStore(deps.config.mediaDir)
  const app = new Hono<AppEnv>()

  /** The listing, when the request may see its media; undefined answers 404. */
  const allowed = async (c: Context<AppEnv>, tourName: string): Promise<MediaListing | undefined> => {
    if (!isSafeSegment(tourName)) return undefined
    const listing = await findListingForMedia(deps.db.kysely, tourName.toLowerCase())
    if (!listing?.mediaSetId) return undefined
    const visibility = listingVisibility(listing, {
      permissions: listingPermissions(c.get('user'), { ownerUserId: listing.ownerUserId }),
      hasAccessCookie: listing.protected && hasListingAccess(c, deps.config, listing.tourName),
    })
    return visibility === 'visible' ? listing : undefined
  }

  app.get('/people/:kind/:file', (c) => {
    const { kind, file } = c.req.param()
    if (!['agents', 'photographers'].includes(kind) || !isSafeSegment(file)) return c.notFound()
    return sendFile(c, store.peopleFile(`${kind}/${file}`), 'public')
  })

  app.get('/:tourName/scenes/:code/:file', async (c) => {
    const { tourName, code, file } = c.req.param()
    const listing = await allowed(c, tourName)
    if (!listing?.mediaSetId || !isSafeSegment(code) || !(SCENE_FILES as ReadonlyArray<string>).includes(file)) {
      return c.notFound()
    }
    return sendFile(c, store.sceneFile(listing.mediaSetId, code, file), visibility(listing))
  })

  app.get('/:tourName/photos/:file', async (c) => {
    const { tourName, file } = c.req.param()
    const listing = await allowed(c, tourName)
    const code = file.replace(/\.jpg$/, '')
    if (!listing?.mediaSetId || !isSafeSegment(code) || !file.endsWith('.jpg')) return c.notFound()
    const photo = await findListingPhoto(deps.db.kysely, listing.id, code)
    if (!photo) return c.notFound()
    const size = parsePhotoSize(c.req.query('size'))
    if (!size) return c.json({ message: "size must be 'WxH', 'Wx*', 'mls' or 'full'." }, 400)
    let sized: string
    try {
      sized = await photoFile(store, listing.mediaSetId, photo.mediaKey, size)
    } catch {
      return c.notFound()
    }
    return sendFile(c, sized, visibility(listing))
  })

  // Photo zips built by POST /listing/zip/{tourName} (server/listings/photo-zips.ts), under the same access rule.
  app.get('/:tourName/zips/:file', async (c) => {
    const { tourName, file } = c.req.param()
    const listing = await allowed(c, tourName)
    const zip = parseZipFileName(file)
    if (!listing?.mediaSetId || !zip) return c.notFound()
    const disposition = { filename: zipDownloadName(listing.tourName, zip.sizes) }
    return sendFile(c, store.zipFile(listing.mediaSetId, listing.id, file), visibility(listing), disposition)
  })

  app.get('/:tourName/floorplans/:file{.+}', async (c) => {
    const { tourName, file } = c.req.param()
    const listing = await allowed(c, tourName)
    const parts = file.split('/')
    if (!listing?.mediaSetId || parts.length > 2 || !parts.every(isSafeSegment)) return c.notFound()
    // Pages and PDFs of a generated house carry the listing's address: made for this listing on first request.
    if (parseDocumentName(file) && listing.setSeed !== null) {
      const made = await floorPlanDocument(
        {
          cacheDir: store.cacheDir(listing.mediaSetId),
          setSeed: listing.setSeed,
          tourName: listing.tourName,
          address: listing.address,
          brandName: deps.config.brandName,
        },
        file,
      )
      return made ? sendFile(c, made, visibility(listing)) : c.notFound()
    }
    return sendFile(c, store.setFile(listing.mediaSetId, `floorplans/${file}`), visibility(listing))
  })

  app.all('*', (c) => c.notFound())
  return app
}

const visibility = (listing: MediaListing) => (listing.offline || listing.protected ? 'private' : 'public')

/**
 * Sends a file with validators and caching: versioned URLs (?v=) never change, so they are cached for a year;
 * others for an hour. Private media stay out of shared caches. `filename` (the query's, or the caller's) turns it into a download.
 */
async function sendFile(
  c: Context,
  file: string,
  scope: 'public' | 'private',
  download: { filename?: string } = { filename: c.req.query('filename') },
) {
  let info: Awaited<ReturnType<typeof stat>>
  try {
    info = await stat(file)
    if (!info.isFile()) return c.notFound()
  } catch {
    return c.notFound()
  }
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`
  const versioned = c.req.query('v') !== undefined
  c.header('ETag', etag)
  c.header('Last-Modified', info.mtime.toUTCString())
  c.header('Cache-Control', `${scope}, max-age=${versioned ? '31536000, immutable' : '3600'}`)
  c.header('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream')
  c.header('X-Content-Type-Options', 'nosniff')
  // An SVG opened on its own is a document of our origin: nothing in it may run or load.
  if (file.endsWith('.svg'))
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
  const { filename } = download
  if (filename) {
    const safe = filename.replace(/[^\w.-]+/g, '_').slice(0, 120) || 'download'
    c.header('Content-Disposition', `attachment; filename="${safe}"`)
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  c.header('Content-Length', String(info.size))
  if (c.req.method === 'HEAD') return c.body(null, 200)
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200)
}
