// Real effects of the order flow: the cookie check, the promo code and the waitlist calls (SPEC §7 Order flow), the
// calls tried up to the booking wizard's count. The wizard child comes with its own real effects.
import { fromPromise } from 'xstate'
import { applyPromoCode } from '../../schemas/api/booking'
import { enableWaitlist } from '../../schemas/api/order'
import { callApi } from '../../services/HttpClient'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { BOOKING_RETRIES, bookingWizardActors } from '../booking-wizard/booking-wizard.actors'
import { bookingWizardMachine } from '../booking-wizard/booking-wizard.machine'
import { fromEffect } from '../shared/fromEffect'
import type { ApplyPromoRequest, WaitlistRequest } from './order-flow.machine'

const TEST_COOKIE = 'showhome_cookie_check'

/**
 * Whether this page can keep a cookie: the browser allows cookies and a test cookie can be written and read back
 * (a third-party frame usually cannot, which is when the order flow asks to continue in a new tab).
 */
export function cookiesWork(env: { document: Pick<Document, 'cookie'>; navigator: Pick<Navigator, 'cookieEnabled'> }) {
  if (!env.navigator.cookieEnabled) return false
  try {
    env.document.cookie = `${TEST_COOKIE}=1; path=/; SameSite=Lax`
    const kept = env.document.cookie.split(/;\s*/).includes(`${TEST_COOKIE}=1`)
    env.document.cookie = `${TEST_COOKIE}=; path=/; max-age=0; SameSite=Lax`
    return kept
  } catch {
    return false
  }
}

export const orderFlowActors = (runtime: AppRuntime) => ({
  checkCookies: fromPromise<boolean, void>(async () => cookiesWork({ document, navigator })),
  bookingWizard: bookingWizardMachine.provide({ actors: bookingWizardActors(runtime) }),
  applyPromo: fromEffect(runtime, (request: ApplyPromoRequest) =>
    callApi(applyPromoCode, request).pipe(withRetries(BOOKING_RETRIES)),
  ),
  enableWaitlist: fromEffect(runtime, (request: WaitlistRequest) =>
    callApi(enableWaitlist, request).pipe(withRetries(BOOKING_RETRIES)),
  ),
})
