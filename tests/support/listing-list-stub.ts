// A listing-list chart whose every load answers an empty page: for view tests that render list pages but are
// about something else (navigation, the account dialog).
import { fromPromise } from 'xstate'
import { analyticsMachine } from '../../src/machines/analytics/analytics.machine'
import { listingListMachine } from '../../src/machines/listing-list/listing-list.machine'
import { listingViewerMachine } from '../../src/machines/listing-viewer/listing-viewer.machine'
import { shareModalMachine } from '../../src/machines/share-modal/share-modal.machine'
import { updateNoticeMachine } from '../../src/machines/update-notice/update-notice.machine'
import { zipDownloadMachine } from '../../src/machines/zip-download/zip-download.machine'
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

/** Every chart a route can start, for view tests about something else; the viewer's effects are left unprovided. */
export const stubMachines = {
  listingList: emptyListingList,
  listingViewer: listingViewerMachine,
  shareModal: shareModalMachine,
  zipDownload: zipDownloadMachine,
  updateNotice: updateNoticeMachine,
  analytics: analyticsMachine,
}
