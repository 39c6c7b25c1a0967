// Field schemas reused by forms and requests, carrying the spec's messages (SPEC §5).
import { Schema } from 'effect'
import { PASSWORD_MIN_LENGTH } from './constants'

/** A deliberately plain address check: something@something.tld, no spaces. The server confirms by sending mail. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const required = Schema.makeFilter((s: string) => s.length > 0 || 'Required', undefined, true)

/** Text a person types: surrounding spaces dropped, must not be blank ('Required'). */
export const RequiredString = Schema.Trim.check(required)

export const Email = RequiredString.check(
  Schema.isPattern(EMAIL, { message: 'Invalid' }),
  Schema.isMaxLength(254, { message: 'Invalid' }),
)

/** A password exactly as typed (never trimmed); length rules apply where one is chosen, not at sign-in. */
export const Password = Schema.String.check(
  required,
  Schema.isMaxLength(1024, { message: 'Must be at most 1024 characters' }),
)

/** A password being chosen (registration, reset): the spec's minimum of 6 characters applies (SPEC §5). */
export const NewPassword = Password.check(
  Schema.isMinLength(PASSWORD_MIN_LENGTH, {
    message: `Must be at least ${PASSWORD_MIN_LENGTH} characters`,
  }),
)

/** A code from a verification or reset e-mail, as typed (spaces around it dropped). */
export const VerificationCode = RequiredString
