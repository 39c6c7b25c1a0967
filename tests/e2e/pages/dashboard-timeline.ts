// The demo owner's listings as their dashboard timelines list them (issue 17), for journeys that need a listing in a
// given timeline state: read through the API as the owner, just before the journey looks, since other journeys
// change the demo's orders meanwhile.
import { expect, type Page } from '@playwright/test'
import type { OrderEvent } from '../../../src/schemas/OrderEvent'
import { getListing, listingsSeenBy } from './listing-viewer'
import { OWNER } from './site-nav'

export interface OwnedTimeline {
  readonly tourName: string
  readonly fullyDelivered: boolean | null
  readonly events: ReadonlyArray<OrderEvent>
}

export async function ownerTimelines(
  playwright: { request: Parameters<typeof listingsSeenBy>[0] },
  baseURL: string,
): Promise<OwnedTimeline[]> {
  const owned = await listingsSeenBy(playwright.request, baseURL, OWNER.email)
  const api = await playwright.request.newContext()
  try {
    const response = await api.post(`${baseURL}/auth/user/sign-in`, {
      data: { email: OWNER.email, password: 'showhome-demo' },
      headers: { Origin: baseURL },
    })
    expect(response.ok()).toBe(true)
    const timelines: OwnedTimeline[] = []
    for (const summary of owned.filter((l) => !l.offline && !l.passcode)) {
      const listing = (await getListing(api, baseURL, summary.tourName)) as unknown as {
        status: { orderEvents: OrderEvent[] } | null
      }
      timelines.push({
        tourName: summary.tourName,
        fullyDelivered: summary.fullyDelivered,
        events: listing.status?.orderEvents ?? [],
      })
    }
    return timelines
  } finally {
    await api.dispose()
  }
}

/** The owner's own survey answers on a listing's appointment, or null. */
export const ownAnswers = (timeline: OwnedTimeline) =>
  timeline.events.find((e) => e.type === 'appointment')?.feedbacks.find((f) => f.isCurrentUser) ?? null

/** A timeline item (its button names the item) and the panel it controls. */
export function timelineEntry(page: Page, title: string | RegExp) {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: title }) })
  return { item, toggle: item.getByRole('button', { name: title }) }
}

/** The five faces' accessible names (the view's; SPEC §4: five emoji for ratings 1–5). */
export const FACE = {
  1: '1 of 5: Very unhappy',
  2: '2 of 5: Unhappy',
  3: '3 of 5: Neutral',
  4: '4 of 5: Happy',
  5: '5 of 5: Very happy',
} as const
