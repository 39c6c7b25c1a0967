// A real HTTP server on a free local port, for testing the HttpClient end to end: it records every request it
// receives, answers through a handler the test sets, and notices when a client gives up on a request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  readonly method: string
  readonly url: URL
  readonly body: unknown
  readonly headers: IncomingMessage['headers']
}

export interface Reply {
  readonly status?: number
  /** Sent as JSON; use `text` for anything else. */
  readonly json?: unknown
  readonly text?: string
  readonly headers?: Record<string, string>
}

export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>

export interface LocalHttpServer {
  /** e.g. http://127.0.0.1:53211 */
  readonly origin: string
  /** Every request in arrival order. */
  readonly received: ReceivedRequest[]
  /** Requests whose client went away before the answer was sent (aborted). */
  readonly abandoned: () => number
  /** Replaces how the server answers. */
  handle(handler: Handler): void
  close(): Promise<void>
}

export const startLocalHttpServer = async (): Promise<LocalHttpServer> => {
  const received: ReceivedRequest[] = []
  let abandoned = 0
  let handler: Handler = () => ({ status: 500, text: 'no handler' })

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    res.on('close', () => {
      if (!res.writableFinished) abandoned += 1
    })
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const request: ReceivedRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://localhost'),
      body: raw === '' ? undefined : (JSON.parse(raw) as unknown),
      headers: req.headers,
    }
    received.push(request)
    const reply = await handler(request)
    if (res.destroyed) return
    const body = reply.json === undefined ? (reply.text ?? '') : JSON.stringify(reply.json)
    const type = reply.json === undefined ? 'text/html' : 'application/json'
    res.writeHead(reply.status ?? 200, { 'content-type': type, ...reply.headers })
    res.end(body)
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    abandoned: () => abandoned,
    handle: (next) => {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Base URLs that put all three backends on the local server. */
export const backendsOn = (origin: string) => ({
  baseUrls: { api: `${origin}/api/v1`, auth: `${origin}/auth`, finance: `${origin}/finance` },
})

/** Waits until `condition` holds, polling briefly; fails the test after `ms`. */
export const eventually = async (condition: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** A promise with its resolver outside, so a test decides when the server answers. */
export const deferred = <A>() => {
  let resolve!: (value: A) => void
  const promise = new Promise<A>((r) => {
    resolve = r
  })
  return { promise, resolve }
}
