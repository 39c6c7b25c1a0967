import type { Config } from '../config'
import type { Db } from '../db/client'
import type { UserRow } from '../db/schema'
import type { Geocoder } from '../geocoding/geocoder'
import type { Mailer } from '../mail/mailer'
import type { MediaStore } from '../media/store'
import type { LogLine } from '../ops/logger'
import type { Metrics } from '../ops/metrics'

/** What every handler can reach: the configuration and the database. */
export interface AppDeps {
  readonly config: Config
  readonly db: Db
  /** Where log lines go (JSON through pino in the server: server/ops/logger.ts); tests pass a silent one. */
  readonly log: LogLine
  /** Extra detail (LOG_LEVEL=debug): a line when each request starts, and the health checks' requests. */
  readonly debug?: LogLine | undefined
  /** The Prometheus metrics; createApp makes its own when not given (server/ops/metrics.ts). */
  readonly metrics?: Metrics
  /** True once the process is shutting down: GET /health/ready answers 503 so the balancer sends no more. */
  readonly draining?: () => boolean
  /** Outgoing mail; the outbox (and SMTP when configured) unless a test gives its own. */
  readonly mailer?: Mailer
  /** Addresses to places; the configured provider (GEOCODER) unless a test gives its own. */
  readonly geocoder?: Geocoder
  /** The media store; createApp makes the configured one when not given (server/media/store-from-config.ts). */
  readonly media?: MediaStore
}

/** Per-request values set by middleware. */
export interface AppEnv {
  Variables: {
    /** This request's id (X-Request-Id, hono/request-id), on every log line written while it is served. */
    requestId: string
    /** The signed-in user, or undefined for a visitor. */
    user: UserRow | undefined
    /** The raw session token from the cookie, when it names a live session. */
    sessionToken: string | undefined
    /** CSP sources ('sha256-…') of the inline scripts in the HTML page being answered (server/http/security-headers.ts). */
    inlineScripts: ReadonlyArray<string> | undefined
  }
}
