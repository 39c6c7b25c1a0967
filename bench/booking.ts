// Benchmark: the ordering API (issue 8) under load, on the demo world and its embedded PGlite database.
// - One customer: each call's latency through a whole order (start → submitaddress → submitproduct →
//   getappointmenttimes → submitschedule → submitcontact → confirmbooking), ORDERS_ONE_BY_ONE orders one after
//   another, each from a new browser (cookie jar).
// - The slot search: getappointmenttimes for one local day, DAY_SEARCHES calls on different days, one draft.
// - Throughput: CUSTOMERS customers at once, each placing ORDERS_PER_CUSTOMER orders end to end; orders placed per
//   second and confirms refused because another customer took the slot. Every order claims its own photographer
//   and day, so none should be refused. Then a race: CUSTOMERS customers confirm the SAME photographer and start
//   at once; the lock on the photographer (server/booking/confirm.ts) lets exactly one of them win.
// Measurements, not tests: nothing here fails on a slow figure, only on an answer the flow cannot continue from.
// The customer (cookie-keeping browser, slot picker, one whole order) is bench/booking-client.ts.
import {
  Browser,
  CALLS,
  type CallName,
  CONTACT,
  confirm,
  DAYS,
  demoAddress,
  draftToSchedule,
  localDay,
  type Outcome,
  placeOrder,
  SlotPicker,
  scheduleModel,
  type Times,
} from './booking-client'

export const ORDERS_ONE_BY_ONE = 20
export const DAY_SEARCHES = 50
export const CUSTOMERS = 10
export const ORDERS_PER_CUSTOMER = 5

export interface Spread {
  readonly n: number
  readonly medianMs: number
  readonly p95Ms: number
}

export function spread(values: ReadonlyArray<number>): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
  return { n: sorted.length, medianMs: median, p95Ms: at(0.95) }
}

const spreads = (timings: Map<CallName, number[]>) =>
  CALLS.map((call) => ({ call, ...spread(timings.get(call) ?? []) }))

export interface BookingBench {
  readonly address: string
  readonly photographers: number
  /** Per call, over the one-by-one orders (getappointmenttimes may be called more than once per order). */
  readonly oneByOne: ReadonlyArray<{ readonly call: CallName } & Spread>
  /** A whole order, start to confirm, one by one. */
  readonly wholeOrder: Spread
  readonly daySearch: Spread & { readonly startTimesMedian: number }
  readonly concurrent: {
    readonly orders: number
    readonly placed: number
    readonly taken: number
    readonly seconds: number
    readonly ordersPerSecond: number
    readonly calls: ReadonlyArray<{ readonly call: CallName } & Spread>
  }
  readonly race: {
    readonly customers: number
    readonly placed: number
    readonly taken: number
    readonly confirm: Spread
    /** Each racer's confirm, fastest first. */
    readonly confirmMs: ReadonlyArray<number>
  }
}

