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

export const ORDERS_ONE_BY_ONE = 20
export const DAY_SEARCHES = 50
export const CUSTOMERS = 10
export const ORDERS_PER_CUSTOMER = 5

const CALLS = [
  'start',
  'submitaddress',
  'submitproduct',
  'getappointmenttimes',
  'submitschedule',
  'submitcontact',
  'confirmbooking',
] as const
type CallName = (typeof CALLS)[number]

const TAKEN = 'The photographer for this time has just been booked by someone else. Please choose a time again.'
const DAY_MS = 86_400_000
/** The search horizon is today + 2 months; orders spread over the days from FIRST_DAY to FIRST_DAY + DAYS - 1. */
const FIRST_DAY = 2
const DAYS = 56

const CONTACT = {
  billingContact: {
    firstName: 'Bench',
    lastName: 'Customer',
    company: 'Load Test Realty',
    role: 'Listing Agent',
    email: 'bench.customer@example.com',
    phone: '312-555-0199',
    address: '',
    unit: '',
  },
  additionalContacts: [],
  specialInstructions: '',
  photographerInstructions: '',
}
/** 2,500 sq ft of 3D tour and photos: a typical two-product shoot. */
const PRODUCTS = {
  products: [
    { id: 'tour3d', quantity: 2500 },
    { id: 'photos', quantity: 2500 },
  ],
}

/** The parts of the order state the bench reads; the rest is passed back untouched. */
interface Order {
  readonly step: string
  readonly info: { readonly id: string; readonly confirmedDate: string | null; readonly timeZone: string }
  readonly schedule: { readonly assignedPhotographerId: string | null; readonly errors: ReadonlyArray<string> }
}
interface Times {
  readonly photographers: ReadonlyArray<{
    readonly photographerId: string
    readonly startTimes: ReadonlyArray<{ readonly time: { readonly utc: string; readonly localTime: string } }>
  }>
}
interface AddressModel {
  readonly userAddress: string
  readonly location: { readonly latitude: number; readonly longitude: number }
  readonly marker: { readonly latitude: number; readonly longitude: number }
}

/** A browser: keeps its cookies (the booking draft's `showhome_booking`) and sends the site's Origin on POSTs. */
class Browser {
  readonly cookies = new Map<string, string>()
  constructor(
    readonly baseUrl: string,
    readonly timings?: Map<CallName, number[]>,
  ) {}

