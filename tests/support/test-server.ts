// A real HTTP server on a random loopback port over a fresh database, for server tests.

import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app'
import { hashPassword } from '../../server/auth/passwords'
import { type Config, loadConfig } from '../../server/config'
import { insertUser } from '../../server/db/repos/users'
import type { UserRole } from '../../server/db/schema'
import type { AppDeps } from '../../server/http/context'
import { closeWhenIdle, keepConnectionsAlive } from '../../server/http/keep-alive'
import { mediaStoreFromConfig } from '../../server/media/store-from-config'
import { startServerPair } from './server-pair'
import { openTestDatabase, testEngine } from './test-database'

export const TEST_CLIENT_DIR = path.resolve('tests/support/fixtures/client')

const SESSION_SECRET = 'test-secret-test-secret-test-secret-0123'

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'showhome-test-')),
    LOG_LEVEL: 'silent',
    SESSION_SECRET,
    CLIENT_DIR: TEST_CLIENT_DIR,
    ...env,
  })
}

/**
 * How the server suite serves its requests. In this process by default; with TEST_SERVERS=two-processes (the
 * PostgreSQL project) as two real server processes on one database and one S3 bucket, every request going to the
 * next process in turn, so a test passes only if the server keeps nothing that matters in one process's memory
 * (issue 20). A test that hands the server something that cannot cross a process boundary (a log sink, a stand-in
 * geocoder or payment provider, a draining flag) runs in this process whatever the setting.
 */
export const testServers =
  process.env.TEST_SERVERS === 'two-processes' && testEngine === 'postgres' ? 'two-processes' : 'in-process'

export async function startTestServer(
  env: Record<string, string> = {},
  extra: Partial<Omit<AppDeps, 'config' | 'db'>> = {},
  options: {
    /** Why this server must run in the test's own process even when the suite runs two processes. */
    inProcess?: string
  } = {},
) {
  if (testServers === 'two-processes' && Object.keys(extra).length === 0 && !options.inProcess) {
    return startTwoProcesses(env)
  }
  const db = await openTestDatabase()
  const logs: string[] = []
  const config = testConfig(env)
  const media = extra.media ?? mediaStoreFromConfig(config)
  const app = createApp({ config, db, log: (line) => logs.push(line), ...extra, media })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  // As the real server does. With Node's 5 s, a test that kept the event loop busy longer (PGlite runs in this
  // process) had its next request written to a connection the server had closed meanwhile: ECONNRESET.
  keepConnectionsAlive(server as Server)
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    db,
    config,
    /** The media store the server reads (the test's data folder, or the S3 store the environment names). */
    media,
    /** The messages the server logged, in order. */
    logs,
    /** The server processes' addresses when there are two (TEST_SERVERS=two-processes), else this one's. */
    urls: [url] as ReadonlyArray<string>,
    client: () => new TestClient(url),
    close: async () => {
      await new Promise<void>((resolve) => closeWhenIdle(server as Server, () => resolve()))
      await db.close()
      media.close?.()
    },
  }
}

/** startTestServer's two-process form: the same handles, the balancer's address as `url`. */
async function startTwoProcesses(env: Record<string, string>) {
  const db = await openTestDatabase()
  // The in-process server's address for links and mail when the test names none (its port would be 0 here).
  const publicUrl = testConfig(env).publicUrl
  const pair = await startServerPair(
    db.url as string,
    { SESSION_SECRET, CLIENT_DIR: TEST_CLIENT_DIR, LOG_LEVEL: 'info', PUBLIC_URL: publicUrl, ...env },
    'test',
  ).catch(async (error: unknown) => {
    await db.close()
    throw error
  })
  // The test's own view of the deployment: the same settings, the shared bucket as its media store.
  const config = testConfig({ ...pair.s3.env, ...env })
  const media = mediaStoreFromConfig(config)
  const url = pair.balancer.url
  return {
    url,
    db,
    config,
    media,
    /** Each process's log messages (pino's JSON lines, their `msg`), read when asked. */
    get logs(): string[] {
      return pair.processes.flatMap((p) => logMessages(p.output()))
    },
    urls: pair.processes.map((p) => p.url) as ReadonlyArray<string>,
    client: () => new TestClient(url),
    close: async () => {
      // The test's own bucket client first: a connection it still holds would keep the bucket's server open.
      media.close?.()
      await pair.close()
      await db.close()
    },
  }
}

function logMessages(output: string): string[] {
  const messages: string[] = []
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      const { msg } = JSON.parse(line) as { msg?: unknown }
      if (typeof msg === 'string') messages.push(msg)
    } catch {
      // A line cut off by the end of the output read so far.
    }
  }
  return messages
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>

export async function createUser(
  server: TestServer,
  user: { email: string; password: string; role?: UserRole; isVerified?: boolean; firstName?: string },
) {
  return insertUser(server.db.kysely, {
    email: user.email,
    first_name: user.firstName ?? 'Avery',
    last_name: 'Stone',
    phone: '555-0100',
    password_hash: await hashPassword(user.password),
    role: user.role ?? 'user',
    is_verified: user.isVerified ?? true,
  })
}

/** A browser-like client: keeps cookies and sends the site's own Origin on state-changing requests. */
export class TestClient {
  readonly cookies = new Map<string, string>()
  constructor(readonly baseUrl: string) {}

  /** A header given as undefined is left out (e.g. `origin: undefined` sends no Origin at all). */
  async request(
    method: string,
    pathname: string,
    init: {
      json?: unknown
      headers?: Record<string, string | undefined>
      body?: string
      /** 'manual' to see a redirect itself rather than where it leads. */
      redirect?: RequestRedirect
    } = {},
  ) {
    const given = init.headers ?? {}
    const headers: Record<string, string> = {}
    if (method !== 'GET' && method !== 'HEAD' && !('origin' in given)) headers.origin = this.baseUrl
    for (const [k, v] of Object.entries(given)) if (v !== undefined) headers[k] = v
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(this.baseUrl + pathname, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      ...(init.redirect ? { redirect: init.redirect } : {}),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return res
  }

  post(pathname: string, json?: unknown, headers?: Record<string, string | undefined>) {
    return this.request('POST', pathname, { json, headers })
  }

  get(pathname: string) {
    return this.request('GET', pathname)
  }
}