export async function measureBooking(baseUrl: string): Promise<BookingBench> {
  const address = await demoAddress(baseUrl)
  const picker = new SlotPicker()

  // 1. One customer at a time.
  const oneByOne = new Map<CallName, number[]>()
  const wholeOrder: number[] = []
  for (let i = 0; i < ORDERS_ONE_BY_ONE; i++) {
    const started = performance.now()
    const outcome = await placeOrder(new Browser(baseUrl, oneByOne), address, picker)
    wholeOrder.push(performance.now() - started)
    if (outcome !== 'placed') throw new Error('an order placed alone was refused its slot')
  }

  // 2. The slot search alone: one draft, a different local day each call.
  const searches = new Map<CallName, number[]>()
  const searcher = new Browser(baseUrl, searches)
  const draft = await draftToSchedule(searcher, address)
  const startTimes: number[] = []
  let photographers = 0
  for (let i = 0; i < DAY_SEARCHES; i++) {
    const { wire } = localDay(draft.info.timeZone, 1 + i)
    const times = await searcher.booking<Times>('getappointmenttimes', { orderId: draft.info.id, ...wire })
    photographers = Math.max(photographers, times.photographers.length)
    startTimes.push(times.photographers.reduce((n, p) => n + p.startTimes.length, 0))
  }

  // 3. Customers at once, each with their own photographer and day per order.
  const concurrentCalls = new Map<CallName, number[]>()
  const outcomes: Outcome[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CUSTOMERS }, async () => {
      for (let i = 0; i < ORDERS_PER_CUSTOMER; i++) {
        outcomes.push(await placeOrder(new Browser(baseUrl, concurrentCalls), address, picker))
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const placed = outcomes.filter((o) => o === 'placed').length

  // 3b. The race: every customer at the confirm step with the same photographer and start, then all confirm at once.
  const first = new Browser(baseUrl)
  const firstDraft = await draftToSchedule(first, address)
  const slot = await picker.pick(first, firstDraft)
  const racers = await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, i) => {
      const browser = i === 0 ? first : new Browser(baseUrl)
      let order = i === 0 ? firstDraft : await draftToSchedule(browser, address)
      order = await browser.submit(order, 'schedule', scheduleModel(slot, order.info.timeZone), 'contact')
      order = await browser.submit(order, 'contact', CONTACT, 'confirm')
      if (order.schedule.assignedPhotographerId !== slot.photographerId)
        throw new Error('a racer was shown another photographer before the race')
      return { browser, order }
    }),
  )
  const raceTimes: number[] = []
  const raced = await Promise.all(
    racers.map(async ({ browser, order }) => {
      const t = performance.now()
      const outcome = await confirm(browser, order)
      raceTimes.push(performance.now() - t)
      return outcome
    }),
  )

  return {
    address: address.userAddress,
    photographers,
    oneByOne: spreads(oneByOne),
    wholeOrder: spread(wholeOrder),
    daySearch: { ...spread(searches.get('getappointmenttimes') ?? []), startTimesMedian: spread(startTimes).medianMs },
    concurrent: {
      orders: outcomes.length,
      placed,
      taken: outcomes.length - placed,
      seconds,
      ordersPerSecond: placed / seconds,
      calls: spreads(concurrentCalls),
    },
    race: {
      customers: CUSTOMERS,
      placed: raced.filter((o) => o === 'placed').length,
      taken: raced.filter((o) => o === 'taken').length,
      confirm: spread(raceTimes),
      confirmMs: [...raceTimes].sort((a, b) => a - b),
    },
  }
}

const ms = (v: number) => (v < 10 ? v.toFixed(1) : String(Math.round(v)))

export function logBooking(b: BookingBench) {
  console.log(`ordering API on the demo world (${b.address}; PGlite):`)
  console.table(
    b.oneByOne.map((c, i) => ({
      call: c.call,
      'one by one: median ms': ms(c.medianMs),
      p95: ms(c.p95Ms),
      calls: c.n,
      '10 at once: median ms': ms(b.concurrent.calls[i]?.medianMs ?? 0),
      'p95 ': ms(b.concurrent.calls[i]?.p95Ms ?? 0),
    })),
  )
  console.log(
    `  whole order one by one: median ${ms(b.wholeOrder.medianMs)} ms, p95 ${ms(b.wholeOrder.p95Ms)} ms\n` +
      `  getappointmenttimes, ${b.daySearch.n} days, ${b.photographers} photographers: median ${ms(b.daySearch.medianMs)} ms, ` +
      `p95 ${ms(b.daySearch.p95Ms)} ms (median ${b.daySearch.startTimesMedian} free start times a day)\n` +
      `  ${CUSTOMERS} customers × ${ORDERS_PER_CUSTOMER} orders: ${b.concurrent.placed}/${b.concurrent.orders} placed in ` +
      `${b.concurrent.seconds.toFixed(1)} s = ${b.concurrent.ordersPerSecond.toFixed(2)} orders/s, ` +
      `${b.concurrent.taken} refused as taken\n` +
      `  race for one photographer and time: ${b.race.placed} of ${b.race.customers} placed, ${b.race.taken} refused ` +
      `(confirms answered in ${b.race.confirmMs.map(ms).join(', ')} ms)`,
  )
}

