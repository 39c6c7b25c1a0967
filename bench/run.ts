// `npm run bench`: builds the app (the npm script does), measures, and rewrites docs/benchmarks.md.
// Benchmarks are measurements, never pass/fail tests (DEVELOPERS.md); budgets are shown beside the figures.
// BENCH_ONLY=listing measures only the listing page (its JavaScript and LCP with and without JavaScript);
// BENCH_ONLY=tour measures only the 3D tour (no start-up, no routes) and rewrites only its section of the page;
// BENCH_ONLY=booking likewise measures only the ordering API; BENCH_ONLY=changes only changing placed orders;
// BENCH_ONLY=dashboard only the owner's dashboard calls; BENCH_ONLY=load only the server under load; BENCH_ONLY=scale
// only one and two processes on PostgreSQL; BENCH_ONLY=weight only the JavaScript each page loads and where it
// comes from (no timings, so a busy machine does not change it).
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { type Browser, chromium } from '@playwright/test'
import { bookingMarkdown, logBooking, measureBooking } from './booking'
import { dashboardMarkdown, logDashboard, measureDashboard } from './dashboard'
import {
  firstPublicListing,
  type ListingPageBench,
  listingPageMarkdown,
  measureJavaScript,
  measureListingPage,
} from './listing-page'
import { loadMarkdown, logLoad, measureLoad } from './load'
import { logOrderChanges, measureOrderChanges, orderChangesMarkdown } from './order-change'
import { type PageScripts, pageWeightMarkdown } from './page-weight'
import { measureRouteJavaScript, type RouteJavaScript, routeJavaScriptMarkdown } from './route-javascript'
import { measureScale, scaleMarkdown } from './scale'
import { startBenchServer } from './server'
import { measureStartup, startupMarkdown } from './startup'
import { measureTour, type TourBench, type TourRuns, tourMarkdown } from './tour/index'

const BENCHMARKS_MD = 'docs/benchmarks.md'
/** Written by scripts/mutation-scores.ts, not here; kept as it is when the whole page is rewritten. */
const MUTATION_HEADING = '## Mutation testing'
/** The built app the bench servers serve (bench/server.ts). */
const CLIENT_DIR = 'dist'

const launchBrowser = (extraArgs: ReadonlyArray<string> = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
  })
/** Frames not limited to the display's rate: the tour's uncapped turn (bench/tour). */
const launchUncapped = () => launchBrowser(['--disable-frame-rate-limit', '--disable-gpu-vsync'])

function logTour(tour: TourBench) {
  const median = (v: ReadonlyArray<number>) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? Number.NaN
  const side = (name: string, r: TourRuns | undefined) =>
    r
      ? `${name}: preview ${Math.round(median(r.firstPreviewMs))} ms, full ${Math.round(median(r.firstFullMs))} ms, ` +
        `${median(r.fps).toFixed(1)} fps (${median(r.denseFps).toFixed(1)} at 2×, ${median(r.uncappedFps).toFixed(1)} uncapped), switch ${Math.round(median(r.arrivalMs))} ms to arrival`
      : `${name}: not measured`
  console.log(
    `tour /${tour.tourName}/tour (${tour.renderer}): JS ${tour.ourJs.gzipKb.toFixed(1)} KB gzip ` +
      `(Marzipano ${tour.marzipanoJs.gzipKb.toFixed(1)} KB, PSV ${tour.psvJs.gzipKb.toFixed(1)} KB)\n  ${side('ours', tour.ours)}\n` +
      `  ${side('Marzipano', tour.marzipano)}\n  ${side('PSV', tour.psv)}\n  empty page with one image: painted in ` +
      `${Math.round(median(tour.oneImageMs))} ms`,
  )
  if (tour.oursMissing) console.log(`  ${tour.oursMissing}`)
}

