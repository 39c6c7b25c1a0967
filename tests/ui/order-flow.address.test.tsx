// The order flow's ADDRESS step in a DOM over the real order-flow, booking-wizard and address-lookup charts with stub
// effects (SPEC §4 Order flow, §5 Address step, Geocoding, §9): the wizard's address draft follows the lookup, so
// Next takes a prefilled or partially matched place, never sends an old location under new text, and waits while
// a lookup is under way.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { addressLookupMachine } from '../../src/machines/address-lookup/address-lookup.machine'
import { analyticsMachine } from '../../src/machines/analytics/analytics.machine'
import { bookingWizardMachine, type SubmitRequest } from '../../src/machines/booking-wizard/booking-wizard.machine'
import { draftAdminMachine } from '../../src/machines/order-admin/draft-admin.machine'
import {
  type OrderFlowActorRef,
  orderFlowMachine,
  type WaitlistRequest,
} from '../../src/machines/order-flow/order-flow.machine'
import type { AnalyticsEvent } from '../../src/schemas/AnalyticsEvent'
import type { StartBookingRequest } from '../../src/schemas/api/booking'
import type { Ok } from '../../src/schemas/api/call'
import type { EventResponse } from '../../src/schemas/api/event'
import type { AddressSuggestion, GeocodeAnswer } from '../../src/schemas/api/geocode'
import type { MapTileInfo } from '../../src/schemas/api/map'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import type { Marker } from '../../src/schemas/Order'
import { loadedModule } from '../../src/services/lazy-module'
import { OrderFlow } from '../../src/ui/features/order-flow/OrderFlow'
import type { OrderFlowMachines } from '../../src/ui/features/order-flow/order-flow-machines'
import type { CreateMarkerMap } from '../../src/ui/map/draggable-marker-map'
import { filledOrder, startedOrder } from '../support/booking-orders'
import { renderInRouter } from '../support/render-in-router'
import { answering, type Deferred, deferred } from '../support/stub-actors'

/** The lookup's stub effects, swapped for each test (the order flow binds its charts through this module). */
const stubs = vi.hoisted(() => ({ machines: undefined as unknown }))
vi.mock('../../src/ui/features/order-flow/order-flow-machines', () => ({
  useOrderFlowMachines: () => stubs.machines,
}))

const kenmore = {
  formattedAddress: '1842 N Kenmore Ave, Chicago, IL 60614, USA',
  latitude: 41.9153,
  longitude: -87.6558,
  address1: '1842 N Kenmore Ave',
  address2: '',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60614',
  country: 'US',
}
const exact: GeocodeAnswer = { status: 'OK', location: kenmore, exact: true }
const partial: GeocodeAnswer = { status: 'OK', location: { ...kenmore, latitude: 41.92 }, exact: false }
const nothing: GeocodeAnswer = { status: 'ZERO_RESULTS', location: null, exact: false }

afterEach(cleanup)

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

async function mount(first: BookingOrder) {
  const submitStep = deferred<BookingOrder>()
  const lookup = deferred<GeocodeAnswer>()
  const reverse = deferred<GeocodeAnswer>()
  let dropMarker: ((point: Marker) => void) | undefined
  const markerMapCode = loadedModule<{ createMarkerMap: CreateMarkerMap }>({
    createMarkerMap: (_container, options) => {
      dropMarker = options.onMarkerDrop
      return { setMarker: () => {}, dispose: () => {} }
    },
  })
  const tiles = {
    tiles: ['https://tiles.example/{z}/{x}/{y}.png'],
    attribution: '',
    minzoom: 0,
    maxzoom: 19,
  } as unknown as MapTileInfo
  const addressLookup = addressLookupMachine.provide({
    actors: {
      suggestAddresses: deferred<ReadonlyArray<AddressSuggestion>>().logic,
      lookupAddress: lookup.logic,
      reverseGeocode: reverse.logic,
      loadMarkerMap: fromPromise<MapTileInfo, void>(async () => tiles),
    },
  })
  const orderFlow = orderFlowMachine.provide({
    actors: {
      checkCookies: fromPromise<boolean, void>(async () => true),
      bookingWizard: bookingWizardMachine.provide({
        actors: {
          startBooking: answering<BookingOrder, StartBookingRequest>(() => first).logic,
          submitStep: submitStep.logic,
          confirmBooking: deferred<BookingOrder>().logic,
        },
      }),
      applyPromo: deferred<BookingOrder>().logic,
      enableWaitlist: fromPromise<Ok, WaitlistRequest>(async () => ({ ok: true })),
    },
  })
  const events = answering<EventResponse, AnalyticsEvent>(() => ({ visitId: 'visit-1' }))
  const analytics = analyticsMachine.provide({ actors: { sendEvent: events.logic } })
  stubs.machines = {
    orderFlow,
    addressLookup,
    markerMapCode,
    draftAdmin: draftAdminMachine,
    analytics,
  } satisfies OrderFlowMachines
  const actor: OrderFlowActorRef = createActor(orderFlow, { input: { start: {}, user: null } }).start()
  await renderInRouter(() => <OrderFlow actor={actor} signedIn={false} onSignIn={() => {}} />)
  await settle()
  return {
    events,
    submitStep,
    lookup,
    reverse,
    drop: (point: Marker) => act(() => dropMarker?.(point)),
    input: () => screen.getByRole('combobox', { name: 'Address' }) as HTMLInputElement,
    next: () => screen.getByRole('button', { name: /^(Next|Saving…)$/ }) as HTMLButtonElement,
  }
}

