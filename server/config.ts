// Server configuration from environment variables (issue 2). Every variable has a documented default in
// README.md; a bad value stops the start with a message naming the variable and what it accepts.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Result, Schema } from 'effect'
import { trimEnd } from '../src/domain/trim'
import { formatIssues } from '../src/schemas/issues'
import { ConfigError, parseMetricsAllow, parseSsoPartners } from './config-lists'

export { ConfigError }

const port = Schema.String.check(
  Schema.makeFilter(
    (s: string) => (/^\d{1,5}$/.test(s) && Number(s) <= 65535) || 'must be a whole number from 0 to 65535',
  ),
)
const absoluteUrl = Schema.String.check(
  Schema.makeFilter((s: string) => /^https?:\/\/[^/\s]+/.test(s) || 'must be an absolute http(s) URL'),
)
const basePath = Schema.String.check(
  Schema.isPattern(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i, { message: 'must be a path such as /api/v1 (no trailing slash)' }),
)
const postgresUrl = Schema.String.check(
  Schema.isPattern(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// connection URL' }),
)
/** A URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png: absolute, with every placeholder named. */
const urlTemplate = (placeholders: ReadonlyArray<string>) =>
  Schema.String.check(
    Schema.makeFilter(
      (s: string) =>
        (/^https?:\/\/[^/\s]+/.test(s) && placeholders.every((p) => s.includes(`{${p}}`))) ||
        `must be an absolute http(s) URL containing ${placeholders.map((p) => `{${p}}`).join(', ')}`,
    ),
  )
/** At most `max` characters (looked at first, so the pattern never sees a long value), then the pattern. */
const lengthThenPattern = (max: number, pattern: RegExp, message: string) =>
  Schema.String.check(Schema.makeFilter((s: string) => (s.length <= max && pattern.test(s)) || message))
const secret = Schema.String.check(Schema.isMinLength(32, { message: 'must be at least 32 characters' }))
/** A Stripe key by its prefix (sk_live_…, pk_test_…, whsec_…): a key pasted into the wrong variable is caught. */
const stripeKey = (prefixes: ReadonlyArray<string>, what: string) =>
  Schema.String.check(
    Schema.makeFilter(
      (s: string) =>
        (prefixes.some((p) => s.startsWith(p)) && /^\S+$/.test(s)) || `must be ${what} (${prefixes.join('… or ')}…)`,
    ),
  )
/** Stripe's variables: all three for Stripe, none for the local test provider (docs/server-behaviour.md, Payments). */
const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const
/**
 * Variables whose value is never repeated in a configuration error (it would land in logs): Stripe's secrets, and
 * its publishable key too, since a bad one is most often a secret key pasted into the wrong variable.
 */
const HIDDEN_VALUES = new Set<string>(STRIPE_VARIABLES)

/** The variables we read; all optional, defaults applied in loadConfig. */
const Env = Schema.Struct({
  PORT: Schema.optionalKey(port),
  HOST: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  DATA_DIR: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  DATABASE_URL: Schema.optionalKey(postgresUrl),
  PUBLIC_URL: Schema.optionalKey(absoluteUrl),
  API_BASE_PATH: Schema.optionalKey(basePath),
  AUTH_BASE_PATH: Schema.optionalKey(basePath),
  FINANCE_BASE_PATH: Schema.optionalKey(basePath),
  ALLOWED_ORIGINS: Schema.optionalKey(Schema.String),
  BRAND_NAME: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  SESSION_SECRET: Schema.optionalKey(secret),
  LOG_LEVEL: Schema.optionalKey(
    Schema.Literals(['silent', 'info', 'debug']).annotate({ message: 'must be silent, info or debug' }),
  ),
  CLIENT_DIR: Schema.optionalKey(Schema.String),
  SMTP_URL: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })),
  ),
  MAIL_FROM: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  REVISIONS_EMAIL: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  SALES_EMAIL: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  STRIPE_SECRET_KEY: Schema.optionalKey(stripeKey(['sk_', 'rk_'], 'a Stripe secret or restricted key')),
  STRIPE_PUBLISHABLE_KEY: Schema.optionalKey(stripeKey(['pk_'], 'a Stripe publishable key')),
  STRIPE_WEBHOOK_SECRET: Schema.optionalKey(stripeKey(['whsec_'], "a Stripe webhook endpoint's signing secret")),
  STRIPE_API_URL: Schema.optionalKey(absoluteUrl),
  SSO_PARTNERS: Schema.optionalKey(Schema.String),
  NODE_ENV: Schema.optionalKey(Schema.String),
  MEDIA_DIR: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  DEMO_DATA: Schema.optionalKey(Schema.Literals(['on', 'off']).annotate({ message: 'must be on or off' })),
  TRUST_PROXY: Schema.optionalKey(Schema.Literals(['on', 'off']).annotate({ message: 'must be on or off' })),
  MAP_TILES_URL: Schema.optionalKey(urlTemplate(['z', 'x', 'y'])),
  MAP_TILES_ATTRIBUTION: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  STREET_VIEW_URL: Schema.optionalKey(urlTemplate(['lat', 'lng'])),
  CONSOLE_URL: Schema.optionalKey(urlTemplate(['console', 'tourId'])),
  GEOCODER: Schema.optionalKey(
    Schema.Literals(['offline', 'nominatim', 'google']).annotate({ message: 'must be offline, nominatim or google' }),
  ),
  GOOGLE_MAPS_API_KEY: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  NOMINATIM_URL: Schema.optionalKey(absoluteUrl),
  METRICS_ALLOW: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(2000, { message: 'must be at most 2000 characters' })),
  ),
  MEDIA_S3_BUCKET: Schema.optionalKey(
    lengthThenPattern(
      63,
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    ),
  ),
  MEDIA_S3_ENDPOINT: Schema.optionalKey(absoluteUrl),
  MEDIA_S3_REGION: Schema.optionalKey(
    lengthThenPattern(40, /^[a-z0-9-]+$/, 'must be a region such as us-east-1 or auto'),
  ),
  MEDIA_S3_ACCESS_KEY_ID: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' }))),
  MEDIA_S3_SECRET_ACCESS_KEY: Schema.optionalKey(
    Schema.String.check(Schema.isNonEmpty({ message: 'must not be empty' })),
  ),
  MEDIA_S3_PREFIX: Schema.optionalKey(
    lengthThenPattern(
      200,
      /^(?:[a-z0-9][a-z0-9._-]*\/)*$/i,
      "must be empty or folder names each ending in '/', such as showhome/",
    ),
  ),
  MEDIA_S3_PATH_STYLE: Schema.optionalKey(Schema.Literals(['on', 'off']).annotate({ message: 'must be on or off' })),
  SHUTDOWN_GRACE_SECONDS: Schema.optionalKey(
    Schema.String.check(
      Schema.makeFilter(
        (s: string) => (/^\d{1,4}$/.test(s) && Number(s) >= 1) || 'must be a whole number of seconds from 1 to 9999',
      ),
    ),
  ),
})

