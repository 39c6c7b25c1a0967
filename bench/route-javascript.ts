// Benchmark: the JavaScript each route loads before interaction, gzip-compressed as a server would send it.
import type { Browser } from '@playwright/test'
import { recordScripts, type ScriptSize } from './pages'

/** Routes measured; later issues add theirs (a listing, its tour, the order flow). */
export const ROUTES: ReadonlyArray<{ name: string; path: string; budgetKb?: number }> = [
  { name: 'Home', path: '/', budgetKb: 120 },
  { name: 'Pricing', path: '/pricing', budgetKb: 120 },
  { name: 'Explore', path: '/explore', budgetKb: 120 },
  { name: 'My listings', path: '/my', budgetKb: 120 },
  { name: 'Create listing', path: '/order', budgetKb: 120 },
  { name: 'Not found', path: '/no-such-page/at/all/here', budgetKb: 120 },
]

export interface RouteJavaScript {
  readonly name: string
  readonly path: string
  readonly files: number
  readonly rawKb: number
  readonly gzipKb: number
  readonly budgetKb: number | undefined
  /** Each script loaded, for the bundle analyser (bench/page-weight.ts). */
  readonly scripts: ReadonlyArray<ScriptSize>
}

export async function measureRouteJavaScript(browser: Browser, baseUrl: string): Promise<RouteJavaScript[]> {
  const results: RouteJavaScript[] = []
  for (const route of ROUTES) {
    // Only gzip is offered, so the wire size is the gzip size the server sends (its precompressed .gz copies).
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } })
    const page = await context.newPage()
    const loaded = recordScripts(page)
    await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' })
    const scripts = await loaded()
    results.push({
      name: route.name,
      path: route.path,
      files: scripts.length,
      rawKb: scripts.reduce((n, s) => n + s.raw, 0) / 1024,
      gzipKb: scripts.reduce((n, s) => n + s.wire, 0) / 1024,
      budgetKb: route.budgetKb,
      scripts,
    })
    await context.close()
  }
  return results
}

const OVER_BUDGET = [
  'Over budget still. Every page shares one `framework` chunk (React DOM, the router, XState: the table below), about',
  '102 KB gzip, which leaves some 18 KB of the 120 for the product’s own code. The entry carries no Effect or ky: the',
  'runtime, the charts’ effects, the account dialog, the listing-list chart and the gallery’s live link load on first',
  'use (docs/decisions.md). Not found fits; Home carries its own sections on top. Pages that call the backend at first',
  'paint (Explore, My listings, Pricing, /order, the listing) load Effect Schema and ky then: they need their first',
  'calls and decoding to load after the page shows, or their data carried in the HTML. The gzip copies the server',
  'sends are made by Zopfli, 3.6 % smaller than zlib’s level 9 (scripts/compress-assets.ts).',
].join('\n')

export function routeJavaScriptMarkdown(rows: ReadonlyArray<RouteJavaScript>): string {
  const lines = [
    '## JavaScript loaded before interaction, per route',
    '',
    `Every script the page fetches until the network is idle, as the server sends it gzip-encoded (measured ${new Date().toISOString().slice(0, 10)}). Lower is better.`,
    '',
    '| route | path | files | raw KB | gzip KB | budget KB |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.files} | ${r.rawKb.toFixed(1)} | ${r.gzipKb.toFixed(1)} | ${r.budgetKb ?? '—'} |`,
    ),
    ...(rows.some((r) => r.budgetKb !== undefined && r.gzipKb > r.budgetKb) ? ['', OVER_BUDGET] : []),
  ]
  return lines.join('\n')
}
