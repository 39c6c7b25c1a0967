// The people an order is for (SPEC §3 Contact). Stored contacts may be unfinished, because going back in the
// booking wizard submits a step without validating it (SPEC §4); forms/contact.ts holds the rules for going forward.
import { Schema } from 'effect'
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from './constants'
import { BoundedString } from './fields'
import { oneOf } from './primitives'

export const CONTACT_ROLES = ['Listing Agent', 'Listing Administrator', 'Home Owner', 'Other'] as const
export const ContactRole = oneOf(CONTACT_ROLES)
export type ContactRole = typeof ContactRole.Type

/** Typed text is kept as typed (within each field's length limit); an empty string means "not filled in". */
export const Contact = Schema.Struct({
  firstName: BoundedString(NAME_MAX_LENGTH),
  lastName: BoundedString(NAME_MAX_LENGTH),
  /** The brokerage; required for listing agents. */
  company: BoundedString(SHORT_TEXT_MAX_LENGTH),
  /** Null until one is chosen. */
  role: Schema.NullOr(ContactRole),
  email: BoundedString(EMAIL_MAX_LENGTH),
  phone: BoundedString(PHONE_MAX_LENGTH),
})
export type Contact = typeof Contact.Type

/** The contact who pays: also a postal address for the invoice. */
export const BillingContact = Schema.Struct({
  ...Contact.fields,
  /** Billing street address, one line. */
  address: BoundedString(ADDRESS_MAX_LENGTH),
  /** Apartment or suite. */
  unit: BoundedString(40),
})
export type BillingContact = typeof BillingContact.Type

export const emptyContact: Contact = { firstName: '', lastName: '', company: '', role: null, email: '', phone: '' }
export const emptyBillingContact: BillingContact = { ...emptyContact, address: '', unit: '' }
