// The tour's JavaScript: the scripts /{tourName}/tour loads beyond the info section's, as the server sends them.
import type { Browser } from '@playwright/test'
import { recordScripts } from '../pages'
import { SETTLE_MS, VIEWPORT } from './settings'
import type { TourBench } from './types'

/** Script paths and their wire sizes (gzip as the server sends it) of a page loaded until the network is idle. */
async function scriptsOf(browser: Browser, url: string): Promise<Map<string, { raw: number; wire: number }>> {
  const context = await browser.newContext({ viewport: VIEWPORT, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } })
  const page = await context.newPage()
  const scripts = recordScripts(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  // A chunk imported once the page has settled (an effect's lazy import) still counts: wait for quiet again.
  await page.waitForTimeout(SETTLE_MS)
  await page.waitForLoadState('networkidle')
  const entries = await scripts()
  await context.close()
  return new Map(entries.map(({ path, raw, wire }) => [path, { raw, wire }]))
}

export async function measureOurJs(browser: Browser, baseUrl: string, tourName: string): Promise<TourBench['ourJs']> {
  const info = await scriptsOf(browser, `${baseUrl}/${tourName}`)
  const tour = await scriptsOf(browser, `${baseUrl}/${tourName}/tour`)
  const extra = [...tour].filter(([path]) => !info.has(path))
  return {
    files: extra.map(([path]) => path.replace(/^.*\//, '')),
    rawKb: extra.reduce((n, [, s]) => n + s.raw, 0) / 1024,
    gzipKb: extra.reduce((n, [, s]) => n + s.wire, 0) / 1024,
  }
}