export interface Config {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  /** When set, PostgreSQL at this URL; otherwise embedded PGlite in dataDir/pgdata. */
  readonly databaseUrl: string | undefined
  /** The address people use to reach the site; its origin is trusted for state-changing requests. */
  readonly publicUrl: string
  /** PUBLIC_URL was not set: links for crawlers (og:url, og:image) follow the address a request came to. */
  readonly linksFollowRequests: boolean
  /** TRUST_PROXY=on: a proxy in front sets X-Forwarded-For, -Host and -Proto, and they are believed (its own entries). */
  readonly trustProxy: boolean
  readonly apiBasePath: string
  readonly authBasePath: string
  readonly financeBasePath: string
  /** Extra origins trusted for state-changing requests (e.g. a partner site hosting our order form). */
  readonly allowedOrigins: ReadonlyArray<string>
  readonly brandName: string
  /** Signs the readable authorisation cookie. */
  readonly sessionSecret: string
  readonly logLevel: 'silent' | 'info' | 'debug'
  /** The built browser app (vite build output). */
  readonly clientDir: string
  /** Seed the demo accounts and listings on start (ARCHITECTURE §5); off for production data. */
  readonly demoData: boolean
  /** Rendered and imported media, and the resized-photo cache. */
  readonly mediaDir: string
  /** Mail goes through this SMTP server when set; it is always recorded in the outbox table. */
  readonly smtpUrl: string | undefined
  readonly mailFrom: string
  /** Where owners' revision requests go (the Next steps panel): the team that edits delivered media. */
  readonly revisionsEmail: string
  /** Where the contact tier's messages go (checkout tab CONTACT): the sales team. */
  readonly salesEmail: string
  /**
   * Card payments go to Stripe with these keys; undefined (none set): the local test provider, which accepts only
   * Stripe's test cards (issue 18; docs/server-behaviour.md, Payments).
   */
  readonly stripe: StripeKeys | undefined
  /** Partner sites allowed to sign people in (SPEC §7 /sso/verify): origin → shared secret. */
  readonly ssoPartners: ReadonlyMap<string, string>
  /** NODE_ENV=production: no /dev pages. */
  readonly production: boolean
  /** Map tiles come from this {z}/{x}/{y} template when set; otherwise the server draws its own offline tiles. */
  readonly mapTilesUrl: string | undefined
  /** The credit shown on the map for whoever made its tiles. */
  readonly mapTilesAttribution: string
  /** Street view images come from this {lat}/{lng} template when set; without one the static map stands in. */
  readonly streetViewUrl: string | undefined
  /**
   * The tour consoles (info, capture, assemble, …) as a {console}/{tourId} template; `global` users get links to them
   * on the dashboard when set (issue 17), nobody does otherwise.
   */
  readonly consoleUrl: string | undefined
  /** Where addresses are geocoded: the offline demo gazetteer, Nominatim or Google. */
  readonly geocoder: 'offline' | 'nominatim' | 'google'
  /** Google's key for GEOCODER=google (required then). */
  readonly googleMapsApiKey: string | undefined
  /** The Nominatim server for GEOCODER=nominatim. */
  readonly nominatimUrl: string
  /** Addresses and CIDR ranges GET /metrics answers (the connecting address; proxies are not believed). */
  readonly metricsAllow: ReadonlyArray<string>
  /** After SIGTERM, how long in-flight requests and background work get before the process closes anyway. */
  readonly shutdownGraceMs: number
  /** Media go to this S3-compatible bucket when set; otherwise to mediaDir (server/media/store.ts). */
  readonly mediaS3: MediaS3Settings | undefined
}

