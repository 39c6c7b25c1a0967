// Model-based test of the change flow's modal (SPEC §4 Change flow; issue 16): every transition of the change-flow
// chart is replayed through the real view (ChangeFlowView with the order flow's real SCHEDULE step, its times asked
// of a test runtime), and each state the path reaches is checked in the DOM against what the test keeps itself from
// the events it sent and the answers it gave (`Account`), never against the chart's context: the fixture's own times
// as a person reads them, the charge the server's terms name, the server's refusal in its own words, SPEC §8's
// words, and the change each call asks the server to price or make. Four models keep the space to what the view can
// show: a reschedule, an order admin's late cancellation with a waiver, an order whose policy forbids moving it, and
// a waitlist offer. The stubs of the chart's calls are settled by hand when the path says so.
// The harness (the mount, the executors, the account, the model and the checks of each state) is
// tests/support/change-flow-paths.tsx.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChangeFlowInput } from '../../src/machines/change-flow/change-flow.machine'
import type { Order } from '../../src/schemas/Order'
import { NotFound, StatusError } from '../../src/services/errors'
import {
  type Account,
  alertText,
  click,
  complete,
  type ModelEvent,
  model,
  mount,
  NEW_TIME,
  note,
  performers,
  refused,
  rescheduleInput,
  type Snapshot,
  type Sut,
  serializeState,
  settle,
  stateChecks,
  stopMounted,
  TEST_NOW,
  text,
  WAITLIST_LABEL,
  waivedTerms,
  withOffer,
} from '../support/change-flow-paths'
import { freeTerms, heldOffer, laterTime, lateTerms, placedOrder } from '../support/change-orders'
import { everyTransition, pathName } from '../support/chart-paths'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { recordPaths } from '../support/recorded-paths'

beforeAll(installDialogPolyfill)
beforeEach(() => {
  // Only the clock's date is fixed (the calendar's today): the chart's timers and React keep real ones.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(TEST_NOW))
})
afterEach(() => {
  cleanup()
  stopMounted()
  vi.useRealTimers()
})

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
