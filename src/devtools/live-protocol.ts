// The messages between the product's tabs and the chart gallery, carried over a BroadcastChannel (same origin, same
// browser profile only). The product posts nothing until a gallery says hello, so a tab nobody watches pays only
// for the check.

export const CHART_CHANNEL = 'showhome.charts'

/** A running chart as the gallery sees it: plain data, cloned safely from the actor's snapshot. */
export interface LiveSnapshot {
  readonly sessionId: string
  /** The tab it runs in (one id per page load). */
  readonly tabId: string
  readonly tabPath: string
  /** The actor's id in its system, and the chart's id. */
  readonly actorId: string
  readonly chartId: string
  readonly parentSessionId: string | null
  readonly status: string
  readonly value: unknown
  readonly tags: ReadonlyArray<string>
  readonly context: unknown
  /** The event that led here ('xstate.init' at start). */
  readonly event: string
  /** Counts the snapshots of this actor, so the gallery can order what arrives. */
  readonly sequence: number
}

export type ProductMessage =
  | { readonly type: 'product.snapshot'; readonly snapshot: LiveSnapshot }
  | { readonly type: 'product.stopped'; readonly sessionId: string }
  /** The tab is going away (closed, reloaded or navigated off the app): its charts with it. */
  | { readonly type: 'product.closed'; readonly tabId: string }
  | { readonly type: 'product.refused'; readonly sessionId: string; readonly reason: string }

export type GalleryMessage =
  | { readonly type: 'gallery.hello'; readonly galleryId: string }
  | { readonly type: 'gallery.bye'; readonly galleryId: string }
  | {
      readonly type: 'gallery.send'
      readonly sessionId: string
      readonly event: { readonly type: string; readonly [key: string]: unknown }
    }
