// Model-based test of the Account page's plan panel (issue 18): every transition of the subscription-status chart is
// replayed through the real view (SubscriptionPanelView on the chart, its two calls stubs the path settles by hand).
// Each state is checked in the DOM against what the test keeps itself and facts worked out by hand: nothing for a
// signed-out visitor, "Loading your plan…" only while there is no plan on screen, the Agent plan as the §9 table
// bills it in Canada (CA$320.92 a month, 13 % HST included), the button that matches the plan (cancel an active one at
// its term's end, keep an ending one), "Saving…" while it is saved, and each failure in our words.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type SubscriptionStatusEvent,
  subscriptionStatusMachine,
} from '../../src/machines/subscription-status/subscription-status.machine'
import type { SubscriptionView } from '../../src/schemas/api/finance'
import type { User } from '../../src/schemas/User'
import { SubscriptionPanelView } from '../../src/ui/features/subscription-status/SubscriptionPanel'
import { everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'
import { ACTIVE_AGENT_SUBSCRIPTION } from '../support/subscription-fixtures'

afterEach(cleanup)

type Snapshot = SnapshotFrom<typeof subscriptionStatusMachine>
type ModelEvent =
  | SubscriptionStatusEvent
  | { type: 'xstate.done.actor.loadSubscription'; output: SubscriptionView | null }
  | { type: 'xstate.error.actor.loadSubscription'; error: unknown }
  | { type: 'xstate.done.actor.cancelRenewal'; output: SubscriptionView }
  | { type: 'xstate.error.actor.cancelRenewal'; error: unknown }
  | { type: 'xstate.done.actor.resumeRenewal'; output: SubscriptionView }
  | { type: 'xstate.error.actor.resumeRenewal'; error: unknown }

const VERA: User = { firstName: 'Vera', lastName: 'Verified', email: 'vera@example.com', isVerified: true }
const ACTIVE = ACTIVE_AGENT_SUBSCRIPTION
const ENDING: SubscriptionView = { ...ACTIVE, status: 'ending', nextChargeCents: null, nextChargeDate: null }
const LOAD_FAILED = 'We could not load your plan. Please try again.'
const SAVE_FAILED = 'Your plan could not be changed. Please try again.'
const failure = new Error('offline')

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.user !== null, s.context.subscription?.status ?? null, s.context.error ?? null])

const EVENTS: ModelEvent[] = [
  { type: 'session.changed', user: null },
  { type: 'session.changed', user: VERA },
  { type: 'refresh' },
  { type: 'retry' },
  { type: 'renewal.cancel' },
  { type: 'renewal.resume' },
  { type: 'xstate.done.actor.loadSubscription', output: ACTIVE },
  { type: 'xstate.done.actor.loadSubscription', output: ENDING },
  { type: 'xstate.done.actor.loadSubscription', output: null },
  { type: 'xstate.error.actor.loadSubscription', error: failure },
  { type: 'xstate.done.actor.cancelRenewal', output: ENDING },
  { type: 'xstate.error.actor.cancelRenewal', error: failure },
  { type: 'xstate.done.actor.resumeRenewal', output: ACTIVE },
  { type: 'xstate.error.actor.resumeRenewal', error: failure },
]

/** What the view offers: the button that matches the plan, and an answer only to the call in flight. */
function possible(s: Snapshot, e: ModelEvent): boolean {
  const plan = s.context.subscription?.status
  switch (e.type) {
    case 'session.changed':
      return (e.user !== null) !== (s.context.user !== null)
    case 'refresh':
      return s.matches({ shown: 'idle' })
    case 'retry':
      return s.matches('failed')
    case 'renewal.cancel':
      return s.matches({ shown: 'idle' }) && plan === 'active'
    case 'renewal.resume':
      return s.matches({ shown: 'idle' }) && plan === 'ending'
    default: {
      const call = e.type.replace(/^xstate\.(done|error)\.actor\./, '')
      if (call === 'loadSubscription') return s.matches('loading')
      return s.matches({ shown: call === 'cancelRenewal' ? 'cancelling' : 'resuming' })
    }
  }
}

const model = new TestModel<Snapshot, ModelEvent, { user: User | null }>(subscriptionStatusMachine as never, {
  input: { user: VERA },
  stateMatcher,
  serializeState,
  events: ((s: Snapshot) => EVENTS.filter((e) => possible(s, e))) as never,
})

