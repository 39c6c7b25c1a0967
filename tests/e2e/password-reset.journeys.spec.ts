// The account dialog's RESET journeys (tests/journeys/password-reset.journeys.ts) in Chromium against the real
// server: a subset in `npm test`, every journey with JOURNEYS=all (`npm run test:journeys`). The same journeys run in
// jsdom on every `npm test` (tests/ui/password-reset.journeys.test.tsx).
//
// Each journey resets the password of an account of its own, never a demo account's (other specs sign in with the
// demo password, and a reset signs every device out). Registering one per journey would spend the registrations the
// server allows one client address (REGISTRATIONS_PER_ADDRESS, 20 an hour), which the registration and checkout
// journeys already use up in `npm run test:journeys` (17 + 3). So the account comes the way a partner site's users
// get theirs: the server's single sign-on (POST /sso/verify, SPEC §7) makes a verified account without a password,
// which is what a reset is for; the e2e server trusts one test partner (pages/sso-partner.ts). The code the journey
// types comes from the dev outbox, as the person reads it from the mail.
//
// Codes are rationed too: CODES_PER_EMAIL (5 an hour per address) is no concern with an address per journey, but
// CODES_PER_ADDRESS (50 an hour per client address) is shared by the whole run, and every journey past EMAIL asks for
// one. `npm run test:journeys` runs the journey specs alone on a fresh server; the guard below adds up what they ask
// for and throws with the reason when this spec's journeys would not fit, instead of a 429 halfway through.
// In `npm test` the subset is the fewest journeys (greedily) that take the most transitions of the chart within
// JOURNEYS_IN_NPM_TEST, to keep the browser time small; the rest run in jsdom on every `npm test`.
import { type APIRequest, expect, test } from '@playwright/test'
import { signSsoToken } from '../../server/auth/sso'
import { accountRegisterFlow } from '../journeys/account-register.journeys'
import {
  castJourney,
  coveringEveryTransition,
  type Journey,
  journeysOf,
  resolvingMailedCodes,
} from '../journeys/journey'
import { codeRequestsIn, OWNER, passwordResetFlow } from '../journeys/password-reset.journeys'
import { latestCode } from './pages/accounts'
import { watchForErrors } from './pages/app-page'
import { driveInBrowser } from './pages/journey-browser'
import { ONE_SCREEN } from './pages/screens'
import { withoutFailedRequests } from './pages/site-nav'
import { SSO_PARTNER } from './pages/sso-partner'

/** Browser journeys in `npm test`: about 40 s on this project's 2-core machine. */
const JOURNEYS_IN_NPM_TEST = 2
const CODES_PER_ADDRESS_AND_HOUR = 50
/** Buyers the checkout journeys register in `npm run test:journeys`, one code each (subscription-checkout spec). */
const CHECKOUT_BUYERS_IN_JOURNEYS_RUN = 3

const every = journeysOf(passwordResetFlow)
const all = process.env.JOURNEYS === 'all'

/** Codes the registration journeys have mailed: one per account made, one per 'Send a new code'. */
const registrationCodes = journeysOf(accountRegisterFlow).reduce(
  (sum, journey) =>
    sum +
    journey.steps.filter((step) => step.event === 'xstate.done.actor.register' || step.event === 'verify.resend')
      .length,
  0,
)
const resetCodes = every.reduce((sum, journey) => sum + codeRequestsIn(journey), 0)
const codesLeft = CODES_PER_ADDRESS_AND_HOUR - registrationCodes - CHECKOUT_BUYERS_IN_JOURNEYS_RUN
if (all && resetCodes > codesLeft) {
  throw new Error(
    `The reset journeys would ask for ${resetCodes} codes; the server mails one client address ${CODES_PER_ADDRESS_AND_HOUR} an hour, of which the registration and checkout journeys take ${CODES_PER_ADDRESS_AND_HOUR - codesLeft}. Offer the model fewer moves past EMAIL.`,
  )
}

// The journey that signs in with the new password goes first among equals: it is the one that shows the server
// really changed the password.
const signsIn = (journey: Journey) => journey.steps.at(-1)?.event === 'signIn.withNewPassword'
const preferred = [...every.filter(signsIn), ...every.filter((journey) => !signsIn(journey))]
const journeys = all ? every : coveringEveryTransition(preferred, { cost: () => 1, limit: JOURNEYS_IN_NPM_TEST })

/** A verified account without a password, made by the test partner's single sign-on; nobody is left signed in. */
async function partnerAccount(baseURL: string, request: APIRequest, email: string) {
  const api = await request.newContext({ baseURL })
  try {
    const now = Math.floor(Date.now() / 1000)
    const token = signSsoToken(SSO_PARTNER.secret, {
      email,
      firstName: OWNER.firstName,
      lastName: OWNER.lastName,
      iat: now,
      exp: now + 300,
    })
    const made = await api.post('/auth/sso/verify', {
      data: { token, origin: SSO_PARTNER.origin },
      headers: { Origin: baseURL },
    })
    expect(made.status(), `partner account ${email}`).toBe(200)
  } finally {
    await api.dispose()
  }
}

test.describe('account dialog RESET journeys from the chart', () => {
  for (const journey of journeys) {
    test(journey.name, ONE_SCREEN, async ({ page, baseURL, playwright }, info) => {
      const errors = watchForErrors(page)
      const base = baseURL as string
      // An address of its own per run and journey (as newPerson in pages/accounts.ts), with an account when the
      // journey asks for a code to it.
      const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
      const email = `dana.reset.${info.project.name}.${stamp}@example.com`
      if (codeRequestsIn(journey) > 0) await partnerAccount(base, playwright.request, email)
      const resolve = resolvingMailedCodes(() => latestCode(page.request, email, 'reset'))
      await driveInBrowser(
        page,
        base,
        castJourney(journey, (value) => value.replaceAll(OWNER.email, email)),
        resolve,
      )
      // A wrong code is refused with a 400, which Chromium logs; nothing else may be.
      expect(withoutFailedRequests(errors, 400)).toEqual([])
    })
  }
})
