// Runs the real server (server/main.ts) as a child process, as `npm start` would, for lifecycle tests.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { COMPILE_CACHE_DIR } from './server-bundle'
import { TEST_CLIENT_DIR } from './test-server'

export interface ServerProcess {
  url: string
  readonly child: ChildProcessWithoutNullStreams
  /** Everything the process printed so far. */
  readonly output: () => string
  /** Resolves with the exit code (or signal name) once the process has ended. */
  readonly exited: Promise<number | string>
}

const running = new Set<ServerProcess>()

/** Stops every server a test started and left running (after a failed assertion, say), and waits for its exit. */
export async function stopAllServerProcesses() {
  for (const server of running) {
    server.child.kill('SIGKILL')
    await server.exited
  }
}

/** Resolves once the process has printed `text` at least `times` times (polls; the output only grows). */
export async function waitForOutput(server: ServerProcess, text: string, times = 1, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (server.output().split(text).length - 1 < times) {
    if (Date.now() > deadline)
      throw new Error(`'${text}' not printed ${times}× in ${timeoutMs} ms:\n${server.output()}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

/**
 * Starts server/main.ts through tsx, as `npm start` does, or `bundle` (the same server in one file:
 * tests/support/server-bundle.ts) when given.
 */
export async function startServerProcess(
  env: Record<string, string>,
  startTimeoutMs = 120_000,
  bundle?: string,
): Promise<ServerProcess> {
  const args = bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts']
  const child = spawn(process.execPath, args, {
    // No demo world unless a test asks for it: rendering the demo houses takes a minute.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CLIENT_DIR: TEST_CLIENT_DIR,
      DEMO_DATA: 'off',
      ...(bundle ? { NODE_COMPILE_CACHE: COMPILE_CACHE_DIR } : {}),
      ...env,
    },
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  )
  const server = { url: '', child, output: () => output, exited }
  running.add(server)
  void exited.then(() => running.delete(server))
  server.url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${output}`)),
      startTimeoutMs,
    )
    const onData = () => {
      const match = /listening on (http:\/\/[^\s]+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout.on('data', onData)
    exited.then(() => reject(new Error(`server exited before listening:\n${output}`)))
  })
  return server
}
