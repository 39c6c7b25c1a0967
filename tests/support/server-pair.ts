// Two real server processes (server/main.ts, as `npm start` runs it) on one PostgreSQL database and one S3-compatible
// bucket, behind a round-robin balancer: the deployment docs/deploying.md describes, for the tests that prove the
// server keeps no state of its own in memory (issue 20). Each process has its own data folder, as separate machines
// would; only the database and the bucket are shared.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { type RoundRobinProxy, startRoundRobinProxy } from '../../bench/round-robin-proxy'
import { type LocalS3, startLocalS3 } from './s3-server'
import { type ServerProcess, startServerProcess } from './server-process'

export interface ServerPair {
  /** The two processes, each reachable directly. */
  readonly processes: readonly [ServerProcess, ServerProcess]
  /** The balancer in front of them: each request goes to the next process in turn. */
  readonly balancer: RoundRobinProxy
  /** The shared bucket. */
  readonly s3: LocalS3
  /** Stops the processes (SIGTERM, as a process manager does), the balancer and the bucket. */
  close(): Promise<void>
}

/**
 * Starts both processes on `databaseUrl` (a migrated database) and a fresh bucket. `env` is the server's settings
 * beyond those (the same for both, as one deployment's are); `label` names their data folders.
 */
export async function startServerPair(
  databaseUrl: string,
  env: Record<string, string>,
  label = 'pair',
): Promise<ServerPair> {
  const s3 = await startLocalS3()
  const settings = (name: string) => ({
    ...s3.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `showhome-${label}-${name}-`)),
    ...env,
  })
  let processes: [ServerProcess, ServerProcess]
  try {
    const bundle = inject('serverBundle')
    processes = await Promise.all([
      startServerProcess(settings('a'), undefined, bundle),
      startServerProcess(settings('b'), undefined, bundle),
    ])
  } catch (error) {
    await s3.stop()
    throw error
  }
  const balancer = await startRoundRobinProxy(processes.map((p) => p.url))
  return {
    processes,
    balancer,
    s3,
    close: async () => {
      await balancer.close()
      await Promise.all(processes.map((p) => stopProcess(p)))
      await s3.stop()
    },
  }
}

/** SIGTERM, then SIGKILL if the process has not ended within 20 s (a stuck shutdown must not hang the suite). */
async function stopProcess(server: ServerProcess) {
  server.child.kill('SIGTERM')
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000)
  await server.exited
  clearTimeout(timer)
}
