// The change flow's journeys (tests/journeys/change-flow.journeys.ts) in Chromium against the real server: the
// journeys that between them take every transition of the chart in `npm test`, every journey with JOURNEYS=all
// (`npm run test:journeys`). The same journeys run in jsdom on every `npm test` (tests/ui/change-flow.journeys.test.tsx).
//
// Rescheduling and cancelling change the order for good, so no journey touches a demo order (order-change.spec.ts
// relies on those): each places an order of its own for the demo owner through the booking calls first, as the
// waitlist race there does, and opens its change flow from the address. The orders are placed 52 days ahead and on:
// clear of the other specs' orders (the waitlist race's, 40 to 48 days ahead, are offered times freed after them only
// when they are earlier), inside the calendar's two months, and more than a day away, so every change is free
// (SCHEDULING.md). An order nobody placed is opened on a listing of the owner's. Each journey signs in once (the
// server allows an address 30 sign-ins in 15 minutes; the subset takes 7, all of them 19).
import { expect, test } from '@playwright/test'
import { changeFlow, ORDER_ID, OWNER, TOUR_NAME } from '../journeys/change-flow.journeys'
import { coveringEveryTransition, type Journey, journeysOf } from '../journeys/journey'
import { watchForErrors } from './pages/app-page'
import { driveInBrowser } from './pages/journey-browser'
import { allListings, signInByApi } from './pages/listing-viewer'
import { placeOrderByApi } from './pages/placed-orders'
import { ONE_SCREEN } from './pages/screens'
import { withoutFailedRequests } from './pages/site-nav'

const DAYS_AHEAD = 52
/**
 * A rescheduling journey picks another free time on its order's day. The journeys place their orders on the same
 * days, two at a time, so each takes a day that keeps three more free times: enough for it and for the order the
 * other worker may place there meanwhile.
 */
const SPARE_TIMES = 3

const every = journeysOf(changeFlow)
const journeys = process.env.JOURNEYS === 'all' ? every : coveringEveryTransition(every)

test.describe('change flow journeys from the chart', () => {
  for (const journey of journeys) {
    test(journey.name, ONE_SCREEN, async ({ page, baseURL }) => {
      const base = baseURL as string
      const errors = watchForErrors(page)
      await signInByApi(page.request, base, OWNER.email)
      // The journey's own order for the model's (an order nobody placed stays as the model has it, on a listing of
      // the owner's); signed in already, so the driver need not sign in again.
      const missing = journey.start === 'missing'
      const { opening } = journey
      let address = opening.page
      if (missing) {
        const [listing] = (await allListings(page.request, base, 'my')) as Array<{ tourName: string }>
        address = address.replace(TOUR_NAME, (listing as { tourName: string }).tourName)
      } else {
        const order = await placeOrderByApi(page.request, base, DAYS_AHEAD, SPARE_TIMES)
        address = address.replace(TOUR_NAME, order.tourName).replace(ORDER_ID, order.id)
      }
      const own: Journey = { ...journey, opening: { ...opening, page: address, signedInAs: null } }
      await driveInBrowser(page, base, own)
      // The server's refusal of an order it has not is a 404, which Chromium logs; nothing else may be.
      expect(missing ? withoutFailedRequests(errors, 404) : errors).toEqual([])
    })
  }
})