/** Replaces one section of the page (or adds it before `before`), leaving every other section as it was. */
function replaceSection(heading: string, markdown: string, before = '## Start-up') {
  const page = readFileSync(BENCHMARKS_MD, 'utf8')
  const start = page.indexOf(heading)
  const section = `${markdown}\n\n`
  if (start >= 0) {
    const next = page.indexOf('\n## ', start + 1)
    return writeFileSync(BENCHMARKS_MD, page.slice(0, start) + section + (next >= 0 ? page.slice(next + 1) : ''))
  }
  const next = page.indexOf(before)
  const at = next >= 0 ? next : page.length
  writeFileSync(BENCHMARKS_MD, page.slice(0, at) + section + page.slice(at))
}

/** The mutation testing section (npm run test:mutation), which the bench does not measure. */
function keptMutationSection() {
  const page = readFileSync(BENCHMARKS_MD, 'utf8')
  const start = page.indexOf(MUTATION_HEADING)
  if (start < 0) return ''
  const next = page.indexOf('\n## ', start + 1)
  return `\n${page.slice(start, next >= 0 ? next + 1 : page.length).trimEnd()}\n`
}

async function tourOnly() {
  const demoServer = await startBenchServer({ demo: true })
  const browser = await launchBrowser()
  try {
    const tour = await measureTour(browser, demoServer.url, launchUncapped)
    logTour(tour)
    replaceSection('## The 3D tour', tourMarkdown(tour))
    console.log(`rewrote the tour section of ${BENCHMARKS_MD}`)
  } finally {
    await browser.close()
    await demoServer.stop()
  }
}

/** The routes and the listing page, as the weight tables show them. */
const weightPages = (routes: ReadonlyArray<RouteJavaScript>, listing: Pick<PageScripts, 'scripts'>): PageScripts[] => [
  ...routes.map((r) => ({ name: r.name, scripts: r.scripts })),
  { name: 'Listing', scripts: listing.scripts },
]

async function measureRoutes(browser: Browser, url: string) {
  const routeJs = await measureRouteJavaScript(browser, url)
  console.table(routeJs.map((r) => ({ route: r.name, files: r.files, 'gzip KB': r.gzipKb.toFixed(1) })))
  return routeJs
}

async function weightOnly() {
  const server = await startBenchServer()
  const demoServer = await startBenchServer({ demo: true })
  const browser = await launchBrowser()
  try {
    const routeJs = await measureRoutes(browser, server.url)
    const tourName = await firstPublicListing(demoServer.url)
    const listing = await measureJavaScript(browser, `${demoServer.url}/${tourName}`)
    console.log(`listing page /${tourName}: JS ${listing.gzipKb.toFixed(1)} KB gzip (${listing.files} files)`)
    replaceSection('## JavaScript loaded before interaction, per route', routeJavaScriptMarkdown(routeJs))
    replaceSection(
      '## Where the JavaScript comes from',
      pageWeightMarkdown(CLIENT_DIR, weightPages(routeJs, listing)),
      '## The listing page',
    )
    console.log(`rewrote the page weight sections of ${BENCHMARKS_MD}`)
  } finally {
    await browser.close()
    await server.stop()
    await demoServer.stop()
  }
}

async function listingOnly() {
  const demoServer = await startBenchServer({ demo: true })
  const browser = await launchBrowser()
  try {
    const listing = await measureListingPage(browser, demoServer.url)
    logListing(listing)
    replaceSection('## The listing page', listingPageMarkdown(listing))
    console.log(`rewrote the listing page section of ${BENCHMARKS_MD}`)
  } finally {
    await browser.close()
    await demoServer.stop()
  }
}

function logListing(listing: ListingPageBench) {
  console.log(
    `listing page /${listing.tourName}: JS ${listing.gzipKb.toFixed(1)} KB gzip (${listing.files} files), ` +
      `LCP at 4× CPU median ${Math.round(listing.lcpMedianMs)} ms (${listing.lcpMs.map(Math.round).join(', ')}), ` +
      `without JavaScript ${Math.round(listing.noJsLcpMedianMs)} ms (${listing.noJsLcpMs.map(Math.round).join(', ')})`,
  )
}

async function bookingOnly() {
  const demoServer = await startBenchServer({ demo: true })
  try {
    const booking = await measureBooking(demoServer.url)
    logBooking(booking)
    replaceSection('## Ordering', bookingMarkdown(booking))
    console.log(`rewrote the ordering section of ${BENCHMARKS_MD}`)
  } finally {
    await demoServer.stop()
  }
}

