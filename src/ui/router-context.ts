// What every route can reach: the app chart and whether the page is embedded in another site.

import type { AppActorRef } from '../machines/app/app.machine'
import type { listingListMachine } from '../machines/listing-list/listing-list.machine'
import type { LazyModule } from '../services/lazy-module'
import type { ViewerMachines } from './features/listing-viewer/viewer-machines'
import type { RuntimeSource } from './use-app-runtime'

/**
 * Charts with their real effects provided (main.tsx), for routes to start; the browser's load with the first route
 * that starts them (read with useLoaded). Tests and prerender give their own.
 */
export interface Machines {
  readonly listingList: typeof listingListMachine | LazyModule<typeof listingListMachine>
}

export interface RouterContext {
  readonly app: AppActorRef
  readonly machines: Machines
  /**
   * The Effect runtime, for features that bind their charts in their own chunk (read it with useAppRuntime): the
   * browser's loads on first use, tests give one they built.
   */
  readonly runtime?: RuntimeSource
  /** Tests: the listing viewer's charts with stub effects, instead of binding them to a runtime. */
  readonly viewerMachines?: ViewerMachines
  /** The page runs inside another site's iframe (SPEC §6 embedded mode). */
  readonly embedded: boolean
  /** The path the server answered with its 404 page, which the app then shows as not found too. */
  readonly notFoundPath?: string
  /** The path the server answered with its 500 page, which the app then keeps showing (Try again reloads). */
  readonly errorPath?: string
}

/** Name of the <meta> the prerendered 404 and 500 pages carry, with their status (scripts/prerender.ts). */
export const NOT_FOUND_MARKER = 'showhome:status'

/** True inside an iframe; a cross-origin parent throws on access, which also means embedded. */
export function isEmbedded(win: Window): boolean {
  try {
    return win.self !== win.top
  } catch {
    return true
  }
}
