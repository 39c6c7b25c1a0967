// A listing-list chart whose every load answers an empty page: for view tests that render list pages but are
// about something else (navigation, the account dialog).
import { fromPromise } from 'xstate'
import { listingListMachine } from '../../src/machines/listing-list/listing-list.machine'
import type { ListingPage, SearchTerms } from '../../src/schemas/api/listing'

export const emptyListingList = listingListMachine.provide({
  actors: {
    loadListings: fromPromise<ListingPage, { scope: 'explore' | 'my'; terms: SearchTerms }>(async () => ({
      listings: [],
      totalCount: 0,
      pageNumber: 1,
      pageSize: 60,
    })),
  },
})

/** Every chart the router context carries, for view tests about something else. */
export const stubMachines = { listingList: emptyListingList }
