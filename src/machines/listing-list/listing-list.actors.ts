// Real effects of the listing-list chart: its programs, which the composition root imports on first use, and the same
// bound at once for tests.
import type { SearchTerms } from '../../schemas/api/listing'
import { exploreListings, myListings } from '../../schemas/api/listing'
import { callApi } from '../../services/HttpClient'
import { PageData } from '../../services/PageData'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { bindEffects } from '../shared/fromEffect'
import type { ListingScope } from './listing-list.machine'

export const listingListPrograms = {
  loadListings: ({ scope, terms }: { scope: ListingScope; terms: SearchTerms }) =>
    callApi(scope === 'explore' ? exploreListings : myListings, terms).pipe(withRetries(2)),
}

/** Fetches a listing's page data ahead of a likely visit (a card pointed at). */
export const prefetchListing = (tourName: string) => PageData.use((pageData) => pageData.prefetchListing(tourName))

export const listingListActors = (runtime: AppRuntime) => bindEffects(runtime, listingListPrograms)

export const listingListActions = (runtime: AppRuntime) => ({
  prefetchListing: (_: unknown, { tourName }: { tourName: string }) => {
    runtime.runFork(prefetchListing(tourName))
  },
})
