// Prometheus metrics (issue 20, Operations) with prom-client: requests by route and status with their latency, the
// database pool, the background work waiting, media store errors, and Node's own (heap, event-loop lag, GC).
// GET /metrics serves them to the addresses in METRICS_ALLOW only (server/http/operations.ts). Each app has its own
// registry, so the tests' many apps in one process never count into each other.
import { sql } from 'kysely'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/client'
import { liveZipBuilds } from '../listings/photo-zip-claims'

/** Latency buckets in seconds: from a cached JSON answer (about a millisecond) to a photo zip being built. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

export interface Metrics {
  readonly registry: Registry
  /** One answered request: the route's pattern (never the raw path, whose values are unbounded), status, seconds. */
  readonly observeRequest: (method: string, route: string, status: number, seconds: number) => void
  /** A media file that could not be read or written for a reason other than its absence. */
  readonly mediaStoreError: (operation: 'read' | 'write' | 'check') => void
}

/**
 * `processMetrics`: Node's own too (heap, event-loop lag, GC), for the server process; off by default, since a test
 * process holds many apps and one process has one event loop.
 */
export function createMetrics(db: Db, { processMetrics = false } = {}): Metrics {
  const registry = new Registry()
  if (processMetrics) collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being ready, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const mediaErrors = new Counter({
    name: 'media_store_errors_total',
    help: 'Media files that could not be read or written (other than a missing file), by operation.',
    labelNames: ['operation'] as const,
    registers: [registry],
  })
  for (const operation of ['read', 'write', 'check'] as const) mediaErrors.inc({ operation }, 0)

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = queries waiting for one); absent on PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats?.()
      if (!stats) return
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })

  new Gauge({
    name: 'job_queue_depth',
    help:
      'Background work waiting or running, by queue: waitlist offers not mailed yet and subscription charges not ' +
      'settled, photo zips being built (all shared by every process).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ offers: number; charges: number }>`
        select
          (select count(*)::int from waitlist_offers where mailed_at is null and expires_at > now()) as offers,
          (select count(*)::int from subscription_charges where status = 'pending') as charges`.execute(db.kysely)
      this.set({ queue: 'waitlist_offers' }, rows[0]?.offers ?? 0)
      this.set({ queue: 'subscription_charges' }, rows[0]?.charges ?? 0)
      this.set({ queue: 'photo_zips' }, await liveZipBuilds(db.kysely))
    },
  })

  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      latency.observe(labels, seconds)
    },
    mediaStoreError: (operation) => mediaErrors.inc({ operation }),
  }
}
