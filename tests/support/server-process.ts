// Runs the real server (server/main.ts) as a child process, as `npm start` would, for lifecycle tests.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { TEST_CLIENT_DIR } from './test-server'

export interface ServerProcess {
  readonly url: string
  readonly child: ChildProcessWithoutNullStreams
  /** Everything the process printed so far. */
  readonly output: () => string
  /** Resolves with the exit code (or signal name) once the process has ended. */
  readonly exited: Promise<number | string>
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', CLIENT_DIR: TEST_CLIENT_DIR, ...env },
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  )
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 45 s:\n${output}`)), 45_000)
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
  return { url, child, output: () => output, exited }
}
