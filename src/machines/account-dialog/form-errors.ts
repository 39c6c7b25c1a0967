// How the account forms show a failed call (SPEC §5 last rule, §8): the server's field errors land on the fields,
// a status error or message appears under the form, and anything else (offline, a 5xx) is one general message.
// Shared by the account dialog and its password-reset child chart.
import type { ApiError } from '../../services/errors'

export const GENERAL_FAILURE = 'Something went wrong. Please check your connection and try again.'

export interface FormErrors {
  /** Field messages, from the form check or the server. */
  fieldErrors: Readonly<Record<string, string>>
  /** A general error shown under the form. */
  formError?: string | undefined
}

/** A failed call → field errors on the fields and a general message under the form. */
export function describeFailure(error: unknown): FormErrors {
  const failure = error as Partial<ApiError> | undefined
  switch (failure?._tag) {
    case 'FieldErrors':
      return { fieldErrors: failure.fieldErrors ?? {}, formError: failure.message || undefined }
    case 'StatusError':
    case 'Unauthorized':
    case 'NotFound':
      return { fieldErrors: {}, formError: failure.message ?? GENERAL_FAILURE }
    default:
      return { fieldErrors: {}, formError: GENERAL_FAILURE }
  }
}

export function withoutKey(record: Readonly<Record<string, string>>, key: string) {
  const { [key]: _removed, ...rest } = record
  return rest
}
