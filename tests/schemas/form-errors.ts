// Shared by the form tests: what a form shows for an input, decoded as the views and the server decode it.
import { Result, Schema } from 'effect'
import { toFieldErrors } from '../../src/schemas/issues'

export type Form = Schema.Decoder<unknown>

/** The messages a form shows for an input, as the views and the server produce them. */
export const errorsOf = (form: Form, input: unknown) => {
  const result = Schema.decodeUnknownResult(form, { errors: 'all' })(input)
  return Result.isFailure(result) ? toFieldErrors(result.failure.issue) : {}
}

export const valid = <S extends Form>(form: S, input: unknown): S['Type'] =>
  Schema.decodeUnknownSync(form, { errors: 'all' })(input)
