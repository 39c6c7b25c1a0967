// Benchmark: the JavaScript each route loads before interaction, gzip-compressed as a server would send it.
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'

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
}

export async function measureRouteJavaScript(browser: Browser, baseUrl: string): Promise<RouteJavaScript[]> {
  const results: RouteJavaScript[] = []
  for (const route of ROUTES) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const bodies: Promise<Buffer>[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body())
    })
    await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' })
    const scripts = await Promise.all(bodies)
    const raw = scripts.reduce((n, b) => n + b.length, 0)
    const gzip = scripts.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0)
    results.push({
      name: route.name,
      path: route.path,
      files: scripts.length,
      rawKb: raw / 1024,
      gzipKb: gzip / 1024,
      budgetKb: route.budgetKb,
    })
    await context.close()
  }
  return results
}

const OVER_BUDGET = [
  'Over budget: the shared entry (about 160 KB gzip) carries React, the router, XState and Effect for every page,',
  'since every page validates its address with Effect Schema and talks to the backend through Effect services;',
  'route code, the account dialog and the listing viewer are split off and load when used.',
].join('\n')

export function routeJavaScriptMarkdown(rows: ReadonlyArray<RouteJavaScript>): string {
  const lines = [
    '## JavaScript loaded before interaction, per route',
    '',
    'Every script the page fetches until the network is idle, gzip level 9. Lower is better.',
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
