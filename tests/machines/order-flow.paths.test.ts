// Model-based test of the order flow: every transition of its four regions (the cookie check, the confirm button,
// the promo box, the waitlist toggle) is replayed on a real actor. The booking wizard is replaced by a stub child
// that the test moves by hand (its snapshots are what the order flow mirrors) and that records what it is sent, so
// each state is checked against the rules, not only against the model: the order is placed only from 'Place your
// order' on the confirm step, applied/invalid follow the server's answer, the waitlist is saved as toggled.
import { describe, expect, it } from 'vitest'
import { assign, createActor, type SnapshotFrom, setup } from 'xstate'
import { TestModel, type TestPath } from 'xstate/graph'
import {
  type OrderFlowEvent,
  type OrderFlowInput,
  orderFlowMachine,
} from '../../src/machines/order-flow/order-flow.machine'
import type { Ok } from '../../src/schemas/api/call'
import type { BookingOrder, BookingStep } from '../../src/schemas/BookingOrder'
import { StatusError } from '../../src/services/errors'
import { filledOrder } from '../support/booking-orders'
import { asExecutors, checkedStates, pathName, stateMatcher } from '../support/chart-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof orderFlowMachine>
type WizardView = { context: { order: BookingOrder | null; step: BookingStep } }
type ModelEvent =
  | OrderFlowEvent
  | { type: 'xstate.done.actor.checkCookies'; output: boolean }
  | { type: 'xstate.snapshot.wizard'; snapshot: WizardView }
  | { type: 'xstate.done.actor.applyPromo'; output: BookingOrder }
  | { type: 'xstate.error.actor.applyPromo'; error: unknown }
  | { type: 'xstate.done.actor.enableWaitlist'; output: Ok }
  | { type: 'xstate.error.actor.enableWaitlist'; error: unknown }

const promo = (promoCode: string | null, promoCodeValid: boolean | null): BookingOrder => {
  const order = filledOrder('confirm')
  return { ...order, info: { ...order.info, promoCode, promoCodeValid } }
}

/** Stands in for the booking wizard: the test sets its order and step; it records every event it is sent. */
const stubWizard = setup({
  types: {
    context: {} as { order: BookingOrder | null; step: BookingStep; received: string[] },
    events: {} as { type: string; order?: BookingOrder | null; step?: BookingStep },
  },
}).createMachine({
  context: { order: null, step: 'address', received: [] },
  on: {
    'order.updated': {
      actions: assign(({ context, event }) => ({
        order: event.order ?? null,
        received: [...context.received, event.type],
      })),
    },
    'test.set': {
      actions: assign(({ event }) => ({ order: event.order ?? null, step: event.step ?? 'address' })),
    },
    '*': { actions: assign({ received: ({ context, event }) => [...context.received, event.type] }) },
  },
})

const input: OrderFlowInput = { start: {}, user: null }
const booking: ModelEvent[] = [
  { type: 'xstate.done.actor.checkCookies', output: true },
  { type: 'xstate.snapshot.wizard', snapshot: { context: { order: promo(null, null), step: 'confirm' } } },
]

/** The page, the confirm button and the waitlist toggle. */
const pageEvents: ModelEvent[] = [
  ...booking,
  { type: 'xstate.done.actor.checkCookies', output: false },
  { type: 'xstate.snapshot.wizard', snapshot: { context: { order: promo(null, null), step: 'schedule' } } },
  { type: 'bottom.visible', visible: true },
  { type: 'bottom.visible', visible: false },
  { type: 'confirm' },
  { type: 'waitlist.toggle', enabled: true },
  { type: 'xstate.done.actor.enableWaitlist', output: { ok: true } },
  { type: 'xstate.error.actor.enableWaitlist', error: new StatusError({ message: 'No' }) },
]

/** The promo code box, on the confirm step. */
const promoEvents: ModelEvent[] = [
  ...booking,
  { type: 'promo.change', value: 'SPRING' },
  { type: 'promo.apply' },
  { type: 'promo.remove' },
  { type: 'xstate.done.actor.applyPromo', output: promo('SPRING', true) },
  { type: 'xstate.done.actor.applyPromo', output: promo('SPRING', false) },
  { type: 'xstate.done.actor.applyPromo', output: promo(null, null) },
  { type: 'xstate.error.actor.applyPromo', error: new StatusError({ message: 'Try later' }) },
]

const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.step,
    s.context.order?.info.promoCodeValid,
    s.context.promoDraft !== '',
    s.context.promoError !== undefined,
    s.context.waitlistError !== undefined,
  ])

const modelOf = (events: ModelEvent[]) =>
  new TestModel<Snapshot, ModelEvent, OrderFlowInput>(
    orderFlowMachine.provide({ actors: { bookingWizard: stubWizard as never } }) as never,
    { input, stateMatcher, events, serializeState },
  )

/**
 * Every transition, the user's self-loops included (tests/support/chart-paths.ts leaves them out): here one can
 * still do something, e.g. 'confirm' places the order or scrolls without changing any state of this chart.
 */
