// Real effects of the listing-viewer chart, bound to the app's runtime at the composition root.
import { Effect } from 'effect'
import { getListing } from '../../schemas/api/listing'
import { callApi } from '../../services/HttpClient'
import { PageData } from '../../services/PageData'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'
import type { LoadListingInput } from './listing-viewer.machine'

/** SPEC §8: the page loader retries 3 times (4 tries) before it falls back to the 500 page. */
export const LISTING_LOAD_TRIES = 4

/**
 * The listing as the page's HTML or a prefetch carried it (SPEC §7 page data), else from the listing call. Only a
 * plain first look can use page data: a passcode or the debug view ask the server for more.
 */
export const loadListing = (input: LoadListingInput) =>
  Effect.gen(function* () {
    if (input.passcode === undefined && !input.debugMode) {
      const carried = yield* PageData.use((pageData) => pageData.takeListing(input.tourName))
      if (carried) return carried
    }
    return yield* callApi(getListing, input).pipe(withRetries(LISTING_LOAD_TRIES))
  })

export const listingViewerActors = (runtime: AppRuntime) => ({
  loadListing: fromEffect(runtime, loadListing),
})
