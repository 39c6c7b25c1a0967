// Starts the built product on a fresh data dir for a benchmark, the way `npm start` runs it.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess } from '../tests/support/server-process'

export async function startBenchServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'showhome-bench-'))
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', CLIENT_DIR: path.resolve('dist') })
  return {
    url: server.url,
    stop: async () => {
      server.child.kill('SIGTERM')
      await server.exited
    },
  }
}
