// SUCCESS (issue 18): what was bought and what it unlocks, with the way to use it.
import { useSelector } from '@xstate/react'
import { formatMoney } from '../../../domain/money'
import { writtenDate } from '../../../domain/subscription-summary'
import {
  quoteOf,
  type SubscriptionCheckoutActorRef,
} from '../../../machines/subscription-checkout/subscription-checkout.machine'
import { SiteLink } from '../../components/site-link/SiteLink'
import { useFocusOnOpen } from '../account-dialog/fields'
import styles from './Checkout.module.css'

export function SuccessTab({ checkout, titleId }: { checkout: SubscriptionCheckoutActorRef; titleId: string }) {
  const quote = useSelector(checkout, (s) => quoteOf(s.context))
  const subscription = useSelector(checkout, (s) => s.context.subscription)
  const pending = useSelector(checkout, (s) => s.context.activationPending)
  const user = useSelector(checkout, (s) => s.context.user)
  const heading = useFocusOnOpen<HTMLHeadingElement>()
  const money = (cents: number) => formatMoney(cents, { currency: quote.currency })
  const included = subscription?.listingsIncluded ?? quote.listingsIncluded
  return (
    <div className={styles.success}>
      <div className={styles.successMark} aria-hidden="true">
        ✓
      </div>
      <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
        Welcome to the {quote.planName} plan
      </h2>
      <p className={styles.lead}>
        We charged {money(quote.totalCents)}
        {quote.taxName ? ` (including ${money(quote.taxCents)} ${quote.taxName})` : ''}. A receipt is on its way to{' '}
        {user?.email ?? 'your e-mail'}.
      </p>
      <ul className={styles.unlocks}>
        <li>
          <strong>
            {included} included {included === 1 ? 'listing' : 'listings'}
          </strong>{' '}
          ready to order now, at no further charge.
        </li>
        <li>
          <strong>Plan prices on every further listing</strong>, shown in your order totals.
        </li>
        <li>
          {subscription ? (
            <>
              Your term runs until <strong>{writtenDate(subscription.termEnd)}</strong>; included listings stay
              redeemable until {writtenDate(subscription.redeemableUntil)}.
            </>
          ) : (
            <>Your {quote.initialTermMonths}-month term starts today.</>
          )}
        </li>
      </ul>
      {pending ? (
        <p className={styles.note} role="status">
          Your payment went through. Your plan will show on your Account page in a moment.
        </p>
      ) : null}
      {user && !user.isVerified ? (
        <p className={styles.note}>Verify your e-mail with the code we sent you, to claim listings ordered for you.</p>
      ) : null}
      <div className={styles.actions}>
        <SiteLink to="/order" className={styles.primary}>
          Order a shoot
        </SiteLink>
        <button type="button" className={styles.secondary} onClick={() => checkout.send({ type: 'close' })}>
          Done
        </button>
      </div>
    </div>
  )
}
