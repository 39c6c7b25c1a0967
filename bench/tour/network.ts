// The first preview on the screen over a real network, not loopback (issue 21's 1.5× goal): on loopback the tour
// page's first frame is bound by the CPU (its markup and styles alone paint at about 2× an empty page's first frame,
// docs/decisions.md), while a visitor's is bound by round trips and bandwidth, where what the page asks for first,
// and how much of it, counts. Both pages load through one same-origin proxy under the same DevTools throttling, so
// neither is served by interception (which the throttling would not slow).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { NETWORK } from './settings'

/** Slows every request of `page` as DevTools' network throttling does. */
export async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latencyMs,
    downloadThroughput: (NETWORK.downloadKbps * 1024) / 8,
    uploadThroughput: (NETWORK.uploadKbps * 1024) / 8,
  })
}

/**
 * An HTTP server at its own port that answers `pages` (path → HTML) itself and passes every other request to
 * `upstream` as it is, so a page it serves and what that page loads share one origin.
 */
export async function startSameOriginProxy(upstream: string, pages: Readonly<Record<string, string>>) {
  const target = new URL(upstream)
  const server = http.createServer((req, res) => {
    const page = req.url === undefined ? undefined : pages[req.url]
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(page)
      return
    }
    const forward = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.destroy())
    // A request the browser gives up on is given up upstream too.
    res.on('close', () => forward.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}
