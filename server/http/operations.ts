// For operators and load balancers (issue 20, Operations; docs/deploying.md):
//   GET /health/live   200 while the process answers at all (restart it when this fails);
//   GET /health/ready  200 when it can serve: the database answers, every migration is applied, the media store is
//                      reachable, and it is not shutting down (503 otherwise, with what failed, so the balancer
//                      stops sending it requests);
//   GET /metrics       Prometheus metrics, only to the addresses in METRICS_ALLOW (a 404 for anyone else).
import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import { ipRestriction } from 'hono/ip-restriction'
import { sql } from 'kysely'
import { migrations } from '../db/migrate'
import { mediaStoreOf } from '../media/store-from-config'
import type { Metrics } from '../ops/metrics'
import type { AppDeps, AppEnv } from './context'

type Check = 'ok' | 'failed'

export function operationsRoutes(deps: AppDeps, metrics: Metrics) {
  const expectedMigrations = Object.keys(migrations)
  // Applied migrations stay applied, so once they all are, the question is not asked again.
  let migrationsApplied = false

  const database = (): Promise<Check> =>
    sql`select 1`.execute(deps.db.kysely).then(
      () => 'ok',
      () => 'failed',
    )
  const migrationState = async (): Promise<'ok' | 'pending' | 'failed'> => {
    if (migrationsApplied) return 'ok'
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(deps.db.kysely)
      const names = new Set(rows.map((row) => row.name))
      migrationsApplied = expectedMigrations.every((name) => names.has(name))
      return migrationsApplied ? 'ok' : 'pending'
    } catch {
      return 'failed'
    }
  }
  // The folder can be read and written, or the bucket answers (server/media/store.ts check).
  const store = mediaStoreOf(deps)
  const media = (): Promise<Check> =>
    store.check().then(
      () => 'ok',
      () => {
        metrics.mediaStoreError('check')
        return 'failed'
      },
    )

  return new Hono<AppEnv>()
    .get('/health/live', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ status: 'live' })
    })
    .get('/health/ready', async (c) => {
      c.header('Cache-Control', 'no-store')
      const [databaseCheck, migrationsCheck, mediaCheck] = await Promise.all([database(), migrationState(), media()])
      const draining = deps.draining?.() === true
      const checks = { database: databaseCheck, migrations: migrationsCheck, media: mediaCheck }
      const ready = !draining && Object.values(checks).every((check) => check === 'ok')
      return c.json({ status: ready ? 'ready' : draining ? 'stopping' : 'unavailable', checks }, ready ? 200 : 503)
    })
    .get(
      '/metrics',
      ipRestriction(getConnInfo, { allowList: [...deps.config.metricsAllow] }, (_remote, c) => c.notFound()),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        c.header('Content-Type', metrics.registry.contentType)
        return c.body(await metrics.registry.metrics())
      },
    )
}
