// POST /listing/zip/{tourName}?sizes= (SPEC §7) and GET /listing/zip-progress/{tourName}?sizes= (ours, for the
// progress bar): the zip of a listing's photos in web and/or print size, for whoever may see the listing.
import { type Context, Hono } from 'hono'
import { NoFields } from '../../src/schemas/api/call'
import { zipPhotos, zipProgress } from '../../src/schemas/api/listing'
import { zipSizes } from '../domain/photo-zip'
import { buildPhotoZip, photoZipProgress, planPhotoZip } from '../listings/photo-zips'
import { mediaStoreOf } from '../media/store-from-config'
import type { AppDeps, AppEnv } from './context'
import { invalidFields, notFound } from './errors'
import { visibleListing } from './listing-for-caller'
import { decodeFields, readJson } from './request-body'

export function photoZipRoutes(deps: AppDeps) {
  const store = mediaStoreOf(deps)

  /** The zip the request names, planned for the listing's photos as they are now; throws 400 or 404. */
  const plan = async (c: Context<AppEnv>, schema: typeof zipPhotos.request | typeof zipProgress.request) => {
    const request = decodeFields(schema, { tourName: c.req.param('tourName'), sizes: c.req.query('sizes') })
    const sizes = zipSizes(request.sizes)
    if (!sizes) throw invalidFields({ sizes: "The photo zip comes in 'web' and 'print' sizes." })
    const { row } = await visibleListing(c, deps, request.tourName)
    const zip = await planPhotoZip(deps.db.kysely, store, row, sizes)
    if (!zip) throw notFound('This listing has no photos to download yet.')
    return zip
  }

  return new Hono<AppEnv>()
    .post('/listing/zip/:tourName', async (c) => {
      await readJson(c, NoFields)
      const zip = await plan(c, zipPhotos.request)
      await buildPhotoZip(deps.db.kysely, store, zip).catch((error: unknown) => {
        // Reading the photos or storing the zip failed: the store's failure, counted (the caller gets a 500).
        deps.metrics?.mediaStoreError('write')
        throw error
      })
      return c.json({ url: zip.url })
    })
    .get('/listing/zip-progress/:tourName', async (c) => {
      const zip = await plan(c, zipProgress.request)
      c.header('Cache-Control', 'no-store')
      return c.json(await photoZipProgress(deps.db.kysely, store, zip))
    })
}
