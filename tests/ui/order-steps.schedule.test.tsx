// The order flow's SCHEDULE step in a DOM, with its appointment-times chart bound to a test runtime that plays
// POST /booking/getappointmenttimes (SPEC §5 Schedule, §8 'Select a date…', 'No times available…', §9 range).
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Effect } from 'effect'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import type { PhotographerTimes } from '../../src/schemas/TimeSlot'
import { makeTestRuntime } from '../../src/services/runtime'
import { ScheduleStep } from '../../src/ui/features/order-flow/steps/ScheduleStep'
import type { ScheduleDraft } from '../../src/ui/features/order-flow/steps/step-props'
import { filledOrder } from '../support/booking-orders'

const searchRange = { start: '2026-05-06T13:00:00Z', end: '2026-05-07T05:00:00Z' }
const samFreeAtNine: PhotographerTimes = {
  photographerId: 'ph_1',
  startTimes: [
    {
      time: { utc: '2026-05-06T14:00:00Z', localTime: '09:00' },
      isAvailable: true,
      zoneId: 'z_inner',
      notAvailable: null,
    },
    {
      time: { utc: '2026-05-06T15:00:00Z', localTime: '10:00' },
      isAvailable: false,
      zoneId: null,
      notAvailable: 'Appointment',
    },
  ],
  unavailableBlocks: [
    {
      type: 'Appointment',
      description: 'Appointment at 9 Oak Ave',
      startTime: '2026-05-06T15:00:00Z',
      endTime: '2026-05-06T16:30:00Z',
    },
  ],
  searchRange,
}

beforeEach(() => {
  // Only the clock's date is fixed: the runtime's retries and React keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-05-04T15:00:00Z'))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function mount(options: { isAdmin?: boolean; order?: BookingOrder } = {}) {
  const order = options.order ?? filledOrder('schedule')
  const requests: unknown[] = []
  const answers = new Map<number, PhotographerTimes[]>([
    [5, []],
    [6, [samFreeAtNine]],
  ])
  const runtime = makeTestRuntime({
    answer: (call, request) => {
      requests.push({ path: call.path, request })
      const day = (request as { day: number }).day
      // May 7 never answers, so the loading state stays on screen.
      if (day === 7) return Effect.never
      return Effect.succeed({ photographers: answers.get(day) ?? [] })
    },
  })
  const changes: ScheduleDraft[] = []
  const initial: ScheduleDraft = {
    selectedPhotographerId: null,
    selectedTime: null,
    waitlistEnabled: false,
    ignoreAvailability: false,
  }
  function Harness() {
    const [draft, setDraft] = useState(initial)
    return (
      <ScheduleStep
        order={order}
        draft={draft}
        fieldErrors={{}}
        touched={[]}
        disabled={false}
        isAdmin={options.isAdmin ?? false}
        onTouch={() => {}}
        onChange={(next) => {
          changes.push(next)
          setDraft(next)
        }}
      />
    )
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Harness }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { runtime } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return { requests, changes }
}

const day = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement

describe('SCHEDULE step', () => {
  it('asks for a date first, and offers today through two months ahead', async () => {
    const { requests } = await mount()
    expect(screen.getByText('Select a date to see available time slots.')).toBeTruthy()
    expect(day('Sunday, May 3, 2026').disabled).toBe(true)
    expect(day('Monday, May 4, 2026').disabled).toBe(false)
    expect(screen.getByRole('grid', { name: 'May 2026' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }))
    expect(day('Saturday, July 4, 2026').disabled).toBe(false)
    expect(day('Sunday, July 5, 2026').disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true)
    expect(requests).toEqual([])
  })

  it("says 'No times available. Try another date' for a day without times", async () => {
    const { requests } = await mount()
    fireEvent.click(day('Tuesday, May 5, 2026'))
    expect(await screen.findByText('No times available. Try another date')).toBeTruthy()
    expect(requests).toEqual([
      { path: '/booking/getappointmenttimes', request: { orderId: 'ord_1', day: 5, month: 4, year: 2026 } },
    ])
  })

  it('shows a loading state while the times are asked, and a newer date replaces it', async () => {
    await mount()
    fireEvent.click(day('Thursday, May 7, 2026'))
    expect((await screen.findByRole('status')).textContent).toContain('Loading available times')
    fireEvent.click(day('Tuesday, May 5, 2026'))
    expect(await screen.findByText('No times available. Try another date')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('offers the free times and selects one in the order’s zone', async () => {
    const { changes } = await mount()
    fireEvent.click(day('Wednesday, May 6, 2026'))
    const nine = await screen.findByRole('button', { name: '9:00 AM' })
    expect(screen.queryByRole('button', { name: /10:00 AM/ })).toBeNull()
    fireEvent.click(nine)
    expect(changes.at(-1)?.selectedTime).toEqual({
      utc: '2026-05-06T14:00:00Z',
      localDate: '2026-05-06',
      localTime: '09:00',
      timeZoneName: 'America/Chicago',
    })
    expect(nine.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('1 h 30 min')).toBeTruthy()
  })

  it('lets the photographer be chosen, or any', async () => {
    const { changes } = await mount()
    const any = screen.getByRole('radio', { name: 'Any photographer' }) as HTMLInputElement
    expect(any.checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Sam Ortiz' }))
    expect(changes.at(-1)?.selectedPhotographerId).toBe('ph_1')
  })

  it('moves between days with the arrow keys', async () => {
    await mount()
    const today = day('Monday, May 4, 2026')
    expect(today.tabIndex).toBe(0)
    today.focus()
    fireEvent.keyDown(today, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(day('Monday, May 11, 2026'))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(day('Sunday, May 10, 2026'))
    expect(day('Sunday, May 10, 2026').tabIndex).toBe(0)
  })

  it('shows order admins the unavailable times, selectable only when ignoring availability, and the busy blocks', async () => {
    const { changes } = await mount({ isAdmin: true })
    fireEvent.click(day('Wednesday, May 6, 2026'))
    const ten = (await screen.findByRole('button', { name: /10:00 AM/ })) as HTMLButtonElement
    expect(ten.disabled).toBe(true)
    expect(screen.getByText(/Appointment at 9 Oak Ave/)).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ignore availability' }))
    expect(changes.at(-1)?.ignoreAvailability).toBe(true)
    expect(ten.disabled).toBe(false)
  })

  it("shows the step's error with the advice to change the address or e-mail support", async () => {
    const order = filledOrder('schedule')
    const message = 'Oops, our bad! Same-day-time scheduling is not available for 1 Far Rd.'
    await mount({ order: { ...order, schedule: { ...order.schedule, errors: [message] } } })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(message)
    expect(alert.textContent).toMatch(/changing the address, or e-mail support@/)
  })
})

describe('SCHEDULE step in the order’s own time zone', () => {
  it("takes 'today', the calendar's range and the time-zone note from order.info.timeZone", async () => {
    // 15:00 UTC on May 4 is already 03:00 on May 5 in Auckland.
    const order = filledOrder('schedule')
    const { changes } = await mount({ order: { ...order, info: { ...order.info, timeZone: 'Pacific/Auckland' } } })
    expect(screen.getByText('Times are in New Zealand Standard Time (Auckland).')).toBeTruthy()
    expect(day('Monday, May 4, 2026').disabled).toBe(true)
    expect(day('Tuesday, May 5, 2026').disabled).toBe(false)
    fireEvent.click(day('Wednesday, May 6, 2026'))
    fireEvent.click(await screen.findByRole('button', { name: '9:00 AM' }))
    expect(changes.at(-1)?.selectedTime?.timeZoneName).toBe('Pacific/Auckland')
  })
})
