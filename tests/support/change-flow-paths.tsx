// The harness of the change flow's model-based test (tests/ui/change-flow.paths.test.tsx; SPEC §4 Change flow,
// issue 16): the fixture's times and the server's answers as the modal shows them, the mount of the real view on
// stub effects the test settles by hand (with a test runtime answering its times, waitlist and admin edits), the
// executors of each event a path performs, the test's own account of what the modal should show (`Account`, kept
// from the events sent, never from the chart's context), the model each chart is explored with, and the check of
// what each state shows in the DOM. The paths file holds the four models, their runner and the tests beside them.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Effect } from 'effect'
import { expect } from 'vitest'
import { createActor, fromCallback, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type ChangeFlowEvent,
  type ChangeFlowInput,
  changeFlowMachine,
} from '../../src/machines/change-flow/change-flow.machine'
import type { ChangeOrderResponse } from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import type { PhotographerTimes } from '../../src/schemas/TimeSlot'
import { StatusError } from '../../src/services/errors'
import { makeTestRuntime } from '../../src/services/runtime'
import { ChangeFlowView } from '../../src/ui/features/change-flow/ChangeModal'
import { freeTerms, heldOffer, laterTime, lateTerms, placedOrder } from './change-orders'
import { stateMatcher } from './chart-paths'
import { deferred } from './stub-actors'

export type Snapshot = SnapshotFrom<typeof changeFlowMachine>
export type ModelEvent =
  | ChangeFlowEvent
  | { type: 'xstate.done.actor.startChange'; output: Order }
  | { type: 'xstate.error.actor.startChange'; error: unknown }
  | { type: 'xstate.done.actor.previewChange'; output: Order }
  | { type: 'xstate.error.actor.previewChange'; error: unknown }
  | { type: 'xstate.done.actor.refreshTerms'; output: Order }
  | { type: 'xstate.done.actor.changeOrder'; output: ChangeOrderResponse }
  | { type: 'xstate.error.actor.changeOrder'; error: unknown }

/** The fixture's appointment and the free time the test runtime offers, as the modal writes them. */
const BOOKED = 'Monday, May 4 at 9:00 AM CDT'
export const NEW_TIME = 'Wednesday, May 6 at 10:00 AM CDT'
export const WAITLIST_LABEL = 'Keep this time, and offer me an earlier one if it opens up'
const NOT_RESCHEDULABLE =
  'This order can be cancelled but cannot be rescheduled. Please contact us if you require a reschedule.'

const samFreeAtTen: PhotographerTimes = {
  photographerId: 'ph_1',
  startTimes: [
    { time: { utc: laterTime.utc, localTime: '10:00' }, isAvailable: true, zoneId: 'z_inner', notAvailable: null },
  ],
  unavailableBlocks: [],
  searchRange: { start: '2026-05-06T13:00:00Z', end: '2026-05-07T05:00:00Z' },
}

export const waivedTerms = { ...lateTerms, chargeAdjustment: -lateTerms.charge, chargeTax: 0, chargeTotal: 0 }
export const complete = (order: Order): ChangeOrderResponse => ({
  isComplete: true,
  orderModel: order,
  billingContactEmail: 'priya@example.com',
})
export const refused = (order: Order): ChangeOrderResponse => ({
  isComplete: false,
  orderModel: order,
  billingContactEmail: '',
})

/** The test clock: two days before the free-change deadline, half an hour before the held offer expires. */
export const TEST_NOW = '2026-05-01T12:00:00Z'

export const rescheduleInput: ChangeFlowInput = { orderId: 'ord_8f3a', kind: 'reschedule' }
export const withOffer = (status: 'held' | 'taken') => ({ ...freeTerms, waitlistOffers: [{ ...heldOffer, status }] })

/** The actors the mounts started, stopped after each test. */
const running: Array<{ stop(): void }> = []
export const stopMounted = () => {
  for (const actor of running.splice(0)) actor.stop()
}

