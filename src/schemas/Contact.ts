// The people an order is for (SPEC §3 Contact). Stored contacts may be unfinished, because going back in the
// booking wizard submits a step without validating it (SPEC §4); forms/contact.ts holds the rules for going forward.
import { Schema } from 'effect'
import { oneOf } from './primitives'

export const CONTACT_ROLES = ['Listing Agent', 'Listing Administrator', 'Home Owner', 'Other'] as const
export const ContactRole = oneOf(CONTACT_ROLES)
export type ContactRole = typeof ContactRole.Type

/** Typed text is kept as typed; an empty string means "not filled in". */
export const Contact = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  /** The brokerage; required for listing agents. */
  company: Schema.String,
  /** Null until one is chosen. */
  role: Schema.NullOr(ContactRole),
  email: Schema.String,
  phone: Schema.String,
})
export type Contact = typeof Contact.Type

/** The contact who pays: also a postal address for the invoice. */
export const BillingContact = Schema.Struct({
  ...Contact.fields,
  /** Billing street address, one line. */
  address: Schema.String,
  /** Apartment or suite. */
  unit: Schema.String,
})
export type BillingContact = typeof BillingContact.Type

export const emptyContact: Contact = { firstName: '', lastName: '', company: '', role: null, email: '', phone: '' }
export const emptyBillingContact: BillingContact = { ...emptyContact, address: '', unit: '' }
