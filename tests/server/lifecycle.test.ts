// The real server process: graceful shutdown finishes in-flight requests, and a committed write survives kill -9.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords'
import { type Db, openPGlite } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { insertUser } from '../../server/db/repos/users'
import { startServerProcess, stopAllServerProcesses, waitForOutput } from '../support/server-process'
import { openTestDatabase, testEngine } from '../support/test-database'
import { TestClient } from '../support/test-server'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'showhome-lifecycle-'))
let env: Record<string, string>
let postgresDb: (Db & { url?: string }) | undefined

beforeAll(async () => {
  // Seed one user before the server owns the database (an embedded data dir has one owner at a time).
  let db: Db
  if (testEngine === 'postgres') {
    postgresDb = await openTestDatabase()
    db = postgresDb
  } else {
    db = await openPGlite(dataDir)
    await migrateToLatest(db.kysely)
  }
  // One account per client of the shutdown test: its sign-ins are 24 people at once, not one account guessed at
  // (the sign-in limit lets five tries of one account from one address be in flight at a time).
  const password_hash = await hashPassword('correct horse')
  for (const email of ['owner@example.com', ...Array.from({ length: 23 }, (_, i) => `person-${i}@example.com`)]) {
    await insertUser(db.kysely, { email, first_name: 'Olive', last_name: 'Stone', password_hash })
  }
  if (testEngine === 'pglite') await db.close()
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...(postgresDb?.url ? { DATABASE_URL: postgresDb.url } : {}) }
})
afterEach(stopAllServerProcesses)
afterAll(async () => postgresDb?.close())

const signIn = (client: TestClient, email = 'owner@example.com') =>
  client.post('/auth/user/sign-in', { email, password: 'correct horse' })
/** The account the shutdown test's i-th client signs in to. */
const emailOf = (i: number) => (i === 0 ? 'owner@example.com' : `person-${i - 1}@example.com`)
const whoIs = async (client: TestClient) => (await (await client.get('/auth/user/current')).json()).user?.email

// Each test starts real server processes, and a fresh embedded data dir is created and migrated at start: on a
// 2-core machine busy with other work that took over 45 s, so the waits are long (they end as soon as the server is
// up, so they cost time only when something is broken).
describe('server lifecycle', { timeout: 300_000 }, () => {
  it('on SIGTERM finishes every in-flight request, closes the database and exits 0; nothing is lost', async () => {
    const first = await startServerProcess(env)
    const clients = Array.from({ length: 24 }, () => new TestClient(first.url))
    const inFlight = clients.map((c, i) => signIn(c, emailOf(i)))
    // SIGTERM only once the server has received every request (a request still on the wire is not in flight).
    await waitForOutput(first, 'start POST /auth/user/sign-in', clients.length)
    first.child.kill('SIGTERM')
    const answers = await Promise.all(inFlight)
    expect(answers.map((r) => r.status)).toEqual(clients.map(() => 200))
    expect(await first.exited).toBe(0)
    expect(first.output()).toMatch(/SIGTERM received: finishing in-flight requests[\s\S]*stopped cleanly/)
    // Its log is JSON, one object per line, and each request's line carries the id its answer was sent with.
    const logged = first
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; requestId?: string; status?: number })
    for (const answer of answers) {
      const requestId = answer.headers.get('x-request-id')
      expect(logged).toContainEqual(expect.objectContaining({ requestId, status: 200, route: '/auth/user/sign-in' }))
    }
    await expect(fetch(`${first.url}/api/v1/health`)).rejects.toThrow()

    const second = await startServerProcess(env)
    try {
      for (const [i, c] of clients.entries()) {
        const moved = new TestClient(second.url)
        for (const [k, v] of c.cookies) moved.cookies.set(k, v)
        expect(await whoIs(moved)).toBe(emailOf(i))
      }
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
    }
  })

  it('keeps a committed write after kill -9 and starts again', async () => {
    const first = await startServerProcess(env)
    const client = new TestClient(first.url)
    expect((await signIn(client)).status).toBe(200)
    first.child.kill('SIGKILL')
    expect(await first.exited).toBe('SIGKILL')

    const second = await startServerProcess(env)
    try {
      const moved = new TestClient(second.url)
      for (const [k, v] of client.cookies) moved.cookies.set(k, v)
      expect(await whoIs(moved)).toBe('owner@example.com')
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
    }
  })

  it('refuses a second server on the same embedded data dir, with a clear message', async () => {
    // Always embedded here, whatever engine the suite runs on: the lock guards PGlite data dirs.
    const embedded = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'showhome-lock-')) }
    const first = await startServerProcess(embedded)
    await expect(startServerProcess(embedded)).rejects.toThrow(/Another Showhome server \(pid \d+\) is using/)
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
  })
})