export async function mount(
  input: ChangeFlowInput,
  options: { adminElements?: boolean; edited?: Order; waitlistFails?: boolean } = {},
) {
  const stubs = { open: deferred<Order>(), preview: deferred<Order>(), change: deferred<ChangeOrderResponse>() }
  const actor = createActor(
    changeFlowMachine.provide({
      actors: {
        startChange: stubs.open.logic,
        previewChange: stubs.preview.logic,
        changeOrder: stubs.change.logic,
        // The clock is the test's: it ticks only when a test sends `clock.tick`.
        clock: fromCallback(() => {}),
      },
    }),
    { input },
  ).start()
  running.push(actor)
  const edits: unknown[] = []
  const waitlistSaves: unknown[] = []
  const runtime = makeTestRuntime({
    answer: (call, request) => {
      if (call.path === '/booking/enable-waitlist') {
        waitlistSaves.push(request)
        return options.waitlistFails
          ? Effect.fail(new StatusError({ message: 'Not now.' }))
          : Effect.succeed({ ok: true })
      }
      if (call.path === '/booking/editorder') {
        edits.push(request)
        return Effect.succeed(options.edited ?? placedOrder({ isAdmin: true }))
      }
      return Effect.succeed({ photographers: (request as { day: number }).day === 6 ? [samFreeAtTen] : [] })
    },
  })
  const closed: boolean[] = []
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <ChangeFlowView
          actor={actor}
          orderId={input.orderId}
          kind={input.kind}
          date={input.date}
          adminElements={options.adminElements ?? true}
          signedIn={false}
          onSignIn={() => {}}
          onClose={(changed) => closed.push(changed)}
        />
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { runtime } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return { actor, ...stubs, closed, edits, waitlistSaves }
}
export type Sut = Awaited<ReturnType<typeof mount>>

export const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await Promise.resolve()
  })
export const click = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
export const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
export const alertText = () => screen.queryByRole('alert')?.textContent ?? null
export const text = () => document.body.textContent ?? ''

/** Choosing Wednesday and its 10:00 time the way a person does: the day, then the time once the list shows. */
async function chooseNewTime() {
  await click('Wednesday, May 6, 2026')
  const time = await screen.findByRole('button', { name: '10:00 AM' })
  await act(() => {
    fireEvent.click(time)
  })
}

export const performers = (sut: () => Sut) => {
  const resolve =
    (stub: 'open' | 'preview' | 'change') =>
    ({ event }: { event: ModelEvent }) =>
      settle(() => sut()[stub].resolve((event as unknown as { output: never }).output))
  const reject =
    (stub: 'open' | 'preview' | 'change') =>
    ({ event }: { event: ModelEvent }) =>
      settle(() => sut()[stub].reject((event as { error: unknown }).error))
  return {
    'xstate.done.actor.startChange': resolve('open'),
    'xstate.error.actor.startChange': reject('open'),
    'xstate.done.actor.previewChange': resolve('preview'),
    'xstate.error.actor.previewChange': reject('preview'),
    'xstate.done.actor.refreshTerms': resolve('preview'),
    'xstate.done.actor.changeOrder': resolve('change'),
    'xstate.error.actor.changeOrder': reject('change'),
    retry: () => click('Try again'),
    'schedule.edit': () => chooseNewTime(),
    next: () => click(/^(Next|Checking…)$/),
    back: () => click('Back'),
    submit: () => click(/^(Confirm the new time|Cancel the appointment)$/),
    cancelInstead: () => click('Cancel it instead'),
    'offer.take': () => click(`Take this time: ${NEW_TIME} with Sam Ortiz`),
    'waive.set': () =>
      act(() => {
        fireEvent.click(screen.getByRole('checkbox', { name: 'Waive the charge (order admin)' }))
      }),
  }
}

/**
 * The test's own account of the modal: the change asked for, whether a new time was chosen, the waiver, the last
 * order the server answered with, and the refusal shown (cleared by an answer or a new choice of time).
 */
export interface Account {
  kind: ChangeFlowInput['kind']
  timeChosen: boolean
  waive: boolean
  order: Order | null
  error: string | null
}

/** Keeps the account for the event a path performs (what the person did, or what the server answered). */
export function note(account: Account, event: ModelEvent) {
  const answer = (order: Order) => {
    account.order = order
    account.error = null
  }
  switch (event.type) {
    case 'xstate.done.actor.startChange':
    case 'xstate.done.actor.previewChange':
    case 'xstate.done.actor.refreshTerms':
      return answer(event.output)
    case 'xstate.done.actor.changeOrder':
      return answer(event.output.orderModel)
    case 'xstate.error.actor.startChange':
    case 'xstate.error.actor.previewChange':
    case 'xstate.error.actor.changeOrder':
      // The server's refusal, in its own words.
      account.error = (event.error as { message: string }).message
      return
    case 'schedule.edit':
    case 'offer.take':
      account.timeChosen = true
      account.error = null
      return
    case 'cancelInstead':
      account.kind = 'cancel'
      return
    case 'waive.set':
      // The person clicks the waiver's box: a second click takes the waiver back.
      account.waive = !account.waive
      return
  }
}

export const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.kind,
    s.context.waive,
    s.context.draft.selectedTime?.utc ?? null,
    s.context.order?.schedule.isValid ?? null,
    s.context.order?.changeTerms?.chargeTotal ?? null,
    (s.context.order?.confirm.errors.length ?? 0) + (s.context.order?.schedule.errors.length ?? 0),
    s.context.error ?? null,
  ])

