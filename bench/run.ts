// `npm run bench`: builds the app (the npm script does), measures, and rewrites docs/benchmarks.md.
// Benchmarks are measurements, never pass/fail tests (DEVELOPERS.md); budgets are shown beside the figures.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { chromium } from '@playwright/test'
import { listingPageMarkdown, measureListingPage } from './listing-page'
import { measureRouteJavaScript, routeJavaScriptMarkdown } from './route-javascript'
import { startBenchServer } from './server'
import { measureStartup, startupMarkdown } from './startup'

async function main() {
  // Start-up first, on its own: the cold start renders on every core and must not share them with the browser.
  const startup = await measureStartup()
  console.log(`start-up: cold ${(startup.coldMs / 1000).toFixed(1)} s, warm ${(startup.warmMs / 1000).toFixed(1)} s`)
  const server = await startBenchServer()
  const demoServer = await startBenchServer({ demo: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  try {
    const routeJs = await measureRouteJavaScript(browser, server.url)
    console.table(routeJs.map((r) => ({ route: r.name, files: r.files, 'gzip KB': r.gzipKb.toFixed(1) })))
    const listing = await measureListingPage(browser, demoServer.url)
    console.log(
      `listing page /${listing.tourName}: JS ${listing.gzipKb.toFixed(1)} KB gzip (${listing.files} files), ` +
        `LCP at 4× CPU median ${Math.round(listing.lcpMedianMs)} ms (${listing.lcpMs.map(Math.round).join(', ')})`,
    )
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
    const header = [
      '# Benchmarks',
      '',
      `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, headless Chromium ${browser.version()}.`,
      '',
    ].join('\n')
    writeFileSync(
      'docs/benchmarks.md',
      `${header}\n${routeJavaScriptMarkdown(routeJs)}\n\n${listingPageMarkdown(listing)}\n\n${startupMarkdown(startup)}\n`,
    )
    console.log('wrote docs/benchmarks.md')
  } finally {
    await browser.close()
    await server.stop()
    await demoServer.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
