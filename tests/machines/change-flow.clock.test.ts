// The change flow's clock and the step it shows while a change is priced: the countdowns run on the server's time
// even when this browser's clock is off, an order without change terms is never priced again, and the step shown
// while the server prices the change is still the selection.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { Order } from '../../src/schemas/Order'
import { startChangeFlow } from '../support/change-flow-actor'
import { freeTerms, laterTime, placedOrder } from '../support/change-orders'

const running: Array<{ stop: () => void }> = []
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop()
  vi.useRealTimers()
})

const start = (kind: 'reschedule' | 'cancel' = 'reschedule') => startChangeFlow(running, { orderId: 'ord_8f3a', kind })

describe('change flow: clock and steps', () => {
  it('counts on the server’s time: each tick of a browser five minutes fast is taken five minutes back', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-05-03T14:04:00Z') })
    const { actor, open } = start('cancel')
    open.resolve(placedOrder({ terms: { ...freeTerms, asOf: '2026-05-03T13:59:00.000Z' } }))
    await waitFor(actor, (s) => s.context.order !== undefined)
    actor.send({ type: 'clock.tick', now: Date.parse('2026-05-03T14:05:00Z') })
    expect(actor.getSnapshot().context.now).toBe(Date.parse('2026-05-03T14:00:00Z'))
  })

  it('never asks for a new price for an order without change terms', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-05-03T14:04:00Z') })
    const { actor, open, preview } = start('cancel')
    open.resolve({ ...placedOrder(), changeTerms: null } as Order)
    await waitFor(actor, (s) => s.context.order !== undefined)
    // Past the longest timer (MAX_TIMER_MS, about 24.8 days), after which the chart looks at the deadline again.
    await vi.advanceTimersByTimeAsync(60 * 86_400_000)
    expect(preview.calls).toEqual([])
  })

  it('still shows the selection while the server prices the chosen time', async () => {
    const { actor, open, view } = start()
    const order = placedOrder()
    open.resolve(order)
    await waitFor(actor, (s) => s.matches('selection'))
    actor.send({
      type: 'schedule.edit',
      draft: {
        selectedPhotographerId: order.schedule.selectedPhotographerId,
        selectedTime: laterTime,
        waitlistEnabled: false,
        ignoreAvailability: false,
      },
    })
    actor.send({ type: 'next' })
    expect(actor.getSnapshot().matches('previewing')).toBe(true)
    expect(view()).toBe('selection')
  })
})
