// The subscription checkout's journeys (tests/journeys/subscription-checkout.journeys.ts) in Chromium against the real
// server and its local test provider: a subset in `npm test`, more with JOURNEYS=all (`npm run test:journeys`). The
// same journeys all run in jsdom on every `npm test` (tests/ui/subscription-checkout.journeys.test.tsx).
//
// Paying changes the server: the buyer is then subscribed, and a subscribed person cannot buy again (openCheckout in
// server/finance/subscriptions.ts refuses with a 409). So the buyer is a person of this spec's own, never a demo
// account other specs rely on: registered and verified through the API (the code from the dev outbox) when the first
// journey needs them, and again only after a journey paid. The journeys run one after another (serial), the paying
// ones last. Registering is rationed (REGISTRATIONS_PER_ADDRESS, 20 an hour per client address, shared by the whole
// run; account-register.journeys.spec.ts explains the arithmetic): in `npm test`, whose other specs register about
// 14 people, this spec registers one, so one journey pays. `npm run test:journeys` runs the journey specs alone on a
// fresh server, where the registration journeys create 17 accounts: this spec may then create 3, so 3 journeys at
// most pay (the fewest that take every paying transition); the other paying journeys run in jsdom only.
import { type APIRequest, expect, type TestInfo, test } from '@playwright/test'
import { castJourney, coveringEveryTransition, journeysOf } from '../journeys/journey'
import { BUYER, paymentsIn, subscriptionCheckoutFlow } from '../journeys/subscription-checkout.journeys'
import { latestCode, newPerson, type Person } from './pages/accounts'
import { watchForErrors } from './pages/app-page'
import { driveInBrowser } from './pages/journey-browser'
import { ONE_SCREEN } from './pages/screens'

/** Buyers (registrations) this spec may make: in `npm test`, beside every other spec; alone, with JOURNEYS=all. */
const BUYERS_IN_NPM_TEST = 1
const BUYERS_IN_JOURNEYS_RUN = 3

const every = journeysOf(subscriptionCheckoutFlow)
const all = process.env.JOURNEYS === 'all'
const paying = (journey: (typeof every)[number]) => paymentsIn(journey) > 0
const chosen = all
  ? [
      ...every.filter((journey) => !paying(journey)),
      ...coveringEveryTransition(every.filter(paying), { cost: paymentsIn, limit: BUYERS_IN_JOURNEYS_RUN }),
    ]
  : coveringEveryTransition(every, { cost: paymentsIn, limit: BUYERS_IN_NPM_TEST })
// Paying journeys last: every journey before them shares one buyer.
const journeys = [...chosen.filter((journey) => !paying(journey)), ...chosen.filter(paying)]

/** A new person, registered and verified through the API as the dialog would do it, signed in nowhere yet. */
async function registerBuyer(baseURL: string, info: TestInfo, request: APIRequest) {
  const person = newPerson(info, 'Bea')
  const api = await request.newContext({ baseURL })
  const headers = { Origin: baseURL }
  try {
    const registered = await api.post('/auth/user/register', {
      data: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        password: person.password,
      },
      headers,
    })
    expect(registered.status(), `register ${person.email}`).toBe(200)
    const code = await latestCode(api, person.email, 'verify')
    const verified = await api.post('/auth/user/register/verify', { data: { code }, headers })
    expect(verified.status(), `verify ${person.email}`).toBe(200)
  } finally {
    await api.dispose()
  }
  return person
}

/** The buyer the next journey uses; none once a journey paid. */
let buyer: Person | undefined

test.describe('subscription checkout journeys from the chart', () => {
  test.describe.configure({ mode: 'serial' })

  for (const journey of journeys) {
    test(journey.name, ONE_SCREEN, async ({ page, baseURL, playwright }, info) => {
      const errors = watchForErrors(page)
      const base = baseURL as string
      buyer ??= await registerBuyer(base, info, playwright.request)
      const person = buyer
      if (paying(journey)) buyer = undefined
      await driveInBrowser(
        page,
        base,
        castJourney(journey, (value) => value.replaceAll(BUYER.email, person.email)),
        undefined,
        async (request) => {
          const response = await request.post(`${base}/auth/user/sign-in`, {
            data: { email: person.email, password: person.password },
            headers: { Origin: base },
          })
          expect(response.status(), `sign in as ${person.email}`).toBe(200)
        },
      )
      // A declined card and the bank's refusal are answers (200), not failures: nothing may be logged.
      expect(errors).toEqual([])
    })
  }
})
