// Model-based test of the dashboard's Orders tab (SPEC §7 getforlisting; issue 17): every transition of the
// listing-orders chart is replayed through the real tab (OrdersTab, its chart bound to a test runtime whose calls wait
// until the path answers them, the app's admin elements on), for a listing whose events hold an appointment and for
// one whose events do not; a new read of the listing is sent in every state too (it asks again only when the orders
// are shown or failed). "Try again" and the order admin's "Add adjustment" are the person's clicks; each state is
// checked in the DOM against what the test keeps itself: the requests the server was sent, the orders it holds (its
// two orders, one with the admin's adjustment once saved) as worked out by hand, "Loading the orders…" only while no
// order is shown, the list marked busy while it is read again, and a failure in our words or the connection hint.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Schema } from 'effect'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { appMachine } from '../../src/machines/app/app.machine'
import {
  type ListingOrdersEvent,
  type ListingOrdersInput,
  listingOrdersMachine,
} from '../../src/machines/listing-orders/listing-orders.machine'
import { Listing } from '../../src/schemas/Listing'
import { StatusError, Unreachable } from '../../src/services/errors'
import { OrdersTab } from '../../src/ui/features/listing-viewer/sections/dashboard/OrdersTab'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { order as orderJson } from '../schemas/fixtures/order'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { heldCallsRuntime, settle } from '../support/held-calls'
import { recordPaths } from '../support/recorded-paths'

const apps: Array<{ stop(): void }> = []
afterEach(() => {
  cleanup()
  for (const app of apps.splice(0)) app.stop()
})

type Snapshot = SnapshotFrom<typeof listingOrdersMachine>
type ModelEvent =
  | ListingOrdersEvent
  | { type: 'xstate.done.actor.getOrders'; output: unknown }
  | { type: 'xstate.error.actor.getOrders'; error: unknown }

const BOOKED = Schema.decodeUnknownSync(Listing)(listingJson)
const NOTHING_BOOKED: Listing = {
  ...BOOKED,
  status: { ...(BOOKED.status as NonNullable<Listing['status']>), orderEvents: [] },
}
const OURS = 'The orders could not be loaded. Please try again.'
const OFFLINE = 'We could not reach the server. Check your connection and try again.'
const refusal = new StatusError({ message: 'Nope' })
const offline = new Unreachable({ message: 'offline' })

/** The server's orders (wire format): the admin's own SH-10482, and SH-10483; after the edit, SH-10482 has a drone fee. */
const placed = { ...orderJson, info: { ...orderJson.info, isAdmin: true } }
const other = { ...orderJson, info: { ...orderJson.info, id: 'ord_77c2', orderCode: 'SH-10483' } }
const drone = { id: 'adj_2', description: 'Drone photos', amount: 4000 }
const edited = {
  ...placed,
  confirm: { ...placed.confirm, priceAdjustments: [...placed.confirm.priceAdjustments, drone] },
}
const PLACED = [placed, other]
const EDITED = [edited, other]
/** SH-10482's adjustments as the admin panel lists them. */
const ADJUSTMENTS = {
  placed: ['Second visit for twilight photos−$25.00Remove Second visit for twilight photos'],
  edited: [
    'Second visit for twilight photos−$25.00Remove Second visit for twilight photos',
    'Drone photos+$40.00Remove Drone photos',
  ],
}
const SHOOT = 'Shoot Mon, May 4, 2026, 9:00 AM CDT with Sam Ortiz'
const CONFIRMED = 'Confirmed Mon, Apr 20, 2026, 11:12 AM CDT by Priya Raman'

type Shown = 'none' | 'placed' | 'edited'
const shownOf = (s: Snapshot): Shown =>
  s.context.orders.length === 0
    ? 'none'
    : s.context.orders[0]?.confirm.priceAdjustments.length === 2
      ? 'edited'
      : 'placed'
const serializeState = (s: Snapshot) => JSON.stringify([s.value, shownOf(s)])

const modelFor = (needed: boolean) =>
  new TestModel<Snapshot, ModelEvent, ListingOrdersInput>(listingOrdersMachine as never, {
    input: { tourName: BOOKED.tourName, needed },
    stateMatcher,
    serializeState,
    events: ((s: Snapshot) => [
      { type: 'reload' },
      ...(s.matches('failed') ? [{ type: 'retry' }] : []),
      // The admin panel is there whenever the orders are on screen, while they are read again too.
      ...((s.matches('loaded') || s.matches('loading')) && shownOf(s) === 'placed'
        ? [{ type: 'order.updated', order: edited }]
        : []),
      ...(s.matches('loading')
        ? [
            // The server answers what it holds: the edit once it was saved.
            { type: 'xstate.done.actor.getOrders', output: shownOf(s) === 'edited' ? EDITED : PLACED },
            { type: 'xstate.error.actor.getOrders', error: refusal },
            { type: 'xstate.error.actor.getOrders', error: offline },
          ]
        : []),
    ]) as never,
  })

/** The tab on a listing the test can read again (a new listing object, as after a change of one of its orders). */
async function mount(listing: Listing) {
  const { pending, runtime } = heldCallsRuntime()
  const app = createActor(appMachine, { input: { user: null, adminElementsEnabled: true, mode: 'app' } }).start()
  apps.push(app)
  let readAgain = () => {}
  function Host() {
    const [read, setRead] = useState(listing)
    readAgain = () => setRead({ ...listing })
    return <OrdersTab listing={read} place={{ path: '/12-elm-st/dashboard', search: {} }} />
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Host }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { runtime, app } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return { pending, readAgain: () => act(() => readAgain()) }
}