function everyTransition(
  model: TestModel<Snapshot, ModelEvent, OrderFlowInput>,
): Array<TestPath<Snapshot, ModelEvent>> {
  const pathTo = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [serializeState(p.state), p]))
  const paths: Array<TestPath<Snapshot, ModelEvent>> = []
  for (const [source, { transitions }] of Object.entries(model.getAdjacencyMap())) {
    const prefix = pathTo.get(source)
    if (!prefix) continue
    for (const { event, state } of Object.values(transitions) as Array<{ event: ModelEvent; state: Snapshot }>) {
      // An internal event that changes nothing is one the running chart would never receive there.
      if (event.type.startsWith('xstate.') && serializeState(state) === source) continue
      const steps = [...prefix.steps, { state, event }]
      const path = { state, steps, weight: steps.length }
      paths.push({ ...path, description: pathName(path), test: (params) => model.testPath(path, params) })
    }
  }
  return paths
}

function start() {
  const checkCookies = deferred<boolean>()
  const applyPromo = deferred<BookingOrder>()
  const enableWaitlist = deferred<Ok>()
  const scrolls: unknown[] = []
  const actor = createActor(
    orderFlowMachine.provide({
      actors: {
        checkCookies: checkCookies.logic,
        bookingWizard: stubWizard as never,
        applyPromo: applyPromo.logic,
        enableWaitlist: enableWaitlist.logic,
      },
    }),
    { input },
  ).start()
  actor.on('scroll.bottom', (e) => scrolls.push(e))
  return { actor, checkCookies, applyPromo, enableWaitlist, scrolls }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe.each([
  ['page, confirm button and waitlist', pageEvents],
  ['promo code box', promoEvents],
])('order flow, every transition: %s', (_name, events) => {
  for (const path of everyTransition(modelOf(events))) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const ctx = () => snapshot().context
      const wizard = () =>
        snapshot().children.wizard as unknown as { getSnapshot(): { context: { received: string[] } } } | undefined
      const received = () => wizard()?.getSnapshot().context.received ?? []
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          'page.checkingCookies': () => {
            expect(wizard()).toBeUndefined()
          },
          'page.cookiesBlocked': () => {
            expect(wizard()).toBeUndefined()
          },
          'page.booking': () => {
            expect(wizard()).toBeDefined()
          },
          'promo.applying': () => {
            expect(snapshot().hasTag('promoBusy')).toBe(true)
            expect(sut.applyPromo.calls.at(-1)).toEqual({
              orderId: 'ord_1',
              promoCode: ctx().promoRequest,
              targetStep: ctx().step,
            })
          },
          'promo.applied': () => {
            expect(ctx().order?.info.promoCodeValid).toBe(true)
          },
          'promo.invalid': () => {
            expect(ctx().order?.info.promoCodeValid).toBe(false)
          },
          'waitlist.saving': () => {
            expect(sut.enableWaitlist.calls.at(-1)).toEqual({ orderId: 'ord_1', enabled: true })
            expect(received()).toContain('waitlist.set')
          },
        }),
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.checkCookies': async ({ event }) => {
            sut.checkCookies.resolve(event.output)
            await settle()
          },
          'xstate.snapshot.wizard': ({ event }) => {
            ;(wizard() as unknown as { send(e: unknown): void }).send({ type: 'test.set', ...event.snapshot.context })
          },
          'xstate.done.actor.applyPromo': async ({ event }) => {
            sut.applyPromo.resolve(event.output)
            await settle()
            expect(received().at(-1)).toBe('order.updated')
          },
          'xstate.error.actor.applyPromo': async ({ event }) => {
            sut.applyPromo.reject(event.error)
            await settle()
            expect(ctx().promoError).toBe('Try later')
          },
          'xstate.done.actor.enableWaitlist': async ({ event }) => {
            sut.enableWaitlist.resolve(event.output)
            await settle()
          },
          'xstate.error.actor.enableWaitlist': async ({ event }) => {
            const before = received().length
            sut.enableWaitlist.reject(event.error)
            await settle()
            // Rolled back: the wizard hears the opposite setting, and a message shows.
            expect(received().slice(before)).toEqual(['waitlist.set'])
            expect(ctx().waitlistError).toBeDefined()
          },
          confirm: ({ event }) => {
            const placing = snapshot().matches({ confirmButton: 'placeOrder' }) && ctx().step === 'confirm'
            const scrolled = sut.scrolls.length
            const confirms = received().filter((t) => t === 'confirm').length
            sut.actor.send(event)
            expect(received().filter((t) => t === 'confirm').length).toBe(confirms + (placing ? 1 : 0))
            if (snapshot().matches({ confirmButton: 'scrollDown' })) expect(sut.scrolls.length).toBe(scrolled + 1)
          },
          'bottom.visible': ({ event }) => {
            sut.actor.send(event)
          },
          'promo.change': ({ event }) => {
            sut.actor.send(event)
          },
          'promo.apply': ({ event }) => {
            sut.actor.send(event)
          },
          'promo.remove': ({ event }) => {
            sut.actor.send(event)
          },
          'waitlist.toggle': ({ event }) => {
            sut.actor.send(event)
          },
        }),
      })
    })
  }
})
