// Every journey through the order flow (tests/journeys/order-flow.journeys.ts), driven through the real /order page in
// jsdom: the order-flow and booking-wizard charts, the address lookup, the appointment times and the analytics with
// their real effects, over a fake server that answers the booking calls as the demo world does for an anonymous
// visitor (the draft as submitted, the demo's two codes, a placed order). Each step's call is held until the
// journey answers it, so the busy labels are checked. The same journeys run in Chromium against the real server
// (tests/e2e/order-flow.journeys.spec.ts).
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startRequestFrom } from '../../src/domain/booking-steps'
import type { BookingOrder, BookingStep } from '../../src/schemas/BookingOrder'
import { validateAppSearch } from '../../src/schemas/search/app'
import { OrderFlow } from '../../src/ui/features/order-flow/OrderFlow'
import { useOrderFlowMachines } from '../../src/ui/features/order-flow/order-flow-machines'
import { useChartActor } from '../../src/ui/use-chart-actor'
import { journeysOf } from '../journeys/journey'
import { GOOD_CODE, OPENING_ADDRESS, orderFlow } from '../journeys/order-flow.journeys'
import { startedOrder } from '../support/booking-orders'
import { driveInDom, mountView } from '../support/journey-dom'

// The address step's map is OpenLayers on a canvas, which jsdom cannot draw: a map that draws nothing stands in.
vi.mock('../../src/ui/map/draggable-marker-map', () => ({
  createMarkerMap: () => ({ setMarker: () => {}, dispose: () => {} }),
}))

const TILES = {
  tilejson: '3.0.0',
  tiles: ['https://tiles.example/{z}/{x}/{y}.png'],
  attribution: '',
  minzoom: 0,
  maxzoom: 19,
}
beforeEach(() => {
  // The map's tile description is the only request outside the API (address-lookup.actors.ts).
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(TILES), { status: 200 }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The demo gazetteer's answer for the URL's address: exact, in Chicago. */
const kenmore = {
  formattedAddress: OPENING_ADDRESS,
  latitude: 41.9291,
  longitude: -87.6566,
  address1: '2643 N Kenmore Ave',
  address2: '',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60660',
  country: 'US',
}

/** Two free times on any day asked for: 9:00 and 10:00 in Chicago. */
function dayTimes(request: { day: number; month: number; year: number }) {
  const date = new Date(Date.UTC(request.year, request.month, request.day)).toISOString().slice(0, 10)
  const at = (hour: number) => ({
    time: {
      utc: `${date}T${String(hour + 6).padStart(2, '0')}:00:00Z`,
      localTime: `${String(hour).padStart(2, '0')}:00`,
    },
    isAvailable: true,
    zoneId: 'z_inner',
    notAvailable: null,
  })
  return {
    photographers: [
      {
        photographerId: 'ph_1',
        startTimes: [at(9), at(10)],
        unavailableBlocks: [],
        searchRange: { start: `${date}T12:00:00Z`, end: `${date}T23:59:00Z` },
      },
    ],
  }
}

/**
 * The booking server for one anonymous visitor's draft (SPEC §7 Booking wizard, Order flow): each submit keeps the
 * step's model and goes where it was asked; WELCOME50 is honoured and any other code is not valid; placing the order
 * confirms it.
 */
function bookingServer() {
  let order: BookingOrder = startedOrder('ord_journey')
  const submit = (step: Exclude<BookingStep, 'complete'>) => (request: unknown) => {
    const { model, targetStep } = request as { model: Record<string, unknown>; targetStep: BookingStep }
    if (step === 'product') {
      const chosen = (model as { products: Array<{ id: string; quantity: number }> }).products
      const products = order.product.products.map((p) => ({
        ...p,
        quantity: chosen.find((c) => c.id === p.id)?.quantity ?? 0,
      }))
      order = { ...order, product: { products } }
    } else if (step === 'schedule') {
      const schedule = { ...order.schedule, ...model, isValid: model.selectedTime != null }
      order = { ...order, schedule } as BookingOrder
    } else if (step !== 'confirm') {
      order = { ...order, [step]: { ...order[step], ...model } }
    }
    order = { ...order, step: targetStep }
    return order
  }
  const calls: Record<string, (request: unknown) => unknown> = {
    '/booking/start': (request) => {
      const address = (request as { address?: string }).address ?? ''
      order = { ...order, address: { ...order.address, userAddress: address } }
      return order
    },
    '/geocode/lookup': () => ({ status: 'OK', location: kenmore, exact: true }),
    '/geocode/suggest': () => ({ suggestions: [] }),
    '/event': () => ({ visitId: 'visit_journey' }),
    '/booking/submitaddress': submit('address'),
    '/booking/submitproduct': submit('product'),
    '/booking/submitschedule': submit('schedule'),
    '/booking/submitcontact': submit('contact'),
    '/booking/submitconfirm': submit('confirm'),
    '/booking/getappointmenttimes': (request) => dayTimes(request as { day: number; month: number; year: number }),
    '/booking/apply-promo': (request) => {
      const code = (request as { promoCode: string }).promoCode
      order = {
        ...order,
        info: { ...order.info, promoCode: code || null, promoCodeValid: code ? code === GOOD_CODE : null },
      }
      return order
    },
    '/booking/confirmbooking': () => {
      order = {
        ...order,
        step: 'complete',
        info: { ...order.info, confirmedDate: new Date().toISOString(), tourName: 'journey-listing' },
      }
      return order
    },
  }
  return (path: string, request: unknown) => {
    const answer = calls[path]
    if (!answer) throw new Error(`The order journeys make no ${path} call`)
    return answer(request)
  }
}

/** The /order page as its route starts it, for an anonymous visitor, with the URL's address. */
function OrderPage() {
  const { orderFlow: machine } = useOrderFlowMachines()
  const start = startRequestFrom(validateAppSearch({ address: OPENING_ADDRESS }))
  const actor = useChartActor(machine, { input: { start, user: null } })
  return (
    <main>
      <OrderFlow actor={actor} signedIn={false} onSignIn={() => {}} />
    </main>
  )
}

const journeys = journeysOf(orderFlow)
const HELD = [
  '/booking/submitaddress',
  '/booking/submitproduct',
  '/booking/submitschedule',
  '/booking/submitcontact',
  '/booking/submitconfirm',
  '/booking/apply-promo',
  '/booking/confirmbooking',
]

describe('order flow journeys, in jsdom', () => {
  it('has tens of journeys, one for every transition the person can see', () => {
    expect(journeys.length).toBeGreaterThanOrEqual(30)
    expect(journeys.length).toBeLessThanOrEqual(80)
    expect(journeys.map((j) => j.name)).toContain(
      'visitor: next → saved → choose the tour → next → saved → pick a time → next → saved → fill contact → next → saved → type FALL10 → apply → answered → type WELCOME50',
    )
  })

  for (const journey of journeys) {
    it(journey.name, async () => {
      const app = await mountView({ view: OrderPage, respond: bookingServer(), held: new Set(HELD) })
      await driveInDom(journey, app)
    })
  }
})
