// Reads a JSON request body and decodes it with the shared schema. Wrong content type, malformed JSON, unknown
// fields and wrong types all become 4xx answers in the spec's error shape; a handler only sees typed values.
import { Result, Schema } from 'effect'
import type { Context } from 'hono'
import { toFieldErrors } from '../../src/schemas/issues'
import { ApiError, invalidFields } from './errors'

export async function readJson<S extends Schema.ConstraintDecoder<unknown>>(c: Context, schema: S): Promise<S['Type']> {
  const text = await c.req.text()
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
  const decoded = Schema.decodeUnknownResult(schema, { errors: 'all', onExcessProperty: 'error' })(fields)
  if (Result.isFailure(decoded)) throw invalidFields(toFieldErrors(decoded.failure.issue))
  return decoded.success
}
