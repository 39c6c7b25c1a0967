// TERMS (issue 18): the subscription terms of the plan being bought, in plain sentences, and the consent they need.
import { useSelector } from '@xstate/react'
import { termsSummary } from '../../../domain/subscription-checkout'
import {
  quoteOf,
  type SubscriptionCheckoutActorRef,
} from '../../../machines/subscription-checkout/subscription-checkout.machine'
import { CheckField, useFocusOnOpen } from '../account-dialog/fields'
import styles from './Checkout.module.css'
import { PlanSummary } from './PlanSummary'

export function TermsTab({ checkout, titleId }: { checkout: SubscriptionCheckoutActorRef; titleId: string }) {
  const quote = useSelector(checkout, (s) => quoteOf(s.context))
  const consent = useSelector(checkout, (s) => s.context.consent)
  const error = useSelector(checkout, (s) => s.context.termsError)
  const heading = useFocusOnOpen<HTMLHeadingElement>()
  return (
    <div className={styles.columns}>
      <form
        className={styles.main}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          checkout.send({ type: 'terms.continue' })
        }}
      >
        <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
          Subscription terms
        </h2>
        <ul className={styles.terms}>
          {termsSummary(quote).map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <p className={styles.small}>
          The full terms are on our{' '}
          <a href="/legal/subscription" target="_blank" rel="noopener">
            subscription terms page
          </a>
          .
        </p>
        <CheckField
          checked={consent}
          error={error}
          onChange={(ticked) => checkout.send({ type: 'terms.consent', ticked })}
        >
          I agree to the subscription terms, including the {quote.initialTermMonths}-month initial term.
        </CheckField>
        <button type="submit" className={styles.primary}>
          Continue to payment
        </button>
      </form>
      <PlanSummary quote={quote} />
    </div>
  )
}
