// The tagged failures every service call can end in (ARCHITECTURE §3.4, SPEC §8). Charts match on `_tag`; nothing
// here is ever thrown at the user.
import { Schema } from 'effect'

/** The server answered with per-field messages (SPEC §8: fieldErrors are set on form fields). */
export class FieldErrors extends Schema.TaggedError<FieldErrors>()('FieldErrors', {
  fieldErrors: Schema.Record(Schema.String, Schema.String),
  message: Schema.optionalKey(Schema.String),
}) {}

/** The server refused the request with a form-level error (SPEC §8: statusError or message). */
export class StatusError extends Schema.TaggedError<StatusError>()('StatusError', {
  statusError: Schema.optionalKey(Schema.String),
  message: Schema.String,
}) {}

/** The thing asked for does not exist (404), e.g. a listing that cannot be found sets the not-found marker. */
export class NotFound extends Schema.TaggedError<NotFound>()('NotFound', { message: Schema.String }) {}

/** The caller is not signed in (401) or not allowed (403). */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()('Unauthorized', { message: Schema.String }) {}

/**
 * The call could not be completed: network down, timeout, a 5xx, or an answer we could not decode. The only failure
 * worth retrying, because trying again may give a different answer.
 */
export class Unreachable extends Schema.TaggedError<Unreachable>()('Unreachable', { message: Schema.String }) {}

/** Every way a described API call can fail. */
export type ApiError = FieldErrors | StatusError | NotFound | Unauthorized | Unreachable

export const isUnreachable = (error: unknown): error is Unreachable => error instanceof Unreachable
