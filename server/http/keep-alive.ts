// How long an idle keep-alive connection stays open. Node's default is 5 s. A client that sends its next request
// on a connection the server is closing at that moment gets a reset (ECONNRESET), and a load balancer shows a 502.
// Balancers keep idle connections to their backends for 60 s (AWS ALB, nginx), so the backend keeps them a little
// longer and the balancer always closes first. The headers wait must outlast it (Node's rule).
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export const KEEP_ALIVE_MS = 65_000

/** Connections that have sent nothing yet, per server (closeWhenIdle ends them). */
const unused = new WeakMap<Pick<Server, 'on'>, Set<Socket>>()

export function keepConnectionsAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout' | 'on'>) {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  const fresh = new Set<Socket>()
  unused.set(server, fresh)
  server.on('connection', (socket: Socket) => {
    fresh.add(socket)
    socket.once('data', () => fresh.delete(socket))
    socket.once('close', () => fresh.delete(socket))
  })
}

/** How often a closing server looks for connections that have become idle. */
const IDLE_SWEEP_MS = 100

/**
 * Stops accepting connections and calls `closed` once every open one has ended. Node's close() ends the connections
 * idle at that moment only: one whose answer was still going out (a compressed body being flushed) becomes idle a
 * moment later and would stay open until its keep-alive ran out, 65 s. So idle connections are ended as they appear.
 * So are connections that never sent a byte: a client (a browser, undici's pool) may open one ahead of a request it
 * then sends elsewhere, and Node counts it as waiting for headers, which it would do for 66 s.
 */
export function closeWhenIdle(
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'on'>,
  closed: (error?: Error) => void,
): void {
  const fresh = unused.get(server)
  const sweep = setInterval(() => {
    server.closeIdleConnections()
    for (const socket of fresh ?? []) if (socket.bytesRead === 0) socket.destroy()
  }, IDLE_SWEEP_MS)
  server.close((error) => {
    clearInterval(sweep)
    closed(error)
  })
}
