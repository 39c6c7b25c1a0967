// What the page benches share: the scripts a page loads, with their sizes as loaded and on the wire.
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

export interface ScriptSize {
  /** The script's URL path. */
  readonly path: string
  readonly raw: number
  /** Bytes on the wire, gzip-encoded by the server. */
  readonly wire: number
}

/**
 * Records every script the page loads from now on. The server sends them gzip-encoded (when the context accepts
 * gzip); a tiny script it leaves uncompressed counts at gzip level 9, as it could be sent. The benches block the
 * service worker: once it controls the page it answers the later scripts itself, with no size on the wire, and a
 * first visit's scripts all come from the network anyway. Call the result once the
 * page has loaded: it resolves to the scripts seen so far, in response order.
 */
export function recordScripts(page: Page): () => Promise<ScriptSize[]> {
  const scripts: Promise<ScriptSize>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(
      (async () => {
        const body = await response.body()
        const encoding = (await response.allHeaders())['content-encoding']
        const { responseBodySize } = await response.request().sizes()
        // A response without a known wire size (one a service worker answered) counts as the server would send it.
        const wire =
          encoding === 'gzip' && responseBodySize >= 0
            ? responseBodySize
            : Math.min(body.length, gzipSync(body, { level: 9 }).length)
        return { path: new URL(response.url()).pathname, raw: body.length, wire }
      })(),
    )
  })
  return () => Promise.all(scripts)
}
