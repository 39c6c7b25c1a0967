// Model-based test of the change flow's modal (SPEC §4 Change flow; issue 16): every transition of the change-flow
// chart is replayed through the real view (ChangeFlowView with the order flow's real SCHEDULE step, its times asked
// of a test runtime), and each state the path reaches is checked in the DOM against what the test keeps itself from
// the events it sent and the answers it gave (`Account`), never against the chart's context: the fixture's own times
// as a person reads them, the charge the server's terms name, the server's refusal in its own words, SPEC §8's
// words, and the change each call asks the server to price or make. Four models keep the space to what the view can
// show: a reschedule, an order admin's late cancellation with a waiver, an order whose policy forbids moving it, and
// a waitlist offer. The stubs of the chart's calls are settled by hand when the path says so.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Effect } from 'effect'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
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
import { NotFound, StatusError } from '../../src/services/errors'
import { makeTestRuntime } from '../../src/services/runtime'
import { ChangeFlowView } from '../../src/ui/features/change-flow/ChangeModal'
import { freeTerms, heldOffer, laterTime, lateTerms, placedOrder } from '../support/change-orders'
import { everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof changeFlowMachine>
type ModelEvent =
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
const NEW_TIME = 'Wednesday, May 6 at 10:00 AM CDT'
const WAITLIST_LABEL = 'Keep this time, and offer me an earlier one if it opens up'
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

const waivedTerms = { ...lateTerms, chargeAdjustment: -lateTerms.charge, chargeTax: 0, chargeTotal: 0 }
const complete = (order: Order): ChangeOrderResponse => ({
  isComplete: true,
  orderModel: order,
  billingContactEmail: 'priya@example.com',
})
const refused = (order: Order): ChangeOrderResponse => ({
  isComplete: false,
  orderModel: order,
  billingContactEmail: '',
})

/** The test clock: two days before the free-change deadline, half an hour before the held offer expires. */
const TEST_NOW = '2026-05-01T12:00:00Z'

beforeAll(installDialogPolyfill)
beforeEach(() => {
  // Only the clock's date is fixed (the calendar's today): the chart's timers and React keep real ones.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(TEST_NOW))
})
const running: Array<{ stop(): void }> = []
afterEach(() => {
  cleanup()
  for (const actor of running.splice(0)) actor.stop()
  vi.useRealTimers()
})

async function mount(
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
type Sut = Awaited<ReturnType<typeof mount>>

const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await Promise.resolve()
  })
const click = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
const alertText = () => screen.queryByRole('alert')?.textContent ?? null
const text = () => document.body.textContent ?? ''

/** Choosing Wednesday and its 10:00 time the way a person does: the day, then the time once the list shows. */
async function chooseNewTime() {
  await click('Wednesday, May 6, 2026')
  const time = await screen.findByRole('button', { name: '10:00 AM' })
  await act(() => {
    fireEvent.click(time)
  })
}

