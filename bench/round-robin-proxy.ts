// A small round-robin HTTP proxy for the scale benchmark (bench/scale.ts): each request goes to the next backend in
// turn over a keep-alive pool, as an ordinary load balancer sends it. Like one (nginx's proxy_next_upstream), a
// backend that refuses or drops a connection is left out for a few seconds and the request is retried on the next
// one when that is safe: the connection was refused (nothing was sent), or the request is a GET. Anything else
// answers 502. Both the one-process and the two-process runs go through it, so its cost is in both figures.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RoundRobinProxy {
  readonly url: string
  /** Requests retried on another backend, and requests answered 502. */
  readonly counts: () => { retried: number; failed: number }
  close(): Promise<void>
}

const LEFT_OUT_MS = 5_000

export async function startRoundRobinProxy(backends: ReadonlyArray<string>): Promise<RoundRobinProxy> {
  // Idle connections to a backend are dropped after 30 s, well before the server's own 65 s keep-alive ends them: a
  // request is then never written to a connection the server is closing at that moment (a 502 on a POST).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512, timeout: 30_000 })
  const targets = backends.map((b) => ({ url: new URL(b), downUntil: 0 }))
  let next = 0
  let retried = 0
  let failed = 0
  const pick = () => {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[next++ % targets.length]!
      if (target.downUntil <= Date.now()) return target
    }
    return undefined
  }

  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tries: number) => {
    const target = pick()
    if (!target) {
      failed++
      return res.writeHead(502).end()
    }
    const upstream = http.request(
      {
        host: target.url.hostname,
        port: target.url.port,
        method: req.method,
        path: req.url,
        // The Host the client asked for, as a balancer configured for an app passes it on (nginx's
        // `proxy_set_header Host $host`): the server's same-origin rule compares it with the Origin.
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        answer.on('error', () => res.destroy())
      },
    )
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      target.downUntil = Date.now() + LEFT_OUT_MS
      const safe = error.code === 'ECONNREFUSED' || req.method === 'GET' || req.method === 'HEAD'
      if (!res.headersSent && safe && tries < targets.length) {
        retried++
        return forward(req, body, res, tries + 1)
      }
      failed++
      if (!res.headersSent) res.writeHead(502).end()
      else res.destroy()
    })
    upstream.end(body)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 1))
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ retried, failed }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
        agent.destroy()
      }),
  }
}
