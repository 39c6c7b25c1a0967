// Every journey through the change flow (tests/journeys/change-flow.journeys.ts), driven through the real modal in
// jsdom: the change flow's chart with its real effects, the order flow's real SCHEDULE step asking for the day's
// times, over a fake server that answers as the real one does for an order free to change. The same journeys run in
// Chromium against the real server (tests/e2e/change-flow.journeys.spec.ts).
import { cleanup } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChangeOrderRequest } from '../../src/schemas/api/order'
import type { PhotographerTimes } from '../../src/schemas/TimeSlot'
import { NotFound } from '../../src/services/errors'
import ChangeModal from '../../src/ui/features/change-flow/ChangeModal'
import { BILLING_EMAIL, changeFlow, MISSING_ORDER_ID, ORDER_NOT_FOUND, OWNER } from '../journeys/change-flow.journeys'
import { journeysOf } from '../journeys/journey'
import { placedOrder } from '../support/change-orders'
import { driveInDom, mountView } from '../support/journey-dom'
import { installDialogPolyfill } from '../support/jsdom-dialog'

/** The fixture's order is on Monday 2026-05-04 at 9:00 Chicago, free to change until the 3rd: it is the 1st. */
const TODAY = '2026-05-01T12:00:00Z'

beforeAll(installDialogPolyfill)
beforeEach(() => {
  // Only the clock's date is fixed (the calendar's today, the free-change countdown): timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(TODAY))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Sam Ortiz on the order's day: its own 9:00 and a free 10:00. */
const mondayTimes: PhotographerTimes = {
  photographerId: 'ph_1',
  startTimes: [
    {
      time: { utc: '2026-05-04T14:00:00Z', localTime: '09:00' },
      isAvailable: true,
      zoneId: 'z_inner',
      notAvailable: null,
    },
    {
      time: { utc: '2026-05-04T15:00:00Z', localTime: '10:00' },
      isAvailable: true,
      zoneId: 'z_inner',
      notAvailable: null,
    },
  ],
  unavailableBlocks: [],
  searchRange: { start: '2026-05-04T13:00:00Z', end: '2026-05-05T05:00:00Z' },
}

/** The booking server for one order of the owner's, free to change (SPEC §7 startchange, changeorder; previewchange). */
function changeServer() {
  return (path: string, request: unknown) => {
    switch (path) {
      case '/booking/startchange':
        if ((request as { orderId: string }).orderId === MISSING_ORDER_ID)
          throw new NotFound({ message: ORDER_NOT_FOUND })
        return placedOrder()
      case '/booking/getappointmenttimes':
        return { photographers: (request as { day: number }).day === 4 ? [mondayTimes] : [] }
      case '/booking/previewchange':
        return placedOrder({ time: (request as ChangeOrderRequest).selectedTime ?? undefined })
      case '/booking/changeorder': {
        const change = request as ChangeOrderRequest
        const before = placedOrder()
        const after = change.cancel ? before : placedOrder({ time: change.selectedTime ?? undefined })
        return {
          isComplete: true,
          orderModel: {
            ...after,
            info: { ...after.info, cancelledDate: change.cancel ? TODAY : null },
            changes: [
              {
                kind: change.cancel ? 'cancelled' : 'rescheduled',
                at: TODAY,
                byName: OWNER.name,
                from: before.schedule.selectedTime?.utc ?? null,
                to: change.cancel ? null : (change.selectedTime?.utc ?? null),
              },
            ],
          },
          billingContactEmail: BILLING_EMAIL,
        }
      }
      default:
        throw new Error(`The change journeys make no ${path} call`)
    }
  }
}

/** The modal as the dashboard hosts it: closing it removes it. */
function Host({ kind, orderId }: { kind: 'reschedule' | 'cancel'; orderId: string }) {
  const [open, setOpen] = useState(true)
  return open ? (
    <ChangeModal
      orderId={orderId}
      kind={kind}
      adminElements={false}
      signedIn={true}
      onSignIn={() => {}}
      onClose={() => setOpen(false)}
    />
  ) : null
}

const journeys = journeysOf(changeFlow)

describe('change flow journeys, in jsdom', () => {
  it('has a journey for every transition from each start', () => {
    expect(journeys.filter((j) => j.start === 'cancel').map((j) => j.name)).toEqual([
      'cancel: opened',
      'cancel: opened → submit',
      'cancel: opened → close',
      'cancel: opened → submit → changed',
      'cancel: opened → submit → changed → close',
    ])
    expect(journeys.filter((j) => j.start === 'reschedule')).toHaveLength(11)
    expect(journeys.filter((j) => j.start === 'missing').map((j) => j.name)).toEqual([
      'missing: refused',
      'missing: refused → retry',
      'missing: refused → close',
    ])
  })

  for (const journey of journeys) {
    it(journey.name, async () => {
      const app = await mountView({
        view: () =>
          journey.start === 'missing' ? (
            <Host kind="reschedule" orderId={MISSING_ORDER_ID} />
          ) : (
            <Host kind={journey.start} orderId={placedOrder().info.id} />
          ),
        respond: changeServer(),
        held: new Set(['/booking/startchange', '/booking/previewchange', '/booking/changeorder']),
      })
      await driveInDom(journey, app)
    })
  }
})
