// The account dialog's REGISTER and VERIFY journeys (tests/journeys/account-register.journeys.ts) in Chromium against
// the real server: a subset in `npm test`, every journey with JOURNEYS=all (`npm run test:journeys`). The same
// journeys run in jsdom on every `npm test` (tests/ui/account-register.journeys.test.tsx).
//
// Creating accounts is rationed, and that decides the subset. The server lets one client address create 20 accounts
// an hour (REGISTRATIONS_PER_ADDRESS, server/auth/throttle.ts), and counts a refused taken address as one too, since
// it counts before it looks; every browser of an e2e run comes from 127.0.0.1 to one fresh server. `npm test` runs
// every spec, whose other journeys already register about 12 people, so the subset here may register 2: the
// journeys that between them take the most transitions of the chart within that, plus every journey that registers
// nobody needed to take the rest. The transitions only the others take (a refused address, a refused code) run in
// jsdom on every `npm test` and here with JOURNEYS=all. `npm run test:journeys` runs the journeys alone on a fresh
// server, so all of them may run if they register at most 20 people between them; checked below, so a growing
// model fails here with the reason instead of as a 429 halfway through. Codes are rationed too (5 an hour per
// address, CODES_PER_EMAIL), but each journey has an address of its own and asks for at most two.
import { expect, test } from '@playwright/test'
import { accountRegisterFlow, NEWCOMER, registrationsIn } from '../journeys/account-register.journeys'
import { castJourney, coveringEveryTransition, journeysOf, resolvingMailedCodes } from '../journeys/journey'
import { latestCode } from './pages/accounts'
import { watchForErrors } from './pages/app-page'
import { driveInBrowser } from './pages/journey-browser'
import { ONE_SCREEN } from './pages/screens'
import { withoutFailedRequests } from './pages/site-nav'

/** Accounts this spec may create: in `npm test`, beside every other spec; alone, with JOURNEYS=all. */
const REGISTRATIONS_IN_NPM_TEST = 2
const REGISTRATIONS_PER_ADDRESS_AND_HOUR = 20

const every = journeysOf(accountRegisterFlow)
const all = process.env.JOURNEYS === 'all'
const registrations = every.reduce((sum, journey) => sum + registrationsIn(journey), 0)
if (all && registrations > REGISTRATIONS_PER_ADDRESS_AND_HOUR) {
  throw new Error(
    `The registration journeys would create ${registrations} accounts; the server allows one address ${REGISTRATIONS_PER_ADDRESS_AND_HOUR} an hour. Offer the model fewer moves that send a valid form.`,
  )
}
const journeys = all
  ? every
  : coveringEveryTransition(every, { cost: registrationsIn, limit: REGISTRATIONS_IN_NPM_TEST })

test.describe('account dialog REGISTER and VERIFY journeys from the chart', () => {
  for (const journey of journeys) {
    test(journey.name, ONE_SCREEN, async ({ page, baseURL }, info) => {
      const errors = watchForErrors(page)
      // An address of its own per run and journey (as newPerson in pages/accounts.ts), so nobody has it yet.
      const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
      const email = `dana.${info.project.name}.${stamp}@example.com`
      // The codes come from the dev outbox, as the person reads them from the mail.
      const resolve = resolvingMailedCodes(() => latestCode(page.request, email, 'verify'))
      await driveInBrowser(
        page,
        baseURL as string,
        castJourney(journey, (value) => value.replaceAll(NEWCOMER.email, email)),
        resolve,
      )
      // A taken address and a wrong code are refused with a 400, which Chromium logs; nothing else may be.
      expect(withoutFailedRequests(errors, 400)).toEqual([])
    })
  }
})