  async post<T>(pathname: string, body: unknown, timed?: CallName): Promise<{ status: number; json: T }> {
    const headers: Record<string, string> = { origin: this.baseUrl, 'content-type': 'application/json' }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const started = performance.now()
    const res = await fetch(`${this.baseUrl}/api/v1${pathname}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as T
    const ms = performance.now() - started
    if (timed && this.timings) {
      const list = this.timings.get(timed) ?? []
      list.push(ms)
      this.timings.set(timed, list)
    }
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const value = pair.slice(eq + 1)
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq))
      else this.cookies.set(pair.slice(0, eq), value)
    }
    return { status: res.status, json }
  }

  /** A booking call that must answer 200 for the flow to go on. */
  async booking<T>(call: CallName | 'submitconfirm', body: unknown): Promise<T> {
    const { status, json } = await this.post<T>(`/booking/${call}`, body, call === 'submitconfirm' ? undefined : call)
    if (status !== 200) throw new Error(`POST /booking/${call} answered ${status}: ${JSON.stringify(json)}`)
    return json
  }

  submit(order: Order, step: string, model: unknown, targetStep: string): Promise<Order> {
    const call = `submit${step}` as CallName
    return this.booking<Order>(call, { info: { id: order.info.id, confirmedDate: null }, model, targetStep })
  }
}

/** The local date `daysAhead` days from now in the order's zone, as the wire's day / zero-based month / year. */
function localDay(timeZone: string, daysAhead: number) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + daysAhead * DAY_MS),
  )
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return { iso, wire: { day, month: month - 1, year } }
}

/** The demo street the offline geocoder suggests for 'Kenmore', read back through the lookup as the wizard does. */
async function demoAddress(baseUrl: string): Promise<AddressModel> {
  const browser = new Browser(baseUrl)
  const suggest = await browser.post<{ suggestions: Array<{ text: string }> }>('/geocode/suggest', { query: 'Kenmore' })
  const text = suggest.json.suggestions[0]?.text
  if (!text) throw new Error(`no suggestion for 'Kenmore' (${suggest.status}): the bench needs the demo world`)
  const lookup = await browser.post<{ status: string; location: AddressModel['location'] | null }>('/geocode/lookup', {
    address: text,
  })
  const location = lookup.json.location
  if (lookup.json.status !== 'OK' || !location) throw new Error(`lookup of '${text}' answered ${lookup.json.status}`)
  return { userAddress: text, location, marker: { latitude: location.latitude, longitude: location.longitude } }
}

/**
 * Hands every order its own photographer and day, so orders placed at the same time never compete for a slot (nor
 * for the travel time around one). Claims are made between two awaits, so concurrent customers cannot share one.
 */
class SlotPicker {
  private readonly claimed = new Set<string>()
  private next = 0

  /** Searches days from this order's own starting day until a free photographer is found; claims them. */
  async pick(browser: Browser, order: Order) {
    const k = this.next++
    for (let tries = 0; tries < DAYS; tries++) {
      const { iso, wire } = localDay(order.info.timeZone, FIRST_DAY + ((k + tries) % DAYS))
      const times = await browser.booking<Times>('getappointmenttimes', { orderId: order.info.id, ...wire })
      const free = times.photographers.filter(
        (p) => p.startTimes.length > 0 && !this.claimed.has(`${iso} ${p.photographerId}`),
      )
      // Rotating the choice by k spreads orders over all photographers rather than the first one listed.
      const chosen = free[k % Math.max(1, free.length)]
      if (!chosen) continue
      this.claimed.add(`${iso} ${chosen.photographerId}`)
      const time = chosen.startTimes[Math.floor(chosen.startTimes.length / 2)]!.time
      return { photographerId: chosen.photographerId, time, localDate: iso }
    }
    throw new Error(`no unclaimed photographer with a free time in ${DAYS} days`)
  }
}

type Slot = Awaited<ReturnType<SlotPicker['pick']>>

const scheduleModel = (slot: Slot, timeZone: string) => ({
  selectedPhotographerId: slot.photographerId,
  selectedTime: {
    utc: slot.time.utc,
    localDate: slot.localDate,
    localTime: slot.time.localTime,
    timeZoneName: timeZone,
  },
  waitlistEnabled: false,
  ignoreAvailability: false,
})

/** A draft filled up to the schedule step. */
async function draftToSchedule(browser: Browser, address: AddressModel): Promise<Order> {
  let order = await browser.booking<Order>('start', {})
  order = await browser.submit(order, 'address', address, 'product')
  return browser.submit(order, 'product', PRODUCTS, 'schedule')
}

type Outcome = 'placed' | 'taken'

async function confirm(browser: Browser, order: Order): Promise<Outcome> {
  const answer = await browser.booking<Order>('confirmbooking', { orderModel: order })
  if (answer.info.confirmedDate !== null) return 'placed'
  if (answer.step === 'schedule' && answer.schedule.errors.includes(TAKEN)) return 'taken'
  throw new Error(`confirmbooking neither placed the order nor said the slot was taken: ${JSON.stringify(answer)}`)
}

/** One order, start to confirm, the way the wizard calls the server. */
async function placeOrder(browser: Browser, address: AddressModel, picker: SlotPicker): Promise<Outcome> {
  let order = await draftToSchedule(browser, address)
  const slot = await picker.pick(browser, order)
  order = await browser.submit(order, 'schedule', scheduleModel(slot, order.info.timeZone), 'contact')
  order = await browser.submit(order, 'contact', CONTACT, 'confirm')
  if (order.step !== 'confirm') throw new Error(`the order stopped at ${order.step}: ${JSON.stringify(order)}`)
  return confirm(browser, order)
}

export interface Spread {
  readonly n: number
  readonly medianMs: number
  readonly p95Ms: number
}

function spread(values: ReadonlyArray<number>): Spread {
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
    `| race: confirms refused with 'just been booked by someone else' | ${b.race.taken} |`,
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
