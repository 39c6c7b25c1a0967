// The contact tier's form (checkout tab CONTACT; issue 18): the request's own fields but the country, which the
// page adds from `?country=`. Checked with the same schema the server checks, so the messages match.
import { SalesContactRequest } from '../api/finance'

export const SalesContactForm = SalesContactRequest.mapFields(({ country: _country, ...fields }) => fields)
export type SalesContactForm = typeof SalesContactForm.Type
export type SalesContactDraft = typeof SalesContactForm.Encoded
