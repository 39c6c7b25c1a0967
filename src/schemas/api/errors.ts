import { Schema } from 'effect'

/** Every error answer of our backends (SPEC §8): per-field messages and/or a form-level status or message. */
export const ApiErrorBody = Schema.Struct({
  message: Schema.optionalKey(Schema.String),
  statusError: Schema.optionalKey(Schema.String),
  fieldErrors: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
})
export type ApiErrorBody = typeof ApiErrorBody.Type
