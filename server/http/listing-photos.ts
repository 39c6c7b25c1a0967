// The photo editor's save (SPEC §2 photo editing admin view, §4 Photo editing, §6 `photos`, §7 POST
// /listing/updatephotos). Rules: docs/server-behaviour.md, Photo editing.
import { Hono } from 'hono'
import { updatePhotos } from '../../src/schemas/api/listing'
import { savePhotoEdits } from '../listings/photos'
import type { AppDeps, AppEnv } from './context'
import { ApiError } from './errors'
import { visibleListing } from './listing-for-caller'
import { MAX_JSON_BODY_BYTES, readJson } from './request-body'

const SIGN_IN = 'Please sign in to manage photos.'
/** The spec's words (SPEC §8) for a caller without the `photos` permission. */
export const NOT_OWNER = 'Your account does not own this listing.'
export const PHOTO_LIST_CHANGED = 'The photo list has changed. Reload the page and try again.'

export function listingPhotoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/listing/updatephotos', async (c) => {
    if (!c.get('user')) throw new ApiError(401, { statusError: SIGN_IN, message: SIGN_IN })
    const request = await readJson(c, updatePhotos.request, MAX_JSON_BODY_BYTES)
    // The same 404 as /listing/get for a listing the caller may not see (unknown, offline, not yet unlocked).
    const { row, permissions } = await visibleListing(c, deps, request.tourName)
    if (!permissions.includes('photos')) throw new ApiError(403, { statusError: NOT_OWNER, message: NOT_OWNER })
    const photos = await savePhotoEdits(deps.db.kysely, row, request.photos)
    if (!photos) {
      throw new ApiError(400, { message: PHOTO_LIST_CHANGED, fieldErrors: { photos: PHOTO_LIST_CHANGED } })
    }
    return c.json({ photos })
  })
}
