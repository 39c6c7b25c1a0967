// The contact step's rules (SPEC §3 Contact, §5 Contact), shared by the form's schema and the step's view so the
// labels say exactly what validation asks.
import { MAX_ADDITIONAL_CONTACTS } from '../schemas/constants'

/** Listing agents must give a company and a phone; other roles may. */
export const asksCompanyAndPhone = (role: string | null | undefined) => role === 'Listing Agent'

/** At most three contacts besides the billing contact ('Maximum contacts added' then). */
export const canAddContact = (additional: ReadonlyArray<unknown>) => additional.length < MAX_ADDITIONAL_CONTACTS

/** The contacts with one more, empty one, or the same contacts when the step is full. */
export function withAddedContact<C>(additional: ReadonlyArray<C>, empty: C): ReadonlyArray<C> {
  return canAddContact(additional) ? [...additional, { ...empty }] : additional
}