async function changesOnly() {
  const demoServer = await startBenchServer({ demo: true })
  try {
    const changes = await measureOrderChanges(demoServer.url)
    logOrderChanges(changes)
    replaceSection('## Changing an order', orderChangesMarkdown(changes))
    console.log(`rewrote the order-change section of ${BENCHMARKS_MD}`)
  } finally {
    await demoServer.stop()
  }
}

async function dashboardOnly() {
  const demoServer = await startBenchServer({ demo: true })
  try {
    const dashboard = await measureDashboard(demoServer.url)
    logDashboard(dashboard)
    replaceSection('## The dashboard', dashboardMarkdown(dashboard))
    console.log(`rewrote the dashboard section of ${BENCHMARKS_MD}`)
  } finally {
    await demoServer.stop()
  }
}

async function loadOnly() {
  const demoServer = await startBenchServer({ demo: true })
  try {
    const load = await measureLoad(demoServer.url, CLIENT_DIR)
    replaceSection('## Load', loadMarkdown(load))
    console.log(`rewrote the load section of ${BENCHMARKS_MD}`)
  } finally {
    await demoServer.stop()
  }
}

async function scaleOnly() {
  const scale = await measureScale()
  replaceSection('## Scale-out', scaleMarkdown(scale))
  console.log(`rewrote the scale-out section of ${BENCHMARKS_MD}`)
}

async function all() {
  // Start-up first, on its own: the cold start renders on every core and must not share them with the browser.
  const startup = await measureStartup()
  console.log(`start-up: cold ${(startup.coldMs / 1000).toFixed(1)} s, warm ${(startup.warmMs / 1000).toFixed(1)} s`)
  const server = await startBenchServer()
  const demoServer = await startBenchServer({ demo: true })
  const browser = await launchBrowser()
  try {
    const routeJs = await measureRoutes(browser, server.url)
    const listing = await measureListingPage(browser, demoServer.url)
    logListing(listing)
    const tour = await measureTour(browser, demoServer.url, launchUncapped)
    logTour(tour)
    const booking = await measureBooking(demoServer.url)
    logBooking(booking)
    const changes = await measureOrderChanges(demoServer.url)
    logOrderChanges(changes)
    const dashboard = await measureDashboard(demoServer.url)
    logDashboard(dashboard)
    // Last, with the browser idle: the load run wants both cores.
    const load = await measureLoad(demoServer.url, CLIENT_DIR)
    logLoad(load)
    await demoServer.stop()
    const scale = await measureScale()
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
    const header = [
      '# Benchmarks',
      '',
      `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, headless Chromium ${browser.version()}.`,
      '',
    ].join('\n')
    const sections = [
      routeJavaScriptMarkdown(routeJs),
      pageWeightMarkdown(CLIENT_DIR, weightPages(routeJs, listing)),
      listingPageMarkdown(listing),
      tourMarkdown(tour),
      bookingMarkdown(booking),
      orderChangesMarkdown(changes),
      dashboardMarkdown(dashboard),
      loadMarkdown(load),
      scaleMarkdown(scale),
    ]
    writeFileSync(
      BENCHMARKS_MD,
      `${header}\n${sections.join('\n\n')}\n\n${startupMarkdown(startup)}\n${keptMutationSection()}`,
    )
    console.log(`wrote ${BENCHMARKS_MD}`)
  } finally {
    await browser.close()
    await server.stop()
    await demoServer.stop()
  }
}

const ONLY = {
  listing: listingOnly,
  weight: weightOnly,
  tour: tourOnly,
  booking: bookingOnly,
  changes: changesOnly,
  dashboard: dashboardOnly,
  load: loadOnly,
  scale: scaleOnly,
} as const
const only = process.env.BENCH_ONLY
if (only !== undefined && !(only in ONLY)) {
  console.error(`BENCH_ONLY=${only}: only ${Object.keys(ONLY).join(', ')} are known (unset it for every benchmark)`)
  process.exit(2)
}
;(only === undefined ? all() : ONLY[only as keyof typeof ONLY]()).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
