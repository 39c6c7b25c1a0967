// The registration form (SPEC §5 Register). confirmPassword and terms are checked here and never sent.
import { Schema } from 'effect'
import { RegisterRequest } from '../api/auth'
import { passwordIsNotEmail } from '../fields'

/**
 * The retyped password must equal the first one, reported on confirmPassword. A check on the whole form, so it
 * runs once every field is valid on its own: until then the field messages are shown and this one follows.
 */
export const confirmPasswordMatches = Schema.makeFilter(
  (form: { readonly password: string; readonly confirmPassword: string }) =>
    form.confirmPassword === form.password || { path: ['confirmPassword'], issue: 'Must match above' },
)

/** A box that must be ticked; unticked reads 'Required' like an empty field. */
export const MustBeTicked = Schema.Boolean.check(Schema.makeFilter((ticked: boolean) => ticked || 'Required'))

export const RegisterForm = Schema.Struct({
  ...RegisterRequest.fields,
  confirmPassword: Schema.String,
  /** The terms of service box. */
  terms: MustBeTicked,
}).check(passwordIsNotEmail, confirmPasswordMatches)
export type RegisterForm = typeof RegisterForm.Type

export const emptyRegisterForm: typeof RegisterForm.Encoded = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: false,
}

/** The payload of POST /user/register: the valid form without the fields that stay in the browser. */
export const toRegisterRequest = ({ confirmPassword: _, terms: __, ...request }: RegisterForm): RegisterRequest =>
  request
