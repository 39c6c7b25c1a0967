// The dashboard timeline's rules (SPEC §4 Timeline): which item is active, which is expanded at first, and what an
// expanded item shows. The events arrive oldest first with `started`/`ended` computed by the server at answer time.
import type { ListingPermission } from '../schemas/Listing'
import type { OrderEvent } from '../schemas/OrderEvent'

/** A stable key per item: an order has at most one event of each type. */
export const timelineKey = (event: Pick<OrderEvent, 'orderId' | 'type'>) => `${event.orderId}:${event.type}`

/** The first event not ended, else the last ended one; -1 for no events. */
export function activeTimelineIndex(events: ReadonlyArray<OrderEvent>): number {
  const pending = events.findIndex((e) => !e.ended)
  return pending >= 0 ? pending : events.length - 1
}

/**
 * The first appointment not started, else the latest started appointment or delivery; -1 when none (then nothing is
 * expanded until the visitor picks an item).
 */
export function expandedTimelineIndex(events: ReadonlyArray<OrderEvent>): number {
  const upcoming = events.findIndex((e) => e.type === 'appointment' && !e.started)
  if (upcoming >= 0) return upcoming
  return events.findLastIndex((e) => e.started && e.type !== 'cancelled')
}

/** What an expanded item shows below its line. */
export type TimelinePanel = 'nextSteps' | 'survey' | 'guide' | 'none'

/** What the Next steps panel needs from the listing: photos, a ready tour and a floor plan. */
export interface DeliveredMedia {
  readonly hasPhotos: boolean
  readonly tourReady: boolean
  readonly hasFloorplan: boolean
}

export function timelinePanel(event: OrderEvent, media: DeliveredMedia): TimelinePanel {
  switch (event.type) {
    case 'delivered':
      return media.hasPhotos && media.tourReady && media.hasFloorplan ? 'nextSteps' : 'none'
    case 'appointment':
      return event.ended ? 'survey' : 'guide'
    default:
      return 'none'
  }
}

/** Whether the survey shows everyone's answers (holders of `global`) rather than the caller's own form only. */
export const seesAllFeedback = (permissions: ReadonlyArray<ListingPermission>) => permissions.includes('global')
