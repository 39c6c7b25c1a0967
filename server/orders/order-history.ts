// The history lines of placed orders (order_history; issue 16): reschedules and cancellations, oldest first.
import type { Kysely } from 'kysely'
import type { Order } from '../../src/schemas/Order'
import type { Database } from '../db/schema'

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

/** Each order's lines by order id; orders without any are absent. */
export async function loadOrderChanges(
  db: Kysely<Database>,
  orderIds: ReadonlyArray<string>,
): Promise<Map<string, Order['changes']>> {
  const byOrder = new Map<string, Order['changes'][number][]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .selectFrom('order_history')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('at')
    .orderBy('id')
    .execute()
  for (const r of rows) {
    const lines = byOrder.get(r.order_id) ?? []
    lines.push({
      kind: r.kind,
      at: new Date(r.at).toISOString(),
      byName: r.by_name,
      from: iso(r.from_start),
      to: iso(r.to_start),
    })
    byOrder.set(r.order_id, lines)
  }
  return byOrder
}