export function bookingMarkdown(b: BookingBench): string {
  const row = (c: { call: CallName } & Spread, under: Spread | undefined) =>
    `| \`${c.call}\` | ${ms(c.medianMs)} | ${ms(c.p95Ms)} | ${ms(under?.medianMs ?? 0)} | ${ms(under?.p95Ms ?? 0)} |`
  return [
    '## Ordering',
    '',
    'The booking calls (issue 8) over HTTP on loopback, against the demo server (`npm start` with the demo world) and',
    'its embedded database: PGlite, PostgreSQL compiled to WebAssembly and run inside the server process, one',
    'connection that the server lends to one query or one transaction at a time (docs/server-behaviour.md, Ordering).',
    'Each order comes from a new cookie jar and calls what the wizard calls: start, submitaddress, submitproduct,',
    "getappointmenttimes, submitschedule, submitcontact, confirmbooking. The address is the offline geocoder's first",
    `suggestion for 'Kenmore' (\`${b.address}\`, read back through \`/geocode/lookup\`), the products a`,
    '3D tour and photos of 2,500 sq ft. Each order takes its own photographer and day among the next',
    `${DAYS} days, so orders do not compete for a slot. Medians and p95 (nearest rank) in ms.`,
    '',
    `| call | one by one: median | p95 | ${CUSTOMERS} customers at once: median | p95 |`,
    '|---|---:|---:|---:|---:|',
    ...b.oneByOne.map((c, i) => row(c, b.concurrent.calls[i])),
    `| whole order | ${ms(b.wholeOrder.medianMs)} | ${ms(b.wholeOrder.p95Ms)} | | |`,
    '',
    `One by one: ${ORDERS_ONE_BY_ONE} orders in a row. At once: ${CUSTOMERS} customers, each placing`,
    `${ORDERS_PER_CUSTOMER} orders one after another. At once, every call waits for the others' queries and`,
    'transactions on the one connection, so a call takes about as long as one call of each customer in turn.',
    '',
    '| measure | value |',
    '|---|---:|',
    `| \`getappointmenttimes\` for one day, ${b.daySearch.n} days in a row, median ms (${b.photographers} photographers serve the address; median ${b.daySearch.startTimesMedian} free start times a day) | ${ms(b.daySearch.medianMs)} |`,
    `| the same, p95 ms | ${ms(b.daySearch.p95Ms)} |`,
    `| orders placed per second, ${CUSTOMERS} customers at once (${b.concurrent.placed} of ${b.concurrent.orders} in ${b.concurrent.seconds.toFixed(1)} s) | ${b.concurrent.ordersPerSecond.toFixed(2)} |`,
    `| confirms refused because another customer took the slot | ${b.concurrent.taken} |`,
    `| race: ${b.race.customers} customers confirm the same photographer and start at once; orders placed | ${b.race.placed} |`,
    `| race: confirms refused because the slot was just taken | ${b.race.taken} |`,
    `| race: confirm median ms (each racer: ${b.race.confirmMs.map(ms).join(', ')}) | ${ms(b.race.confirm.medianMs)} |`,
    '',
    'The slot search reads the diaries of every photographer serving the address for the day (widened by a day each',
    'side, for travel) and tries every half hour of their working windows. The race shows the lock on the',
    'photographer: each confirm locks its draft, then the photographer it was shown (`SELECT … FOR UPDATE`), and',
    're-reads the diary, so the confirms queue and every one after the winner finds the slot taken and goes back to',
    "the schedule step. The racers' answers arrive close together, at about the time of the ten confirms run one",
    "after another: PGlite works in the server's own thread, so the queued transactions run back to back.",
  ].join('\n')
}
