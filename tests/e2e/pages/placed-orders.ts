// Orders placed through the booking calls, for journeys that need orders of their own (the waitlist's claim race):
// the same steps the order flow sends, as the signed-in person of the request context, at the first free weekday
// time from some days ahead.
import { type APIRequestContext, expect } from '@playwright/test'
import type { BookingOrder } from '../../../src/schemas/BookingOrder'
import type { Order } from '../../../src/schemas/Order'
import type { AppointmentTimesResponse } from '../../../src/schemas/TimeSlot'
import { CONTACT, LINCOLN_PARK, PRODUCTS } from '../../support/booking-fixtures'

export interface PlacedOrder {
  readonly id: string
  readonly orderCode: string
  readonly tourName: string
  /** The appointment's start (ISO). */
  readonly start: string
}

export async function placeOrderByApi(
  api: APIRequestContext,
  baseURL: string,
  daysAhead: number,
  /** Other free times the order's photographer must still have that day (for a journey that reschedules it). */
  spareTimes = 0,
): Promise<PlacedOrder> {
  const call = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await api.post(`${baseURL}/api/v1/booking/${path}`, { data, headers: { Origin: baseURL } })
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    return (await response.json()) as T
  }
  let draft = await call<BookingOrder>('start', {})
  const submit = async (step: string, model: unknown, targetStep: string) => {
    draft = await call<BookingOrder>(`submit${step}`, {
      info: { id: draft.info.id, confirmedDate: null },
      model,
      targetStep,
    })
  }
  await submit('address', LINCOLN_PARK, 'product')
  await submit('product', PRODUCTS, 'schedule')
  // Another browser of the run may take the same time between the look and the booking: the server then refuses
  // the order (no tour name) and the draft goes back to its schedule step to choose again, as a person would.
  let placed: BookingOrder | undefined
  let free: Awaited<ReturnType<typeof firstFreeTime>> | undefined
  for (let attempt = 0; attempt < 5 && !placed?.info.tourName; attempt++) {
    free = await firstFreeTime(call, draft.info.id, daysAhead, spareTimes)
    await submit(
      'schedule',
      {
        selectedPhotographerId: free.photographerId,
        selectedTime: { ...free.time, localDate: free.time.utc.slice(0, 10), timeZoneName: 'America/Chicago' },
        waitlistEnabled: false,
        ignoreAvailability: false,
      },
      'contact',
    )
    await submit('contact', CONTACT, 'confirm')
    placed = await call<BookingOrder>('confirmbooking', { orderModel: draft })
    if (!placed.info.tourName) draft = placed
  }
  if (!placed?.info.tourName || !free) throw new Error('five times in a row, the chosen time was taken first')
  const { orderCode } = placed.info
  const tourName = placed.info.tourName as string
  const orders = await call<Order[]>('getforlisting', { tourName })
  const order = orders.find((o) => o.info.orderCode === orderCode)
  expect(order, `the placed order ${orderCode}`).toBeDefined()
  return { id: order?.info.id as string, orderCode, tourName, start: free.time.utc }
}

async function firstFreeTime(
  call: <T>(path: string, data: unknown) => Promise<T>,
  orderId: string,
  days: number,
  spareTimes: number,
) {
  for (let ahead = days; ahead < days + 20; ahead++) {
    const d = new Date(Date.now() + ahead * 86_400_000)
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue
    const day = { day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear() }
    const times = await call<AppointmentTimesResponse>('getappointmenttimes', { orderId, ...day })
    const free = times.photographers.map((p) => ({ p, free: p.startTimes.filter((t) => t.isAvailable) }))
    if (spareTimes === 0) {
      const first = free.find((f) => f.free[0])
      if (first?.free[0]) return { photographerId: first.p.photographerId, time: first.free[0].time }
      continue
    }
    // A reschedule offers the order's own photographer's times, and a booking also blocks the times around it: the
    // photographer with the most free times that day takes it, if they have the spare times.
    const roomiest = free.reduce((a, b) => (b.free.length > a.free.length ? b : a), free[0] ?? { p: null, free: [] })
    if (roomiest.p && roomiest.free.length > spareTimes && roomiest.free[0]) {
      return { photographerId: roomiest.p.photographerId, time: roomiest.free[0].time }
    }
  }
  throw new Error(`no free time in the 20 days from ${days} ahead`)
}

/** Cancels a placed order through the change calls, as its owner would from the dashboard. */
export async function cancelByApi(api: APIRequestContext, baseURL: string, orderId: string) {
  const post = async (path: string, data: unknown) => {
    const response = await api.post(`${baseURL}/api/v1/booking/${path}`, { data, headers: { Origin: baseURL } })
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    return (await response.json()) as Order & { isComplete?: boolean }
  }
  const view = await post('startchange', { orderId })
  const done = await post('changeorder', {
    orderId,
    cancel: true,
    selectedPhotographerId: null,
    selectedTime: null,
    ignoreAvailability: false,
    waiveCancellationCharge: false,
    shownChargeTotal: view.changeTerms?.chargeTotal ?? 0,
    originalTimeUtc: view.originalSchedule?.selectedTime?.utc ?? null,
  })
  expect(done.isComplete, 'the cancellation went through').toBe(true)
}
