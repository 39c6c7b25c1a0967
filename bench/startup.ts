// Benchmark: how long the product takes to start (issue 4): cold, on an empty data dir and media folder (the demo
// houses are rendered and the world seeded), and warm, on the same folders again (nothing to render or seed).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess } from '../tests/support/server-process'

export interface StartupTimes {
  readonly coldMs: number
  readonly warmMs: number
  readonly cores: number
}

export async function measureStartup(): Promise<StartupTimes> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'showhome-bench-start-'))
  const env = { DATA_DIR: dataDir, DEMO_DATA: 'on', LOG_LEVEL: 'silent', CLIENT_DIR: path.resolve('dist') }
  try {
    const cold = await timedStart(env)
    const warm = await timedStart(env)
    return { coldMs: cold, warmMs: warm, cores: os.availableParallelism() }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function timedStart(env: Record<string, string>): Promise<number> {
  const started = performance.now()
  const server = await startServerProcess(env, 600_000)
  const ms = performance.now() - started
  server.child.kill('SIGTERM')
  await server.exited
  return ms
}

export function startupMarkdown(t: StartupTimes): string {
  return [
    '## Start-up',
    '',
    `From launching \`tsx server/main.ts\` until it listens, on ${t.cores} cores. Cold: empty data dir and media folder, so`,
    'the four demo houses are rendered (panoramas, photos, floor plans) and the demo world is seeded. Warm: the same',
    'folders again. Goals: cold under 120 s, warm under 3 s.',
    '',
    '| start | seconds | goal |',
    '|---|---:|---:|',
    `| cold (render + seed) | ${(t.coldMs / 1000).toFixed(1)} | 120 |`,
    `| warm | ${(t.warmMs / 1000).toFixed(1)} | 3 |`,
  ].join('\n')
}
