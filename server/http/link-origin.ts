// The request's side of server/domain/link-origin.ts: what the connection and its headers say.
import type { Context } from 'hono'
import type { Config } from '../config'
import { linkOrigin } from '../domain/link-origin'

export const requestLinkOrigin = (
  c: Context,
  config: Pick<Config, 'publicUrl' | 'linksFollowRequests' | 'trustProxy'>,
) =>
  linkOrigin({
    publicUrl: config.publicUrl,
    linksFollowRequests: config.linksFollowRequests,
    trustProxy: config.trustProxy,
    scheme: new URL(c.req.url).protocol.replace(':', ''),
    host: c.req.header('host'),
    forwardedHost: c.req.header('x-forwarded-host'),
    forwardedProto: c.req.header('x-forwarded-proto'),
  })