// The chart emits `close`; TestModel's typing takes machines without emitted events, hence the cast.
export const model = (input: ChangeFlowInput, events: ModelEvent[]) =>
  new TestModel(changeFlowMachine as never, {
    input,
    stateMatcher,
    events: ((s: Snapshot) => events.filter((event) => s.can(event as never))) as never,
    serializeState: serializeState as never,
  }) as unknown as TestModel<Snapshot, ModelEvent, ChangeFlowInput>

/** What each state shows, whichever model reaches it. */
export const stateChecks = (sut: () => Sut, account: Account) => {
  const order = () => account.order as Order
  /** The change the server is asked to price or make: what the person chose, as the test kept it. */
  const asked = (stub: 'preview' | 'change') => {
    const cancel = account.kind === 'cancel'
    const time = account.timeChosen ? laterTime.utc : placedOrder().schedule.selectedTime?.utc
    expect(sut()[stub].calls.at(-1)).toMatchObject({
      orderId: 'ord_8f3a',
      cancel,
      waiveCancellationCharge: account.waive,
      selectedTime: cancel ? null : expect.objectContaining({ utc: time }),
    })
  }
  return {
    loading: () => {
      expect(screen.getByRole('status').textContent).toContain('Opening your order…')
    },
    failed: () => {
      expect(account.error).not.toBeNull()
      expect(alertText()).toBe(account.error)
      expect(button('Try again').disabled).toBe(false)
      // Not signed in: the way to the account is offered too.
      expect(button('Sign in to change your order')).toBeTruthy()
    },
    notReschedulable: () => {
      expect(alertText()).toBe(NOT_RESCHEDULABLE)
      expect(button('Cancel it instead').disabled).toBe(false)
    },
    selection: () => {
      expect(screen.getByRole('heading', { name: 'Choose a time' })).toBeTruthy()
      expect(text()).toContain(`Now booked: ${BOOKED}`)
      // Next only once the time differs from the booked one (SPEC §4).
      expect(button('Next').disabled).toBe(!account.timeChosen)
      const scheduleError = order().schedule.errors[0]
      if (scheduleError) expect(text()).toContain(scheduleError)
      if (account.error) expect(text()).toContain(account.error)
      // The waitlist's offers, as the server's answer names them (the test clock stands still before they expire).
      const offers = order().changeTerms?.waitlistOffers ?? []
      const held = offers.find((o) => o.status === 'held')
      if (held) expect(text()).toContain(`An earlier time is held for you: ${NEW_TIME} with ${held.photographerName}.`)
      expect(screen.queryByRole('button', { name: /^Take this time/ }) !== null).toBe(held !== undefined)
      // The booked time's waitlist setting, saved at once (its own chart), starts as the order has it.
      const keep = screen.getByRole('checkbox', { name: WAITLIST_LABEL }) as HTMLInputElement
      expect(keep.checked).toBe(placedOrder().schedule.waitlistEnabled)
      const taken = offers.some((o) => o.status === 'taken')
      expect(text().includes('The earlier time offered to you has been taken')).toBe(taken)
    },
    previewing: () => {
      expect(button('Checking…').disabled).toBe(true)
      asked('preview')
    },
    confirm: () => {
      const terms = order().changeTerms
      const charge = screen.getByTestId('change-charge').textContent ?? ''
      expect(charge.startsWith(terms?.chargeTotal ? '$141.25' : 'No charge')).toBe(true)
      // Waived when the server's answer names a late charge and nothing to pay (the waiver the person asked for is
      // checked in the request the refresh sends).
      expect(charge.includes('Waived')).toBe(!!terms && terms.charge > 0 && terms.chargeTotal === 0)
      if (account.kind === 'reschedule') {
        expect(text()).toContain(`From${BOOKED}`)
        expect(text()).toContain(`To${NEW_TIME}`)
        expect(button('Confirm the new time').disabled).toBe(false)
      } else {
        expect(text()).toContain(`Appointment${BOOKED}`)
        expect(button('Cancel the appointment').disabled).toBe(false)
      }
      const message = account.error ?? order().confirm.errors[0]
      if (message) expect(alertText()).toBe(message)
      else expect(alertText()).toBeNull()
      const waiver = screen.queryByRole('checkbox', { name: 'Waive the charge (order admin)' })
      expect(waiver !== null).toBe(order().info.isAdmin === true)
    },
    refreshing: () => {
      expect(button('Cancel the appointment').disabled).toBe(true)
      asked('preview')
    },
    submitting: () => {
      expect(button('Saving…').disabled).toBe(true)
      asked('change')
    },
    complete: () => {
      const heading = account.kind === 'cancel' ? 'Your appointment is cancelled' : 'Your appointment is rescheduled'
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy()
      expect(text()).toContain('We sent the details to priya@example.com.')
    },
  }
}
