// Real effects of the listing-list chart, bound to the app's runtime at the composition root.
import type { SearchTerms } from '../../schemas/api/listing'
import { exploreListings, myListings } from '../../schemas/api/listing'
import { callApi } from '../../services/HttpClient'
import { PageData } from '../../services/PageData'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'
import type { ListingScope } from './listing-list.machine'

export const listingListActors = (runtime: AppRuntime) => ({
  loadListings: fromEffect(runtime, ({ scope, terms }: { scope: ListingScope; terms: SearchTerms }) =>
    callApi(scope === 'explore' ? exploreListings : myListings, terms).pipe(withRetries(2)),
  ),
})

export const listingListActions = (runtime: AppRuntime) => ({
  prefetchListing: (_: unknown, { tourName }: { tourName: string }) => {
    runtime.runFork(PageData.use((pageData) => pageData.prefetchListing(tourName)))
  },
})
