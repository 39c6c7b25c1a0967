// The Orders tab's history lines (SPEC §4 Order flow; issue 17), over the fixture order confirmed by Priya Raman.
import { describe, expect, it } from 'vitest'
import { orderHistory } from '../../src/domain/order-history'
import type { Order } from '../../src/schemas/Order'
import { placedOrder } from '../support/change-orders'

const base = placedOrder()
const withInfo = (info: Partial<Order['info']>, rest: Partial<Order> = {}): Order => ({
  ...base,
  ...rest,
  info: { ...base.info, ...info },
})

describe('orderHistory', () => {
  const lines = (order: Order) => orderHistory(order).map((l) => [l.label, l.at, l.by])

  it('confirmed, then the scheduled delivery', () => {
    expect(lines(base)).toEqual([
      ['Confirmed', '2026-04-20T16:12:00Z', 'Priya Raman'],
      ['Scheduled delivery', '2026-05-05T23:59:00-05:00', null],
    ])
  })

  it('a reschedule, then delivered', () => {
    const order = withInfo(
      { deliveredDate: '2026-05-07T18:00:00Z' },
      { changes: [{ kind: 'rescheduled', at: '2026-04-25T09:00:00Z', byName: 'Olive Owner', from: null, to: null }] },
    )
    expect(lines(order)).toEqual([
      ['Confirmed', '2026-04-20T16:12:00Z', 'Priya Raman'],
      ['Rescheduled', '2026-04-25T09:00:00Z', 'Olive Owner'],
      ['Delivered', '2026-05-07T18:00:00Z', null],
    ])
  })

  it('a cancellation named once, whether or not the changes hold it', () => {
    const cancelled = withInfo({ cancelledDate: '2026-05-01T10:00:00Z', cancelledUser: 'Ada Admin' })
    expect(lines(cancelled).at(-1)).toEqual(['Cancelled', '2026-05-01T10:00:00Z', 'Ada Admin'])
    const withChange = {
      ...cancelled,
      changes: [{ kind: 'cancelled' as const, at: '2026-05-01T10:00:00Z', byName: 'Ada Admin', from: null, to: null }],
    }
    expect(lines(withChange).filter(([label]) => label === 'Cancelled')).toHaveLength(1)
  })
})
