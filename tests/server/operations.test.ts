// Operations (issue 20): request ids on every answer and log line, structured JSON logs, the health checks a load
// balancer asks, and the Prometheus metrics served only to the configured addresses.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger, logLine } from '../../server/ops/logger'
import { asJob, currentRequestId, withRequestId } from '../../server/ops/request-scope'
import { startTestServer, type TestServer } from '../support/test-server'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A pino logger writing into an array of parsed lines, as a log collector would read them. */
function capturedLog() {
  const lines: Array<Record<string, unknown>> = []
  const logger = createLogger('debug', { write: (line: string) => void lines.push(JSON.parse(line)) })
  return { lines, log: logLine(logger), debug: logLine(logger, 'debug') }
}

let server: TestServer
const captured = capturedLog()
let draining = false

beforeAll(async () => {
  server = await startTestServer({}, { log: captured.log, debug: captured.debug, draining: () => draining })
  const agents = path.join(server.config.mediaDir, 'people', 'agents')
  mkdirSync(agents, { recursive: true })
  writeFileSync(path.join(agents, 'maya-ruiz.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
})
afterAll(() => server.close())

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(server.url + pathname, { headers })

describe('request ids', () => {
  it('every answer carries one: a data call, a page, a media file, an unknown call and a missing file', async () => {
    const ids = new Set<string>()
    for (const pathname of [
      '/api/v1/health',
      '/',
      '/media/people/agents/maya-ruiz.jpg',
      '/api/v1/no-such-call',
      '/media/people/agents/nobody.jpg',
    ]) {
      const answer = await get(pathname)
      await answer.arrayBuffer()
      const id = answer.headers.get('x-request-id') ?? ''
      expect(id, pathname).toMatch(UUID)
      ids.add(id)
    }
    expect(ids.size).toBe(5)
  })

  it("keeps a proxy's sane id and replaces one that is too long or has odd characters", async () => {
    expect((await get('/health/live', { 'x-request-id': 'lb-7f3a_91=' })).headers.get('x-request-id')).toBe(
      'lb-7f3a_91=',
    )
    for (const bad of ['a'.repeat(129), 'has space', 'semi;colon', '../etc']) {
      expect((await get('/health/live', { 'x-request-id': bad })).headers.get('x-request-id')).toMatch(UUID)
    }
  })
})

describe('structured logs', () => {
  it('writes one JSON line per request with its id, method, route pattern, status and duration', async () => {
    const answer = await get('/api/v1/no-such-call', { 'x-request-id': 'trace-me-1' })
    expect(answer.status).toBe(404)
    const line = captured.lines.find((l) => l.requestId === 'trace-me-1' && l.status === 404)
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/v1/no-such-call',
      route: '/api/v1/*',
      status: 404,
      msg: expect.stringMatching(/^GET \/api\/v1\/no-such-call 404 [\d.]+ms$/),
    })
    expect(typeof line?.ms).toBe('number')
    expect(typeof line?.time).toBe('string')
    // The line written when it started (debug) carries the same id.
    expect(captured.lines.some((l) => l.requestId === 'trace-me-1' && l.level === 'debug')).toBe(true)
  })

  it('logs the health checks and metrics scrapes at debug level only, so a balancer does not flood the log', async () => {
    await get('/health/ready', { 'x-request-id': 'probe-1' })
    const lines = captured.lines.filter((l) => l.requestId === 'probe-1')
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((l) => l.level === 'debug')).toBe(true)
  })

  it('carries the id through awaits and into work started without awaiting it; a job gets its own', async () => {
    const seen: Array<string | undefined> = []
    await withRequestId('outer', async () => {
      await Promise.resolve()
      seen.push(currentRequestId())
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          seen.push(currentRequestId())
          resolve()
        }, 1),
      )
    })
    await asJob('renewal-charges', async () => seen.push(currentRequestId()))
    seen.push(currentRequestId())
    expect(seen.slice(0, 2)).toEqual(['outer', 'outer'])
    expect(seen[2]).toMatch(/^job:renewal-charges:[0-9a-f-]{36}$/)
    expect(seen[3]).toBeUndefined()
  })
})

describe('health', () => {
  it('live answers while the process runs; ready checks the database, the migrations and the media store', async () => {
    // A fresh data dir, before any media was written, is ready too.
    const fresh = await startTestServer()
    try {
      expect((await fetch(`${fresh.url}/health/ready`)).status).toBe(200)
    } finally {
      await fresh.close()
    }
    const live = await get('/health/live')
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'live' })
    const ready = await get('/health/ready')
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', media: 'ok' },
    })
  })

  it('is not ready while shutting down, so the balancer sends its requests elsewhere', async () => {
    draining = true
    try {
      const ready = await get('/health/ready')
      expect(ready.status).toBe(503)
      expect(await ready.json()).toMatchObject({ status: 'stopping' })
      expect((await get('/health/live')).status).toBe(200)
    } finally {
      draining = false
    }
  })

  it('is not ready when the media store cannot be reached, and says which check failed', async () => {
    // A media folder that cannot be made: its parent is a file.
    writeFileSync(path.join(server.config.dataDir, 'not-a-folder'), '')
    const other = await startTestServer(
      { MEDIA_DIR: path.join(server.config.dataDir, 'not-a-folder', 'media') },
      {},
      { inProcess: 'checks the media folder store, which a pair of processes does not use' },
    )
    try {
      const ready = await fetch(`${other.url}/health/ready`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', media: 'failed' },
      })
    } finally {
      await other.close()
    }
  })
})

describe('metrics', () => {
  it('counts requests by route pattern and status, with latency, pool and queue figures, for allowed addresses', async () => {
    await (await get('/api/v1/no-such-call')).arrayBuffer()
    const answer = await get('/metrics')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await answer.text()
    const count = Number(
      /^http_requests_total\{method="GET",route="\/api\/v1\/\*",status="404"\} (\d+)$/m.exec(text)?.[1] ?? '0',
    )
    expect(count).toBeGreaterThanOrEqual(2)
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/\*",status="404"\} \d+$/m,
    )
    // Never the raw path: the values in a path are unbounded, so they would make unbounded series.
    expect(text).not.toContain('route="/api/v1/no-such-call"')
    expect(text).toMatch(/^job_queue_depth\{queue="waitlist_offers"\} 0$/m)
    expect(text).toMatch(/^job_queue_depth\{queue="photo_zips"\} 0$/m)
    expect(text).toMatch(/^media_store_errors_total\{operation="read"\} 0$/m)
    if (server.db.engine === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m)
  })

  it('answers 404 to an address not in METRICS_ALLOW, as if there were nothing there', async () => {
    const other = await startTestServer({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7' })
    try {
      const answer = await fetch(`${other.url}/metrics`)
      expect(answer.status).toBe(404)
      expect(await answer.text()).not.toContain('http_requests_total')
    } finally {
      await other.close()
    }
  })
})
