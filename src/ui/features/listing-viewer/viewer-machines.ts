// The listing viewer's charts with their real effects. They are bound here, in the viewer's own chunk, rather than
// at the composition root, so pages that never show a listing do not download them (docs/benchmarks.md). The root
// hands over the runtime; tests hand over charts with stub effects instead.

import { useRouteContext } from '@tanstack/react-router'
import { fromPromise } from 'xstate'
import { analyticsActors } from '../../../machines/analytics/analytics.actors'
import { analyticsMachine } from '../../../machines/analytics/analytics.machine'
import { copyTextMachine } from '../../../machines/copy-text/copy-text.machine'
import { hintQueueActors } from '../../../machines/hint-queue/hint-queue.actors'
import { hintQueueMachine } from '../../../machines/hint-queue/hint-queue.machine'
import { listingViewerActors } from '../../../machines/listing-viewer/listing-viewer.actors'
import { listingViewerMachine } from '../../../machines/listing-viewer/listing-viewer.machine'
import { photoEditorActors } from '../../../machines/photo-editor/photo-editor.actors'
import { photoEditorMachine } from '../../../machines/photo-editor/photo-editor.machine'
import { copyToClipboard, shareModalActors } from '../../../machines/share-modal/share-modal.actors'
import { shareModalMachine } from '../../../machines/share-modal/share-modal.machine'
import { tourAutoplayMachine } from '../../../machines/tour-autoplay/tour-autoplay.machine'
import { type TourEngineCode, tourEngineCode, tourViewerActors } from '../../../machines/tour-viewer/tour-viewer.actors'
import { tourViewerMachine } from '../../../machines/tour-viewer/tour-viewer.machine'
import { updateNoticeActors } from '../../../machines/update-notice/update-notice.actors'
import { updateNoticeMachine } from '../../../machines/update-notice/update-notice.machine'
import { zipDownloadActors } from '../../../machines/zip-download/zip-download.actors'
import { zipDownloadMachine } from '../../../machines/zip-download/zip-download.machine'
import type { PasscodeRequired } from '../../../schemas/api/listing'
import type { Listing } from '../../../schemas/Listing'
import { PageData } from '../../../services/PageData'
import type { AppRuntime } from '../../../services/runtime'
import { useAppRuntime } from '../../use-app-runtime'

export interface ViewerMachines {
  readonly listingViewer: typeof listingViewerMachine
  readonly shareModal: typeof shareModalMachine
  readonly zipDownload: typeof zipDownloadMachine
  readonly updateNotice: typeof updateNoticeMachine
  readonly analytics: typeof analyticsMachine
  readonly photoEditor: typeof photoEditorMachine
  readonly tourViewer: typeof tourViewerMachine
  /** The three.js engine's code, which the tour viewer's actor loads. */
  readonly tourEngineCode: TourEngineCode
  readonly copyText: typeof copyTextMachine
  readonly tourAutoplay: typeof tourAutoplayMachine
  readonly hintQueue: typeof hintQueueMachine
  /** What the page's HTML carried for this listing (its page data), taken once: the viewer chart starts from it. */
  readonly takeCarriedListing: (tourName: string) => Listing | PasscodeRequired | undefined
}

/** The charts as defined: every effect fails loudly until provided (what a page without a runtime gets). */
export const unprovidedViewerMachines: ViewerMachines = {
  listingViewer: listingViewerMachine,
  shareModal: shareModalMachine,
  zipDownload: zipDownloadMachine,
  updateNotice: updateNoticeMachine,
  analytics: analyticsMachine,
  photoEditor: photoEditorMachine,
  tourViewer: tourViewerMachine,
  tourEngineCode,
  copyText: copyTextMachine,
  tourAutoplay: tourAutoplayMachine,
  hintQueue: hintQueueMachine,
  takeCarriedListing: () => undefined,
}

export const liveViewerMachines = (runtime: AppRuntime): ViewerMachines => ({
  listingViewer: listingViewerMachine.provide({ actors: listingViewerActors(runtime) }),
  shareModal: shareModalMachine.provide({ actors: shareModalActors() }),
  zipDownload: zipDownloadMachine.provide({ actors: zipDownloadActors(runtime) }),
  updateNotice: updateNoticeMachine.provide({ actors: updateNoticeActors(runtime) }),
  analytics: analyticsMachine.provide({ actors: analyticsActors(runtime) }),
  photoEditor: photoEditorMachine.provide({ actors: photoEditorActors(runtime) }),
  tourViewer: tourViewerMachine.provide({ actors: tourViewerActors(runtime) }),
  tourEngineCode,
  copyText: copyTextMachine.provide({
    actors: { copyText: fromPromise(({ input }) => copyToClipboard(input.text, { document, navigator })) },
  }),
  // The guided tour has no effects of its own: it emits moves and turns the view follows.
  tourAutoplay: tourAutoplayMachine,
  hintQueue: hintQueueMachine.provide({ actors: hintQueueActors(runtime) }),
  takeCarriedListing: (tourName) => runtime.runSync(PageData.use((pageData) => pageData.takeCarried(tourName))),
})

/** One set per runtime, so every view of the page starts the same chart definitions. */
const bound = new WeakMap<AppRuntime, ViewerMachines>()

export function useViewerMachines(): ViewerMachines {
  const given = useRouteContext({ from: '__root__', select: (c) => c.viewerMachines })
  const runtime = useAppRuntime()
  if (given) return given
  if (!runtime) return unprovidedViewerMachines
  let machines = bound.get(runtime)
  if (!machines) {
    machines = liveViewerMachines(runtime)
    bound.set(runtime, machines)
  }
  return machines
}