describe('listing orders: every transition, in the tab', () => {
  // A new read of the listing reaches every state: while the orders are asked for, or none are needed, it asks nothing.
  const alsoIgnored = (e: ModelEvent) => e.type === 'reload'
  const paths = [
    ...everyTransition(modelFor(true), serializeState, { alsoIgnored }),
    ...everyTransition(modelFor(false), serializeState, { alsoIgnored }),
  ]
  recordPaths('listing-orders', paths, serializeState)
  for (const path of paths) {
    const needed = path.steps[0]?.state.value !== 'none'
    it(`${needed ? 'booked' : 'nothing booked'}: reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const sut = await mount(needed ? BOOKED : NOTHING_BOOKED)
      // The test's own account: what the tab is doing, the calls made, the orders on screen and held by the server.
      let doing: 'none' | 'loading' | 'loaded' | 'failed' = needed ? 'loading' : 'none'
      let asked = needed ? 1 : 0
      const edits: unknown[] = []
      let shown: Shown = 'none'
      let held: 'placed' | 'edited' = 'placed'
      let error = ''
      const list = () => document.querySelector('h3 + ul')
      const requests = () => {
        expect(sut.pending.filter((c) => c.path === '/booking/getforlisting').map((c) => c.request)).toEqual(
          Array.from({ length: asked }, () => ({ tourName: '12-elm-st' })),
        )
        expect(sut.pending.filter((c) => c.path === '/booking/editorder').map((c) => c.request)).toEqual(edits)
      }
      const noOrders = () => {
        expect(screen.queryAllByRole('heading', { level: 4 })).toEqual([])
        expect(list()).toBeNull()
      }
      const ordersShown = (busy: boolean) => {
        expect(screen.queryByText('Loading the orders…')).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        expect(list()?.getAttribute('aria-busy')).toBe(busy ? 'true' : null)
        const cards = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
        expect(cards).toEqual(['Order SH-10482', 'Order SH-10483'])
        expect(screen.getAllByText(SHOOT)).toHaveLength(2)
        const history = screen.getByRole('list', { name: 'History of order SH-10482' })
        expect(within(history).getAllByRole('listitem')[0]?.textContent).toBe(CONFIRMED)
        // Only the admin's own order has the panel, with the adjustments the server last answered.
        const adjustments = screen.getAllByRole('list', { name: 'Adjustments' })
        expect(adjustments).toHaveLength(1)
        expect(
          within(adjustments[0] as HTMLElement)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual(ADJUSTMENTS[shown as 'placed' | 'edited'])
      }
      await path.test({
        states: {
          none: () => {
            requests()
            noOrders()
            expect(screen.getByText('No orders for this listing yet.')).toBeTruthy()
            expect(screen.queryByText('Loading the orders…')).toBeNull()
            expect(screen.queryByRole('alert')).toBeNull()
          },
          loading: () => {
            requests()
            if (shown !== 'none') return ordersShown(true)
            noOrders()
            expect(screen.getByText('Loading the orders…').getAttribute('role')).toBe('status')
            expect(screen.queryByRole('alert')).toBeNull()
            expect(screen.queryByText('No orders for this listing yet.')).toBeNull()
          },
          loaded: () => {
            requests()
            ordersShown(false)
          },
          failed: () => {
            requests()
            noOrders()
            expect(screen.getByRole('alert').textContent).toBe(error)
            expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
            expect(screen.queryByText('Loading the orders…')).toBeNull()
          },
        },
        events: asExecutors<ModelEvent>({
          reload: () => {
            if (doing === 'loaded' || doing === 'failed') {
              doing = 'loading'
              asked++
            }
            sut.readAgain()
          },
          retry: () => {
            doing = 'loading'
            asked++
            fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
          },
          // The admin adds a $40 drone fee to SH-10482; the server's answer is the whole order.
          'order.updated': async () => {
            fireEvent.change(screen.getByLabelText('Adjustment'), { target: { value: 'Drone photos' } })
            fireEvent.change(screen.getByLabelText('Amount ($, − for a credit)'), { target: { value: '40' } })
            fireEvent.click(screen.getByRole('button', { name: 'Add adjustment' }))
            edits.push({ orderId: 'ord_8f3a', addAdjustment: { description: 'Drone photos', amount: 4000 } })
            await waitFor(() => expect(sut.pending.at(-1)?.path).toBe('/booking/editorder'))
            await settle(() => sut.pending.at(-1)?.resolve(edited))
            held = 'edited'
            shown = 'edited'
            // Saved while the orders were read again: they are asked for once more, after the edit.
            if (doing === 'loading') asked++
            expect(screen.getByText('Adjustment added.').getAttribute('role')).toBe('status')
          },
          'xstate.done.actor.getOrders': async () => {
            doing = 'loaded'
            shown = held
            await settle(() => sut.pending.at(-1)?.resolve(held === 'edited' ? EDITED : PLACED))
          },
          'xstate.error.actor.getOrders': async ({ event }) => {
            doing = 'failed'
            if (event.error === refusal) {
              error = OURS
              return settle(() => sut.pending.at(-1)?.reject(refusal))
            }
            // A server out of reach is asked three times in all, a moment apart, before the tab says so.
            error = OFFLINE
            for (let attempt = 1; attempt < 3; attempt++) {
              const before = sut.pending.length
              await settle(() => sut.pending.at(-1)?.reject(offline))
              await waitFor(() => expect(sut.pending.length).toBe(before + 1), { timeout: 5000 })
              asked++
            }
            await settle(() => sut.pending.at(-1)?.reject(offline))
          },
        }),
      })
    })
  }
})
