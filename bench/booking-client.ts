// The bench's customer for the ordering API (bench/booking.ts): a cookie-keeping browser that calls /api/v1 the way
// the booking wizard does, the demo address read back through the geocoder, a slot picker that hands every order its
// own photographer and day, and one whole order from start to confirm.

export const CALLS = [
  'start',
  'submitaddress',
  'submitproduct',
  'getappointmenttimes',
  'submitschedule',
  'submitcontact',
  'confirmbooking',
] as const
export type CallName = (typeof CALLS)[number]

/**
 * How a confirm says the slot went to someone else: the photographer was just booked (another photographer is free
 * then), or, when nobody else is free then (a weekend day with one photographer working), the time itself is gone.
 */
const TAKEN = [
  'The photographer for this time has just been booked by someone else. Please choose a time again.',
  'The time you chose is no longer available. Please choose another time.',
]
const DAY_MS = 86_400_000
/** The search horizon is today + 2 months; orders spread over the days from FIRST_DAY to FIRST_DAY + DAYS - 1. */
const FIRST_DAY = 2
export const DAYS = 56

export const CONTACT = {
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
export interface Order {
  readonly step: string
  readonly info: { readonly id: string; readonly confirmedDate: string | null; readonly timeZone: string }
  readonly schedule: { readonly assignedPhotographerId: string | null; readonly errors: ReadonlyArray<string> }
}
export interface Times {
  readonly photographers: ReadonlyArray<{
    readonly photographerId: string
    readonly startTimes: ReadonlyArray<{
      readonly time: { readonly utc: string; readonly localTime: string }
      /** False for the times nobody is free for, which only order admins are shown. */
      readonly isAvailable: boolean
    }>
  }>
}
export interface AddressModel {
  readonly userAddress: string
  readonly location: { readonly latitude: number; readonly longitude: number }
  readonly marker: { readonly latitude: number; readonly longitude: number }
}

/** A browser: keeps its cookies (the booking draft's `showhome_booking`) and sends the site's Origin on POSTs. */
export class Browser {
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
    this.keepCookies(res)
    return { status: res.status, json }
  }

  /** Signs in (the demo accounts' password is public), keeping the session cookie for the calls that follow. */
  async signIn(email: string): Promise<void> {
    const res = await fetch(`${this.baseUrl}/auth/user/sign-in`, {
      method: 'POST',
      headers: { origin: this.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'showhome-demo' }),
    })
    if (res.status !== 200) throw new Error(`sign in as ${email} answered ${res.status}`)
    this.keepCookies(res)
  }

  private keepCookies(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const value = pair.slice(eq + 1)
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq))
      else this.cookies.set(pair.slice(0, eq), value)
    }
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
export function localDay(timeZone: string, daysAhead: number) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + daysAhead * DAY_MS),
  )
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return { iso, wire: { day, month: month - 1, year } }
}

/** The demo street the offline geocoder suggests for 'Kenmore', read back through the lookup as the wizard does. */
export async function demoAddress(baseUrl: string): Promise<AddressModel> {
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
export class SlotPicker {
  private readonly claimed = new Set<string>()
  private next = 0

  /** Searches days from this order's own starting day until a free photographer is found; claims them. */
  async pick(browser: Browser, order: Order) {
    const k = this.next++
    for (let tries = 0; tries < DAYS; tries++) {
      const { iso, wire } = localDay(order.info.timeZone, FIRST_DAY + ((k + tries) % DAYS))
      const times = await browser.booking<Times>('getappointmenttimes', { orderId: order.info.id, ...wire })
      const free = times.photographers
        .map((p) => ({ ...p, startTimes: p.startTimes.filter((t) => t.isAvailable) }))
        .filter((p) => p.startTimes.length > 0 && !this.claimed.has(`${iso} ${p.photographerId}`))
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

export const scheduleModel = (slot: Slot, timeZone: string) => ({
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
export async function draftToSchedule(browser: Browser, address: AddressModel): Promise<Order> {
  let order = await browser.booking<Order>('start', {})
  order = await browser.submit(order, 'address', address, 'product')
  return browser.submit(order, 'product', PRODUCTS, 'schedule')
}

export type Outcome = 'placed' | 'taken'

export async function confirm(browser: Browser, order: Order): Promise<Outcome> {
  const answer = await browser.booking<Order>('confirmbooking', { orderModel: order })
  if (answer.info.confirmedDate !== null) return 'placed'
  if (answer.step === 'schedule' && answer.schedule.errors.some((e) => TAKEN.includes(e))) return 'taken'
  throw new Error(`confirmbooking neither placed the order nor said the slot was taken: ${JSON.stringify(answer)}`)
}

/** One order, start to confirm, the way the wizard calls the server. */
export async function placeOrder(browser: Browser, address: AddressModel, picker: SlotPicker): Promise<Outcome> {
  let order = await draftToSchedule(browser, address)
  const slot = await picker.pick(browser, order)
  order = await browser.submit(order, 'schedule', scheduleModel(slot, order.info.timeZone), 'contact')
  order = await browser.submit(order, 'contact', CONTACT, 'confirm')
  if (order.step !== 'confirm') throw new Error(`the order stopped at ${order.step}: ${JSON.stringify(order)}`)
  return confirm(browser, order)
}
