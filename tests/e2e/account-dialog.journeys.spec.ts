// The account dialog's journeys (tests/journeys/account-dialog.journeys.ts) in Chromium against the real server:
// the journeys that between them take every transition of the chart in `npm test`, every journey with JOURNEYS=all
// (`npm run test:journeys`). The same journeys run in jsdom on every `npm test` (account-dialog.journeys.test.tsx).
import { expect, test } from '@playwright/test'
import { accountDialogFlow, STRANGER } from '../journeys/account-dialog.journeys'
import { castJourney, coveringEveryTransition, journeysOf } from '../journeys/journey'
import { watchForErrors } from './pages/app-page'
import { driveInBrowser } from './pages/journey-browser'
import { ONE_SCREEN } from './pages/screens'
import { withoutFailedRequests } from './pages/site-nav'

const every = journeysOf(accountDialogFlow)
const journeys = process.env.JOURNEYS === 'all' ? every : coveringEveryTransition(every)

test.describe('account dialog journeys from the chart', () => {
  for (const journey of journeys) {
    test(journey.name, ONE_SCREEN, async ({ page, baseURL }, info) => {
      const errors = watchForErrors(page)
      // A made-up address of its own per run: its wrong tries never meet another run's sign-in limit.
      const stranger = `stranger.${info.workerIndex}.${Date.now().toString(36)}@example.com`
      await driveInBrowser(
        page,
        baseURL as string,
        castJourney(journey, (value) => (value === STRANGER ? stranger : value)),
      )
      // The server's refusal of a wrong pair is a 401, which Chromium logs; nothing else may be.
      expect(withoutFailedRequests(errors, 401)).toEqual([])
    })
  }
})
