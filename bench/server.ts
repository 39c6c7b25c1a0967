// Starts the built product on a fresh data dir for a benchmark, the way `npm start` runs it.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess } from '../tests/support/server-process'

/**
 * `demo: true` seeds the demo world (the listing page needs listings). Its rendered houses live in .tmp/demo-media,
 * the folder the e2e tests use, so they are rendered once per machine, not once per run (minutes on two cores).
 */
export async function startBenchServer({ demo = false }: { demo?: boolean } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'showhome-bench-'))
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', CLIENT_DIR: path.resolve('dist') }
  if (demo) Object.assign(env, { DEMO_DATA: 'on', MEDIA_DIR: path.resolve('.tmp/demo-media') })
  const server = await startServerProcess(env, demo ? 600_000 : 45_000)
  return {
    url: server.url,
    stop: async () => {
      server.child.kill('SIGTERM')
      await server.exited
    },
  }
}
