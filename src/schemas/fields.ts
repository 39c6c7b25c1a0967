// Field schemas reused by forms and requests, carrying the spec's messages (SPEC §5).
//
// Every text field has a length limit, checked first and aborting: no pattern or transformation after it ever sees
// more than that many characters, and no pattern here can backtrack (issue 15: the old e-mail pattern took 28 s on
// an 80 KB address, quadratically).
import { Schema, SchemaTransformation } from 'effect'
import { PASSWORD_PROBLEM_MESSAGES, passwordProblem } from '../domain/password-strength'
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from './constants'

/**
 * A plain address check, something@label.label, no spaces. The domain's labels exclude dots, so the pattern has
 * exactly one way to match any text and runs in linear time. The server confirms an address by sending mail.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

const required = Schema.makeFilter((s: string) => s.length > 0 || 'Required', undefined, true)

/** At most `max` characters, checked before anything else on the field (it aborts the field's other checks). */
export const atMost = (max: number) => Schema.isMaxLength(max, { message: `Must be at most ${max} characters` }).abort()

/** Text of at most `max` characters, as sent. */
export const BoundedString = (max: number) => Schema.String.check(atMost(max))

/** Text a person types, at most `max` characters: surrounding spaces dropped (after the length check). */
export const BoundedTrim = (max: number) =>
  BoundedString(max).pipe(Schema.decodeTo(Schema.Trimmed, SchemaTransformation.trim()))

/** Text a person types, at most `max` characters, not blank ('Required'). */
export const RequiredText = (max: number) => BoundedTrim(max).check(required)

/** One-line text a person types: at most 200 characters, surrounding spaces dropped, not blank ('Required'). */
export const RequiredString = RequiredText(SHORT_TEXT_MAX_LENGTH)

/** A first or last name. */
export const Name = RequiredText(NAME_MAX_LENGTH)
/** A phone number as typed, possibly empty where the form allows. */
export const Phone = BoundedTrim(PHONE_MAX_LENGTH)
export const RequiredPhone = RequiredText(PHONE_MAX_LENGTH)

export const Email = RequiredText(EMAIL_MAX_LENGTH).check(Schema.isPattern(EMAIL, { message: 'Invalid' }))

/** A password exactly as typed (never trimmed); length rules apply where one is chosen, not at sign-in. */
export const Password = BoundedString(PASSWORD_MAX_LENGTH).check(required)

/**
 * A password being chosen (registration, reset): the spec's minimum of 6 characters (SPEC §5), and none of the most
 * guessed passwords. That it is not the person's e-mail is a check on the whole form (`passwordIsNotEmail`).
 */
export const NewPassword = Password.check(
  Schema.isMinLength(PASSWORD_MIN_LENGTH, { message: `Must be at least ${PASSWORD_MIN_LENGTH} characters` }),
  Schema.makeFilter((password: string) =>
    passwordProblem(password) === 'common' ? PASSWORD_PROBLEM_MESSAGES.common : undefined,
  ),
)

/** On a form or request with both: the chosen password is not the e-mail address, reported on `password`. */
export const passwordIsNotEmail = Schema.makeFilter((form: { readonly email: string; readonly password: string }) =>
  passwordProblem(form.password, form.email) === 'email'
    ? { path: ['password'], issue: PASSWORD_PROBLEM_MESSAGES.email }
    : undefined,
)

/** A code from a verification or reset e-mail, as typed (spaces around it dropped). */
export const VerificationCode = RequiredText(20)
