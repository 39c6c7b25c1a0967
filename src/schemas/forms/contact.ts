// The contact step (SPEC §5 Contact): names and role required, e-mail required and valid, phone and company
// required for a listing agent, the billing contact's phone always required, at most 3 additional contacts.
import { Schema } from 'effect'
import { asksCompanyAndPhone } from '../../domain/contact-rules'
import { ContactRole } from '../Contact'
import { ADDRESS_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, MAX_ADDITIONAL_CONTACTS, SHORT_TEXT_MAX_LENGTH } from '../constants'
import { BoundedString, BoundedTrim, Email, Name, Phone, RequiredPhone } from '../fields'
import { present } from '../primitives'

/**
 * A listing agent must give a phone and a company. A check on the whole contact, so it runs once every field is
 * valid on its own: until then the field messages are shown and these follow.
 */
const agentNeedsPhoneAndCompany = Schema.makeFilter(
  (contact: { readonly role: ContactRole; readonly phone: string; readonly company: string }) => {
    if (!asksCompanyAndPhone(contact.role)) return undefined
    const issues: Array<Schema.FilterIssue> = []
    if (contact.phone === '') issues.push({ path: ['phone'], issue: 'Required' })
    if (contact.company === '') issues.push({ path: ['company'], issue: 'Required' })
    return issues
  },
)

const contactFields = {
  firstName: Name,
  lastName: Name,
  /** Required for listing agents only (checked on the whole contact). */
  company: BoundedTrim(SHORT_TEXT_MAX_LENGTH),
  /** Null (nothing chosen) reads 'Required'. */
  role: present(ContactRole),
  email: Email,
  phone: Phone,
}

/** An additional contact. */
export const ContactForm = Schema.Struct(contactFields).check(agentNeedsPhoneAndCompany)
export type ContactForm = typeof ContactForm.Type

/** The billing contact: the phone is always required; the invoice address is optional. */
export const BillingContactForm = Schema.Struct({
  ...contactFields,
  phone: RequiredPhone,
  address: BoundedTrim(ADDRESS_MAX_LENGTH),
  unit: BoundedTrim(40),
}).check(agentNeedsPhoneAndCompany)
export type BillingContactForm = typeof BillingContactForm.Type

/** The whole step; its decoded value is the submitcontact model. */
export const ContactStepForm = Schema.Struct({
  billingContact: BillingContactForm,
  additionalContacts: Schema.Array(ContactForm).check(
    Schema.isMaxLength(MAX_ADDITIONAL_CONTACTS, { message: 'Maximum contacts added' }),
  ),
  specialInstructions: BoundedString(LONG_TEXT_MAX_LENGTH),
  photographerInstructions: BoundedString(LONG_TEXT_MAX_LENGTH),
})
export type ContactStepForm = typeof ContactStepForm.Type