export interface MediaS3Settings {
  readonly bucket: string
  /** Another S3-compatible service than AWS (R2, MinIO): its URL. */
  readonly endpoint: string | undefined
  readonly region: string
  /** Without them, the AWS SDK's own chain (environment, profile, instance role). */
  readonly accessKeyId: string | undefined
  readonly secretAccessKey: string | undefined
  /** Prepended to every key ('' or folders ending in '/'), so one bucket can hold several sites. */
  readonly prefix: string
  /** bucket in the path (MinIO and most self-hosted stores) rather than in the host name. */
  readonly pathStyle: boolean
}

export interface StripeKeys {
  /** sk_… (or a restricted rk_… key allowed to create and cancel PaymentIntents): server side only. */
  readonly secretKey: string
  /** pk_…: given to the browser with each charge secret. */
  readonly publishableKey: string
  /** whsec_…: the webhook endpoint's signing secret, which Stripe's events are verified with. */
  readonly webhookSecret: string
  /** STRIPE_API_URL: another address for Stripe's API (stripe-mock, an egress proxy); Stripe's own when unset. */
  readonly apiUrl?: string
}

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.keys(Env.fields).flatMap((k) => (env[k] === undefined ? [] : [[k, env[k]]])),
  )
  const decoded = Schema.decodeUnknownResult(Env, { errors: 'all' })(present)
  if (Result.isFailure(decoded)) {
    const lines = formatIssues(decoded.failure.issue).map((i) => {
      const name = String(i.path[0])
      const value = HIDDEN_VALUES.has(name) ? '(hidden)' : JSON.stringify(present[name] ?? '')
      return `  ${name}=${value}: ${i.message}`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = decoded.success
  const port = Number(e.PORT ?? 8080)
  const host = e.HOST ?? '0.0.0.0'
  const dataDir = path.resolve(e.DATA_DIR ?? './data')
  const publicUrl = trimEnd(e.PUBLIC_URL ?? `http://localhost:${port}`, '/')
  const allowedOrigins = (e.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const badOrigin = allowedOrigins.find((o) => !/^https?:\/\/[^/\s]+$/.test(o))
  if (badOrigin) {
    throw new ConfigError(
      `Invalid configuration:\n  ALLOWED_ORIGINS: '${badOrigin}' is not an origin such as https://example.com`,
    )
  }
  if (e.GEOCODER === 'google' && !e.GOOGLE_MAPS_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_MAPS_API_KEY: is required when GEOCODER=google')
  }
  const stripe = stripeKeys(e)
  return {
    port,
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    linksFollowRequests: e.PUBLIC_URL === undefined,
    trustProxy: e.TRUST_PROXY === 'on',
    apiBasePath: e.API_BASE_PATH ?? '/api/v1',
    authBasePath: e.AUTH_BASE_PATH ?? '/auth',
    financeBasePath: e.FINANCE_BASE_PATH ?? '/finance',
    allowedOrigins: [new URL(publicUrl).origin, ...allowedOrigins],
    brandName: e.BRAND_NAME ?? 'Showhome',
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecrets(dataDir).sessionSecret,
    logLevel: e.LOG_LEVEL ?? 'info',
    clientDir: path.resolve(e.CLIENT_DIR ?? './dist'),
    demoData: (e.DEMO_DATA ?? 'on') === 'on',
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.BRAND_NAME ?? 'Showhome'} <no-reply@${new URL(publicUrl).hostname}>`,
    revisionsEmail: e.REVISIONS_EMAIL ?? `revisions@${new URL(publicUrl).hostname}`,
    salesEmail: e.SALES_EMAIL ?? `sales@${new URL(publicUrl).hostname}`,
    stripe,
    ssoPartners: parseSsoPartners(e.SSO_PARTNERS ?? ''),
    production: e.NODE_ENV === 'production',
    mapTilesUrl: e.MAP_TILES_URL,
    mapTilesAttribution:
      e.MAP_TILES_ATTRIBUTION ??
      (e.MAP_TILES_URL ? '© OpenStreetMap contributors' : `Demo map of Chicago by ${e.BRAND_NAME ?? 'Showhome'}`),
    streetViewUrl: e.STREET_VIEW_URL,
    consoleUrl: e.CONSOLE_URL,
    geocoder: e.GEOCODER ?? 'offline',
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    nominatimUrl: trimEnd(e.NOMINATIM_URL ?? 'https://nominatim.openstreetmap.org', '/'),
    metricsAllow: parseMetricsAllow(e.METRICS_ALLOW ?? '127.0.0.1,::1'),
    shutdownGraceMs: Number(e.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000,
    mediaS3: mediaS3Settings(e),
  }
}

/** The S3 settings when a bucket is named; the other MEDIA_S3_ variables without one are refused, not ignored. */
function mediaS3Settings(
  e: {
    readonly [K in `MEDIA_S3_${string}`]?: string
  },
): MediaS3Settings | undefined {
  const bucket = e.MEDIA_S3_BUCKET
  if (bucket === undefined) {
    const stray = Object.keys(e).filter((k) => k.startsWith('MEDIA_S3_') && e[k as `MEDIA_S3_${string}`] !== undefined)
    if (stray.length > 0) {
      throw new ConfigError(`Invalid configuration:\n  MEDIA_S3_BUCKET: is required when ${stray.join(', ')} is set`)
    }
    return undefined
  }
  if ((e.MEDIA_S3_ACCESS_KEY_ID === undefined) !== (e.MEDIA_S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY: set both, or neither for the AWS SDK’s own credentials',
    )
  }
  const endpoint = e.MEDIA_S3_ENDPOINT
  return {
    bucket,
    endpoint,
    region: e.MEDIA_S3_REGION ?? 'us-east-1',
    accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
    prefix: e.MEDIA_S3_PREFIX ?? '',
    // Self-hosted stores answer on one host name: path style unless told otherwise.
    pathStyle: (e.MEDIA_S3_PATH_STYLE ?? (endpoint ? 'on' : 'off')) === 'on',
  }
}

/**
 * Stripe's three variables together, or none. Some without the others is refused at start, naming what is missing:
 * without the webhook secret no payment could ever activate a plan, and without the publishable key the browser
 * could not confirm one, so a half-configured Stripe would take money or show a form that cannot work.
 */
function stripeKeys(
  e: Partial<Record<(typeof STRIPE_VARIABLES)[number] | 'STRIPE_API_URL', string>>,
): StripeKeys | undefined {
  const missing = STRIPE_VARIABLES.filter((name) => e[name] === undefined)
  if (missing.length === STRIPE_VARIABLES.length) return undefined
  if (missing.length > 0) {
    const given = STRIPE_VARIABLES.filter((name) => e[name] !== undefined)
    const are = (names: ReadonlyArray<string>) => (names.length === 1 ? 'is' : 'are')
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: ${are(missing)} required when ${given.join(' and ')} ` +
        `${are(given)} set (set all three for Stripe, or none for the local test provider)`,
    )
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY!,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    ...(e.STRIPE_API_URL ? { apiUrl: trimEnd(e.STRIPE_API_URL, '/') } : {}),
  }
}

const Secrets = Schema.Struct({ sessionSecret: secret })

/** Secrets not given in the environment are generated once and kept in the data dir (never in the repo). */
function loadOrCreateSecrets(dataDir: string): typeof Secrets.Type {
  const file = path.join(dataDir, 'secrets.json')
  if (existsSync(file)) {
    const parsed = Schema.decodeUnknownResult(Schema.fromJsonString(Secrets))(readFileSync(file, 'utf8'))
    if (Result.isSuccess(parsed)) return parsed.success
    throw new ConfigError(`${file} is damaged; delete it to generate new secrets (everyone will be signed out).`)
  }
  mkdirSync(dataDir, { recursive: true })
  const secrets = { sessionSecret: randomBytes(32).toString('base64url') }
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