const performers = (sut: () => Sut) => {
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
interface Account {
  kind: ChangeFlowInput['kind']
  timeChosen: boolean
  waive: boolean
  order: Order | null
  error: string | null
}

/** Keeps the account for the event a path performs (what the person did, or what the server answered). */
function note(account: Account, event: ModelEvent) {
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

const serializeState = (s: Snapshot) =>
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
const model = (input: ChangeFlowInput, events: ModelEvent[]) =>
  new TestModel(changeFlowMachine as never, {
    input,
    stateMatcher,
    events: ((s: Snapshot) => events.filter((event) => s.can(event as never))) as never,
    serializeState: serializeState as never,
  }) as unknown as TestModel<Snapshot, ModelEvent, ChangeFlowInput>

/** What each state shows, whichever model reaches it. */
const stateChecks = (sut: () => Sut, account: Account) => {
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

/**
 * What a model's paths must reach, and how many transitions they take: the paths come from the chart
 * (`s.can(event)`), so a chart that lost a transition would only have fewer paths, all passing. A change of the
 * chart's behaviour changes these, as it changes its table in docs/charts.
 */
interface Reach {
  readonly states: ReadonlyArray<string>
  readonly transitions: number
}

function runModel(
  label: string,
  input: ChangeFlowInput,
  events: ModelEvent[],
  reach: Reach,
  options: { adminElements?: boolean } = {},
) {
  describe(`change flow, ${label}: every shortest path through the modal`, () => {
    // Every transition, not only every state: a refused change that returns to a state already seen is a path too.
    // The model's chart reads the test's clock too, so the offers the fixtures hold are held while paths are found.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(TEST_NOW))
    const paths = everyTransition(model(input, events), serializeState)
    recordPaths(`change-flow: ${label}`, paths, serializeState)
    vi.useRealTimers()
    it(`reaches ${reach.states.join(', ')} by ${reach.transitions} transitions`, () => {
      expect([...new Set(paths.map((p) => p.state.value as string))].sort()).toEqual([...reach.states].sort())
      expect(paths.length).toBe(reach.transitions)
    })
    for (const path of paths) {
      it(pathName(path), async () => {
        const sut = await mount(input, options)
        const current = () => sut as Sut
        const account: Account = { kind: input.kind, timeChosen: false, waive: false, order: null, error: null }
        const checks = stateChecks(current, account)
        const perform = performers(current) as Record<string, (step: { event: ModelEvent }) => unknown>
        await path.test({
          states: Object.fromEntries(
            Object.entries(checks).map(([key, check]) => [
              key,
              (expected: Snapshot) => {
                // Which state the path is in (the model's snapshot names it); what it shows comes from the account.
                expect(current().actor.getSnapshot().value).toEqual(expected.value)
                check()
              },
            ]),
          ),
          events: Object.fromEntries(
            Object.entries(perform).map(([type, act]) => [
              type,
              (step: { event: ModelEvent }) => {
                note(account, step.event)
                return act(step)
              },
            ]),
          ) as never,
        })
      })
    }
  })
}

const rescheduleInput: ChangeFlowInput = { orderId: 'ord_8f3a', kind: 'reschedule' }
runModel(
  'rescheduling',
  rescheduleInput,
  [
    { type: 'xstate.done.actor.startChange', output: placedOrder() },
    { type: 'xstate.error.actor.startChange', error: new NotFound({ message: 'This order could not be found.' }) },
    { type: 'retry' },
    {
      type: 'schedule.edit',
      draft: {
        selectedPhotographerId: 'ph_1',
        selectedTime: laterTime,
        waitlistEnabled: false,
        ignoreAvailability: false,
      },
    },
    { type: 'next' },
    { type: 'xstate.done.actor.previewChange', output: placedOrder({ time: laterTime }) },
    {
      type: 'xstate.done.actor.previewChange',
      output: placedOrder({ scheduleValid: false, errors: { schedule: ['Sam Ortiz is not free then.'] } }),
    },
    { type: 'back' },
    { type: 'submit' },
    { type: 'xstate.done.actor.changeOrder', output: complete(placedOrder({ time: laterTime })) },
    {
      type: 'xstate.done.actor.changeOrder',
      output: refused(
        placedOrder({ time: laterTime, scheduleValid: false, errors: { schedule: ['Just booked by someone else.'] } }),
      ),
    },
    {
      type: 'xstate.error.actor.changeOrder',
      error: new StatusError({ message: 'This appointment has already started.' }),
    },
  ],
  { states: ['complete', 'confirm', 'failed', 'loading', 'previewing', 'selection', 'submitting'], transitions: 26 },
)

runModel(
  'an order admin cancelling late',
  { orderId: 'ord_8f3a', kind: 'cancel' },
  [
    { type: 'xstate.done.actor.startChange', output: placedOrder({ isAdmin: true, terms: lateTerms }) },
    { type: 'waive.set', waive: true },
    { type: 'xstate.done.actor.refreshTerms', output: placedOrder({ isAdmin: true, terms: waivedTerms }) },
    { type: 'submit' },
    { type: 'xstate.done.actor.changeOrder', output: complete(placedOrder({ isAdmin: true, terms: freeTerms })) },
    {
      type: 'xstate.done.actor.changeOrder',
      output: refused(
        placedOrder({ isAdmin: true, terms: lateTerms, errors: { confirm: ['The free-change period has ended.'] } }),
      ),
    },
  ],
  { states: ['complete', 'confirm', 'refreshing', 'submitting'], transitions: 20 },
)

runModel(
  'a cancel-only order',
  rescheduleInput,
  [
    { type: 'xstate.done.actor.startChange', output: placedOrder({ terms: { ...freeTerms, reschedulable: false } }) },
    { type: 'cancelInstead' },
    { type: 'submit' },
    { type: 'xstate.done.actor.changeOrder', output: complete(placedOrder()) },
  ],
  { states: ['complete', 'confirm', 'notReschedulable', 'submitting'], transitions: 4 },
)

const withOffer = (status: 'held' | 'taken') => ({ ...freeTerms, waitlistOffers: [{ ...heldOffer, status }] })
runModel(
  'a waitlisted order’s e-mail link',
  { ...rescheduleInput, date: '2026-05-06' },
  [
    { type: 'xstate.done.actor.startChange', output: placedOrder({ terms: withOffer('held') }) },
    { type: 'offer.take', offer: heldOffer },
    { type: 'xstate.done.actor.previewChange', output: placedOrder({ time: laterTime, terms: withOffer('held') }) },
    { type: 'back' },
    { type: 'submit' },
    { type: 'xstate.done.actor.changeOrder', output: complete(placedOrder({ time: laterTime })) },
    {
      type: 'xstate.done.actor.changeOrder',
      output: refused(
        placedOrder({
          time: laterTime,
          terms: withOffer('taken'),
          scheduleValid: false,
          errors: { schedule: ['This time was just taken by another customer.'] },
        }),
      ),
    },
  ],
  { states: ['complete', 'confirm', 'previewing', 'selection', 'submitting'], transitions: 8 },
)

describe('the countdowns', () => {
  const tick = (sut: Sut, iso: string) => settle(() => sut.actor.send({ type: 'clock.tick', now: Date.parse(iso) }))

  it('counts down to the free-change deadline, and stops counting once it has passed', async () => {
    const sut = await mount({ orderId: 'ord_8f3a', kind: 'cancel' })
    await settle(() => sut.open.resolve(placedOrder()))
    // Free until 2026-05-03 14:00 UTC; the test clock reads 2026-05-01 12:00.
    expect(screen.getByTestId('change-countdown').textContent).toBe('2 days 2 h')
    await tick(sut, '2026-05-03T13:58:55Z')
    expect(screen.getByTestId('change-countdown').textContent).toBe('1 min 05 s')
    expect(screen.getByRole('timer')).toBe(screen.getByTestId('change-countdown'))
    await tick(sut, '2026-05-03T14:00:01Z')
    expect(screen.queryByTestId('change-countdown')).toBeNull()
  })

  it('shows how long a held time is kept, and says it expired when the half hour runs out', async () => {
    const sut = await mount({ ...rescheduleInput, date: '2026-05-06' })
    await settle(() => sut.open.resolve(placedOrder({ terms: withOffer('held') })))
    expect(screen.getByRole('timer').textContent).toBe('30 min 00 s')
    await tick(sut, '2026-05-01T12:29:15Z')
    expect(screen.getByRole('timer').textContent).toBe('45 s')
    await tick(sut, '2026-05-01T12:30:00Z')
    expect(screen.queryByRole('button', { name: /^Take this time/ })).toBeNull()
    expect(text()).toContain(`The offer has expired. ${NEW_TIME} with Sam Ortiz was held for you until 7:30 AM.`)
  })

  it('keeps quiet about an expired offer of another day than the link’s', async () => {
    const sut = await mount(rescheduleInput)
    const expired = { ...freeTerms, waitlistOffers: [{ ...heldOffer, status: 'expired' as const }] }
    await settle(() => sut.open.resolve(placedOrder({ terms: expired })))
    expect(screen.queryByRole('list', { name: 'Earlier times from the waitlist' })).toBeNull()
  })
})

describe('the booked time’s waitlist setting', () => {
  it('is saved at once for the placed order, and flips back with a message when saving fails', async () => {
    for (const waitlistFails of [false, true]) {
      const sut = await mount(rescheduleInput, { waitlistFails })
      await settle(() => sut.open.resolve(placedOrder()))
      const keep = () => screen.getByRole('checkbox', { name: WAITLIST_LABEL }) as HTMLInputElement
      await act(async () => {
        fireEvent.click(keep())
      })
      await vi.waitFor(() => expect(keep().disabled).toBe(false))
      expect(sut.waitlistSaves).toEqual([{ orderId: 'ord_8f3a', enabled: true }])
      expect(keep().checked).toBe(!waitlistFails)
      expect(alertText()).toBe(waitlistFails ? 'The waitlist could not be updated. Please try again.' : null)
      cleanup()
    }
  })

  it('is not offered on a cancelled order being booked again', async () => {
    const sut = await mount(rescheduleInput)
    const cancelled = placedOrder()
    await settle(() =>
      sut.open.resolve({ ...cancelled, info: { ...cancelled.info, cancelledDate: '2026-04-30T10:00:00Z' } }),
    )
    expect(screen.queryByRole('checkbox', { name: WAITLIST_LABEL })).toBeNull()
  })
})

describe('closing the change flow', () => {
  it('tells the page whether the order changed', async () => {
    const sut = await mount({ orderId: 'ord_8f3a', kind: 'cancel' })
    await settle(() => sut.open.resolve(placedOrder()))
    await click('Keep my appointment')
    await click('Cancel the appointment')
    await settle(() => sut.change.resolve(complete(placedOrder())))
    await click('Done')
    expect(sut.closed).toEqual([false, true])
  })

  it('hides the waiver from an order admin who turned admin elements off', async () => {
    const sut = await mount({ orderId: 'ord_8f3a', kind: 'cancel' }, { adminElements: false })
    await settle(() => sut.open.resolve(placedOrder({ isAdmin: true, terms: lateTerms })))
    expect(screen.queryByRole('checkbox', { name: 'Waive the charge (order admin)' })).toBeNull()
  })
})

describe('the order admin’s panel in the change flow', () => {
  it('checks an adjustment, saves it in cents, and shows the order priced again with it', async () => {
    const withCredit = placedOrder({ isAdmin: true })
    const edited: Order = {
      ...withCredit,
      confirm: {
        ...withCredit.confirm,
        priceAdjustments: [{ id: 'adj_9', description: 'Goodwill credit', amount: -5_000 }],
        priceAdjustmentsTotal: -5_000,
      },
    }
    const sut = await mount({ orderId: 'ord_8f3a', kind: 'cancel' }, { edited })
    await settle(() => sut.open.resolve(placedOrder({ isAdmin: true, terms: lateTerms })))
    const panel = screen.getByRole('region', { name: 'Order admin' })
    expect(panel).toBeTruthy()
    await click('Add adjustment')
    expect((screen.getByLabelText('Adjustment') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true')
    expect(text()).toContain('Required')
    await act(() => {
      fireEvent.change(screen.getByLabelText('Adjustment'), { target: { value: 'Goodwill credit' } })
      fireEvent.change(screen.getByLabelText('Amount ($, − for a credit)'), { target: { value: 'fifty' } })
    })
    await click('Add adjustment')
    expect(text()).toContain('Invalid')
    expect(sut.edits).toEqual([])
    await act(() => {
      fireEvent.change(screen.getByLabelText('Amount ($, − for a credit)'), { target: { value: '-50' } })
    })
    await click('Add adjustment')
    await screen.findByText('Adjustment added.')
    expect(sut.edits).toEqual([
      { orderId: 'ord_8f3a', addAdjustment: { description: 'Goodwill credit', amount: -5_000 } },
    ])
    // The flow asks for the change's figures again, with the edited order.
    expect(sut.actor.getSnapshot().matches('refreshing')).toBe(true)
    await settle(() => sut.preview.resolve({ ...edited, changeTerms: lateTerms }))
    const list = screen.getByRole('list', { name: 'Adjustments' })
    expect(list.textContent).toContain('Goodwill credit')
    expect(list.textContent).toContain('−$50.00')
  })

  it('is not shown to customers', async () => {
    const sut = await mount({ orderId: 'ord_8f3a', kind: 'cancel' })
    await settle(() => sut.open.resolve(placedOrder()))
    expect(screen.queryByRole('region', { name: 'Order admin' })).toBeNull()
  })
})
