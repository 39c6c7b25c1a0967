// CONTACT (issue 18; SPEC §9 "Contact tier advertises savings up to 30%"): the beyond tier's message to the sales
// team, with the visitor's details; sent through our mail.
import { useSelector } from '@xstate/react'
import { CONTACT_TIER } from '../../../domain/subscription'
import type { SubscriptionCheckoutActorRef } from '../../../machines/subscription-checkout/subscription-checkout.machine'
import type { SalesContactDraft } from '../../../schemas/forms/sales-contact'
import { FormError, TextField, useFocusInvalidAfterSubmit, useFocusOnOpen } from '../account-dialog/fields'
import styles from './Checkout.module.css'

const FIELDS: ReadonlyArray<{
  readonly field: Exclude<keyof SalesContactDraft, 'message'>
  readonly label: string
  readonly type?: 'email' | 'tel'
  readonly autoComplete: string
}> = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  { field: 'company', label: 'Brokerage or company', autoComplete: 'organization' },
  { field: 'listingsPerMonth', label: 'Listings a month (optional)', autoComplete: 'off' },
]

export function ContactTab({ checkout, titleId }: { checkout: SubscriptionCheckoutActorRef; titleId: string }) {
  const sent = useSelector(checkout, (s) => s.matches({ contact: 'sent' }))
  return sent ? (
    <ContactSent checkout={checkout} titleId={titleId} />
  ) : (
    <ContactForm checkout={checkout} titleId={titleId} />
  )
}

function ContactForm({ checkout, titleId }: { checkout: SubscriptionCheckoutActorRef; titleId: string }) {
  const draft = useSelector(checkout, (s) => s.context.contactDraft)
  const errors = useSelector(checkout, (s) => s.context.contactErrors)
  const error = useSelector(checkout, (s) => s.context.contactError)
  const busy = useSelector(checkout, (s) => s.hasTag('busy'))
  const first = useFocusOnOpen<HTMLInputElement>()
  const { formRef, onSubmitted } = useFocusInvalidAfterSubmit(errors, busy)
  const change = (field: keyof SalesContactDraft) => (value: string) =>
    checkout.send({ type: 'contact.change', field, value })
  return (
    <form
      ref={formRef}
      className={styles.contact}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmitted()
        checkout.send({ type: 'contact.submit' })
      }}
    >
      <div className={styles.contactHead}>
        <h2 id={titleId} className={styles.title}>
          Talk to sales
        </h2>
        <p className={styles.savings}>{CONTACT_TIER.savingsText} on every listing</p>
        <p className={styles.lead}>
          Brokerages and large teams get a price agreed for their volume, one account for every office, and a named
          account manager. Tell us about you and we will reply within one business day.
        </p>
      </div>
      <div className={styles.contactGrid}>
        {FIELDS.map((f, index) => (
          <TextField
            key={f.field}
            inputRef={index === 0 ? first : undefined}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            value={draft[f.field]}
            error={errors[f.field]}
            onChange={change(f.field)}
          />
        ))}
      </div>
      <label className={styles.textarea}>
        <span>Anything we should know? (optional)</span>
        <textarea
          rows={4}
          value={draft.message}
          aria-invalid={errors.message ? true : undefined}
          onChange={(event) => change('message')(event.target.value)}
        />
        {errors.message ? <span className={styles.fieldError}>{errors.message}</span> : null}
      </label>
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? 'Sending…' : 'Send to our sales team'}
      </button>
      <FormError message={error} />
    </form>
  )
}

function ContactSent({ checkout, titleId }: { checkout: SubscriptionCheckoutActorRef; titleId: string }) {
  const email = useSelector(checkout, (s) => s.context.contactDraft.email)
  const heading = useFocusOnOpen<HTMLHeadingElement>()
  return (
    <div className={styles.success}>
      <div className={styles.successMark} aria-hidden="true">
        ✓
      </div>
      <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1}>
        Thanks, your message is with our sales team
      </h2>
      <p className={styles.lead}>We will reply to {email} within one business day.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => checkout.send({ type: 'close' })}>
          Done
        </button>
      </div>
    </div>
  )
}