const resolve = async (d: Deferred<GeocodeAnswer>, answer: GeocodeAnswer) => {
  await act(async () => d.resolve(answer))
  await settle()
}
const sent = (d: Deferred<BookingOrder>, i = 0) => d.calls[i] as SubmitRequest & { model: Record<string, unknown> }

describe('ADDRESS step: the wizard’s draft follows the address lookup', () => {
  it('a prefilled ?address= geocoded on opening goes forward with Next, without pressing Enter', async () => {
    const prefilled = startedOrder()
    const sut = await mount({ ...prefilled, address: { ...prefilled.address, userAddress: '1842 N Kenmore Ave' } })
    expect(sut.lookup.calls).toEqual([{ address: '1842 N Kenmore Ave' }])
    await resolve(sut.lookup, exact)
    fireEvent.click(sut.next())
    expect(sut.submitStep.calls).toHaveLength(1)
    expect(sent(sut.submitStep)).toMatchObject({
      from: 'address',
      targetStep: 'product',
      model: { userAddress: '1842 N Kenmore Ave', location: kenmore },
    })
  })

  it('sends an orderProgress event for the step shown first and for each step reached (SPEC §7 POST /event)', async () => {
    const prefilled = startedOrder()
    const sut = await mount({ ...prefilled, address: { ...prefilled.address, userAddress: '1842 N Kenmore Ave' } })
    expect(sut.events.calls.map((e) => [e.type, e.index])).toEqual([['orderProgress', 0]])
    await resolve(sut.lookup, exact)
    fireEvent.click(sut.next())
    await act(async () => sut.submitStep.resolve(filledOrder('product', { id: prefilled.info.id })))
    await settle()
    expect(screen.getByRole('heading', { name: /product/i })).toBeTruthy()
    expect(sut.events.calls.map((e) => [e.type, e.index])).toEqual([
      ['orderProgress', 0],
      ['orderProgress', 1],
    ])
  })

  it('Next pressed while the address is still being geocoded waits for it, then submits what it found', async () => {
    const prefilled = startedOrder()
    const sut = await mount({ ...prefilled, address: { ...prefilled.address, userAddress: '1842 N Kenmore Ave' } })
    fireEvent.click(sut.next())
    expect(sut.submitStep.calls).toHaveLength(0)
    expect(sut.next().disabled).toBe(true)
    expect(sut.next().textContent).toBe('Saving…')
    await resolve(sut.lookup, exact)
    expect(sut.submitStep.calls).toHaveLength(1)
    expect(sent(sut.submitStep).model).toMatchObject({ location: kenmore })
  })

  it('a partial match the user was warned about, then a drag that reads nothing, still goes forward with Next', async () => {
    const sut = await mount(startedOrder())
    fireEvent.change(sut.input(), { target: { value: '1842 N Kenmore' } })
    fireEvent.keyDown(sut.input(), { key: 'Enter' })
    await resolve(sut.lookup, partial)
    expect(screen.getByText(/Unable to identify exact location/)).toBeTruthy()
    await sut.drop({ latitude: 41.9155, longitude: -87.6561 })
    await resolve(sut.reverse, nothing)
    fireEvent.click(sut.next())
    expect(screen.queryByText('Required')).toBeNull()
    expect(sent(sut.submitStep)).toMatchObject({
      from: 'address',
      model: { location: partial.location, marker: { latitude: 41.9155, longitude: -87.6561 } },
    })
  })

  it('coming back and typing a correction, Next never submits the old address under the new text', async () => {
    const sut = await mount(filledOrder('product', { step: 'address' }))
    expect(sut.input().value).toBe('12 Elm St, Chicago')
    fireEvent.change(sut.input(), { target: { value: '14 Elm St, Chicago' } })
    fireEvent.click(sut.next())
    expect(sut.submitStep.calls).toHaveLength(0)
    expect(screen.getByText('Required')).toBeTruthy()
    expect(sut.input().value).toBe('14 Elm St, Chicago')

    fireEvent.keyDown(sut.input(), { key: 'Enter' })
    expect(sut.lookup.calls).toEqual([{ address: '14 Elm St, Chicago' }])
    await resolve(sut.lookup, partial)
    fireEvent.click(sut.next())
    expect(sent(sut.submitStep).model).toMatchObject({ userAddress: '14 Elm St, Chicago', location: partial.location })
  })

  it('an exact place the user chose still submits itself after 100 ms', async () => {
    const sut = await mount(startedOrder())
    fireEvent.change(sut.input(), { target: { value: '1842 N Kenmore Ave' } })
    fireEvent.keyDown(sut.input(), { key: 'Enter' })
    await resolve(sut.lookup, exact)
    expect(sut.submitStep.calls).toHaveLength(0)
    await act(() => new Promise((r) => setTimeout(r, 150)))
    expect(sut.submitStep.calls).toHaveLength(1)
    expect(sent(sut.submitStep)).toMatchObject({ from: 'address', targetStep: 'product', model: { location: kenmore } })
  })
})
