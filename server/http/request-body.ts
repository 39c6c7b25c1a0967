// Reads a JSON request body and decodes it with the shared schema. Wrong content type, malformed JSON, unknown
// fields and wrong types all become 4xx answers in the spec's error shape; a handler only sees typed values.
//
// Each call reads at most its own byte limit (DEFAULT_JSON_BODY_BYTES unless it needs more); a declared length over
// it is refused before a byte is read. The parsed body then passes the request-text bounds (no over-long text, NUL,
// lone surrogate or deep nesting: server/domain/request-text.ts) before any schema pattern sees it.
import type { ServerResponse } from 'node:http'
import { Result, Schema } from 'effect'
import type { Context } from 'hono'
import { toFieldErrors } from '../../src/schemas/issues'
import { findTextProblem } from '../domain/request-text'
import { ApiError, invalidFields } from './errors'

/** What a call reads unless it says otherwise: forms, filters and steps are a few KB at most. */
export const DEFAULT_JSON_BODY_BYTES = 64 * 1024
/** The largest body any call reads (a listing's photo list); the app refuses longer ones before any call runs. */
export const MAX_JSON_BODY_BYTES = 512 * 1024

const sizeWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`)

/** 413 for a body over `maxBytes`; the connection is closed after the answer, as the rest of the body is unread. */
export function bodyTooLarge(c: Context, maxBytes: number): ApiError {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  if (outgoing) outgoing.shouldKeepAlive = false
  return new ApiError(413, { message: `The request body is too large (${sizeWords(maxBytes)} at most).` })
}

export async function readJson<S extends Schema.ConstraintDecoder<unknown>>(
  c: Context,
  schema: S,
  maxBytes = DEFAULT_JSON_BODY_BYTES,
): Promise<S['Type']> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > maxBytes) throw bodyTooLarge(c, maxBytes)
  const text = await c.req.text()
  if (Buffer.byteLength(text) > maxBytes) throw bodyTooLarge(c, maxBytes)
  let json: unknown = {}
  if (text.trim() !== '') {
    const type = c.req.header('content-type') ?? ''
    if (!/^application\/json\b/i.test(type)) {
      throw new ApiError(415, { message: 'Send the request body as JSON (Content-Type: application/json).' })
    }
    try {
      json = JSON.parse(text)
    } catch {
      throw new ApiError(400, { message: 'The request body is not valid JSON.' })
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ApiError(400, { message: 'The request body must be a JSON object.' })
  }
  return decodeFields(schema, json)
}

/**
 * Decodes fields gathered elsewhere (path parameters and the query of calls like POST /listing/zip/{tourName}?sizes=)
 * with the call's request schema, answering 400 with field errors exactly as for a body.
 */
export function decodeFields<S extends Schema.ConstraintDecoder<unknown>>(schema: S, fields: unknown): S['Type'] {
  const problem = findTextProblem(fields)
  if (problem) throw invalidFields({ [problem.path]: problem.message })
  const decoded = Schema.decodeUnknownResult(schema, { errors: 'all', onExcessProperty: 'error' })(fields)
  if (Result.isFailure(decoded)) throw invalidFields(toFieldErrors(decoded.failure.issue))
  return decoded.success
}
