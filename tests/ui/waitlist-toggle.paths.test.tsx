// Model-based test of a placed order's waitlist checkbox (issue 16; SPEC §3 waitlistEnabled): every transition of the
// waitlist-toggle chart is replayed through the real view (WaitlistSetting, its chart bound to a test runtime whose
// calls wait until the path answers them). Clicks are the person's; each state is checked in the DOM against the
// setting the test keeps itself (what the server last saved, what was asked), never against the chart: the box shows
// the asked setting while it is saved and cannot be clicked, the saved one after, and a failure says so in words.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getInitialSnapshot, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type WaitlistToggleEvent,
  waitlistToggleMachine,
} from '../../src/machines/waitlist-toggle/waitlist-toggle.machine'
import { StatusError } from '../../src/services/errors'
import { WaitlistSetting } from '../../src/ui/features/placed-orders/WaitlistSetting'
import { everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { heldCallsRuntime, settle } from '../support/held-calls'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'

afterEach(cleanup)

type Snapshot = SnapshotFrom<typeof waitlistToggleMachine>
type ModelEvent =
  | WaitlistToggleEvent
  | { type: 'xstate.done.actor.enableWaitlist'; output: { ok: true } }
  | { type: 'xstate.error.actor.enableWaitlist'; error: unknown }

const LABEL = 'Keep this time, and offer me an earlier one if it opens up'
const FAILED = 'The waitlist could not be updated. Please try again.'
const input = { orderId: 'ord_8f3a', enabled: false }

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.enabled, s.context.error !== undefined])

const model = new TestModel<Snapshot, ModelEvent, typeof input>(waitlistToggleMachine as never, {
  input,
  stateMatcher,
  serializeState,
  // A click asks for the other setting; an answer arrives only while one is saved.
  events: ((s: Snapshot) =>
    s.matches('saving')
      ? [
          { type: 'xstate.done.actor.enableWaitlist', output: { ok: true } },
          { type: 'xstate.error.actor.enableWaitlist', error: new StatusError({ message: 'No' }) },
        ]
      : [{ type: 'toggle', enabled: !s.context.enabled }]) as never,
})

/** Every transition, and a journey through both answers for both settings. */
const journey = model.getPathsFromEvents(
  [
    { type: 'toggle', enabled: true },
    { type: 'xstate.error.actor.enableWaitlist', error: new StatusError({ message: 'No' }) },
    { type: 'toggle', enabled: true },
    { type: 'xstate.done.actor.enableWaitlist', output: { ok: true } },
    { type: 'toggle', enabled: false },
    { type: 'xstate.error.actor.enableWaitlist', error: new StatusError({ message: 'No' }) },
    { type: 'toggle', enabled: false },
    { type: 'xstate.done.actor.enableWaitlist', output: { ok: true } },
  ] as never,
  // xstate/graph starts these from the chart's state without input unless given one.
  { fromState: getInitialSnapshot(waitlistToggleMachine, input) } as never,
)

describe('waitlist toggle: every transition and a journey, in the view', () => {
  const paths = [...everyTransition(model, serializeState), ...journey]
  recordPaths('waitlist-toggle', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const { pending, runtime } = heldCallsRuntime()
      await renderInRouter(() => <WaitlistSetting orderId="ord_8f3a" enabled={false} />, '/', { runtime })
      const box = () => screen.getByRole('checkbox', { name: LABEL }) as HTMLInputElement
      // The test's own account: what the server holds, what was asked, whether the last save failed.
      let saved = false
      let asked = false
      let failed = false
      await path.test({
        states: {
          idle: () => {
            expect(box().checked).toBe(saved)
            expect(box().disabled).toBe(false)
            expect(screen.queryByRole('alert')?.textContent).toBe(failed ? FAILED : undefined)
          },
          saving: () => {
            expect(box().checked).toBe(asked)
            expect(box().disabled).toBe(true)
            expect(screen.queryByRole('alert')).toBeNull()
            expect(pending.map((c) => [c.path, c.request])).toEqual([
              ['/booking/enable-waitlist', { orderId: 'ord_8f3a', enabled: asked }],
            ])
          },
        },
        events: {
          toggle: async () => {
            asked = !saved
            failed = false
            await settle(() => fireEvent.click(box()))
          },
          'xstate.done.actor.enableWaitlist': async () => {
            saved = asked
            await settle(() => pending.shift()?.resolve({ ok: true }))
          },
          'xstate.error.actor.enableWaitlist': async () => {
            failed = true
            await settle(() => pending.shift()?.reject(new StatusError({ message: 'No' })))
          },
        } as never,
      })
    })
  }
})
