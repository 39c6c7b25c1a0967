// Content-Security-Policy, framing and Referrer-Policy on every HTML answer (docs/server-behaviour.md, Page
// security). Handlers that serve a page with inline scripts name their hashes in the `inlineScripts` variable.
import type { MiddlewareHandler } from 'hono'
import type { Config } from '../config'
import { contentSecurityPolicy, mayBeFramed, REFERRER_POLICY, templateSource } from '../domain/page-security'
import type { AppEnv } from './context'

export function pageSecurityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const imageSources = [
    ...new Set(
      [templateSource(config.mapTilesUrl), templateSource(config.streetViewUrl)].filter((s) => s !== undefined),
    ),
  ]
  // A handful of distinct policies (framed or not, per page's inline scripts), built once each.
  const policies = new Map<string, string>()
  const policyFor = (frameable: boolean, scriptHashes: ReadonlyArray<string>) => {
    const key = `${frameable} ${scriptHashes.join(' ')}`
    let policy = policies.get(key)
    if (policy === undefined) {
      policy = contentSecurityPolicy({ scriptHashes, frameable, imageSources })
      policies.set(key, policy)
    }
    return policy
  }
  return async (c, next) => {
    await next()
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
    const frameable = mayBeFramed(c.req.path)
    c.res.headers.set('Content-Security-Policy', policyFor(frameable, c.get('inlineScripts') ?? []))
    if (frameable) c.res.headers.delete('X-Frame-Options')
    else c.res.headers.set('X-Frame-Options', 'SAMEORIGIN')
    c.res.headers.set('Referrer-Policy', REFERRER_POLICY)
  }
}
