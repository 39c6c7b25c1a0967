// The order summary beside TERMS and PAYMENT: the plan, what the first charge includes, and the amount with tax.

import { formatMoney } from '../../../domain/money'
import type { CheckoutQuote } from '../../../domain/subscription-checkout'
import styles from './Checkout.module.css'

export function PlanSummary({ quote }: { quote: CheckoutQuote }) {
  const money = (cents: number) => formatMoney(cents, { currency: quote.currency })
  const billed = quote.period === 'annual' ? 'Billed annually' : 'Billed monthly'
  return (
    <aside className={styles.summary} aria-label="Order summary">
      <p className={styles.summaryPlan}>{quote.planName} plan</p>
      <p className={styles.summaryMeta}>
        {billed} · {quote.initialTermMonths}-month initial term
      </p>
      <dl className={styles.summaryRows}>
        <div>
          <dt>{quote.period === 'annual' ? `12 × ${money(quote.monthlyFeeCents)} monthly fee` : 'Monthly fee'}</dt>
          <dd>{money(quote.chargeCents)}</dd>
        </div>
        {quote.taxName ? (
          <div>
            <dt>
              {quote.taxName} ({quote.taxPercent} %)
            </dt>
            <dd>{money(quote.taxCents)}</dd>
          </div>
        ) : null}
        <div className={styles.summaryTotal}>
          <dt>Due today ({quote.currency})</dt>
          <dd>{money(quote.totalCents)}</dd>
        </div>
      </dl>
      <p className={styles.summaryMeta}>
        Includes {quote.listingsIncluded} {quote.listingsIncluded === 1 ? 'listing' : 'listings'}
        {quote.period === 'annual' ? ` (${quote.listingsPerMonth} a month, all available now)` : ''}.
      </p>
    </aside>
  )
}
