// The pure halves of an HTTP exchange for a described call (src/schemas/api/call.ts): turning an encoded request
// into path, query and body, and turning a status and body text into a parsed value or a tagged failure (SPEC §8).
import { Effect, Result, Schema } from 'effect'
import type { ApiCall } from '../schemas/api/call'
import { ApiErrorBody } from '../schemas/api/errors'
import { type ApiError, FieldErrors, NotFound, StatusError, Unauthorized, Unreachable } from './errors'

export interface OutgoingRequest {
  /** The call's path with every `{name}` filled in, relative to its backend's base. */
  readonly path: string
  readonly searchParams?: URLSearchParams
  /** The JSON body; present only for POST. */
  readonly json?: unknown
}

/** Splits an encoded request into path parameters and the rest, which goes to the query (GET/HEAD) or body (POST). */
export const toOutgoingRequest = (call: ApiCall, encoded: unknown): OutgoingRequest => {
  if (!isPlainObject(encoded)) return call.method === 'POST' ? { path: call.path, json: encoded } : { path: call.path }
  const rest: Record<string, unknown> = { ...encoded }
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(value === undefined ? '' : String(value))
  })
  return call.method === 'POST' ? { path, json: rest } : { path, searchParams: toSearchParams(rest) }
}

const toSearchParams = (fields: Record<string, unknown>): URLSearchParams => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    // Arrays repeat the name (sizes=web&sizes=print); nested objects have no query form, so they travel as JSON.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue
      params.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))
    }
  }
  return params
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** JSON text to a value; an empty body is `undefined` so schemas for bodiless answers (HEAD, 204) still decode. */
const parseJson = (text: string): Result.Result<unknown, string> => {
  if (text.trim() === '') return Result.succeed(undefined)
  try {
    return Result.succeed(JSON.parse(text) as unknown)
  } catch {
    return Result.fail('The answer is not JSON')
  }
}

const decodeErrorBody = Schema.decodeUnknownResult(ApiErrorBody)

/**
 * Reads an answer: a 2xx gives its parsed JSON (still to be decoded with the call's response schema), anything else
 * the tagged error the spec's error catalogue needs.
 */
export const interpretAnswer = (status: number, text: string): Effect.Effect<unknown, ApiError> => {
  const parsed = parseJson(text)
  if (status >= 200 && status < 300) {
    return Result.isSuccess(parsed)
      ? Effect.succeed(parsed.success)
      : Effect.fail(new Unreachable({ message: `${parsed.failure} (status ${status})` }))
  }
  if (status < 400 || status >= 500) {
    return Effect.fail(new Unreachable({ message: `The server could not answer (status ${status})` }))
  }
  const body = Result.isSuccess(parsed) ? Result.getOrUndefined(decodeErrorBody(parsed.success)) : undefined
  const message = body?.message ?? body?.statusError
  if (status === 401 || status === 403) {
    return Effect.fail(new Unauthorized({ message: message ?? 'You are not allowed to do this.' }))
  }
  if (status === 404) return Effect.fail(new NotFound({ message: message ?? 'Not found.' }))
  if (body === undefined) {
    return Effect.fail(new Unreachable({ message: `The error answer could not be read (status ${status})` }))
  }
  if (status === 400 && body.fieldErrors !== undefined) {
    return Effect.fail(new FieldErrors({ fieldErrors: body.fieldErrors, ...optional('message', body.message) }))
  }
  return Effect.fail(
    new StatusError({
      message: message ?? `The request was refused (status ${status})`,
      ...optional('statusError', body.statusError),
    }),
  )
}

/** Leaves a key out instead of setting it to undefined, as optional schema keys require. */
const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>
