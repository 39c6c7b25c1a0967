// The order flow's journeys (tests/journeys/order-flow.journeys.ts) in Chromium against the real server, as an
// anonymous visitor at /order with the address in the URL: the journeys that between them take every transition of
// the model in `npm test`, every journey with JOURNEYS=all (`npm run test:journeys`). The same journeys run in jsdom
// on every `npm test` (tests/ui/order-flow.journeys.test.tsx).
//
// Browser time is rationed (about a minute): of the subset, at most two journeys place a real order (the rest stop
// before, or at, CONFIRM), and the journeys whose submit is refused run in jsdom only. A placed order books the latest day of the calendar's two months that has a free time (about 60 days
// ahead), clear of the other specs' orders: the order-flow spec's next month, the waitlist race's 40 to 48 days
// ahead, the change-flow journeys' 52 and on. Nobody signs in, so the sign-in limit is not touched.
import { expect, test } from '@playwright/test'
import { coveringEveryTransition, type Journey, journeysOf } from '../journeys/journey'
import { orderFlow } from '../journeys/order-flow.journeys'
import { watchForErrors } from './pages/app-page'
import { driveInBrowser } from './pages/journey-browser'
import { ONE_SCREEN } from './pages/screens'

/** A journey that places the order books a time for good. */
const places = (journey: Journey) => journey.steps.some((step) => step.event === 'confirm')

/** A journey whose submit is refused: in Chromium the refusal is the test's own answer (page.route). */
const refuses = (journey: Journey) =>
  journey.steps.some((step) => step.actions.some((action) => action.kind === 'refuseNext'))

const every = journeysOf(orderFlow)
// `npm test` leaves the refusals to jsdom, where the fake server gives them just the same; JOURNEYS=all runs them too.
const journeys =
  process.env.JOURNEYS === 'all'
    ? every
    : coveringEveryTransition(
        every.filter((j) => !refuses(j)),
        { cost: (j) => (places(j) ? 1 : 0), limit: 2 },
      )

test.describe('order flow journeys from the chart', () => {
  for (const journey of journeys) {
    test(journey.name, ONE_SCREEN, async ({ page, baseURL }) => {
      const errors = watchForErrors(page)
      await driveInBrowser(page, baseURL as string, journey)
      // A refused submit is answered 400 on purpose (Action refuseNext); nothing else may fail.
      expect(refuses(journey) ? errors.filter((e) => !e.includes('status of 400')) : errors).toEqual([])
    })
  }
})
