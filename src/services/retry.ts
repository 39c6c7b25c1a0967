// SPEC §7: retries follow a caller-given count (the booking wizard passes 3), and an unreachable or failed request
// is caught silently in the retry wrapper. "Silently" means no exception reaches the user: the caller still gets a
// typed Unreachable and its view says so (ARCHITECTURE §3.11).
import { type Duration, Effect, Schedule } from 'effect'
import { isUnreachable, Unreachable } from './errors'

export interface RetryOptions {
  /** Wait before the second try; each later wait doubles it. Short, because a person is waiting. */
  readonly backoff?: Duration.Input
}

/**
 * Tries the effect up to `count` times in total (count 3 = one try and at most two retries), retrying only
 * Unreachable. FieldErrors, StatusError, NotFound and Unauthorized are the server's considered answer, so trying
 * again would only repeat them. A defect (an unexpected throw) is not retried and becomes Unreachable rather than
 * escaping.
 */
export const withRetries =
  (count: number, options: RetryOptions = {}) =>
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E | Unreachable, R> =>
    self.pipe(
      Effect.retry({
        times: Math.max(0, Math.floor(count) - 1),
        while: (error) => isUnreachable(error),
        schedule: Schedule.exponential(options.backoff ?? '150 millis'),
      }),
      // A defect is a bug, not a flaky network: it is not retried, but it still reaches the caller as a typed
      // failure instead of an exception.
      Effect.catchDefect((defect) => Effect.fail(new Unreachable({ message: describeDefect(defect) }))),
    )

const describeDefect = (defect: unknown) => (defect instanceof Error ? defect.message : String(defect))
