// Keep-alive after an answer that never read the request's body (issue 11): the next request on the same connection
// must be answered (and logged), or the answer must say `Connection: close` so the client opens a new connection.
// Raw sockets, since fetch hides the connection: the body arrives slowly, as from a browser on a slow uplink.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
const ABOUT_SOCKETS = "watches one server's own connections, not a balancer's"
beforeAll(async () => {
  server = await startTestServer({}, {}, { inProcess: ABOUT_SOCKETS })
})
afterAll(() => server.close())

interface RawResponse {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
}

/** Responses read off a raw connection, and whether the server closed it. */
class RawConnection {
  private readonly socket: net.Socket
  private buffer = Buffer.alloc(0)
  readonly responses: RawResponse[] = []
  closed = false
  private waiters: Array<() => void> = []

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1')
    this.socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk])
      this.parse()
      this.wake()
    })
    this.socket.on('error', () => {})
    this.socket.on('close', () => {
      this.closed = true
      this.wake()
    })
  }

  write(text: string) {
    if (!this.socket.destroyed) this.socket.write(text)
  }

  /** Resolves once `count` responses arrived or the connection closed, or after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 4000) {
    const deadline = Date.now() + timeoutMs
    while (this.responses.length < count && !this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }

  async waitForClose(timeoutMs = 4000) {
    const deadline = Date.now() + timeoutMs
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  }

  destroy() {
    this.socket.destroy()
  }

  onceConnected(connected: () => void) {
    this.socket.once('connect', connected)
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter()
  }

  private parse() {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n')
      if (end < 0) return
      const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      const status = Number(statusLine.split(' ')[1])
      const length = status === 100 ? 0 : Number(headers['content-length'] ?? 0)
      if (this.buffer.length < end + 4 + length) return
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8')
      this.buffer = this.buffer.subarray(end + 4 + length)
      if (status !== 100) this.responses.push({ status, headers, body })
    }
  }
}

const port = () => Number(new URL(server.url).port)
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
const head = (path: string, headers: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n`
const HEALTH = 'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Probe: second\r\n\r\n'

/** Sends `size` bytes of body in `pieces` writes `gapMs` apart (a body the handler answers before it arrives). */
async function slowBody(connection: RawConnection, size: number, pieces: number, gapMs: number) {
  for (let i = 0; i < pieces; i++) {
    await pause(gapMs)
    connection.write('x'.repeat(size / pieces))
  }
}

describe('a request whose body the handler never read', () => {
  it.each([
    ['an unknown call', '/api/v1/no-such-call', 404],
    ['a call that answers 401 before reading', '/api/v1/listing/updatephotos', 401],
    ['a page path (no POST handler)', '/12-maple-street', 404],
  ])('%s: a small body is drained and the next request on the connection is answered', async (_, path, status) => {
    const connection = new RawConnection(port())
    try {
      const size = 8 * 1024
      connection.write(head(path, `Content-Length: ${size}\r\n`))
      // The answer is ready long before the body is in: it trickles in over about a second.
      await slowBody(connection, size, 8, 120)
      connection.write(HEALTH)
      await connection.waitFor(2)
      expect(connection.responses.map((r) => r.status)).toEqual([status, 200])
      expect(connection.responses[0]?.headers.connection).not.toBe('close')
      expect(JSON.parse(connection.responses[1]?.body ?? '{}')).toMatchObject({ status: 'ok' })
      expect(connection.closed).toBe(false)
      // Each request's log line is written once its answer is out: wait for the lines, not for a fixed time.
      await expect.poll(() => server.logs.some((line) => line.startsWith(`POST ${path} ${status} `))).toBe(true)
      await expect.poll(() => server.logs.some((line) => line.startsWith('GET /api/v1/health 200 '))).toBe(true)
    } finally {
      connection.destroy()
    }
  })

  it('closes the connection, saying so, when the unread body is large', async () => {
    const connection = new RawConnection(port())
    try {
      const size = 512 * 1024
      connection.write(head('/api/v1/listing/updatephotos', `Content-Length: ${size}\r\n`))
      connection.write('x'.repeat(16 * 1024))
      await connection.waitFor(1)
      expect(connection.responses[0]?.status).toBe(401)
      expect(connection.responses[0]?.headers.connection).toBe('close')
      await connection.waitForClose()
      expect(connection.closed).toBe(true)
    } finally {
      connection.destroy()
    }
  })

  // Not an API path: those read a chunked body in full to enforce the 1 MB limit.
  it('closes the connection, saying so, when the unread body has no declared length', async () => {
    const connection = new RawConnection(port())
    try {
      const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`
      connection.write(head('/12-maple-street', 'Transfer-Encoding: chunked\r\n'))
      connection.write(chunk('x'.repeat(1000)))
      await connection.waitFor(1)
      expect(connection.responses[0]?.status).toBe(404)
      expect(connection.responses[0]?.headers.connection).toBe('close')
      await connection.waitForClose()
      expect(connection.closed).toBe(true)
    } finally {
      connection.destroy()
    }
  })

  it('keeps the connection when the whole body came with the request (the usual case)', async () => {
    const connection = new RawConnection(port())
    try {
      connection.write(`${head('/api/v1/no-such-call', 'Content-Length: 2\r\n')}{}${HEALTH}`)
      await connection.waitFor(2)
      expect(connection.responses.map((r) => r.status)).toEqual([404, 200])
      expect(connection.responses[0]?.headers.connection).not.toBe('close')
    } finally {
      connection.destroy()
    }
  })
})

describe('closing the server', () => {
  it('ends a connection that never sent a request, rather than waiting for its headers (66 s)', async () => {
    const own = await startTestServer({}, {}, { inProcess: ABOUT_SOCKETS })
    const silent = new RawConnection(Number(new URL(own.url).port))
    // A request on another connection is answered once the server has taken the silent one too (accepted in order).
    await new Promise<void>((resolve) => silent.onceConnected(resolve))
    expect((await fetch(`${own.url}/health/live`)).status).toBe(200)
    await own.close()
    await silent.waitForClose()
    expect(silent.closed).toBe(true)
  })
})
