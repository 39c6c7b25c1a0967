// The subscription checkout's dialog (SPEC §4 checkout tabs; issue 18) over a running subscription-checkout chart.
// The account tabs are the account dialog's own; the rest are here. Every rule lives in the chart and the domain;
// this view selects and sends.
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { AccountDialogActorRef } from '../../../machines/account-dialog/account-dialog.machine'
import {
  type CheckoutTab,
  checkoutTabOf,
  type SubscriptionCheckoutActorRef,
} from '../../../machines/subscription-checkout/subscription-checkout.machine'
import { Modal } from '../../components/modal/Modal'
import { AccountFormTab } from '../account-dialog/AccountDialog'
import styles from './Checkout.module.css'
import { ContactTab } from './ContactTab'
import { PaymentTab } from './PaymentTab'
import { SuccessTab } from './SuccessTab'
import { TermsTab } from './TermsTab'

const STEPS: ReadonlyArray<{ readonly tab: CheckoutTab; readonly label: string }> = [
  { tab: 'ACCOUNT', label: 'Account' },
  { tab: 'TERMS', label: 'Terms' },
  { tab: 'PAYMENT', label: 'Payment' },
  { tab: 'SUCCESS', label: 'Done' },
]

export function CheckoutDialog({ checkout }: { checkout: SubscriptionCheckoutActorRef }) {
  const titleId = useId()
  const tab = useSelector(checkout, checkoutTabOf)
  const account = useSelector(checkout, (s) => s.children.account as AccountDialogActorRef | undefined)
  return (
    <Modal labelledBy={titleId} onClose={() => checkout.send({ type: 'close' })} size="wide">
      <div className={styles.checkout}>
        {tab === 'CONTACT' ? null : <Steps current={tab} />}
        {tab === 'ACCOUNT' && account ? (
          <div className={styles.accountStep}>
            <p className={styles.stepLead}>Create your account or sign in to subscribe.</p>
            <AccountFormTab dialog={account} titleId={titleId} />
          </div>
        ) : null}
        {tab === 'TERMS' ? <TermsTab checkout={checkout} titleId={titleId} /> : null}
        {tab === 'PAYMENT' ? <PaymentTab checkout={checkout} titleId={titleId} /> : null}
        {tab === 'SUCCESS' ? <SuccessTab checkout={checkout} titleId={titleId} /> : null}
        {tab === 'CONTACT' ? <ContactTab checkout={checkout} titleId={titleId} /> : null}
      </div>
    </Modal>
  )
}

/** Where the buyer is: the steps before are done, the current one is marked for assistive technology too. */
function Steps({ current }: { current: CheckoutTab }) {
  const at = STEPS.findIndex((step) => step.tab === current)
  // On the last step everything is done.
  const done = (index: number) => index < at || current === 'SUCCESS'
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {STEPS.map((step, index) => (
        <li
          key={step.tab}
          className={done(index) ? styles.stepDone : index === at ? styles.stepCurrent : styles.step}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {done(index) ? '✓' : index + 1}
          </span>
          {step.label}
        </li>
      ))}
    </ol>
  )
}
