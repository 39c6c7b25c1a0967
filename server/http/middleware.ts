import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { AUTHORISATION_COOKIE, SESSION_COOKIE } from '../../src/schemas/api/auth'
import { clearSessionCookies } from '../auth/cookies'
import { findSessionUser } from '../db/repos/sessions'
import { isRequestFromTrustedOrigin } from '../domain/origin-check'
import type { AppDeps, AppEnv } from './context'
import { ApiError, respondWithError } from './errors'

/** One line per request: method, path, status, duration. */
export const requestLog =
  (deps: AppDeps): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now()
    deps.debug?.(`start ${c.req.method} ${c.req.path}`)
    await next()
    const ms = (performance.now() - started).toFixed(1)
    deps.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`)
  }

/** Refuses state-changing requests from other sites (docs/server-behaviour.md, CSRF). */
export const originCheck =
  (deps: AppDeps): MiddlewareHandler =>
  async (c, next) => {
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
