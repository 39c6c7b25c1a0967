// The request (or background job) a piece of work belongs to, carried through every await by AsyncLocalStorage, so
// each log line names it without the id being passed down through every function (issue 20, Operations).
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

interface Scope {
  /** The request's id (X-Request-Id), or a background job's own id. */
  readonly requestId: string
}

const scopes = new AsyncLocalStorage<Scope>()

/** The id of the request or job running now; undefined outside both (start-up, shutdown). */
export const currentRequestId = (): string | undefined => scopes.getStore()?.requestId

/** Runs `work` (and everything it starts, awaited or not) as part of the request or job with this id. */
export const withRequestId = <T>(requestId: string, work: () => T): T => scopes.run({ requestId }, work)

/**
 * Runs a background job (a renewal sweep, a waitlist mailing) under an id of its own, `job:<name>:<uuid>`, so its
 * lines can be told apart and followed. Work a request starts (a zip build) keeps that request's id instead.
 */
export const asJob = <T>(name: string, work: () => T): T => withRequestId(`job:${name}:${randomUUID()}`, work)
