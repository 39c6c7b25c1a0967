// The Agent plan bought monthly in Canada (SPEC §9), as the checkout's and the plan panel's tests see it: one
// value for all of them, so a change to the view's shape is made once.
import type { ChargeSecretResponse, SubscriptionView } from '../../src/schemas/api/finance'

/** SPEC §9: $284 a month, charged in Canadian dollars with 13 % HST (36.92): 320.92 is due today. */
export const AGENT_MONTHLY_CA = { feeCents: 28_400, taxCents: 3_692, totalCents: 32_092 } as const

/** The test provider's client secret (server/finance/local-provider.ts). */
export const LOCAL_PAYMENT_SECRET: ChargeSecretResponse = {
  secret: 'pi_local_1_secret_abc',
  provider: 'local',
  publishableKey: null,
}

/** The Agent plan a buyer holds once paid on 2026-11-27, as GET /subscription answers it. */
export const ACTIVE_AGENT_SUBSCRIPTION: SubscriptionView = {
  plan: 'AGENT',
  period: 'monthly',
  status: 'active',
  currency: 'CAD',
  termStart: '2026-11-27',
  termEnd: '2027-02-27',
  listingsIncluded: 1,
  listingsUsed: 0,
  redeemableUntil: '2027-05-28',
  nextChargeCents: AGENT_MONTHLY_CA.totalCents,
  nextChargeDate: '2026-12-27',
  chargeCents: AGENT_MONTHLY_CA.feeCents,
  taxCents: AGENT_MONTHLY_CA.taxCents,
  activatedAt: '2026-11-27T10:00:00.000Z',
}
