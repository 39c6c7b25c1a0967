// Benchmark: the listing page at /{tourName} (issue 6, Performance), on the demo world.
// - JavaScript before interaction: every script the page loads until the network is idle, as the server sends it
//   to a browser that accepts gzip (the precompressed .gz assets), summed in KB. Goal ≤ 170 KB gzip.
// - Largest contentful paint of the info section with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), read
//   from a PerformanceObserver for 'largest-contentful-paint'; the median of several runs, each in a fresh context
//   (empty cache), so every run downloads and parses everything again.
import type { Browser } from '@playwright/test'
import { recordScripts, type ScriptSize } from './pages'

export const LISTING_JS_GOAL_KB = 170
export const LCP_RUNS = 5
export const CPU_SLOWDOWN = 4

export interface ListingPageBench {
  readonly tourName: string
  readonly files: number
  readonly rawKb: number
  /** Bytes on the wire for the scripts, gzip-encoded by the server. */
  readonly gzipKb: number
  /** Each script loaded, for the bundle analyser (bench/page-weight.ts). */
  readonly scripts: ReadonlyArray<ScriptSize>
  /** LCP of each run in ms, in run order. */
  readonly lcpMs: ReadonlyArray<number>
  readonly lcpMedianMs: number
  /** What the largest paint was, e.g. 'IMG' (the hero photo) or 'H1'. */
  readonly lcpElement: string
  /** The same with JavaScript off: the server-rendered overview alone. */
  readonly noJsLcpMs: ReadonlyArray<number>
  readonly noJsLcpMedianMs: number
  readonly noJsLcpElement: string
}

