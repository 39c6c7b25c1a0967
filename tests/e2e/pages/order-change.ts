// The change flow's modal as a person uses it (issue 16), and the demo orders the journeys change: the demo owner's
// two upcoming orders (one free to change, one inside the late-change window; server/demo/dataset/listings.ts) and an
// appointment that has started.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { getListing, listingsSeenBy } from './listing-viewer'
import { OWNER } from './site-nav'

export interface DemoAppointment {
  readonly tourName: string
  readonly orderId: string
  /** The appointment's start (ISO). */
  readonly start: string
  readonly timeZone: string
}

/** The owner's appointments, upcoming or started, as their listings' timelines list them. */
export async function ownerAppointments(
  playwright: { request: Parameters<typeof listingsSeenBy>[0] },
  baseURL: string,
): Promise<{ upcoming: DemoAppointment[]; started: DemoAppointment[] }> {
  const owned = await listingsSeenBy(playwright.request, baseURL, OWNER.email)
  const api = await playwright.request.newContext()
  const upcoming: DemoAppointment[] = []
  const started: DemoAppointment[] = []
  try {
    const response = await api.post(`${baseURL}/auth/user/sign-in`, {
      data: { email: OWNER.email, password: 'showhome-demo' },
      headers: { Origin: baseURL },
    })
    expect(response.ok()).toBe(true)
    for (const summary of owned.filter((l) => !l.fullyDelivered)) {
      const listing = (await getListing(api, baseURL, summary.tourName)) as unknown as {
        status: {
          orderEvents: Array<{ type: string; started: boolean; ended: boolean } & Omit<DemoAppointment, 'tourName'>>
        }
      }
      const events = listing.status?.orderEvents ?? []
      for (const event of events) {
        if (event.type !== 'appointment') continue
        // A delivered order can no longer be changed by anyone.
        if (events.some((e) => e.orderId === event.orderId && e.type === 'delivered')) continue
        const appointment = {
          tourName: summary.tourName,
          orderId: event.orderId,
          start: event.start,
          timeZone: event.timeZone,
        }
        if (event.started) started.push(appointment)
        else upcoming.push(appointment)
      }
    }
  } finally {
    await api.dispose()
  }
  upcoming.sort((a, b) => a.start.localeCompare(b.start))
  return { upcoming, started }
}

/** The order as its owner's `getforlisting` answers it (for the figures a journey checks independently). */
export async function orderOf(request: APIRequestContext, baseURL: string, tourName: string, orderId: string) {
  const response = await request.post(`${baseURL}/api/v1/booking/getforlisting`, {
    data: { tourName },
    headers: { Origin: baseURL },
  })
  expect(response.ok()).toBe(true)
  const orders = (await response.json()) as Array<{
    info: { id: string; cancelledDate: string | null }
    confirm: { productTotal: number; discountTotal: number; taxRate: number; priceAdjustmentsTotal: number }
    changes: Array<{ kind: string; byName: string; to: string | null }>
  }>
  const order = orders.find((o) => o.info.id === orderId)
  expect(order, `order ${orderId} of ${tourName}`).toBeDefined()
  return order as NonNullable<typeof order>
}

export const changeDialog = (page: Page, title: 'Reschedule your appointment' | 'Cancel your appointment') =>
  page.getByRole('dialog', { name: title })

/** The timeline item of an appointment (its links open the change flow). */
export const timelineItem = (page: Page, title: RegExp | string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) })

/**
 * Opens the days after `after` (YYYY-MM-DD) one by one, up to the calendar's last month, until `pick` chooses a time
 * from a day's list (answering its label) or gives up on the day (answering null).
 */
