import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/config'

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'showhome-config-'))

describe('configuration', () => {
  it('has documented defaults', () => {
    const dir = tmp()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      apiBasePath: '/api/v1',
      authBasePath: '/auth',
      financeBasePath: '/finance',
      allowedOrigins: ['http://localhost:8080'],
      brandName: 'Showhome',
      logLevel: 'info',
      demoData: true,
      mapTilesUrl: undefined,
      mapTilesAttribution: 'Demo map of Chicago by Showhome',
      streetViewUrl: undefined,
      metricsAllow: ['127.0.0.1', '::1'],
      shutdownGraceMs: 10_000,
      mediaS3: undefined,
    })
  })

  it('puts media in an S3-compatible bucket when one is named: path style for a self-hosted endpoint', () => {
    const base = { DATA_DIR: tmp(), MEDIA_S3_BUCKET: 'showhome-media' }
    expect(loadConfig(base).mediaS3).toEqual({
      bucket: 'showhome-media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: '',
      pathStyle: false,
    })
    const minio = loadConfig({
      ...base,
      MEDIA_S3_ENDPOINT: 'http://minio.internal:9000',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ACCESS_KEY_ID: 'AKIA-TEST',
      MEDIA_S3_SECRET_ACCESS_KEY: 'a-secret-access-key',
      MEDIA_S3_PREFIX: 'sites/chicago/',
    }).mediaS3
    expect(minio).toMatchObject({ endpoint: 'http://minio.internal:9000', region: 'auto', pathStyle: true })
    expect(minio).toMatchObject({ accessKeyId: 'AKIA-TEST', prefix: 'sites/chicago/' })
    expect(
      loadConfig({ ...base, MEDIA_S3_ENDPOINT: 'https://r2.example', MEDIA_S3_PATH_STYLE: 'off' }).mediaS3,
    ).toMatchObject({ pathStyle: false })
  })

  it.each([
    [{ MEDIA_S3_BUCKET: 'Bad_Bucket' }, 'MEDIA_S3_BUCKET="Bad_Bucket": must be a bucket name: 3 to 63 lower-case'],
    [{ MEDIA_S3_BUCKET: 'b'.repeat(64) }, 'must be a bucket name: 3 to 63'],
    [{ MEDIA_S3_ENDPOINT: 'http://minio:9000' }, 'MEDIA_S3_BUCKET: is required when MEDIA_S3_ENDPOINT is set'],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'AKIA' }, 'set both, or neither'],
    [
      { MEDIA_S3_BUCKET: 'media', MEDIA_S3_PREFIX: 'no-slash' },
      'MEDIA_S3_PREFIX="no-slash": must be empty or folder names',
    ],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_PATH_STYLE: 'yes' }, 'MEDIA_S3_PATH_STYLE="yes": must be on or off'],
  ])('refuses S3 settings %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(message)
  })

  it('takes the addresses /metrics answers and the shutdown grace, and refuses what is not one', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      METRICS_ALLOW: ' 10.0.0.0/8,::1 , 192.168.1.7',
      SHUTDOWN_GRACE_SECONDS: '25',
    })
    expect(config.metricsAllow).toEqual(['10.0.0.0/8', '::1', '192.168.1.7'])
    expect(config.shutdownGraceMs).toBe(25_000)
    for (const bad of ['localhost', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,prometheus']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), METRICS_ALLOW: bad }), bad).toThrow(
        /METRICS_ALLOW: '[^']+' is not an IP address or CIDR range/,
      )
    }
    expect(() => loadConfig({ DATA_DIR: tmp(), METRICS_ALLOW: '1'.repeat(2001) })).toThrow(
      /METRICS_ALLOW=.*: must be at most 2000 characters/,
    )
    for (const bad of ['0', '-1', '2.5', 'ten', '10000']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), SHUTDOWN_GRACE_SECONDS: bad }), bad).toThrow(
        /SHUTDOWN_GRACE_SECONDS=.*: must be a whole number of seconds from 1 to 9999/,
      )
    }
  })

  it('takes map tiles and street view from providers when given, crediting the tiles', () => {
    const osm = loadConfig({ DATA_DIR: tmp(), MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
    expect(osm.mapTilesUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(osm.mapTilesAttribution).toBe('© OpenStreetMap contributors')
    const custom = loadConfig({
      DATA_DIR: tmp(),
      MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}@2x.png?key=k',
      MAP_TILES_ATTRIBUTION: '© Example Maps',
      STREET_VIEW_URL: 'https://street.example.com/img?loc={lat},{lng}&size={width}x{height}',
    })
    expect(custom.mapTilesAttribution).toBe('© Example Maps')
    expect(custom.streetViewUrl).toContain('{lat},{lng}')
    expect(custom.consoleUrl).toBeUndefined()
    expect(loadConfig({ DATA_DIR: tmp(), CONSOLE_URL: 'https://c.example/{console}/{tourId}' }).consoleUrl).toBe(
      'https://c.example/{console}/{tourId}',
    )
  })

  it('drops trailing slashes from the public and Nominatim addresses', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      PUBLIC_URL: 'https://homes.example.com///',
      NOMINATIM_URL: 'https://nominatim.example/osm/',
    })
    expect(config.publicUrl).toBe('https://homes.example.com')
    expect(config.allowedOrigins).toEqual(['https://homes.example.com'])
    expect(config.nominatimUrl).toBe('https://nominatim.example/osm')
  })

  it('generates the session secret into the data dir once, readable by the owner only', () => {
    const dir = tmp()
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first)
    const file = path.join(dir, 'secrets.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toContain(first)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT="eighty": must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT="70000": must be a whole number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// connection URL'],
    [{ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL="example.com": must be an absolute http(s) URL'],
    [{ API_BASE_PATH: 'api/' }, 'API_BASE_PATH="api/": must be a path such as /api/v1 (no trailing slash)'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET="short": must be at least 32 characters'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud": must be silent, info or debug'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA="yes": must be on or off'],
    [
      { MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}.png' },
      'MAP_TILES_URL="https://tiles.example.com/{z}/{x}.png": must be an absolute http(s) URL containing {z}, {x}, {y}',
    ],
    [{ MAP_TILES_URL: '/tiles/{z}/{x}/{y}.png' }, 'MAP_TILES_URL="/tiles/{z}/{x}/{y}.png": must be an absolute'],
    [{ STREET_VIEW_URL: 'https://sv.example.com/?q={lat}' }, 'STREET_VIEW_URL="https://sv.example.com/?q={lat}": must'],
    [{ MAP_TILES_ATTRIBUTION: '' }, 'MAP_TILES_ATTRIBUTION="": must not be empty'],
    [{ CONSOLE_URL: 'https://consoles.example/{console}' }, 'CONSOLE_URL="https://consoles.example/{console}": must'],
    [{ ALLOWED_ORIGINS: 'https://ok.example.com, not an origin' }, "ALLOWED_ORIGINS: 'not an origin' is not an origin"],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(message)
  })

  it('chooses the payment provider: Stripe with all three of its variables, the local test provider with none', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    }
    expect(loadConfig({ DATA_DIR: tmp(), ...stripe }).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
    })
    expect(loadConfig({ DATA_DIR: tmp(), ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111/' }).stripe?.apiUrl).toBe(
      'http://127.0.0.1:12111',
    )
    expect(() => loadConfig({ DATA_DIR: tmp(), ...stripe, STRIPE_API_URL: 'localhost:12111' })).toThrow(
      'STRIPE_API_URL',
    )
    const local = loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://homes.example.com' })
    expect(local.stripe).toBeUndefined()
    expect(local.salesEmail).toBe('sales@homes.example.com')
    expect(loadConfig({ DATA_DIR: tmp(), SALES_EMAIL: 'team@example.com' }).salesEmail).toBe('team@example.com')
    expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(
      'STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: are required when STRIPE_SECRET_KEY is set',
    )
    const { STRIPE_WEBHOOK_SECRET: _, ...noWebhook } = stripe
    expect(() => loadConfig({ DATA_DIR: tmp(), ...noWebhook })).toThrow(
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set',
    )
  })

  it('refuses a Stripe key in the wrong variable without repeating a secret', () => {
    const swapped = {
      STRIPE_SECRET_KEY: 'pk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    }
    let message = ''
    try {
      loadConfig({ DATA_DIR: tmp(), ...swapped })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('STRIPE_SECRET_KEY=(hidden): must be a Stripe secret or restricted key (sk_… or rk_…)')
    expect(message).toContain('STRIPE_PUBLISHABLE_KEY=(hidden): must be a Stripe publishable key (pk_…)')
    expect(message).not.toContain('abc123')
  })

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', HOST: '' })).toThrow(/PORT="x".*\n.*HOST="": must not be empty/)
  })
})
