import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '../../src/schemas/api/errors'

/** An answer in the spec's error shape (fieldErrors / statusError / message); thrown by handlers. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? body.statusError ?? `HTTP ${status}`)
  }
}

export const invalidFields = (fieldErrors: Record<string, string>) =>
  new ApiError(400, { message: 'Please correct the highlighted fields.', fieldErrors })

export const notFound = (message = 'Not found.') => new ApiError(404, { message })

export const respondWithError = (c: Context, error: ApiError) => c.json(error.body, error.status)
