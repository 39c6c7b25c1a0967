import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** The connecting address (loopback in tests); proxies are not trusted to tell us another. Throttle keys use it. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
