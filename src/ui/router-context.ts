// What every route can reach: the app chart and whether the page is embedded in another site.

import type { analyticsMachine } from '../machines/analytics/analytics.machine'
import type { AppActorRef } from '../machines/app/app.machine'
import type { listingListMachine } from '../machines/listing-list/listing-list.machine'
import type { listingViewerMachine } from '../machines/listing-viewer/listing-viewer.machine'
import type { shareModalMachine } from '../machines/share-modal/share-modal.machine'
import type { updateNoticeMachine } from '../machines/update-notice/update-notice.machine'
import type { zipDownloadMachine } from '../machines/zip-download/zip-download.machine'

/** Charts with their real effects provided (main.tsx), for routes to start. Tests and prerender give their own. */
export interface Machines {
  readonly listingList: typeof listingListMachine
  readonly listingViewer: typeof listingViewerMachine
  readonly shareModal: typeof shareModalMachine
  readonly zipDownload: typeof zipDownloadMachine
  readonly updateNotice: typeof updateNoticeMachine
  readonly analytics: typeof analyticsMachine
}

export interface RouterContext {
  readonly app: AppActorRef
  readonly machines: Machines
  /** The page runs inside another site's iframe (SPEC §6 embedded mode). */
  readonly embedded: boolean
  /** The path the server answered with its 404 page, which the app then shows as not found too. */
  readonly notFoundPath?: string
}

/** Name of the <meta> the prerendered 404 page carries (scripts/prerender.ts). */
export const NOT_FOUND_MARKER = 'showhome:status'

/** True inside an iframe; a cross-origin parent throws on access, which also means embedded. */
export function isEmbedded(win: Window): boolean {
  try {
    return win.self !== win.top
  } catch {
    return true
  }
}
