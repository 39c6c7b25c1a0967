import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { routePath } from 'hono/route'
import { AUTHORISATION_COOKIE, SESSION_COOKIE } from '../../src/schemas/api/auth'
import { clearSessionCookies } from '../auth/cookies'
import { findSessionUser } from '../db/repos/sessions'
import { isRequestFromTrustedOrigin } from '../domain/origin-check'
import { WEBHOOK_PATH } from '../finance/provider-events'
import type { Metrics } from '../ops/metrics'
import { withRequestId } from '../ops/request-scope'
import type { AppDeps, AppEnv } from './context'
import { ApiError, respondWithError } from './errors'

/** Requests logged at debug level only: the load balancer's health checks and the metrics scrapes. */
const QUIET_PATHS = new Set(['/health/live', '/health/ready', '/metrics'])

/**
 * One line per request (method, path, route, status, duration) and its metrics. The rest of the request runs in the
 * request's scope (server/ops/request-scope.ts), so every line logged while serving it carries its id.
 */
export const requestLog =
  (deps: AppDeps, metrics: Metrics): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    withRequestId(c.get('requestId'), async () => {
      const started = performance.now()
      const { method, path } = c.req
      const quiet = QUIET_PATHS.has(path)
      deps.debug?.(`start ${method} ${path}`)
      await next()
      const ms = performance.now() - started
      // The route that answered (Hono leaves routeIndex on the last handler it ran), as its pattern.
      const route = routePath(c)
      metrics.observeRequest(method, route, c.res.status, ms / 1000)
      const write = quiet ? deps.debug : deps.log
      write?.(`${method} ${path} ${c.res.status} ${ms.toFixed(1)}ms`, {
        method,
        path,
        route,
        status: c.res.status,
        ms: Math.round(ms * 10) / 10,
      })
    })

/** The Node request and response under a Hono context (@hono/node-server passes them as `c.env`); none in tests of the app alone. */
export function nodeConnection(c: Context): { incoming?: IncomingMessage; outgoing?: ServerResponse } {
  const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined
  return { incoming: env?.incoming, outgoing: env?.outgoing }
}

/** An unread request body up to this size is drained, so its connection can carry the next request. */
export const DRAIN_MAX_BYTES = 64 * 1024
/** How long the rest of such a body may take to arrive; slower than that, the connection is closed instead. */
export const DRAIN_WAIT_MS = 2000

/**
 * Keep-alive after an answer that left the request's body unread (a 401/403/404 before reading, an unknown call, a
 * page path that takes no POST): the next request on the connection would otherwise be parsed out of the rest of
 * the body, or lost when the adapter gives up draining it (docs/server-behaviour.md, Connections).
 * A body that has fully arrived is discarded by Node as usual. The rest of a body of at most DRAIN_MAX_BYTES is read
 * and thrown away before the answer goes out (for up to DRAIN_WAIT_MS); anything larger, of unknown length
 * (chunked), partly read by the handler, or too slow gets `Connection: close` and the connection ends after the
 * answer, so the client sends its next request on a new one.
 */
export const unreadBody = (): MiddlewareHandler => async (c, next) => {
  await next()
  const { incoming, outgoing } = nodeConnection(c)
  if (!incoming || !outgoing || incoming.complete || incoming.readableEnded) return
  const length = declaredLength(incoming)
  const small = length !== undefined && length <= DRAIN_MAX_BYTES && !incoming.readableDidRead
  if (small && (await drained(incoming, DRAIN_WAIT_MS))) return
  // Node then writes 'Connection: close' and ends the connection once the answer is out (the adapter drops a
  // Connection header set on the Response).
  outgoing.shouldKeepAlive = false
}

function declaredLength(incoming: IncomingMessage): number | undefined {
  if (incoming.headers['transfer-encoding'] !== undefined) return undefined
  const length = Number(incoming.headers['content-length'])
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined
}

/** Reads the rest of the body and discards it; true once it has all arrived within `ms`. */
function drained(incoming: IncomingMessage, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      clearTimeout(timer)
      incoming.off('end', onEnd)
      incoming.off('error', onError)
      incoming.off('close', onClose)
      resolve(ok)
    }
    const onEnd = () => finish(true)
    const onError = () => finish(false)
    const onClose = () => finish(incoming.complete)
    const timer = setTimeout(() => finish(false), ms)
    incoming.on('end', onEnd)
    incoming.on('error', onError)
    incoming.on('close', onClose)
    incoming.resume()
  })
}

/** Refuses state-changing requests from other sites (docs/server-behaviour.md, CSRF). */
export const originCheck =
  (deps: AppDeps): MiddlewareHandler =>
  async (c, next) => {
    // Reading is always allowed (the rule below says so too); skip building the request's origin for it.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    // The payment provider's webhook is posted by Stripe's servers, not by a browser: it has no Origin of ours to
    // show, and it is authenticated by the signature over its body (server/finance/provider-events.ts), not by a
    // cookie, so there is no session for a cross-site request to ride. The CSRF rule protects nothing there, and a
    // header Stripe might add one day must never turn payments away. Exactly this path; the handler reads no session.
    if (c.req.method === 'POST' && c.req.path === `${deps.config.financeBasePath}${WEBHOOK_PATH}`) return next()
    const url = new URL(c.req.url)
    const host = c.req.header('host') ?? url.host
    const trusted = isRequestFromTrustedOrigin({
      method: c.req.method,
      origin: c.req.header('origin'),
      fetchSite: c.req.header('sec-fetch-site'),
      ownOrigin: `${url.protocol}//${host}`,
      trustedOrigins: deps.config.allowedOrigins,
      hasCookies: (c.req.header('cookie') ?? '').trim() !== '',
    })
    if (!trusted) {
      return respondWithError(c, new ApiError(403, { message: 'This request came from another site and was refused.' }))
    }
    await next()
  }

/** Loads the signed-in user from the session cookie; a dead session clears its cookies. Once per request. */
export const currentUser =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // Already loaded by an earlier mount (/dev falls through to the page handler, which loads it too).
    if (c.get('user') !== undefined) return next()
    const token = getCookie(c, SESSION_COOKIE)
    const user = token ? await findSessionUser(deps.db.kysely, token) : undefined
    c.set('user', user)
    c.set('sessionToken', user ? token : undefined)
    await next()
    if (!user && (token || getCookie(c, AUTHORISATION_COOKIE)) && !c.res.headers.has('set-cookie')) {
      clearSessionCookies(c, deps.config)
    }
  }
