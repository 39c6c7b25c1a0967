// The order flow's CONTACT step (SPEC §3 Contact, §5 Contact): the billing contact with the invoice address, up to
// three more contacts ('Maximum contacts added' then), and the instructions for our office and the photographer.
// Company and phone are asked of listing agents; the billing contact's phone always.
import { asksCompanyAndPhone as agent, canAddContact, withAddedContact } from '../../../../domain/contact-rules'
import { CONTACT_ROLES, emptyContact } from '../../../../schemas/Contact'
import styles from './ContactStep.module.css'
import { messageFor, SelectField, TextAreaField, TextField } from './fields'
import type { ContactDraft, StepProps } from './step-props'

type AdditionalContact = ContactDraft['additionalContacts'][number]
type BillingContact = ContactDraft['billingContact']

const optional = (label: string, required: boolean) =>
  required ? (
    label
  ) : (
    <>
      {label} <span className={styles.optional}>(optional)</span>
    </>
  )

export function ContactStep(props: StepProps<ContactDraft>) {
  const { draft, onChange, onTouch, disabled } = props
  const billing = draft.billingContact
  const additional = draft.additionalContacts
  const full = !canAddContact(additional)

  const setBilling = (patch: Partial<BillingContact>) =>
    onChange({ ...draft, billingContact: { ...billing, ...patch } })
  const setAdditional = (index: number, patch: Partial<AdditionalContact>) =>
    onChange({
      ...draft,
      additionalContacts: additional.map((contact, i) => (i === index ? { ...contact, ...patch } : contact)),
    })

  const field = (path: string) => ({ error: messageFor(props, path), onBlur: () => onTouch(path), disabled })

  return (
    <section className={styles.step} aria-labelledby="contact-step-title">
      <h2 id="contact-step-title" tabIndex={-1} className={styles.title}>
        Contact details
      </h2>

      <fieldset className={styles.group}>
        <legend>Billing contact</legend>
        <div className={styles.grid}>
          <TextField
            label="First name"
            autoComplete="given-name"
            value={billing.firstName}
            onChange={(firstName) => setBilling({ firstName })}
            {...field('billingContact.firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={billing.lastName}
            onChange={(lastName) => setBilling({ lastName })}
            {...field('billingContact.lastName')}
          />
          <SelectField
            label="Role"
            placeholder="Choose a role"
            options={CONTACT_ROLES}
            value={billing.role ?? null}
            onChange={(role) => setBilling({ role })}
            {...field('billingContact.role')}
          />
          <TextField
            label={optional('Company', agent(billing.role))}
            autoComplete="organization"
            value={billing.company}
            onChange={(company) => setBilling({ company })}
            {...field('billingContact.company')}
          />
          <TextField
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={billing.email}
            onChange={(email) => setBilling({ email })}
            {...field('billingContact.email')}
          />
          <TextField
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={billing.phone}
            onChange={(phone) => setBilling({ phone })}
            {...field('billingContact.phone')}
          />
          <TextField
            label={optional('Billing address', false)}
            autoComplete="billing street-address"
            value={billing.address}
            onChange={(address) => setBilling({ address })}
            className={styles.wide}
            {...field('billingContact.address')}
          />
          <TextField
            label={optional('Unit or suite', false)}
            autoComplete="billing address-line2"
            value={billing.unit}
            onChange={(unit) => setBilling({ unit })}
            {...field('billingContact.unit')}
          />
        </div>
      </fieldset>

      {additional.map((contact, index) => {
        const at = (name: string) => `additionalContacts.${index}.${name}`
        const number = index + 1
        return (
          // Contacts have no id of their own; the position is their identity while the step is open.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <fieldset key={index} className={styles.group}>
            <legend>Additional contact {number}</legend>
            <button
              type="button"
              className={styles.remove}
              disabled={disabled}
              aria-label={`Remove additional contact ${number}`}
              onClick={() => onChange({ ...draft, additionalContacts: additional.filter((_, i) => i !== index) })}
            >
              Remove
            </button>
            {/* Other people's details: the browser must not fill in the user's own. */}
            <div className={styles.grid}>
              <TextField
                label="First name"
                autoComplete="off"
                value={contact.firstName}
                onChange={(firstName) => setAdditional(index, { firstName })}
                {...field(at('firstName'))}
              />
              <TextField
                label="Last name"
                autoComplete="off"
                value={contact.lastName}
                onChange={(lastName) => setAdditional(index, { lastName })}
                {...field(at('lastName'))}
              />
              <SelectField
                label="Role"
                placeholder="Choose a role"
                options={CONTACT_ROLES}
                value={contact.role ?? null}
                onChange={(role) => setAdditional(index, { role })}
                {...field(at('role'))}
              />
              <TextField
                label={optional('Company', agent(contact.role))}
                autoComplete="off"
                value={contact.company}
                onChange={(company) => setAdditional(index, { company })}
                {...field(at('company'))}
              />
              <TextField
                label="E-mail"
                type="email"
                inputMode="email"
                autoComplete="off"
                value={contact.email}
                onChange={(email) => setAdditional(index, { email })}
                {...field(at('email'))}
              />
              <TextField
                label={optional('Phone', agent(contact.role))}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={contact.phone}
                onChange={(phone) => setAdditional(index, { phone })}
                {...field(at('phone'))}
              />
            </div>
          </fieldset>
        )
      })}

      <div className={styles.addRow}>
        <button
          type="button"
          className={styles.add}
          disabled={disabled || full}
          onClick={() => onChange({ ...draft, additionalContacts: [...withAddedContact(additional, emptyContact)] })}
        >
          {full ? 'Maximum contacts added' : 'Add contact'}
        </button>
        {messageFor(props, 'additionalContacts') ? (
          <p className={styles.error}>{messageFor(props, 'additionalContacts')}</p>
        ) : null}
      </div>

      <div className={styles.grid}>
        <TextAreaField
          label={optional('Special instructions', false)}
          hint="For our office: access, parking, timing."
          value={draft.specialInstructions}
          onChange={(specialInstructions) => onChange({ ...draft, specialInstructions })}
          {...field('specialInstructions')}
        />
        <TextAreaField
          label={optional('Instructions for the photographer', false)}
          hint="Passed on to the photographer who comes."
          value={draft.photographerInstructions}
          onChange={(photographerInstructions) => onChange({ ...draft, photographerInstructions })}
          {...field('photographerInstructions')}
        />
      </div>
    </section>
  )
}
