// PAYMENT (issue 18; SPEC §8 "Payment failure shows the provider's message under the pay button"): the amount with
// tax, the card form (ours for the local test provider, Stripe's Payment Element with Stripe keys), the pay button
// with the provider's message under it, and the extra authentication step when the card asks for one.
import { useSelector } from '@xstate/react'
import { formatCardNumber, formatCvc, formatExpiry, formatPostalCode } from '../../../domain/card-input'
import { formatMoney } from '../../../domain/money'
import {
  quoteOf,
  type SubscriptionCheckoutActorRef,
} from '../../../machines/subscription-checkout/subscription-checkout.machine'
import { TextField, useFocusOnOpen } from '../account-dialog/fields'
import styles from './Checkout.module.css'
import { PlanSummary } from './PlanSummary'
import { StripeCardSlot } from './StripeCardSlot'

export function PaymentTab({ checkout, titleId }: { checkout: SubscriptionCheckoutActorRef; titleId: string }) {
  const quote = useSelector(checkout, (s) => quoteOf(s.context))
  const preparing = useSelector(checkout, (s) => s.matches({ payment: 'preparing' }))
  const unavailable = useSelector(checkout, (s) => s.matches({ payment: 'unavailable' }))
  const authenticating = useSelector(checkout, (s) => s.matches({ payment: 'authenticating' }))
  const heading = useFocusOnOpen<HTMLHeadingElement>()
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
          Payment
        </h2>
        {preparing ? (
          <p className={styles.loading} role="status">
            Preparing a secure payment…
          </p>
        ) : null}
        {unavailable ? <PaymentUnavailable checkout={checkout} /> : null}
        {authenticating ? <Authentication checkout={checkout} /> : null}
        {!preparing && !unavailable && !authenticating ? (
          <CardForm checkout={checkout} total={formatMoney(quote.totalCents, { currency: quote.currency })} />
        ) : null}
      </div>
      <PlanSummary quote={quote} />
    </div>
  )
}

function PaymentUnavailable({ checkout }: { checkout: SubscriptionCheckoutActorRef }) {
  const message = useSelector(checkout, (s) => s.context.prepareError)
  return (
    <div className={styles.problem} role="alert">
      <p>{message}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => checkout.send({ type: 'payment.retry' })}>
          Try again
        </button>
        <button type="button" className={styles.secondary} onClick={() => checkout.send({ type: 'back' })}>
          Back to terms
        </button>
      </div>
    </div>
  )
}

function CardForm({ checkout, total }: { checkout: SubscriptionCheckoutActorRef; total: string }) {
  const payment = useSelector(checkout, (s) => s.context.payment)
  const card = useSelector(checkout, (s) => s.context.card)
  const errors = useSelector(checkout, (s) => s.context.cardErrors)
  const paymentError = useSelector(checkout, (s) => s.context.paymentError)
  const paying = useSelector(checkout, (s) => s.hasTag('busy'))
  const first = useFocusOnOpen<HTMLInputElement>()
  const change =
    (field: 'number' | 'expiry' | 'cvc' | 'postalCode', format: (text: string) => string) => (value: string) =>
      checkout.send({ type: 'card.change', field, value: format(value) })
  return (
    <form
      className={styles.cardForm}
      noValidate
      aria-busy={paying}
      onSubmit={(event) => {
        event.preventDefault()
        checkout.send({ type: 'pay' })
      }}
    >
      {payment?.provider === 'stripe' && payment.publishableKey ? (
        <StripeCardSlot publishableKey={payment.publishableKey} secret={payment.secret} />
      ) : (
        <fieldset className={styles.card} disabled={paying}>
          <legend>Card</legend>
          <TextField
            inputRef={first}
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            error={errors.number}
            onChange={change('number', formatCardNumber)}
          />
          <div className={styles.cardRow}>
            <TextField
              label="Expiry"
              placeholder="MM / YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              value={card.expiry}
              error={errors.expiry}
              onChange={change('expiry', formatExpiry)}
            />
            <TextField
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvc}
              error={errors.cvc}
              onChange={change('cvc', formatCvc)}
            />
            <TextField
              label="Postal code"
              autoComplete="postal-code"
              value={card.postalCode}
              error={errors.postalCode}
              onChange={change('postalCode', formatPostalCode)}
            />
          </div>
          <p className={styles.testNote}>
            Test payments: no card is charged. Use 4242 4242 4242 4242 with any future date and any security code.
          </p>
        </fieldset>
      )}
      <button type="submit" className={styles.payButton} disabled={paying}>
        {paying ? 'Processing payment…' : `Pay ${total}`}
      </button>
      {paymentError ? (
        <p className={styles.paymentError} role="alert">
          {paymentError}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.linkButton}
        disabled={paying}
        onClick={() => checkout.send({ type: 'back' })}
      >
        Back to terms
      </button>
    </form>
  )
}

/** The card issuer's extra check (3-D Secure), as the test provider presents it: approve or fail. */
function Authentication({ checkout }: { checkout: SubscriptionCheckoutActorRef }) {
  const busy = useSelector(checkout, (s) => s.hasTag('busy'))
  const heading = useFocusOnOpen<HTMLHeadingElement>()
  return (
    <section className={styles.authentication} aria-labelledby="checkout-authentication">
      <h3 id="checkout-authentication" ref={heading} tabIndex={-1}>
        Confirm this payment with your bank
      </h3>
      <p>
        Your card issuer asks you to confirm it is you. In test mode, choose how the check ends; with a real card your
        bank’s own page appears here.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => checkout.send({ type: 'authentication.complete' })}
        >
          {busy ? 'Confirming…' : 'Complete authentication'}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => checkout.send({ type: 'authentication.fail' })}
        >
          Fail authentication
        </button>
      </div>
    </section>
  )
}
