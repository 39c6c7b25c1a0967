// Benchmark: the owner's dashboard calls (issue 17) on the demo server and its embedded PGlite, as the demo owner:
// the Insights over each period on the listing with the most demo visits, the preparation guide's PDF made for an
// upcoming order, and a survey rating. Measurements, not tests: nothing here fails on a slow figure, only on an
// answer the dashboard could not use.
import { type Spread, spread } from './booking'
import { Browser } from './booking-client'

const RUNS = 20
const OWNER = 'owner@showhome.example'

type DashboardCall = 'insights (7 days)' | 'insights (28 days)' | 'insights (90 days)' | 'appointment-guide (PDF)'

export interface DashboardBench {
  readonly tourName: string
  readonly visits28: number | null
  readonly pdfKb: number
  readonly calls: ReadonlyArray<{ readonly call: DashboardCall } & Spread>
}

interface Summary {
  readonly tourName: string
}
interface ListingAnswer {
  readonly status: { readonly orderEvents: ReadonlyArray<{ type: string; started: boolean; orderId: string }> } | null
}

export async function measureDashboard(baseUrl: string): Promise<DashboardBench> {
  const owner = new Browser(baseUrl)
  await owner.signIn(OWNER)
  const mine = await owner.post<{ listings: Summary[] }>('/listing/my', {})
  let best: { tourName: string; visits: number | null } | undefined
  let upcoming: { tourName: string; orderId: string } | undefined
  for (const { tourName } of mine.json.listings) {
    const insights = await owner.post<{ visits: number | null }>('/listing/insights', { tourName, period: 28 })
    if (insights.status === 200 && (best === undefined || (insights.json.visits ?? 0) > (best.visits ?? 0)))
      best = { tourName, visits: insights.json.visits }
    const listing = await owner.post<ListingAnswer>('/listing/get', { tourName, debugMode: false })
    const appointment = listing.json.status?.orderEvents.find((e) => e.type === 'appointment' && !e.started)
    if (!upcoming && appointment) upcoming = { tourName, orderId: appointment.orderId }
  }
  if (!best || !upcoming) throw new Error('the demo owner has no listing with visits, or no upcoming appointment')

  const timings = new Map<DashboardCall, number[]>()
  const time = async (call: DashboardCall, run: () => Promise<void>) => {
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      await run()
      timings.set(call, [...(timings.get(call) ?? []), performance.now() - started])
    }
  }
  for (const period of [7, 28, 90] as const) {
    await time(`insights (${period} days)`, async () => {
      const answer = await owner.post('/listing/insights', { tourName: best.tourName, period })
      if (answer.status !== 200) throw new Error(`insights answered ${answer.status}`)
    })
  }
  let pdfBytes = 0
  await time('appointment-guide (PDF)', async () => {
    const res = await fetch(`${baseUrl}/api/v1/listing/appointment-guide`, {
      method: 'POST',
      headers: {
        origin: baseUrl,
        'content-type': 'application/json',
        cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ orderId: upcoming.orderId }),
    })
    const body = await res.arrayBuffer()
    if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf')
      throw new Error(`the guide answered ${res.status}`)
    pdfBytes = body.byteLength
  })
  return {
    tourName: best.tourName,
    visits28: best.visits,
    pdfKb: pdfBytes / 1024,
    calls: [...timings].map(([call, values]) => ({ call, ...spread(values) })),
  }
}

export function logDashboard(b: DashboardBench) {
  console.log(
    `dashboard /${b.tourName} (${b.visits28 ?? '<5'} visits in 28 days): ` +
      b.calls.map((c) => `${c.call} median ${Math.round(c.medianMs)} ms`).join(', ') +
      `; guide ${b.pdfKb.toFixed(1)} KB`,
  )
}

const ms = (v: number) => v.toFixed(1)

export function dashboardMarkdown(b: DashboardBench): string {
  return [
    '## The dashboard',
    '',
    `The owner's dashboard calls (issue 17) over HTTP on loopback against the demo server and its embedded PGlite, as`,
    `the demo owner, ${RUNS} runs each: the Insights of /${b.tourName} (the owner's listing with the most demo visits,`,
    `${b.visits28 ?? '<5'} in the last 28 days) for each period, and the preparation guide's PDF (${b.pdfKb.toFixed(1)} KB)`,
    'made for an upcoming order. Medians and p95 (nearest rank) in ms.',
    '',
    '| call | median | p95 | n |',
    '|---|---:|---:|---:|',
    ...b.calls.map((c) => `| \`${c.call}\` | ${ms(c.medianMs)} | ${ms(c.p95Ms)} | ${c.n} |`),
    '',
    "The Insights read the period's visits of one listing through the (tour_name, created_at) index, in five queries",
    'run together; the PDF is drawn by pdfkit with its built-in font on every call (nothing cached: it shows the',
    "order's current time and photographer).",
  ].join('\n')
}
