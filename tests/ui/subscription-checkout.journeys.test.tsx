// Every journey through the subscription checkout (tests/journeys/subscription-checkout.journeys.ts), driven through
// the real app in jsdom: the pricing page's Choose Agent, the terms box, the card form, the bank's step, Escape,
// Close and Done, over a fake finance server that answers as the real one does with its local test provider (the
// amount checked against its own, Stripe's test cards, the plan active once paid). The same journeys run in Chromium
// against the real server (tests/e2e/subscription-checkout.journeys.spec.ts).
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TestCard } from '../../src/schemas/api/finance'
import { StatusError } from '../../src/services/errors'
import { journeysOf } from '../journeys/journey'
import {
  AUTHENTICATION_FAILED,
  BUYER,
  CARDS,
  DECLINED,
  paymentsIn,
  SUBSCRIPTION,
  subscriptionCheckoutFlow,
  TOTAL_CENTS,
} from '../journeys/subscription-checkout.journeys'
import { driveInDom, mountApp } from '../support/journey-dom'
import { installDialogPolyfill } from '../support/jsdom-dialog'

beforeAll(async () => {
  installDialogPolyfill()
  // The page loads the dialog on first use; loaded here first, it renders as soon as a plan is chosen.
  await import('../../src/ui/features/subscription-checkout/CheckoutDialog')
})
afterEach(cleanup)

/**
 * The finance server as server/http/finance.ts and server/finance/local-provider.ts have it: the amount asked for
 * must be the server's own (§9: CA$320.92 for Agent monthly in Canada), each test card answers as Stripe's does, the
 * bank's step approves or refuses, and once paid the subscription reads active.
 */
function financeServer() {
  let paid = false
  let waitingForBank = false
  return (path: string, request: unknown) => {
    switch (path) {
      case '/user/current':
        return { user: BUYER }
      case '/subscription/charge/secret': {
        const { amount, currency, plan, period, country } = request as Record<string, unknown>
        if (
          amount !== TOTAL_CENTS ||
          currency !== 'CAD' ||
          plan !== 'AGENT' ||
          period !== 'monthly' ||
          country !== 'CA'
        )
          throw new StatusError({ message: 'The price has changed. Please review the new amount and try again.' })
        return { secret: 'pi_local_7_secret_xyz', provider: 'local', publishableKey: null }
      }
      case '/test-provider/confirm': {
        const { card } = request as { card: TestCard }
        if (card.number === CARDS.succeeds) {
          paid = true
          return { status: 'succeeded', message: null }
        }
        if (card.number === CARDS.authenticates) {
          waitingForBank = true
          return { status: 'requires_action', message: null }
        }
        return { status: 'requires_payment_method', message: DECLINED }
      }
      case '/test-provider/authenticate': {
        const { approve } = request as { approve: boolean }
        if (!waitingForBank) throw new StatusError({ message: 'This payment is not waiting for authentication.' })
        waitingForBank = false
        paid = approve
        return approve
          ? { status: 'succeeded', message: null }
          : { status: 'requires_payment_method', message: AUTHENTICATION_FAILED }
      }
      case '/subscription':
        return {
          subscription: paid ? SUBSCRIPTION : null,
        }
      default:
        throw new Error(`The checkout journeys make no ${path} call`)
    }
  }
}

const journeys = journeysOf(subscriptionCheckoutFlow)

describe('subscription checkout journeys, in jsdom', () => {
  it('has a journey for every transition, few of them paying', () => {
    expect(journeys.length).toBeGreaterThan(20)
    expect(journeys.length).toBeLessThan(80)
    // Each paying journey needs a buyer of its own in the browser (a subscribed person cannot buy again).
    expect(journeys.filter((journey) => paymentsIn(journey) > 0).length).toBeLessThanOrEqual(8)
  })

  for (const journey of journeys) {
    it(journey.name, async () => {
      const app = await mountApp({
        path: journey.opening.page,
        input: { user: BUYER, adminElementsEnabled: false, mode: 'page' },
        respond: financeServer(),
        held: new Set([
          '/subscription/charge/secret',
          '/test-provider/confirm',
          '/test-provider/authenticate',
          '/subscription',
        ]),
      })
      await driveInDom(journey, app)
    })
  }
})
