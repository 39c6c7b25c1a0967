// Checks a form's values with its schema the way the server checks the request, so the browser shows the same
// messages before sending (SPEC §5) and the server's field errors land on the same keys (SPEC §8).
import { Result, Schema } from 'effect'
import { toFieldErrors } from '../issues'

export type FormCheck<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly fieldErrors: Readonly<Record<string, string>> }

export function checkForm<S extends Schema.Decoder<unknown>>(form: S, values: unknown): FormCheck<S['Type']> {
  const result = Schema.decodeUnknownResult(form, { errors: 'all' })(values)
  return Result.isSuccess(result)
    ? { ok: true, value: result.success }
    : { ok: false, fieldErrors: toFieldErrors(result.failure.issue) }
}
