// Field schemas reused by forms and requests, carrying the spec's messages (SPEC §5).
import { Schema } from 'effect'

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
