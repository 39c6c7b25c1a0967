// A listing's timeline (SPEC §3 Order event and Feedback, §4 Timeline) from its orders. The server computes
// `started` and `ended` at answer time so the timeline needs no clock of its own. Rules we chose
// (docs/server-behaviour.md): an appointment that was called off is a `cancelled` event at the time it was booked
// for, ended at once, and nothing follows it; a delivery still to come is a `delivery` at its deadline, neither started nor ended
// until it happens; a delivery that happened is `delivered`, started and ended. Feedback sits on the appointment.
import type { Feedback, OrderEvent } from '../../src/schemas/OrderEvent'

export interface OrderFacts {
  readonly id: string
  readonly timeZone: string
  readonly appointmentStart: Date | null
  readonly appointmentEnd: Date | null
  readonly photographerName: string | null
  readonly cancelledAt: Date | null
  readonly deliveredAt: Date | null
  readonly deliveryDeadline: Date | null
}

export interface FeedbackFacts {
  readonly orderId: string
  readonly userId: string
  readonly userName: string
  readonly userEmail: string
  readonly guideDownloadedAt: Date | null
  readonly rating: number | null
  readonly comment: string | null
  readonly updatedAt: Date
}

export interface TimelineViewer {
  /** The signed-in user, whose own feedback is always theirs to see. */
  readonly userId: string | undefined
  /** Holders of `global` read everyone's feedback (SPEC §6). */
  readonly global: boolean
  /**
   * Holders of `order` (the dashboard's users) read the timeline. For anyone else it stays empty: appointment times
   * and the photographer's name say when strangers will be in the house, which is nobody else's business.
   */
  readonly timeline: boolean
}

/** Order of types at the same instant: an appointment comes before the delivery that follows from it. */
const TYPE_ORDER: Record<OrderEvent['type'], number> = { appointment: 0, cancelled: 0, delivery: 1, delivered: 1 }

export function orderEvents(
  orders: ReadonlyArray<OrderFacts>,
  feedback: ReadonlyArray<FeedbackFacts>,
  viewer: TimelineViewer,
  now: Date,
): OrderEvent[] {
  if (!viewer.timeline) return []
  const events = orders.flatMap((order) => eventsOf(order, feedbacksFor(order.id, feedback, viewer), now))
  return events.sort((a, b) => a.start.localeCompare(b.start) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type])
}

function eventsOf(order: OrderFacts, feedbacks: Feedback[], now: Date): OrderEvent[] {
  const base = { timeZone: order.timeZone, orderId: order.id }
  const events: OrderEvent[] = []
  const { appointmentStart: start, appointmentEnd: end } = order
  if (start) {
    events.push({
      ...base,
      type: order.cancelledAt ? 'cancelled' : 'appointment',
      start: start.toISOString(),
      end: end?.toISOString() ?? null,
      started: now >= start,
      // A called-off visit is over whenever it was booked for: it must not stay the timeline's active item.
      ended: order.cancelledAt !== null || now >= (end ?? start),
      photographerName: order.photographerName,
      feedbacks: order.cancelledAt ? [] : feedbacks,
    })
  }
  if (order.cancelledAt) return events
  const delivery = { ...base, end: null, photographerName: null, feedbacks: [] }
  if (order.deliveredAt) {
    events.push({ ...delivery, type: 'delivered', start: order.deliveredAt.toISOString(), started: true, ended: true })
  } else if (order.deliveryDeadline) {
    const deadline = order.deliveryDeadline.toISOString()
    events.push({ ...delivery, type: 'delivery', start: deadline, started: false, ended: false })
  }
  return events
}

function feedbacksFor(orderId: string, all: ReadonlyArray<FeedbackFacts>, viewer: TimelineViewer): Feedback[] {
  return all
    .filter((f) => f.orderId === orderId && (viewer.global || f.userId === viewer.userId))
    .map((f) => ({
      userName: f.userName,
      userEmail: f.userEmail,
      guideDownloaded: f.guideDownloadedAt?.toISOString() ?? null,
      rating: f.rating,
      comment: f.comment,
      lastUpdated: f.updatedAt.toISOString(),
      isCurrentUser: viewer.userId !== undefined && f.userId === viewer.userId,
    }))
}
