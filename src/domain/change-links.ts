// Which change links an order event of the dashboard timeline offers (SPEC §4 Timeline, §6). The server decides
// again whether the change is allowed; this only decides what is worth offering.
import type { ListingPermission } from '../schemas/Listing'
import type { OrderEvent } from '../schemas/OrderEvent'

export type ChangeLink = 'reschedule' | 'cancel'

/**
 * SPEC §4 Timeline: before the start the owner may reschedule or cancel; after it only `global` users may; a
 * cancelled appointment offers Reschedule; a delivered order offers nothing.
 */
export function changeLinksFor(
  event: OrderEvent,
  events: ReadonlyArray<OrderEvent>,
  permissions: ReadonlyArray<ListingPermission>,
): ReadonlyArray<ChangeLink> {
  if (events.some((e) => e.orderId === event.orderId && e.type === 'delivered')) return []
  if (event.type === 'cancelled') return ['reschedule']
  if (event.type !== 'appointment') return []
  return !event.started || permissions.includes('global') ? ['reschedule', 'cancel'] : []
}