async function firstDayWith(
  dialog: Locator,
  after: string,
  pick: (times: Locator) => Promise<string | null>,
): Promise<{ date: string; label: string }> {
  const times = dialog.getByRole('list', { name: 'Available times' })
  const none = dialog.getByText('No times available. Try another date')
  for (let month = 0; month < 3; month++) {
    const days = await dialog
      .locator('button[data-date]:not([disabled])')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date') as string))
    for (const date of days.filter((d) => d > after)) {
      await dialog.locator(`button[data-date="${date}"]`).click()
      await expect(times.or(none)).toBeVisible()
      if (await none.isVisible()) continue
      const label = await pick(times)
      if (label !== null) return { date, label }
    }
    const next = dialog.getByRole('button', { name: 'Next month' })
    if (await next.isDisabled()) break
    await next.click()
  }
  throw new Error(`no suitable time after ${after}`)
}

/** Chooses the first day after `after` with a free time, and its first time. Answers the day and the time's label. */
export function chooseFreeTime(dialog: Locator, after: string): Promise<{ date: string; label: string }> {
  return firstDayWith(dialog, after, async (times) => {
    const free = times.getByRole('button', { pressed: false }).and(dialog.locator(':enabled'))
    // A day may list only the order's own time, or only times that cannot be chosen: try the next day.
    if ((await free.count()) === 0) return null
    const first = free.first()
    const label = ((await first.textContent()) ?? '').trim()
    await first.click()
    await expect(times.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
    return label
  })
}

/** How the dashboard's timeline writes an instant: 'Wed, Dec 2, 8:30 AM CST'. */
export const timelineTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))

/** The late-change charge of SCHEDULING.md's standard policy: 50 % of the products after discount, at most $250, plus tax. */
export function lateCharge(confirm: { productTotal: number; discountTotal: number; taxRate: number }): string {
  const charge = Math.min(25_000, Math.round((confirm.productTotal - confirm.discountTotal) / 2))
  const total = charge + Math.round(charge * confirm.taxRate)
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total / 100)
}

/**
 * As an order admin with 'Ignore availability' on: chooses the first day after `after` with a time nobody is free for
 * (shown to order admins only), and that time. Answers its label.
 */
export async function chooseUnavailableTime(dialog: Locator, after: string): Promise<string> {
  const chosen = await firstDayWith(dialog, after, async (times) => {
    const forced = times.locator('button[data-unavailable="true"]:enabled').first()
    if (!(await forced.isVisible())) return null
    const label = ((await forced.textContent()) ?? '').replace('(nobody available)', '').trim()
    await forced.click()
    await expect(forced).toHaveAttribute('aria-pressed', 'true')
    return label
  })
  return chosen.label
}

/** Appointments under way on listings the demo owner does not own, as the internal admin sees them. */
export async function othersStartedAppointments(
  playwright: { request: Parameters<typeof listingsSeenBy>[0] },
  baseURL: string,
  adminEmail: string,
): Promise<DemoAppointment[]> {
  const mine = new Set((await listingsSeenBy(playwright.request, baseURL, OWNER.email)).map((l) => l.tourName))
  const all = await listingsSeenBy(playwright.request, baseURL, adminEmail)
  const api = await playwright.request.newContext()
  const found: DemoAppointment[] = []
  try {
    const response = await api.post(`${baseURL}/auth/user/sign-in`, {
      data: { email: adminEmail, password: 'showhome-demo' },
      headers: { Origin: baseURL },
    })
    expect(response.ok()).toBe(true)
    for (const summary of all.filter((l) => !l.fullyDelivered && !mine.has(l.tourName) && !l.offline && !l.passcode)) {
      const listing = (await getListing(api, baseURL, summary.tourName)) as unknown as {
        status: { orderEvents: Array<{ type: string; started: boolean } & Omit<DemoAppointment, 'tourName'>> } | null
      }
      const events = listing.status?.orderEvents ?? []
      for (const event of events) {
        if (event.type !== 'appointment' || !event.started) continue
        if (events.some((e) => e.orderId === event.orderId && (e.type === 'delivered' || e.type === 'cancelled')))
          continue
        found.push({ tourName: summary.tourName, orderId: event.orderId, start: event.start, timeZone: event.timeZone })
      }
    }
  } finally {
    await api.dispose()
  }
  return found
}
