import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { Config } from '../config'
import { requestAddress } from '../domain/client-address'

/**
 * The address per-address limits key on: the connection's (loopback in tests), or with TRUST_PROXY=on the one the
 * proxy in front vouches for (server/domain/client-address.ts).
 */
export function clientAddress(c: Context, config: Pick<Config, 'trustProxy'>): string {
  let connected: string | undefined
  try {
    connected = getConnInfo(c).remote.address
  } catch {
    connected = undefined
  }
  return requestAddress({ connected, forwardedFor: c.req.header('x-forwarded-for'), trustProxy: config.trustProxy })
}