function mount() {
  const load = deferred<SubscriptionView | null>()
  const renewal = deferred<SubscriptionView | null>()
  const status = createActor(
    subscriptionStatusMachine.provide({ actors: { loadSubscription: load.logic, setRenewal: renewal.logic } }),
    { input: { user: VERA } },
  ).start()
  render(<SubscriptionPanelView status={status} />)
  return { status, load, renewal }
}

describe('plan panel: every transition, in the view', () => {
  const paths = everyTransition(model, serializeState)
  recordPaths('subscription-status', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const sut = mount()
      // The test's own account: the plan on screen, the last failure, the renewal calls made.
      let plan: SubscriptionView | null = null
      let error: string | null = null
      const renewals: unknown[] = []
      const panel = () => screen.queryByRole('region', { name: /Your plan|Agent plan/ })
      const shownPlan = () => {
        if (!plan) {
          expect(panel()).toBeNull()
          return
        }
        expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Agent plan, billed monthly')
        expect(screen.getByText('November 27, 2026 to February 27, 2027')).toBeTruthy()
        expect(
          screen.getByText(
            plan.status === 'active' ? 'CA$320.92 on December 27, 2026' : 'None: the plan ends on February 27, 2027',
          ),
        ).toBeTruthy()
        expect(screen.getByRole('link', { name: 'Order a shoot' }).getAttribute('href')).toBe('/order')
      }
      const button = () =>
        screen.queryByRole('button', { name: /^(Cancel at the end of the term|Keep my plan|Saving…)$/ })
      await path.test({
        states: {
          signedOut: () => expect(document.body.textContent).toBe(''),
          loading: () => {
            if (plan) return shownPlan()
            expect(panel()?.getAttribute('aria-busy')).toBe('true')
            expect(panel()?.textContent).toBe('Loading your plan…')
          },
          failed: () => {
            expect(screen.getByRole('alert').textContent).toBe(LOAD_FAILED)
            expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
          },
          'shown.idle': () => {
            shownPlan()
            if (plan) {
              expect(button()?.textContent).toBe(
                plan.status === 'active' ? 'Cancel at the end of the term' : 'Keep my plan',
              )
              expect((button() as HTMLButtonElement).disabled).toBe(false)
            }
            expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error)
          },
          'shown.cancelling': () => {
            shownPlan()
            expect(button()?.textContent).toBe('Saving…')
            expect((button() as HTMLButtonElement).disabled).toBe(true)
            expect(renewals.at(-1)).toEqual({ renew: false })
          },
          'shown.resuming': () => {
            shownPlan()
            expect(button()?.textContent).toBe('Saving…')
            expect(renewals.at(-1)).toEqual({ renew: true })
          },
        },
        events: {
          'session.changed': ({ event }: { event: ModelEvent }) => {
            plan = null
            error = null
            act(() => sut.status.send(event as SubscriptionStatusEvent))
          },
          refresh: () => act(() => sut.status.send({ type: 'refresh' })),
          retry: () => {
            error = null
            fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
          },
          'renewal.cancel': () => {
            fireEvent.click(screen.getByRole('button', { name: 'Cancel at the end of the term' }))
            renewals.push(sut.renewal.calls.at(-1))
          },
          'renewal.resume': () => {
            fireEvent.click(screen.getByRole('button', { name: 'Keep my plan' }))
            renewals.push(sut.renewal.calls.at(-1))
          },
          'xstate.done.actor.loadSubscription': async ({ event }: { event: ModelEvent }) => {
            plan = (event as { output: SubscriptionView | null }).output
            error = null
            await act(async () => sut.load.resolve(plan))
          },
          'xstate.error.actor.loadSubscription': async () => {
            await act(async () => sut.load.reject(failure))
          },
          'xstate.done.actor.cancelRenewal': async () => {
            plan = ENDING
            error = null
            await act(async () => sut.renewal.resolve(ENDING))
          },
          'xstate.done.actor.resumeRenewal': async () => {
            plan = ACTIVE
            error = null
            await act(async () => sut.renewal.resolve(ACTIVE))
          },
          'xstate.error.actor.cancelRenewal': async () => {
            error = SAVE_FAILED
            await act(async () => sut.renewal.reject(failure))
          },
          'xstate.error.actor.resumeRenewal': async () => {
            error = SAVE_FAILED
            await act(async () => sut.renewal.reject(failure))
          },
        } as never,
      })
    })
  }
})
