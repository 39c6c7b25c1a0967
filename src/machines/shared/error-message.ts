// What a chart tells the person when a save fails: the server's own words when it refused with a reason (a
// 409 "once it has taken place", a field error), a connection hint when it could not be reached, else the chart's
// general message.
import { FieldErrors, StatusError, Unauthorized, Unreachable } from '../../services/errors'

export const CONNECTION_FAILED = 'We could not reach the server. Check your connection and try again.'

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Unreachable) return CONNECTION_FAILED
  if (error instanceof StatusError || error instanceof Unauthorized) return error.message
  if (error instanceof FieldErrors) return Object.values(error.fieldErrors)[0] ?? error.message ?? fallback
  return fallback
}
