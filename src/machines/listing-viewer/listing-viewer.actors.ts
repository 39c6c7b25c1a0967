// Real effects of the listing-viewer chart, bound to the app's runtime at the composition root.
import { getListing } from '../../schemas/api/listing'
import { callApi } from '../../services/HttpClient'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'
import type { LoadListingInput } from './listing-viewer.machine'

/** SPEC §8: the page loader retries 3 times (4 tries) before it falls back to the 500 page. */
export const LISTING_LOAD_TRIES = 4

export const listingViewerActors = (runtime: AppRuntime) => ({
  loadListing: fromEffect(runtime, (input: LoadListingInput) =>
    callApi(getListing, input).pipe(withRetries(LISTING_LOAD_TRIES)),
  ),
})
