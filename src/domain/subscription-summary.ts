// How the Account page describes the subscriber's plan (issue 18): one line per fact, derived from the server's
// view of the subscription. Dates are calendar dates ('YYYY-MM-DD') shown as written dates, never shifted by a
// time zone.
import type { SubscriptionView } from '../schemas/api/finance'
import { formatMoney } from './money'

/** 'YYYY-MM-DD' → 'February 7, 2027'. */
export function writtenDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

export interface SubscriptionSummary {
  /** 'Agent plan, billed monthly'. */
  readonly title: string
  readonly status: 'Active' | 'Ends at the term’s end' | 'Activating' | 'Ended' | 'Payment failed'
  readonly term: string
  readonly listingsLeft: number
  /** Beside the count: 'of 1 included listing left, redeemable until May 8, 2027'. */
  readonly listingsDetail: string
  readonly nextCharge: string
  /** Cancelling is offered while it renews; taking the cancellation back while it is ending. */
  readonly canCancel: boolean
  readonly canResume: boolean
}

const PLAN_NAMES = { AGENT: 'Agent', TEAM: 'Team' } as const
const STATUS: Record<SubscriptionView['status'], SubscriptionSummary['status']> = {
  active: 'Active',
  ending: 'Ends at the term’s end',
  pending: 'Activating',
  ended: 'Ended',
  past_due: 'Payment failed',
}

export function subscriptionSummary(view: SubscriptionView): SubscriptionSummary {
  const left = Math.max(0, view.listingsIncluded - view.listingsUsed)
  const money = (cents: number) => formatMoney(cents, { currency: view.currency })
  return {
    title: `${PLAN_NAMES[view.plan]} plan, billed ${view.period === 'annual' ? 'annually' : 'monthly'}`,
    status: STATUS[view.status],
    term: `${writtenDate(view.termStart)} to ${writtenDate(view.termEnd)}`,
    listingsLeft: left,
    listingsDetail: `of ${view.listingsIncluded} included ${view.listingsIncluded === 1 ? 'listing' : 'listings'} left, redeemable until ${writtenDate(view.redeemableUntil)}`,
    nextCharge:
      view.nextChargeCents !== null && view.nextChargeDate !== null
        ? `${money(view.nextChargeCents)} on ${writtenDate(view.nextChargeDate)}`
        : view.status === 'past_due'
          ? 'None: the last renewal payment failed. Choose a plan below to subscribe again.'
          : `None: the plan ends on ${writtenDate(view.termEnd)}`,
    canCancel: view.status === 'active',
    canResume: view.status === 'ending',
  }
}
