// The dashboard timeline's change links (SPEC §4 Timeline: reschedule/cancel for the owner before the start, only for
// `global` users after it; Reschedule on a cancelled appointment; nothing once delivered).
import { describe, expect, it } from 'vitest'
import { changeLinksFor } from '../../src/domain/change-links'
import type { ListingPermission } from '../../src/schemas/Listing'
import type { OrderEvent } from '../../src/schemas/OrderEvent'

const event = (type: OrderEvent['type'], started = false, orderId = 'o1'): OrderEvent => ({
  type,
  start: '2026-12-01T16:00:00Z',
  end: null,
  timeZone: 'America/Chicago',
  started,
  ended: started,
  orderId,
  photographerName: null,
  feedbacks: [],
})

describe('changeLinksFor', () => {
  const owner: ListingPermission[] = ['order']
  const global: ListingPermission[] = ['order', 'global']
  it.each<[string, OrderEvent, OrderEvent[], ListingPermission[], string[]]>([
    ['owner, before the start', event('appointment'), [], owner, ['reschedule', 'cancel']],
    ['owner, after the start', event('appointment', true), [], owner, []],
    ['global, after the start', event('appointment', true), [], global, ['reschedule', 'cancel']],
    ['a cancelled appointment', event('cancelled', true), [], owner, ['reschedule']],
    ['a delivery to come', event('delivery'), [], global, []],
    ['a delivered order', event('appointment', true), [event('delivered', true)], global, []],
    [
      'another order delivered',
      event('appointment'),
      [event('delivered', true, 'o2')],
      owner,
      ['reschedule', 'cancel'],
    ],
  ])('%s', (_, e, others, permissions, links) => {
    expect(changeLinksFor(e, [e, ...others], permissions)).toEqual(links)
  })
})