/** The first public listing of Explore: the listing a visitor is most likely to open. */
export async function firstPublicListing(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/listing/explore`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: '{}',
  })
  if (!response.ok) throw new Error(`POST /listing/explore answered ${response.status}`)
  const page = (await response.json()) as { listings: Array<{ tourName: string }> }
  const first = page.listings[0]
  if (!first) throw new Error('no public listing: the listing bench needs the demo world (DEMO_DATA=on)')
  return first.tourName
}

export async function measureJavaScript(browser: Browser, url: string) {
  // Only gzip is offered, so the wire size is the gzip size a server sends (not brotli).
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' }, serviceWorkers: 'block' })
  const page = await context.newPage()
  const scripts = recordScripts(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  const sizes = await scripts()
  await context.close()
  return {
    files: sizes.length,
    rawKb: sizes.reduce((n, s) => n + s.raw, 0) / 1024,
    gzipKb: sizes.reduce((n, s) => n + s.wire, 0) / 1024,
    scripts: sizes,
  }
}

interface LcpEvent {
  readonly event: {
    readonly type: string
    readonly lcpDetails?: { readonly renderTime: number; readonly loadTime: number; readonly nodeId?: number }
  }
}

/**
 * LCP read through the DevTools protocol (PerformanceTimeline), not a PerformanceObserver in the page: the same way
 * with JavaScript on and off (with it off, nothing of ours runs in the page, and the server-rendered overview is
 * what paints). Times are from the document's request, as the browser sent it (its wall time), to the largest
 * paint's render time.
 */
async function measureLcp(browser: Browser, url: string, javaScript = true): Promise<{ ms: number; element: string }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: javaScript })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Network.enable')
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] })
  let requested: number | undefined
  cdp.on('Network.requestWillBeSent', (e: { type?: string; wallTime: number }) => {
    if (e.type === 'Document' && requested === undefined) requested = e.wallTime
  })
  let largest: { time: number; nodeId?: number } | undefined
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }: LcpEvent) => {
    const details = event.lcpDetails
    if (event.type !== 'largest-contentful-paint' || !details) return
    largest = { time: details.renderTime || details.loadTime, ...(details.nodeId ? { nodeId: details.nodeId } : {}) }
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  // The info section is on screen by now; LCP candidates stop with the first input, so none is sent.
  await page.waitForTimeout(1000)
  const node = largest?.nodeId
    ? await cdp.send('DOM.describeNode', { backendNodeId: largest.nodeId }).catch(() => undefined)
    : undefined
  await context.close()
  if (!largest || requested === undefined) throw new Error(`no largest-contentful-paint entry for ${url}`)
  return { ms: (largest.time - requested) * 1000, element: node?.node.nodeName ?? '?' }
}

const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

export async function measureListingPage(browser: Browser, baseUrl: string): Promise<ListingPageBench> {
  const tourName = await firstPublicListing(baseUrl)
  const url = `${baseUrl}/${tourName}`
  // One page load first, so the server has resized the photos the page asks for: the runs measure the page.
  const warm = await browser.newContext()
  await (await warm.newPage()).goto(url, { waitUntil: 'networkidle' })
  await warm.close()
  const js = await measureJavaScript(browser, url)
  const runs: Array<{ ms: number; element: string }> = []
  const noJs: Array<{ ms: number; element: string }> = []
  // Interleaved, so a busy moment of the shared machine falls on both alike.
  for (let i = 0; i < LCP_RUNS; i++) {
    runs.push(await measureLcp(browser, url))
    noJs.push(await measureLcp(browser, url, false))
  }
  const elements = (list: typeof runs) => [...new Set(list.map((r) => r.element))].join(' / ')
  return {
    tourName,
    ...js,
    lcpMs: runs.map((r) => r.ms),
    lcpMedianMs: median(runs.map((r) => r.ms)),
    lcpElement: elements(runs),
    noJsLcpMs: noJs.map((r) => r.ms),
    noJsLcpMedianMs: median(noJs.map((r) => r.ms)),
    noJsLcpElement: elements(noJs),
  }
}

export function listingPageMarkdown(b: ListingPageBench): string {
  return [
    '## The listing page',
    '',
    `\`/${b.tourName}\` (the first public listing of Explore) at 1440×900 in headless Chromium. JavaScript: every`,
    'script loaded until the network is idle, as the server sends it to a browser accepting gzip. LCP: the',
    `last largest-contentful-paint entry (CDP PerformanceTimeline) with the CPU slowed ${CPU_SLOWDOWN}× through CDP`,
    '(Emulation.setCPUThrottlingRate), from the document request to its render time; median of',
    `${b.lcpMs.length} runs in fresh contexts, loopback network, with and without JavaScript taking turns (without`,
    'it the page is the server-rendered overview alone).',
    '',
    '| measure | value | goal |',
    '|---|---:|---:|',
    `| JavaScript before interaction, gzip KB (${b.files} files, ${b.rawKb.toFixed(1)} KB raw) | ${b.gzipKb.toFixed(1)} | ${LISTING_JS_GOAL_KB} |`,
    `| LCP of the info section, ${CPU_SLOWDOWN}× CPU, median ms (runs: ${b.lcpMs.map((ms) => Math.round(ms)).join(', ')}; element: ${b.lcpElement}) | ${Math.round(b.lcpMedianMs)} | — |`,
    `| the same without JavaScript (runs: ${b.noJsLcpMs.map((ms) => Math.round(ms)).join(', ')}; element: ${b.noJsLcpElement}) | ${Math.round(b.noJsLcpMedianMs)} | — |`,
    '',
    ...(b.gzipKb > LISTING_JS_GOAL_KB
      ? [
          `Over the ${LISTING_JS_GOAL_KB} KB goal. Browsers that accept brotli (all current ones) receive the build's`,
          '.br copies, about 10 % smaller than gzip. The shared entry carries React (about 60 KB of it), the router,',
          'XState and Effect, which every page needs to validate its address and talk to the backend; the viewer',
          'binds its own charts in its own chunk, and three.js and OpenLayers load only with the tour and the map. What',
          'is left to try: the description sanitiser (DOMPurify, about 8 KB) after first paint, and a smaller HTTP client.',
        ]
      : []),
  ].join('\n')
}
