import { formatMoney } from '../../../../domain/money'
import { annualChargeCents, initialTermMonths, PLAN_PRICING, redeemableListings } from '../../../../domain/subscription'
import {
  CONTACT_TIER_MAX_SAVINGS_PERCENT,
  REDEEMABLE_AFTER_TERM_DAYS,
  RENEWAL_NOTICE_DAYS,
} from '../../../../schemas/constants'
import { BRAND } from '../../../brand'
import { CONTACT } from '../contact'
import styles from './Legal.module.css'
import { LAST_UPDATED, LegalDocument, type LegalSection } from './LegalDocument'

const PLANS = PLAN_PRICING.filter((plan) => plan.billingPeriod !== null)
const money = (cents: number) => formatMoney(cents).replace(/\.00$/, '')

const SECTIONS: ReadonlyArray<LegalSection> = [
  {
    id: 'plans',
    heading: 'The plans',
    body: (
      <>
        <p>
          {BRAND} offers two subscription plans, Agent and Team, each billed monthly or annually. Without a plan you pay
          as you go, per listing, with no commitment. The plans, their fees and what they include:
        </p>
        <div className={styles.tableWrap}>
          <table>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Monthly fee</th>
                <th scope="col">Listings included a month</th>
                <th scope="col">Discount</th>
                <th scope="col">Initial term</th>
              </tr>
            </thead>
            <tbody>
              {PLANS.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">
                    {plan.name}, {plan.billingPeriod}
                  </th>
                  <td>{money(plan.monthlyFeeCents ?? 0)}</td>
                  <td>{redeemableListings(plan)}</td>
                  <td>{plan.discountPercent} %</td>
                  <td>{initialTermMonths(plan.billingPeriod)} months</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          The discount is on the pay-as-you-go price of every listing you order while the plan is active. Current prices
          for each listing size are on the <a href="/pricing">pricing page</a>.
        </p>
      </>
    ),
  },
  {
    id: 'included',
    heading: 'Included listings',
    body: (
      <>
        <p>
          Each monthly fee pays in advance for the number of listings shown above, at the plan's price for a listing up
          to 2,000 sq ft. When you order, an included listing is used first. For a larger property we charge only the
          difference between that price and the plan's price for its size.
        </p>
        <p>
          Listings you do not use carry over from month to month and stay available until {REDEEMABLE_AFTER_TERM_DAYS}{' '}
          days after the end of your term. Included listings have no cash value and are not refunded.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    heading: 'Billing',
    body: (
      <>
        <p>
          Monthly plans are charged the monthly fee at the start of each month of the term. Annual plans are charged
          twelve monthly fees at once at the start of the term
          {PLANS.filter((plan) => plan.billingPeriod === 'annual').map((plan, i) => (
            <span key={plan.id}>
              {i === 0 ? ': ' : ' and '}
              {money(annualChargeCents(plan) ?? 0)} for {plan.name}
            </span>
          ))}
          .
        </p>
        <p>
          Listings beyond those included are charged when you order them, at the plan's discounted price, together with
          any travel fee. Prices are in US dollars; in Canada they are in Canadian dollars with 13 % HST added.
        </p>
      </>
    ),
  },
  {
    id: 'term',
    heading: 'Term and renewal',
    body: (
      <>
        <p>
          A plan starts on the day you subscribe and runs for its initial term: three months for monthly billing, twelve
          months for annual billing. At the end of a term the plan renews for the same length unless you cancel.
        </p>
        <p>
          We e-mail you {RENEWAL_NOTICE_DAYS} days before each renewal with the date and the amount that will be
          charged, so you have time to change plans or cancel.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changing plans',
    body: (
      <p>
        You can move to a larger plan, or from monthly to annual billing, at any time: the new plan starts at once and
        the unused part of your current fee is credited against it. Moving to a smaller plan takes effect at the next
        renewal.
      </p>
    ),
  },
  {
    id: 'cancel',
    heading: 'Cancelling',
    body: (
      <>
        <p>
          You can cancel from your account settings or by writing to{' '}
          <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a>. Cancelling stops the next renewal; the plan stays
          active, and fees already paid are not refunded, until the end of the current term. Your listing pages and
          media are not affected.
        </p>
        <p>
          If you are a consumer and the law where you live gives you a right to cancel a new subscription within a
          cooling-off period, you keep that right, and we refund the fee less any listings already used.
        </p>
      </>
    ),
  },
  {
    id: 'prices',
    heading: 'Price changes',
    body: (
      <p>
        We may change plan prices for future terms. We will tell you at least {RENEWAL_NOTICE_DAYS} days before a new
        price applies to you, and never during a term you have already paid for.
      </p>
    ),
  },
  {
    id: 'larger',
    heading: 'Larger teams and brokerages',
    body: (
      <p>
        Brokerages, large teams and commercial portfolios can agree custom terms with savings of up to{' '}
        {CONTACT_TIER_MAX_SAVINGS_PERCENT} %. Where a written agreement exists, it takes precedence over these terms.
        Talk to us at <a href={`mailto:${CONTACT.sales}`}>{CONTACT.sales}</a>.
      </p>
    ),
  },
]

export function SubscriptionTermsPage() {
  return (
    <LegalDocument
      title="Subscription terms"
      summary="How the Agent and Team plans work: what you pay, what is included, how long a plan runs, and how to change or cancel it. They add to our terms of service."
      updated={LAST_UPDATED}
      sections={SECTIONS}
    />
  )
}
